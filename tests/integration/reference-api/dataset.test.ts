/** The generated dataset: deterministic, realistic, and reaching every empty state the spec names. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { toRequestPath } from '../../../src/api/endpoints.ts';
import { toCompactStateParam, toSlug } from '../../../src/api/slugs.ts';
import { EMPTY_CASES } from '../../../scripts/reference-api/dataset/empty-cases.ts';
import { loadRealCities } from '../../../scripts/reference-api/dataset/geography.ts';
import { parseScale, SCALES } from '../../../scripts/reference-api/dataset/scale.ts';
import { US_STATES } from '../../../src/lib/us-states.ts';
import { seedDatabase } from '../../../scripts/reference-api/seed-database.ts';
import { createTestApp, openTestDb, TEST_SEED } from '../../fixtures/reference-db.ts';

const db = openTestDb();
const api = createTestApp();
const scratch = mkdtempSync(join(tmpdir(), 'seed-'));
afterAll(() => {
  db.close();
  api.close();
  rmSync(scratch, { recursive: true, force: true });
});

const all = <T>(sql: string, ...values: Array<string | number>): T[] => db.prepare(sql).all(...values) as T[];
const count = (sql: string, ...values: Array<string | number>): number => (db.prepare(sql).get(...values) as { n: number }).n;
const stateName = (code: string): string => US_STATES.find((state) => state.code === code)!.name;

/** A digest of every table's rows in primary-key order. */
function digest(path: string): string {
  const file = new DatabaseSync(path, { readOnly: true });
  const hash = createHash('sha256');
  const tables = file.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{
    name: string;
  }>;
  for (const { name } of tables) {
    for (const row of file.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).iterate())
      hash.update(JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)));
  }
  file.close();
  return hash.digest('hex');
}

describe('determinism', () => {
  it('generates the same data for the same seed, and different data for another', () => {
    const a = seedDatabase(join(scratch, 'a.sqlite'), TEST_SEED, SCALES.tiny!);
    const b = seedDatabase(join(scratch, 'b.sqlite'), TEST_SEED, SCALES.tiny!);
    const c = seedDatabase(join(scratch, 'c.sqlite'), TEST_SEED + 1, SCALES.tiny!);
    expect(a.rows).toEqual(b.rows);
    expect(digest(a.path)).toBe(digest(b.path));
    expect(digest(c.path)).not.toBe(digest(a.path));
  });

  it('replaces an existing file only once the new one is complete', () => {
    const path = join(scratch, 'kept.sqlite');
    seedDatabase(path, TEST_SEED, SCALES.tiny!);
    const before = digest(path);
    const interrupt = (step: string): void => {
      if (step === 'doctors') throw new Error('interrupted half-way');
    };
    expect(() => seedDatabase(path, TEST_SEED + 5, SCALES.tiny!, interrupt)).toThrow('interrupted half-way');
    expect(digest(path)).toBe(before);
  });
});

describe('scales', () => {
  it('reads presets and doctor counts, national proportions kept', () => {
    expect(parseScale('national')).toMatchObject({
      doctors: 1_050_000,
      hospitals: 6_100,
      pharmacies: 62_000,
      urgentCares: 14_000,
      groupPractices: 20_000,
    });
    const custom = parseScale('210000');
    expect(custom.doctors).toBe(210_000);
    expect(custom.pharmacies).toBe(12_400);
    expect(() => parseScale('huge')).toThrow(/--scale must be/);
  });

  it('takes five times the national directory, and no more', () => {
    // Every US clinician with an NPI: the size the pipeline must still fit (docs/benchmarks.md).
    const fiveTimes = parseScale('5_000_000');
    expect(fiveTimes).toMatchObject({ doctors: 5_000_000, cities: 9_000 });
    expect(fiveTimes.hospitals).toBe(Math.round((6_100 * 5_000_000) / 1_050_000));
    expect(() => parseScale('5000001')).toThrow(/between 100 and 5000000/);
  });
});

