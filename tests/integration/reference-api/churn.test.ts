/** A night of change applied to a copy of the reference dataset, seen through the API as the next crawl sees it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { toRequestPath } from '../../../src/api/endpoints.ts';
import { toSpecialityParam } from '../../../src/api/slugs.ts';
import { createApp } from '../../../scripts/reference-api/app.ts';
import { applyChurn, parseChurnMix, REALISTIC_NIGHT, type ChurnResult } from '../../../scripts/reference-api/dataset/churn.ts';
import { openReferenceDb } from '../../../scripts/reference-api/db/schema.ts';
import { createTestApp, TEST_DB_PATH } from '../../fixtures/reference-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'churn-'));
const before = createTestApp();
afterAll(() => {
  before.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A churned copy of the test dataset, and an API over it. */
function churnedCopy(
  name: string,
  seed: number,
): { db: DatabaseSync; result: ChurnResult; getJson: (path: string) => Promise<{ status: number; body: unknown }>; close: () => void } {
  const path = join(scratch, `${name}.sqlite`);
  const source = new DatabaseSync(TEST_DB_PATH, { readOnly: true });
  source.prepare('VACUUM INTO ?').run(path);
  source.close();
  const db = openReferenceDb(path);
  // A realistic night at ten times the rate, so the test dataset's doctors (about 760) see each kind of change.
  const result = applyChurn(
    db,
    parseChurnMix('edited=0.05,added=0.01,removed=0.01,renamed=0.005,moved=0.005,facilitiesEdited=3,blogsEdited=1'),
    seed,
  );
  const app = createApp(db);
  const getJson = async (url: string) => {
    const response = await app.request(`http://api.test${url}`);
    return { status: response.status, body: await response.json() };
  };
  return { db, result, getJson, close: () => db.close() };
}

const detailOf = async (api: { getJson: (path: string) => Promise<{ status: number; body: unknown }> }, uid: string) =>
  api.getJson(toRequestPath('GetDoctorSpecialtyDetails', { UID: uid }));

describe('a night of change', () => {
  // A seed whose picks include doctors that can move (a move needs another city of the state with the speciality).
  const night = churnedCopy('night', 9);
  afterAll(() => night.close());

  it('changes as many doctors as the mix says, each in one way only', () => {
    const { result } = night;
    const source = new DatabaseSync(TEST_DB_PATH, { readOnly: true });
    const { doctors } = source.prepare('SELECT COUNT(*) AS doctors FROM doctors').get() as { doctors: number };
    source.close();
    expect(result.edited).toHaveLength(Math.round(0.05 * doctors));
    expect(result.added).toHaveLength(Math.round(0.01 * doctors));
    expect(result.removed).toHaveLength(Math.round(0.01 * doctors));
    expect(result.renamed).toHaveLength(Math.round(0.005 * doctors));
    expect(result.moved.length).toBeGreaterThan(0);
    expect(result.moved.length).toBeLessThanOrEqual(Math.round(0.005 * doctors));
    const all = [...result.edited, ...result.removed, ...result.renamed, ...result.moved];
    expect(new Set(all).size).toBe(all.length);
    expect(result.facilitiesEdited).toHaveLength(3);
    expect(result.blogsEdited).toHaveLength(1);
  });

  it('edits, renames and moves what the API answers, removes and adds doctors', async () => {
    const { result } = night;
    for (const uid of result.edited) {
      const [old, now] = [await detailOf(before, uid), await detailOf(night, uid)];
      expect((now.body as { rating: string }).rating, uid).not.toBe((old.body as { rating: string }).rating);
    }
    const nameOf = async (api: Parameters<typeof detailOf>[0], uid: string) => ((await detailOf(api, uid)).body as { doctorName: string }).doctorName;
    for (const uid of result.renamed) expect(await nameOf(night, uid), uid).not.toBe(await nameOf(before, uid));
    for (const uid of result.moved) {
      expect(((await detailOf(night, uid)).body as { city: string }).city).not.toBe(((await detailOf(before, uid)).body as { city: string }).city);
    }
    for (const uid of result.removed) {
      expect((await detailOf(before, uid)).status).toBe(200);
      expect((await detailOf(night, uid)).status).toBe(404);
    }
    for (const uid of result.added) {
      expect((await detailOf(before, uid)).status).toBe(404);
      const added = (await detailOf(night, uid)).body as { doctorName: string; city: string };
      expect(added.doctorName.length).toBeGreaterThan(3);
    }
  });

  it('still pages every doctor of a speciality 10 at a time, removals and additions included', async () => {
    const specialities = night.db
      .prepare('SELECT s.name, COUNT(d.id) AS n FROM specialities s JOIN doctors d ON d.speciality_id = s.id GROUP BY s.id')
      .all() as Array<{ name: string; n: number }>;
    for (const { name, n } of specialities) {
      const seen: string[] = [];
      for (let pageNumber = 1; pageNumber < 500; pageNumber++) {
        const page = (await night.getJson(toRequestPath('GetDoctorsBySpecialties', { specialty: toSpecialityParam(name), pageNumber })))
          .body as Array<{ uid: string }>;
        seen.push(...page.map((doctor) => doctor.uid));
        if (page.length < 10) break;
      }
      expect(new Set(seen).size, name).toBe(n);
    }
  });

  it('is the same night for the same seed, and another for another', () => {
    const again = churnedCopy('again', 9);
    const other = churnedCopy('other', 8);
    expect(again.result).toEqual(night.result);
    expect(other.result.edited).not.toEqual(night.result.edited);
    again.close();
    other.close();
  });

  it('refuses a mix it does not understand, naming the change', () => {
    expect(parseChurnMix('')).toEqual(REALISTIC_NIGHT);
    expect(() => parseChurnMix('edited=2')).toThrow(/edited must be a share/);
    expect(() => parseChurnMix('renamd=0.1')).toThrow(/unknown change 'renamd'/);
  });
});
