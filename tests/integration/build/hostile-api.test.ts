/**
 * A badly behaved or compromised API (issue 45): a body that never ends, a night past its deadline, a decompression
 * bomb, an answer far too large, a list that fans out, image addresses on other hosts. Each night either refuses,
 * with dist/ and the good snapshot untouched, the lock released and a message saying why, or publishes without
 * fetching what it must not. On the tiny dataset, through the commands `npm run build` and `npm run crawl` run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { buildNight, crawlNight } from '../../../scripts/night/night-commands.ts';
import type { NightReport } from '../../../scripts/night/night-report.ts';
import { nightFilesOf } from '../../../scripts/pipeline/paths.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';

const { pathsIn } = scratchBuilds('hostile-api');
const SEEDED = { API_RANDOM_SEED: String(TEST_SEED) };
const quiet = { out: () => {}, err: () => {}, quiet: true } as const;
const paths = pathsIn('site');
const MiB = 1024 * 1024;

const night = (referenceApiEnv: Record<string, string>, env: Record<string, string> = {}) =>
  buildNight({ paths, env: readSiteEnv(env), referenceDbPath: TEST_DB_PATH, referenceApiEnv: { ...SEEDED, ...referenceApiEnv }, ...quiet });
const fileDigest = (path: string): string => createHash('sha1').update(readFileSync(path)).digest('hex');

beforeAll(async () => {
  const first = await night({});
  expect(first.outcome, first.message).toBe('succeeded');
}, 180_000);

/** Runs a night against a hostile API and checks that it ended as `outcome` and that nothing it guards changed. */
async function refusedNight(outcome: NightReport['outcome'], api: Record<string, string>, env: Record<string, string> = {}): Promise<NightReport> {
  const site = digestOf(paths.dist);
  const snapshot = fileDigest(paths.currentSnapshot);
  const report = await night(api, env);
  expect(report.outcome, report.message).toBe(outcome);
  expect(digestOf(paths.dist)).toEqual(site);
  expect(fileDigest(paths.currentSnapshot)).toBe(snapshot);
  // The lock is released: the next night can run.
  expect(existsSync(nightFilesOf(paths.currentSnapshot).lock)).toBe(false);
  return report;
}

