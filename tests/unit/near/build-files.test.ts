/** The near-me files written from a few cities: ZIP codes by prefix, each kind's grid, unknown cities left out. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeNearFiles, type ListedCity } from '../../../src/near/build-files.ts';
import {
  AREA_URL,
  cellFileUrl,
  isInUsArea,
  isNearCities,
  isNearManifest,
  isUsArea,
  isZipCode,
  isZipFile,
  manifestUrl,
  zipFileUrl,
} from '../../../src/near/format.ts';

const dir = mkdtempSync(join(tmpdir(), 'near-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PLACES: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  'Texas|Austin': { latitude: 30.26715, longitude: -97.74306 },
  'Texas|Round Rock': { latitude: 30.50826, longitude: -97.6789 },
  'Ohio|Dayton': { latitude: 39.75895, longitude: -84.19161 },
};
const cities: ListedCity[] = [
  { kind: 'doctor', state: 'Texas', city: 'Austin', url: '/best-doctors/texas/austin/' },
  { kind: 'doctor', state: 'Texas', city: 'Round Rock', url: '/best-doctors/texas/round-rock/' },
  { kind: 'doctor', state: 'Texas', city: 'Nowhereville', url: '/best-doctors/texas/nowhereville/' },
  { kind: 'pharmacy', state: 'Ohio', city: 'Dayton', url: '/best-pharmacies/ohio/dayton/' },
  { kind: 'pharmacy', state: 'Texas', city: 'Austin', url: '/best-pharmacies/texas/austin/' },
];
const stats = writeNearFiles(
  dir,
  cities,
  (state, city) => PLACES[`${state}|${city}`],
  [
    { zip: '73301', stateCode: 'TX', latitude: 30.326374, longitude: -97.771258 },
    { zip: '73344', stateCode: 'TX', latitude: 30.0, longitude: -97.0 },
    { zip: '45402', stateCode: 'OH', latitude: 39.756, longitude: -84.189 },
  ],
  [
    { zip: '00901', region: 'PR' },
    { zip: '09001', region: 'AE' },
    { zip: '99999', region: 'XX' },
  ],
);
const read = (url: string): unknown => JSON.parse(readFileSync(join(dir, url), 'utf8'));

describe('writeNearFiles', () => {
  it('counts distinct cities, and leaves out the ones the gazetteer does not know', () => {
    expect(stats).toMatchObject({ cities: 4, placed: 3, unknown: ['Nowhereville, TX'] });
  });

  it('writes ZIP codes by their first three digits, rounded to 3 decimals', () => {
    expect(read(zipFileUrl('73301'))).toEqual({ '73301': [30.326, -97.771], '73344': [30, -97] });
    expect(isZipFile(read(zipFileUrl('45402')))).toBe(true);
  });

  it("writes a territory's or a military post's ZIP code with its region, to say it has no listings yet", () => {
    expect(readdirSync(join(dir, 'near', 'zip')).sort()).toEqual(['009.json', '090.json', '454.json', '733.json']);
    expect(read(zipFileUrl('00901'))).toEqual({ '00901': 'PR' });
    expect(isZipFile(read(zipFileUrl('09001')))).toBe(true);
    expect(isZipFile({ '99999': 'XX' })).toBe(false);
  });

  it("writes the states' squares, which tell a location abroad from one in (or beside) the states", () => {
    const area = read(AREA_URL.replace(/^\//, ''));
    if (!isUsArea(area)) throw new Error('no US area');
    expect(isInUsArea(30.3, -97.7, area)).toBe(true); // Austin
    expect(isInUsArea(30.9, -98.2, area)).toBe(true); // a square beside Austin's
    expect(isInUsArea(48.857, 2.352, area)).toBe(false); // Paris
    expect(isInUsArea(33.0, -97.7, area)).toBe(false); // two squares north of Austin's: no ZIP code given there
  });

  it('writes a grid for every kind, empty for a kind without cities, each city in its cell with its page', () => {
    for (const kind of ['doctor', 'hospital', 'pharmacy', 'urgent_care', 'group_practice'] as const) {
      expect(isNearManifest(read(manifestUrl(kind))), kind).toBe(true);
    }
    const hospitals = read(manifestUrl('hospital'));
    expect(isNearManifest(hospitals) && hospitals.cells).toEqual([]);
    const doctors = read(manifestUrl('doctor'));
    if (!isNearManifest(doctors)) throw new Error('no doctor grid');
    const listed = doctors.cells.flatMap((cell) => {
      const inCell = read(cellFileUrl('doctor', cell));
      return isNearCities(inCell) ? inCell : [];
    });
    expect(listed).toEqual([
      ['Austin', 'TX', '/best-doctors/texas/austin/', 30.267, -97.743],
      ['Round Rock', 'TX', '/best-doctors/texas/round-rock/', 30.508, -97.679],
    ]);
  });
});

describe('isZipCode', () => {
  it.each([
    ['10001', true],
    ['00501', true],
    ['1000', false],
    ['100011', false],
    ['10001-1234', false],
    ['1000a', false],
    [' 10001', false],
  ])('%j → %s', (text, valid) => {
    expect(isZipCode(text)).toBe(valid);
  });
});

describe('isNearCities', () => {
  it('refuses a city whose link leaves the site', () => {
    expect(isNearCities([['Austin', 'TX', '/best-doctors/texas/austin/', 30.267, -97.743]])).toBe(true);
    expect(isNearCities([['Austin', 'TX', 'javascript:alert(1)', 30.267, -97.743]])).toBe(false);
    expect(isNearCities([['Austin', 'TX', '//evil.example/', 30.267, -97.743]])).toBe(false);
    expect(isNearCities([['Austin', 'TX', '/best-doctors/texas/austin/', '30.267', -97.743]])).toBe(false);
  });
});
