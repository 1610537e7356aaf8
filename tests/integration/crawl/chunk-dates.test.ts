/**
 * Load More's chunks are dated by their doctors: when the crawl finishes, a chunk whose doctors are the same as in
 * last night's snapshot keeps last night's date, and one whose doctors changed is dated now (docs/architecture.md,
 * "Honest dates"; the date a chunk page shows and its sitemap lastmod).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { codeDigest } from '../../../scripts/pipeline/render-inputs.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { indexRoutePages } from '../../../src/routes/index-pages.ts';
import { listedPages } from '../../../src/routes/paths.ts';
import { doctorListKey, SPECIALITY_CHUNK, SPECIALITY_STATE_CHUNK } from '../../../src/routes/table.ts';
import { openSnapshotWriter } from '../../../src/snapshot/write.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(PIPELINE_PATHS.root, 'data', 'tmp-chunk-dates-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type ChunkRow = { specialitySlug: string; chunk: string; digest: string; changedAt: string };
const chunksOf = (path: string): ChunkRow[] => {
  const db = new DatabaseSync(path, { readOnly: true });
  const rows = db
    .prepare('SELECT speciality_slug AS specialitySlug, chunk, digest, changed_at AS changedAt FROM speciality_chunks ORDER BY 1, 2')
    .all() as ChunkRow[];
  db.close();
  return rows;
};

/** Last night's snapshot, dated long ago, and a copy to change and index again as the crawl does when it finishes. */
function nights(): { lastNight: string; tonight: string } {
  const lastNight = join(scratch, 'last-night.sqlite');
  copyFileSync(TEST_SITE.currentSnapshot, lastNight);
  const db = new DatabaseSync(lastNight);
  db.exec("UPDATE speciality_chunks SET changed_at = '2020-01-01T00:00:00.000Z'");
  db.close();
  const tonight = join(scratch, 'tonight.sqlite');
  copyFileSync(lastNight, tonight);
  return { lastNight, tonight };
}

describe("Load More's chunks", () => {
  it('keep last night’s date while their doctors stay the same, and are dated now when one of them changed', () => {
    const { lastNight, tonight } = nights();
    // Tonight one doctor without a rating, on a speciality's second API page, has another name: ranked last
    // (src/lib/ranking.ts), the doctor is in a chunk of the national list, and of the state's when that has chunks.
    const db = new DatabaseSync(tonight);
    const rows = db
      .prepare(
        "SELECT id, body FROM requests WHERE endpoint = 'GetDoctorsBySpecialties' AND state = 'done' AND json_extract(params, '$.pageNumber') = 2",
      )
      .all() as Array<{ id: number; body: string }>;
    const found = rows
      .map((row) => ({ id: row.id, body: JSON.parse(row.body) as Array<{ uid: string; doctorName: string; rating: string }> }))
      .find(({ body }) => body.some((doctor) => doctor.rating === ''));
    expect(found).toBeDefined();
    const renamed = found!.body.find((doctor) => doctor.rating === '')!;
    renamed.doctorName = `${renamed.doctorName} Jr`;
    db.prepare('UPDATE requests SET body = ?, body_hash = ? WHERE id = ?').run(JSON.stringify(found!.body), 'renamed', found!.id);
    db.close();

    const startedAt = new Date().toISOString();
    const writer = openSnapshotWriter(tonight);
    writer.index(indexRoutePages, lastNight, codeDigest(PIPELINE_PATHS.root));
    writer.close();

    const before = new Map(chunksOf(lastNight).map((chunk) => [`${chunk.specialitySlug}/${chunk.chunk}`, chunk]));
    const after = chunksOf(tonight);
    expect(after.length).toBeGreaterThan(20);
    const redated = after.filter((chunk) => chunk.changedAt !== '2020-01-01T00:00:00.000Z');
    const reader = openSnapshot(tonight);
    try {
      // Exactly the chunks holding the renamed doctor (national, and its state's when that list has chunks).
      const holding = [SPECIALITY_CHUNK, SPECIALITY_STATE_CHUNK]
        .flatMap((route) => listedPages(route, reader, undefined))
        .map(({ props: { page } }) => page)
        .filter((page) => page.doctors.some((doctor) => doctor.uid === renamed.uid))
        .map((page) => `${doctorListKey(page)}/${page.chunk}`);
      expect(holding.length).toBeGreaterThan(0);
      expect(redated.map((chunk) => `${chunk.specialitySlug}/${chunk.chunk}`).sort()).toEqual(holding.sort());
      for (const changed of redated) {
        expect(changed.changedAt >= startedAt).toBe(true);
        expect(changed.digest).not.toBe(before.get(`${changed.specialitySlug}/${changed.chunk}`)?.digest);
        expect(reader.chunk(changed.specialitySlug, changed.chunk)).toEqual({ digest: changed.digest, changedAt: changed.changedAt });
        expect(reader.chunk(changed.specialitySlug, 'no-such-chunk')).toBeUndefined();
      }
    } finally {
      reader.close();
    }
    for (const chunk of after) if (!redated.includes(chunk)) expect(chunk.digest).toBe(before.get(`${chunk.specialitySlug}/${chunk.chunk}`)?.digest);
  });
});
