/**
 * A speciality's API pages are asked for at once from last night's page count, not one round trip after the other,
 * and a night whose speciality grew or shrank gives the same snapshot content as a crawl without that shortcut.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl } from '../../../src/crawl/run.ts';
import type { FaultOptions } from '../../../scripts/reference-api/faults.ts';
import { startReferenceApi } from '../../../scripts/reference-api/server.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'speciality-pages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function crawlNight(name: string, faults: FaultOptions, previousSnapshotPath?: string) {
  // Random lists drawn from each request alone: two crawls of the same data answer alike.
  const api = await startReferenceApi(TEST_DB_PATH, { faults, stableListSeed: TEST_SEED });
  const snapshotPath = join(scratch, `${name}.sqlite`);
  try {
    const result = await crawl({ baseUrl: api.url, snapshotPath, concurrency: 16, ...(previousSnapshotPath ? { previousSnapshotPath } : {}) });
    expect(result.failures).toBe(0);
    return { result, snapshotPath };
  } finally {
    await api.close();
  }
}

const query = <T>(path: string, sql: string): T[] => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
};
const SPECIALITY_PAGES =
  "SELECT id, key, json_extract(params, '$.specialty') AS specialty, json_extract(params, '$.pageNumber') AS page FROM requests WHERE endpoint = 'GetDoctorsBySpecialties'";

/** What pages are made of: the page indexes (without the crawl's row numbers) and every answer, by request key. */
function contentOf(path: string) {
  return {
    routePages: query(path, 'SELECT route, page_id, props FROM route_pages ORDER BY route, page_id'),
    doctorPages: query(path, 'SELECT * FROM doctor_pages ORDER BY uid'),
    listingPages: query(path, 'SELECT * FROM listing_pages ORDER BY kind, uid'),
    chunks: query(path, 'SELECT speciality_slug, chunk, digest FROM speciality_chunks ORDER BY 1, 2'),
    answers: new Map(
      query<{ key: string; state: string; hash: string | null }>(path, 'SELECT key, state, body_hash AS hash FROM requests').map((row) => [
        row.key,
        `${row.state} ${row.hash}`,
      ]),
    ),
  };
}

/** Tonight's crawl with last night's snapshot holds exactly what one without it holds. */
function expectSameContent(withShortcut: string, without: string) {
  const [a, b] = [contentOf(withShortcut), contentOf(without)];
  expect(a.routePages).toEqual(b.routePages);
  expect(a.doctorPages).toEqual(b.doctorPages);
  expect(a.listingPages).toEqual(b.listingPages);
  expect(a.chunks).toEqual(b.chunks);
  expect(a.answers).toEqual(b.answers);
}

describe('speciality pages from last night', async () => {
  const { snapshotPath: first } = await crawlNight('first', {});
  // The speciality with the most API pages.
  const pages = query<{ id: number; key: string; specialty: string; page: number }>(first, SPECIALITY_PAGES);
  const counts = new Map<string, number>();
  for (const { specialty, page } of pages) counts.set(specialty, Math.max(counts.get(specialty) ?? 0, page));
  const [specialty = '', most = 0] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [];
  // Its pages after the first answer empty lists: the speciality ends after its first page.
  const shrunk: FaultOptions = {
    hollowEndpoints: Array.from({ length: most }, (_, i) => `GetDoctorsBySpecialties?specialty=${encodeURIComponent(specialty)}&pageNumber=${i + 2}`),
  };

  it('asks for every page known from last night at once, with the first pages', async () => {
    expect(most).toBeGreaterThanOrEqual(3);
    const { snapshotPath: second } = await crawlNight('second', {}, first);
    const ids = query<{ id: number }>(second, SPECIALITY_PAGES).map(({ id }) => id);
    // Queued in one go by the answer listing the specialities: consecutive rows, no round trip between them.
    expect(Math.max(...ids) - Math.min(...ids) + 1).toBe(ids.length);
    expectSameContent(second, (await crawlNight('second-alone', {})).snapshotPath);
  });

  it('gives the same content as a crawl without the shortcut when a speciality shrank', async () => {
    const result = await crawlNight('shrunk', shrunk, first);
    expectSameContent(result.snapshotPath, (await crawlNight('shrunk-alone', shrunk)).snapshotPath);
    // The pages past its new end were asked (last night had them), answered empty, and left out.
    expect(result.result.byEndpoint.GetDoctorsBySpecialties?.requests).toBeGreaterThan(
      query<{ n: number }>(result.snapshotPath, "SELECT COUNT(*) AS n FROM requests WHERE endpoint = 'GetDoctorsBySpecialties'")[0]?.n ?? 0,
    );
  });

  it('gives the same content as a crawl without the shortcut when a speciality grew', async () => {
    const before = await crawlNight('small', shrunk);
    const grown = await crawlNight('grown', {}, before.snapshotPath);
    expectSameContent(grown.snapshotPath, (await crawlNight('grown-alone', {})).snapshotPath);
  });
}, 300_000);
