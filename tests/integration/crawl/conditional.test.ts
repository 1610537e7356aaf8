/**
 * Nights that revalidate instead of refetching: the reference API sends strong ETags and answers 304 when they
 * still match; the next crawl sends last night's validators, keeps the answers that did not change as they were,
 * and counts 304 as success.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { toRequestPath } from '../../../src/api/endpoints.ts';
import { isImageDue } from '../../../src/crawl/image-revalidation.ts';
import { crawl, type CrawlOptions } from '../../../src/crawl/run.ts';
import type { AppOptions } from '../../../scripts/reference-api/app.ts';
import { startReferenceApi } from '../../../scripts/reference-api/server.ts';
import { createTestApp, TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'conditional-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function crawlInto(name: string, app: AppOptions, previousSnapshotPath?: string, options: Partial<CrawlOptions> = {}) {
  const api = await startReferenceApi(TEST_DB_PATH, app);
  const snapshotPath = join(scratch, `${name}.sqlite`);
  try {
    const result = await crawl({
      baseUrl: api.url,
      snapshotPath,
      concurrency: 16,
      ...(previousSnapshotPath ? { previousSnapshotPath } : {}),
      ...options,
    });
    return { result, snapshotPath };
  } finally {
    await api.close();
  }
}

/** Each answered request's key, body digest and status. */
function answersOf(path: string): Map<string, { hash: string; status: number; changedAt: string }> {
  const db = new DatabaseSync(path, { readOnly: true });
  const rows = db
    .prepare("SELECT key, body_hash AS hash, http_status AS status, changed_at AS changedAt FROM requests WHERE state = 'done'")
    .all() as Array<{
    key: string;
    hash: string;
    status: number;
    changedAt: string;
  }>;
  db.close();
  return new Map(rows.map(({ key, ...row }) => [key, row]));
}

/** Each optimised image: its address on the image host (without the host), published path, digest, and status. */
function imagesOf(path: string): Array<{ address: string; path: string; digest: string; status: number }> {
  const db = new DatabaseSync(path, { readOnly: true });
  const rows = db.prepare("SELECT url, path, body, http_status AS status FROM assets WHERE state = 'done' ORDER BY url").all() as Array<{
    url: string;
    path: string;
    body: Uint8Array;
    status: number;
  }>;
  db.close();
  return rows.map((row) => ({
    address: new URL(row.url).pathname,
    path: row.path,
    digest: createHash('sha1').update(row.body).digest('hex'),
    status: row.status,
  }));
}

describe('the reference API', () => {
  it('sends a strong ETag and answers 304 when If-None-Match still matches', async () => {
    const api = createTestApp();
    const path = `http://api.test${toRequestPath('GetDoctorStates', {})}`;
    const first = await api.app.request(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await api.app.request(path, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await api.app.request(path, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    // A list of tags, a weak form of the same tag, and '*' all name the current answer (RFC 9110, weak comparison).
    for (const ifNoneMatch of [`"stale", ${etag}`, `W/${etag}`, '*'])
      expect((await api.app.request(path, { headers: { 'If-None-Match': ifNoneMatch } })).status, ifNoneMatch).toBe(304);
    // Images too.
    const image = await api.app.request('http://api.test/images/blogs/brushing-and-flossing-the-right-way.svg');
    expect(image.status).toBe(200);
    const imageTag = image.headers.get('etag') ?? '';
    expect(imageTag).toMatch(/^"[^"]+"$/);
    expect(
      (await api.app.request('http://api.test/images/blogs/brushing-and-flossing-the-right-way.svg', { headers: { 'If-None-Match': imageTag } }))
        .status,
    ).toBe(304);
    api.close();
  });
});

describe('a second night on unchanged data', () => {
  // Seeded random lists, so that every answer of the second night is the first night's.
  const app: AppOptions = { stableListSeed: TEST_SEED };

  it('gets at least 95% 304 answers, keeps every answer and its date, and fails nothing', async () => {
    const first = await crawlInto('first', app);
    expect(first.result.notModified).toBe(0);
    const second = await crawlInto('second', app, first.snapshotPath);
    expect(second.result.failures).toBe(0);
    expect(second.result.requests).toBe(first.result.requests);
    expect(second.result.notModifiedShare).toBeGreaterThanOrEqual(0.95);
    const [before, after] = [answersOf(first.snapshotPath), answersOf(second.snapshotPath)];
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, answer] of after) {
      expect(answer.hash, key).toBe(before.get(key)?.hash);
      expect(answer.changedAt, key).toBe(before.get(key)?.changedAt);
    }
    expect([...after.values()].filter((answer) => answer.status === 304).length).toBe(second.result.notModified);
    // Images are revalidated too (the API ran on another port): each kept as it was, none fetched or encoded again.
    expect(first.result.images.done).toBeGreaterThan(0);
    expect(second.result.images).toMatchObject({ done: first.result.images.done, notModified: first.result.images.done, failed: 0 });
    const [imagesBefore, imagesAfter] = [imagesOf(first.snapshotPath), imagesOf(second.snapshotPath)];
    expect(imagesAfter.map(({ status, ...image }) => image)).toEqual(imagesBefore.map(({ status, ...image }) => image));
    expect(imagesAfter.every(({ status }) => status === 304)).toBe(true);

    // With a revalidation period of 7 nights, a night asks only about the images due in its slot: the others keep
    // last night's encoding unasked, so the images stay byte-identical either way.
    const night = 20_000;
    const third = await crawlInto('third', app, second.snapshotPath, { imageRevalidation: { night, periodNights: 7 } });
    const due = imagesBefore.filter(({ address }) => isImageDue(`http://any.host${address}`, night, 7)).length;
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThan(imagesBefore.length);
    expect(third.result.images).toMatchObject({ done: first.result.images.done, notModified: due, notDue: imagesBefore.length - due, failed: 0 });
    expect(imagesOf(third.snapshotPath).map(({ status, ...image }) => image)).toEqual(imagesBefore.map(({ status, ...image }) => image));
  }, 180_000);

  it('refetches what changed: an answer whose ETag no longer matches comes back in full', async () => {
    const first = await crawlInto('random-first', {});
    // Unseeded, the random lists differ from night to night: those answers are new, the rest are 304.
    const second = await crawlInto('random-second', {}, first.snapshotPath);
    expect(second.result.failures).toBe(0);
    const random = Object.entries(second.result.byEndpoint).filter(([endpoint]) => /Random/.test(endpoint));
    expect(random.length).toBeGreaterThan(0);
    // (A state with a single hospital has one possible sample: that answer does not change.)
    expect(random.some(([, stats]) => stats.notModified < stats.requests)).toBe(true);
    expect(second.result.byEndpoint.GetDoctorSpecialtyDetails?.notModified).toBe(second.result.byEndpoint.GetDoctorSpecialtyDetails?.requests);
  }, 120_000);
});
