/** The snapshot reader's answers where it changes how it reads: a doctor's page by B-tree at first, then from a map. */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const snapshot = openSnapshot(TEST_SITE.currentSnapshot);
const db = new DatabaseSync(TEST_SITE.currentSnapshot, { readOnly: true });
afterAll(() => {
  snapshot.close();
  db.close();
});

describe("a doctor's page", () => {
  it('is where the snapshot indexed it, for every doctor, however many are asked for', () => {
    const rows = db
      .prepare('SELECT uid, state_slug AS stateSlug, city_slug AS citySlug, speciality_slug AS specialitySlug, slug FROM doctor_pages ORDER BY uid')
      .all() as Array<{ uid: string; stateSlug: string; citySlug: string; specialitySlug: string; slug: string }>;
    expect(rows.length).toBeGreaterThan(100);
    // Enough rounds over every doctor to pass the point where the reader reads them all at once (thousands of asks).
    const rounds = Math.ceil(12_000 / rows.length);
    for (let round = 0; round < rounds; round++) {
      for (const row of rows) expect(snapshot.doctorPage(row.uid)).toEqual({ ...row });
      expect(snapshot.doctorPage('no-such-doctor')).toBeUndefined();
    }
  });
});