describe('realism', () => {
  it('has all 50 states and D.C.', () => {
    expect(count('SELECT COUNT(*) AS n FROM states')).toBe(51);
  });

  it('uses real city names with real ZIP codes of their state', () => {
    const real = loadRealCities();
    const cities = all<{ state_code: string; name: string; zip: string }>('SELECT state_code, name, zip FROM cities');
    for (const city of cities) {
      expect(
        real.get(city.state_code)?.some((known) => known.name === city.name && known.zip === city.zip),
        `${city.name}, ${city.state_code}`,
      ).toBe(true);
    }
    expect(cities.map((city) => city.name)).toEqual(expect.arrayContaining(['Los Angeles', 'Houston', 'Chicago', 'St. Louis', 'New York']));
  });

  it('has at least 40 specialities with the five of the navigation, names with & sent as &amp;', () => {
    const names = all<{ name: string }>('SELECT name FROM specialities').map((row) => row.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names).toEqual(expect.arrayContaining(['Dentist', 'Nephrologists', 'Neurologists', 'Psychologists', 'Psychiatrists']));
    expect(names.filter((name) => name.includes('&amp;')).length).toBeGreaterThanOrEqual(3);
  });

  it('gives doctors plausible details', () => {
    const doctors = all<Record<string, string | number>>('SELECT * FROM doctors');
    for (const doctor of doctors) {
      expect(doctor.name).toMatch(/^[A-Z][a-zA-Z-]+( [A-Z]\.)? [A-Z][A-Za-z0-9&#;' -]+$/);
      expect(['Male', 'Female']).toContain(doctor.gender);
      expect(doctor.age).toBeGreaterThanOrEqual(29);
      expect(doctor.age).toBeLessThanOrEqual(76);
      expect(doctor.rating).toMatch(/^(\d{2,3} ratings)?$/);
      expect(doctor.address).toMatch(/^\d+ .+, .+, [A-Z]{2} \d{5}$/);
      expect(doctor.education).toMatch(/^[A-Za-z, -]+, .+, (19|20)\d\d/);
    }
    expect(count("SELECT COUNT(*) AS n FROM doctors WHERE name LIKE '%&#39;%'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM doctors WHERE address3 <> ''")).toBeGreaterThan(0);
    expect(count('SELECT MAX(position) AS n FROM doctor_hospitals')).toBe(5);
    expect(count("SELECT COUNT(*) AS n FROM doctors WHERE comments LIKE '%//%'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM doctors WHERE other_specialties LIKE '%//%'")).toBeGreaterThan(0);
  });

  it('affiliates doctors with hospitals of their own state, and group practices of their own city', () => {
    expect(
      count(
        'SELECT COUNT(*) AS n FROM doctor_hospitals a JOIN doctors d ON d.id = a.doctor_id JOIN hospitals h ON h.id = a.hospital_id WHERE h.state_code <> d.state_code',
      ),
    ).toBe(0);
    expect(
      count(
        'SELECT COUNT(*) AS n FROM doctor_group_practices m JOIN doctors d ON d.id = m.doctor_id JOIN facilities f ON f.id = m.group_practice_id WHERE f.city_id <> d.city_id',
      ),
    ).toBe(0);
    expect(count('SELECT COUNT(DISTINCT group_practice_id) AS n FROM doctor_group_practices')).toBeGreaterThan(10);
  });

  it('has office hours with empty days and listings without any hours', () => {
    expect(
      count("SELECT COUNT(*) AS n FROM facilities WHERE monday || tuesday || wednesday || thursday || friday || saturday || sunday = ''"),
    ).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM facilities WHERE sunday = '' AND monday <> ''")).toBeGreaterThan(0);
  });

  it('has names with apostrophes, quotes and entities', () => {
    expect(count("SELECT COUNT(*) AS n FROM hospitals WHERE name LIKE '%&#39;%'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM facilities WHERE name LIKE '%&amp;%'")).toBeGreaterThan(0);
    expect(count("SELECT COUNT(*) AS n FROM facilities WHERE name LIKE '%&quot;%'")).toBeGreaterThan(0);
  });

  it('has blog sections with adhdcycle, and readable articles of P, L and S blocks', () => {
    expect(all<{ slug: string }>('SELECT slug FROM blog_sections').map((row) => row.slug)).toContain('adhdcycle');
    const rows = all<{ content_type: string; content_type_special: string; paragraph: string; list: string }>('SELECT * FROM blog_rows');
    expect(new Set(rows.map((row) => `${row.content_type}${row.content_type_special}`))).toEqual(new Set(['P', 'L', 'PS']));
    const text = rows.map((row) => `${row.paragraph} ${row.list}`).join(' ');
    expect(text).not.toMatch(/lorem|ipsum/i);
    expect(text).toMatch(/\b(the|and|your|doctor|health)\b/);
  });
});

describe('every empty state of the spec', () => {
  const cities = async (path: string) => (await api.getJson(path)).body as Array<{ city: string }>;

  it("doctors: a state with no cities ('Coming Soon')", async () => {
    const state = toSlug(stateName(EMPTY_CASES.doctor.stateWithoutCities)).replace(/-/g, ' ');
    expect(await cities(toRequestPath('GetDoctorCity', { state }))).toEqual([]);
  });

  it('doctors: a city with no specialities, and a city with specialities but no doctors', async () => {
    const state = stateName(EMPTY_CASES.doctor.stateWithEmptyCity!);
    const listed = await cities(toRequestPath('GetDoctorCity', { state }));
    expect(listed).toHaveLength(2);
    const outcomes = await Promise.all(
      listed.map(async ({ city }) => ({
        specialities: ((await api.getJson(toRequestPath('GetDoctorSpecialties', { state, city }))).body as unknown[]).length,
        doctors: ((await api.getJson(toRequestPath('GetRandomDoctorsByCity', { state, city }))).body as unknown[]).length,
      })),
    );
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { specialities: 0, doctors: 0 },
        { specialities: 3, doctors: 0 },
      ]),
    );
  });

  it('doctors: a city and speciality with no doctors', () => {
    const empty = count(
      `SELECT COUNT(*) AS n FROM city_specialities cs JOIN cities c ON c.id = cs.city_id
      WHERE c.state_code = ? AND NOT EXISTS (SELECT 1 FROM doctors d WHERE d.city_id = cs.city_id AND d.speciality_id = cs.speciality_id)
      AND EXISTS (SELECT 1 FROM doctors d WHERE d.city_id = cs.city_id)`,
      EMPTY_CASES.doctor.stateWithOneEmptyCity,
    );
    expect(empty).toBe(1);
  });

  it.each([
    ['hospital', 'GetHospitalCity', 'GetHospitals'],
    ['pharmacy', 'GetPharmacyCity', 'GetPharmacy'],
    ['urgent_care', 'GetUrgentCareCity', 'GetUrgentCare'],
    ['group_practice', 'GetGroupPracticeCity', 'GetGroupPractice'],
  ] as const)('%s: a state without cities, and a listed city without listings', async (kind, cityEndpoint, listEndpoint) => {
    const cases = EMPTY_CASES[kind];
    const compact = (code: string) => toCompactStateParam(toSlug(stateName(code)));
    expect(await cities(toRequestPath(cityEndpoint, { state: compact(cases.stateWithoutCities) }))).toEqual([]);
    const state = stateName(cases.stateWithOneEmptyCity);
    const listed = await cities(toRequestPath(cityEndpoint, { state: compact(cases.stateWithOneEmptyCity) }));
    const sizes = await Promise.all(
      listed.map(async ({ city }) => ((await api.getJson(toRequestPath(listEndpoint, { state, city }))).body as unknown[]).length),
    );
    expect(sizes).toContain(0);
    expect(sizes.some((size) => size > 0)).toBe(true);
  });

  it.each([
    ['pharmacy', 'GetPharmacyCity', 'GetRandomPharmacyByState'],
    ['urgent_care', 'GetUrgentCareCity', 'GetRandomUrgentCareByState'],
    ['group_practice', 'GetGroupPracticeCity', 'GetRandomGroupPracticeByState'],
  ] as const)('%s: a state whose random list is empty', async (kind, cityEndpoint, randomEndpoint) => {
    const state = toCompactStateParam(toSlug(stateName(EMPTY_CASES[kind].stateWithEmptyCity!)));
    expect(await cities(toRequestPath(cityEndpoint, { state }))).toHaveLength(1);
    expect((await api.getJson(toRequestPath(randomEndpoint, { state }))).body).toEqual([]);
  });
});