describe('a body that never ends', () => {
  it('is given up at the request deadline, retried, and fails the night like any failing request (exit 20)', async () => {
    const started = performance.now();
    const report = await refusedNight('crawl-failed', { API_TRICKLE_ENDPOINTS: 'GetBlogSections' }, { CRAWL_REQUEST_DEADLINE_SECONDS: '1' });
    expect(report.exitStatus).toBe(20);
    expect(report.crawl?.failuresByEndpoint).toEqual({ GetBlogSections: 1 });
    expect(report.crawl?.retries).toBe(4);
    expect(report.message).toContain('no whole answer within 1 s');
    expect(performance.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it('stops the night at the crawl deadline with its own exit status (27), keeping the crawl for a resume', async () => {
    const started = performance.now();
    const report = await refusedNight('crawl-deadline', { API_TRICKLE_ENDPOINTS: 'GetBlogSections' }, { CRAWL_DEADLINE_SECONDS: '3' });
    expect(report.exitStatus).toBe(27);
    expect(report.crawl?.stopped).toEqual({ reason: 'deadline', deadlineMs: 3000 });
    expect(report.message).toContain('passed its deadline of 3 s (CRAWL_DEADLINE_SECONDS)');
    expect(report.message).toContain('--resume');
    expect(performance.now() - started).toBeLessThan(30_000);
    // What was given up is left pending, not failed: a resume sends it again.
    const db = new DatabaseSync(paths.nextSnapshot, { readOnly: true });
    const blogSections = db.prepare("SELECT state FROM requests WHERE endpoint = 'GetBlogSections'").get() as { state: string };
    db.close();
    expect(blogSections.state).toBe('pending');
  }, 60_000);
});

describe('answers too large', () => {
  it('refuses a decompression bomb of 2 GiB after 64 MiB, without retrying it or holding it (exit 20)', async () => {
    const report = await refusedNight('crawl-failed', { API_BOMB_ENDPOINTS: 'GetDoctorStates', API_BOMB_BYTES: String(2 * 1024 * MiB) });
    expect(report.crawl?.oversized).toEqual({ count: 1, samples: ['GetDoctorStates {}'] });
    expect(report.crawl?.retries).toBe(0);
    expect(report.message).toContain('the answer is larger than 67,108,864 bytes (after decompression): refused');
    const crawl = JSON.parse(readFileSync(paths.crawlReport, 'utf8')) as { peakRssBytes: number };
    expect(crawl.peakRssBytes).toBeLessThan(1024 * MiB);
  }, 120_000);

  it('refuses an answer over CRAWL_MAX_ANSWER_BYTES sent without a length (exit 20)', async () => {
    const report = await refusedNight(
      'crawl-failed',
      { API_OVERSIZED_ENDPOINTS: 'GetHospitalStates', API_OVERSIZED_BYTES: String(8 * MiB) },
      { CRAWL_MAX_ANSWER_BYTES: String(MiB) },
    );
    expect(report.crawl?.oversized.samples).toEqual(['GetHospitalStates {}']);
    expect(report.message).toContain('the answer is larger than 1,048,576 bytes (after decompression): refused');
  }, 120_000);
});

describe('a list that fans out', () => {
  it('stops the crawl once it would grow far beyond last night, before rendering (exit 21)', async () => {
    const lastNight = new DatabaseSync(paths.currentSnapshot, { readOnly: true });
    const { requests } = lastNight.prepare('SELECT count(*) AS requests FROM requests').get() as { requests: number };
    lastNight.close();
    const report = await refusedNight('guard-refused', { API_FANOUT_ENDPOINTS: 'GetDoctorCity', API_FANOUT_ITEMS: '20000' });
    expect(report.exitStatus).toBe(21);
    const limit = Math.max(Math.floor(requests * 1.5), requests + 1000);
    expect(report.guard?.growth).toMatchObject({ what: 'requests', refused: true, before: requests, limit });
    expect(report.guard?.growth?.after).toBeGreaterThan(limit);
    // It stopped soon after passing the limit, not after queueing every fanned-out city's requests.
    expect(report.crawl?.requests).toBeLessThan(limit);
    expect(report.message).toContain('--accept-growth');
  }, 120_000);

  it('caps a first night at NIGHT_FIRST_MAX_REQUESTS', async () => {
    const fresh = pathsIn('first-night');
    const report = await crawlNight({
      paths: fresh,
      env: readSiteEnv({ NIGHT_FIRST_MAX_REQUESTS: '50' }),
      referenceDbPath: TEST_DB_PATH,
      referenceApiEnv: SEEDED,
      ...quiet,
    });
    expect(report.outcome, report.message).toBe('guard-refused');
    expect(report.guard?.growth).toMatchObject({ what: 'requests', limit: 50 });
    expect(existsSync(fresh.currentSnapshot)).toBe(false);
  }, 60_000);
});

describe('image addresses on another host', () => {
  let internal: Server;
  let seen = 0;
  beforeAll(async () => {
    internal = createServer((_req, res) => {
      seen++;
      res.end();
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));

  it('are never fetched from the build machine; the crawl counts and names them', async () => {
    const elsewhere = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
    const report = await crawlNight({
      paths,
      env: readSiteEnv({}),
      referenceDbPath: TEST_DB_PATH,
      referenceApiEnv: { ...SEEDED, API_IMAGE_BASE_URL: elsewhere },
      ...quiet,
    });
    expect(report.outcome, report.message).toBe('succeeded');
    expect(seen).toBe(0);
    expect(report.crawl?.offOriginImages.count).toBeGreaterThan(0);
    expect(report.crawl?.offOriginImages.samples[0]).toMatch(new RegExp(`^${elsewhere}/images/`));
    const db = new DatabaseSync(paths.currentSnapshot, { readOnly: true });
    const fetched = db.prepare('SELECT count(*) AS n FROM assets WHERE url LIKE ?').get(`${elsewhere}%`) as { n: number };
    db.close();
    expect(fetched.n).toBe(0);
  }, 120_000);
});
