/**
 * Night safety (DESIGN.md): a night whose answers parse but emptied is refused with dist/ and the good snapshot
 * untouched; a night killed at any point is followed by one that publishes what a clean build does; two nights at
 * once leave one good site; yesterday's site comes back in one command; a disk too small stops the night before it
 * touches dist/. All on the tiny dataset, through the commands `npm run build` and `npm run rollback` run.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { defaultShardCount, runAstroStep } from '../../../scripts/pipeline/astro-step.ts';
import { cacheDirOf, inProgressMarkerOf, publishedRecordOf } from '../../../scripts/pipeline/cache-layout.ts';
import type { BuildPaths } from '../../../scripts/pipeline/paths.ts';
import { isDiskFull } from '../../../scripts/pipeline/disk-space.ts';
import { publishInto } from '../../../scripts/pipeline/publish.ts';
import { buildNight, crawlNight, rollbackNight } from '../../../scripts/night/night-commands.ts';
import type { NightReport } from '../../../scripts/night/night-report.ts';
import { nightFilesOf } from '../../../scripts/pipeline/paths.ts';
import { applyChurn, REALISTIC_NIGHT } from '../../../scripts/reference-api/dataset/churn.ts';
import { killStartedNights, startNight } from '../../fixtures/night-process.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';

const { scratch, pathsIn } = scratchBuilds('night-safety');
afterAll(killStartedNights);
// Seeded random lists: the same answers every night, so only what a test changes changes.
const SEEDED = { API_RANDOM_SEED: String(TEST_SEED) };
const quiet = { out: () => {}, err: () => {}, quiet: true } as const;

const night = (paths: BuildPaths, referenceApiEnv: Record<string, string> = {}, env: Record<string, string> = {}, dataset = TEST_DB_PATH) =>
  buildNight({ paths, env: readSiteEnv(env), referenceDbPath: dataset, referenceApiEnv: { ...SEEDED, ...referenceApiEnv }, ...quiet });

const fileDigest = (path: string): string => createHash('sha1').update(readFileSync(path)).digest('hex');
const reportOf = (paths: BuildPaths): NightReport => JSON.parse(readFileSync(nightFilesOf(paths.currentSnapshot).report, 'utf8')) as NightReport;

/** A copy of the tiny dataset with a realistic night of change (at least one doctor edited, added, removed, ...). */
function churnedDataset(name: string, seed: number): string {
  const path = join(scratch, name);
  copyFileSync(TEST_DB_PATH, path);
  const db = new DatabaseSync(path);
  applyChurn(db, REALISTIC_NIGHT, seed);
  db.close();
  return path;
}

/** What a clean full build of `paths`' current snapshot publishes, file by file. */
async function cleanBuildOf(paths: BuildPaths, name: string): Promise<Map<string, string>> {
  const dist = join(scratch, `clean-${name}`);
  const ok = await runAstroStep({
    root: paths.root,
    dist,
    snapshotPath: paths.currentSnapshot,
    env: { SITE_URL: readSiteEnv({}).SITE_URL },
    // As the night splits it: each shard writes its own sitemap part.
    shards: defaultShardCount(paths.currentSnapshot),
    quiet: true,
  });
  expect(ok).toBe(true);
  return digestOf(dist);
}

