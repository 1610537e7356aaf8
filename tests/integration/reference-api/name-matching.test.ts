/**
 * The reference API's exact name matching (API_NAME_MATCH=exact): an API that compares names as it spells them,
 * apart from case, hyphens and the commas and periods the spec's slug rule removes. The crawl must then send the
 * spec's parameters of the API's own names (accents, apostrophes and entities kept).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { toRequestPath } from '../../../src/api/endpoints.ts';
import { toNameParam, toSlug, slugToParam } from '../../../src/api/slugs.ts';
import { createTestApp, openTestDb } from '../../fixtures/reference-db.ts';

const db = openTestDb();
const exact = createTestApp({ nameMatching: 'exact' });
const loose = createTestApp();
afterAll(() => {
  exact.close();
  loose.close();
  db.close();
});

const cityWith = (pattern: string) =>
  db
    .prepare(`SELECT s.name AS state, c.name AS city FROM cities c JOIN states s ON s.code = c.state_code
    JOIN directory_cities d ON d.city_id = c.id AND d.kind = 'doctor' WHERE c.name LIKE ? LIMIT 1`)
    .get(pattern) as { state: string; city: string };

const specialitiesOf = async (app: typeof exact, state: string, city: string) =>
  (await app.getJson(toRequestPath('GetDoctorSpecialties', { state, city }))).body as unknown[];

describe('exact name matching', () => {
  it.each(['Cañon City', 'Kīhei', "Coeur d'Alene", 'St. Louis'])(
    'finds %s by the spec parameter of its name, and not by its ASCII slug',
    async (name) => {
      const { state, city } = cityWith(name);
      expect((await specialitiesOf(exact, toNameParam(state), toNameParam(city))).length).toBeGreaterThan(0);
      const fromSlug = slugToParam(toSlug(city));
      if (fromSlug !== toNameParam(city)) expect(await specialitiesOf(exact, toNameParam(state), fromSlug)).toEqual([]);
      // The default (loose) matching finds it both ways, as before.
      expect((await specialitiesOf(loose, toNameParam(state), fromSlug)).length).toBeGreaterThan(0);
    },
  );

  it('finds a hospital by its name with its entity kept, not with the apostrophe dropped', async () => {
    const row = db
      .prepare(`SELECT h.name, s.name AS state, c.name AS city FROM hospitals h JOIN cities c ON c.id = h.city_id
      JOIN states s ON s.code = h.state_code WHERE h.name LIKE '%&#39;%' AND EXISTS (SELECT 1 FROM doctor_hospitals a WHERE a.hospital_id = h.id) LIMIT 1`)
      .get() as {
      name: string;
      state: string;
      city: string;
    };
    const ask = (hopitalname: string) =>
      exact.getJson(toRequestPath('GetDoctorsByHospitals', { state: toNameParam(row.state), city: toNameParam(row.city), hopitalname }));
    expect(((await ask(toNameParam(row.name))).body as unknown[]).length).toBeGreaterThan(0);
    expect((await ask(slugToParam(toSlug(row.name)))).body).toEqual([]);
  });

  it("finds a group practice whose name has an ampersand, and a speciality with '&' written 'and'", async () => {
    const row = db
      .prepare(`SELECT f.name, s.name AS state, c.name AS city FROM facilities f JOIN cities c ON c.id = f.city_id
      JOIN states s ON s.code = f.state_code WHERE f.kind = 'group_practice' AND f.name LIKE '%&amp;%'
      AND EXISTS (SELECT 1 FROM doctor_group_practices m WHERE m.group_practice_id = f.id) LIMIT 1`)
      .get() as { name: string; state: string; city: string };
    const doctors = await exact.getJson(
      toRequestPath('GetDoctorsByGroupPractice', {
        state: toNameParam(row.state),
        city: toNameParam(row.city),
        grouppracticename: toNameParam(row.name),
      }),
    );
    expect((doctors.body as unknown[]).length).toBeGreaterThan(0);
    const page = await exact.getJson(toRequestPath('GetDoctorsBySpecialties', { specialty: 'obstetrics and gynecology', pageNumber: 1 }));
    expect((page.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('accepts the level-2 facility state without spaces, as the spec sends it', async () => {
    expect(((await exact.getJson(toRequestPath('GetPharmacyCity', { state: 'newyork' }))).body as unknown[]).length).toBeGreaterThan(0);
  });
});