describe('a hollow API', () => {
  const paths = pathsIn('hollow');
  beforeAll(async () => {
    expect((await night(paths)).outcome).toBe('succeeded');
  }, 120_000);

  /** Runs a night against the hollow API and checks nothing it guards changed. */
  async function refusedNight(hollow: string, env: Record<string, string> = {}): Promise<NightReport> {
    const site = digestOf(paths.dist);
    const snapshot = fileDigest(paths.currentSnapshot);
    const report = await night(paths, { API_HOLLOW_ENDPOINTS: hollow }, env);
    expect(report.outcome, report.message).toBe('guard-refused');
    expect(report.exitStatus).toBe(21);
    expect(digestOf(paths.dist)).toEqual(site);
    expect(fileDigest(paths.currentSnapshot)).toBe(snapshot);
    // Tonight's snapshot is kept beside the good one, for inspection.
    expect(existsSync(nightFilesOf(paths.currentSnapshot).refusedSnapshot)).toBe(true);
    expect(reportOf(paths)).toMatchObject({ outcome: 'guard-refused', exitStatus: 21, guard: { decision: 'refused' } });
    expect(report.message).toContain('--accept-removals');
    return report;
  }

  it('refuses a night in which every …States list answers [], naming what would vanish and the answers that emptied', async () => {
    const report = await refusedNight('*States');
    const verdict = report.guard?.verdict;
    expect(verdict?.removedShare).toBeGreaterThan(0.3);
    expect(verdict?.overLimit.map((part) => part.part)).toEqual(
      expect.arrayContaining(['the whole site', '/best-doctors/[state]', '/best-hospitals/[state]']),
    );
    expect(report.guard?.emptied?.examples).toEqual(expect.arrayContaining([expect.stringMatching(/GetDoctorStates/)]));
    expect(report.message).toMatch(/route \/best-doctors\/\[state\]: \d+ of \d+ pages \(100\.0%\), e\.g\. \/best-doctors\/[a-z-]+/);
  }, 120_000);

  it("refuses the same night in the crawl alone (`npm run crawl`, the nightly workflow's crawl job)", async () => {
    const snapshot = fileDigest(paths.currentSnapshot);
    const referenceApiEnv = { ...SEEDED, API_HOLLOW_ENDPOINTS: '*States' };
    const report = await crawlNight({ paths, env: readSiteEnv({}), referenceDbPath: TEST_DB_PATH, referenceApiEnv, ...quiet });
    expect(report).toMatchObject({ command: 'crawl', outcome: 'guard-refused', exitStatus: 21, guard: { decision: 'refused' } });
    expect(fileDigest(paths.currentSnapshot)).toBe(snapshot);
  }, 120_000);

  it("refuses one state's doctor cities answering [], by that state's share even where the site's limit would let it pass", async () => {
    const db = new DatabaseSync(paths.currentSnapshot, { readOnly: true });
    const row = db
      .prepare("SELECT params, context FROM requests WHERE endpoint = 'GetDoctorCity' AND state = 'done' ORDER BY length(body) DESC LIMIT 1")
      .get() as { params: string; context: string };
    db.close();
    const state = (JSON.parse(row.params) as { state: string }).state;
    const stateSlug = (JSON.parse(row.context) as { stateSlug: string }).stateSlug;
    const hollow = `GetDoctorCity?state=${encodeURIComponent(state)}`;
    const report = await refusedNight(hollow, { NIGHT_MAX_REMOVED_SHARE: '1' });
    expect(report.guard?.verdict?.overLimit).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'area', part: `/best-doctors/${stateSlug}` })]),
    );
    expect(report.guard?.emptied?.examples).toEqual([expect.stringContaining('GetDoctorCity')]);

    // Accepted on purpose, the smaller directory is published.
    const accepted = await night(paths, { API_HOLLOW_ENDPOINTS: hollow }, { NIGHT_ACCEPT_REMOVALS: '1' });
    expect(accepted.outcome, accepted.message).toBe('succeeded');
    expect(accepted.guard?.decision).toBe('accepted');
    expect(readdirSync(join(paths.dist, 'best-doctors', stateSlug))).toEqual(['index.html']);
    expect(accepted.pages?.byRoute['/best-doctors/[state]/[city]']?.removed).toBeGreaterThan(0);
  }, 180_000);
});

describe('yesterday’s site', () => {
  it('comes back with one command, byte for byte', async () => {
    const paths = pathsIn('rollback');
    expect((await night(paths)).outcome).toBe('succeeded');
    const yesterday = digestOf(paths.dist);
    const tonight = await night(paths, {}, {}, churnedDataset('rollback-night.sqlite', 3));
    expect(tonight.outcome, tonight.message).toBe('succeeded');
    expect(tonight.guard?.decision).toBe('passed');
    expect(digestOf(paths.dist)).not.toEqual(yesterday);

    const rolledBack = await rollbackNight({ paths, env: readSiteEnv({}), ...quiet });
    expect(rolledBack.outcome, rolledBack.message).toBe('succeeded');
    expect(digestOf(paths.dist)).toEqual(yesterday);
    expect(reportOf(paths)).toMatchObject({ command: 'rollback', outcome: 'succeeded', exitStatus: 0 });
    expect(existsSync(nightFilesOf(paths.currentSnapshot).rolledBackSnapshot)).toBe(true);
  }, 180_000);
});

describe('a night killed with SIGKILL', () => {
  const paths = pathsIn('killed');
  const datasets: string[] = [];
  beforeAll(async () => {
    datasets.push(TEST_DB_PATH, churnedDataset('killed-a.sqlite', 5), churnedDataset('killed-b.sqlite', 6));
    expect((await night(paths)).outcome).toBe('succeeded');
  }, 120_000);

  const cache = cacheDirOf(paths);
  const rendering = () => existsSync(cache) && readdirSync(cache).some((shard) => existsSync(inProgressMarkerOf(join(cache, shard))));
  // The last build's record is forgotten right before the publish starts.
  const POINTS = {
    crawl: () => existsSync(paths.nextSnapshot),
    render: rendering,
    publish: (() => {
      let rendered = false;
      return () => {
        if (rendering()) rendered = true;
        return rendered && !existsSync(publishedRecordOf(cache));
      };
    })(),
  } as const;

  it.each(Object.keys(POINTS) as Array<keyof typeof POINTS>)(
    'while it %s is followed by a night that takes over its lock and publishes what a clean build does',
    async (point) => {
      const dataset = datasets[(Object.keys(POINTS).indexOf(point) % datasets.length) + 1] ?? TEST_DB_PATH;
      const started = startNight({ paths, referenceDbPath: dataset, referenceApiEnv: SEEDED });
      const reached = POINTS[point];
      const deadline = Date.now() + 60_000;
      while (!reached() && Date.now() < deadline && started.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 1));
      expect(reached(), `the night reached its ${point}`).toBe(true);
      started.kill();
      const ended = await started.ended;
      expect(ended.status).toBeNull();

      const next = await night(paths, {}, {}, dataset);
      expect(next.outcome, next.message).toBe('succeeded');
      expect(next.lock?.tookOverFrom?.pid).toBe(started.child.pid);
      expect(digestOf(paths.dist)).toEqual(await cleanBuildOf(paths, `killed-${point}`));
      // Killed before any shard's manifest took tonight's pages (the crawl, the render's start), the next night goes
      // on from the last one published; killed while publishing, dist/ holds part of each night: every page renders.
      if (point === 'publish') expect(next.pages?.reused).toBe(0);
      else expect(next.pages?.reused).toBeGreaterThan(0);
    },
    180_000,
  );
});

describe('two nights at once', () => {
  it('run one at a time: the second stops at once naming the first, and one good site is left', async () => {
    const paths = pathsIn('twice');
    const spec = { paths, referenceDbPath: TEST_DB_PATH, referenceApiEnv: SEEDED };
    const first = startNight(spec);
    // The second starts once the first holds the lock.
    const deadline = Date.now() + 30_000;
    while (!existsSync(nightFilesOf(paths.currentSnapshot).lock) && first.child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(existsSync(nightFilesOf(paths.currentSnapshot).lock), 'the first night holds the lock').toBe(true);
    const second = startNight(spec);
    const [one, two] = await Promise.all([first.ended, second.ended]);
    expect(two.status, two.stderr).toBe(75);
    expect(two.stderr).toContain(`Another night is running: pid ${first.child.pid} (build), started `);
    expect(one.status, one.stderr).toBe(0);
    expect(reportOf(paths)).toMatchObject({ outcome: 'succeeded', pid: first.child.pid });
    expect(existsSync(nightFilesOf(paths.currentSnapshot).lock)).toBe(false);
    expect(digestOf(paths.dist)).toEqual(await cleanBuildOf(paths, 'twice'));
  }, 180_000);
});

/** Mounts a tmpfs of `size` at `folder` (root only); false where this machine does not allow it. */
function mountTmpfs(folder: string, size: string): boolean {
  mkdirSync(folder, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const probe = join(scratch, 'mount-probe');
const canMount = mountTmpfs(probe, '1m');
if (canMount) execFileSync('umount', [probe]);

describe.skipIf(!canMount)('a disk too small for the night (a tmpfs: mounting one needs root)', () => {
  const paths = pathsIn('small-disk');
  const full = join(scratch, 'full-disk');
  afterAll(() => {
    for (const mount of [paths.dist, full]) {
      try {
        execFileSync('umount', [mount], { stdio: 'ignore' });
      } catch {
        // Not mounted: its test did not run.
      }
    }
  });

  it('leaves no partial file when the disk fills while publishing, and the error is known as a full disk', () => {
    const source = join(scratch, 'full-disk-source');
    mkdirSync(join(source, 'media'), { recursive: true });
    writeFileSync(join(source, 'index.html'), 'small page');
    writeFileSync(join(source, 'media', 'large.webp'), Buffer.alloc(3 * 1048576, 1));
    expect(mountTmpfs(full, '1m')).toBe(true);
    let error: unknown;
    try {
      publishInto([source], full);
    } catch (thrown) {
      error = thrown;
    }
    expect(isDiskFull(error)).toBe(true);
    expect(readdirSync(full, { recursive: true }).filter((file) => String(file).endsWith('.publishing'))).toEqual([]);
  });

  it('stops the night before it touches dist/, and the next night with room publishes what a clean build does', async () => {
    // Room for the test site (about 70 MiB) and a night's changed files with their margin, not much more.
    expect(mountTmpfs(paths.dist, '200m')).toBe(true);
    expect((await night(paths)).outcome).toBe('succeeded');
    // Filled up but for a few MB, which is less than the night's changed files and the margin.
    const free = Number(execFileSync('df', ['--output=avail', '-B1', paths.dist]).toString().split('\n')[1]);
    writeFileSync(join(paths.dist, 'filler'), Buffer.alloc(free - 4 * 1048576));
    const site = digestOf(paths.dist);

    const short = await night(paths, {}, {}, churnedDataset('small-disk-night.sqlite', 8));
    expect(short.outcome, short.message).toBe('disk-short');
    expect(short.exitStatus).toBe(23);
    expect(short.message).toMatch(
      /^Not enough space to publish into .*: [\d.]+ MiB to write \([\d.]+ MiB with the margin\) and only [\d.]+ MiB free\./,
    );
    expect(digestOf(paths.dist)).toEqual(site);
    expect(readdirSync(paths.dist, { recursive: true }).filter((file) => String(file).endsWith('.publishing'))).toEqual([]);
    expect(reportOf(paths)).toMatchObject({ outcome: 'disk-short', disk: { ok: false } });

    rmSync(join(paths.dist, 'filler'));
    const roomy = await night(paths, {}, {}, churnedDataset('small-disk-night-2.sqlite', 8));
    expect(roomy.outcome, roomy.message).toBe('succeeded');
    expect(digestOf(paths.dist)).toEqual(await cleanBuildOf(paths, 'small-disk'));
  }, 240_000);
});
