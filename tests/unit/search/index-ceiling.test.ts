/** The search index's ceilings: titles and credentials are not words of it, and a common word splits until its files
 * fit, whatever the names. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
import { toSlug } from '../../../src/api/slugs.ts';
import { buildKindIndex } from '../../../src/search/build-index.ts';
import type { SearchManifest } from '../../../src/search/index-format.ts';
import { createSearch } from '../../../src/search/query.ts';
import { indexedWordsOf } from '../../../src/search/terms.ts';
import type { DoctorPageRef, SnapshotReader } from '../../../src/snapshot/read.ts';

describe('the words a name is filed under', () => {
  it.each([
    ['John Smith MD', ['john', 'smith']],
    ['Jane Doe, M.D., Ph.D.', ['jane', 'doe']],
    ['Dr. Mary Ann Lee DDS', ['mary', 'ann', 'lee']],
    ['Dr. Anh Do', ['anh', 'do']],
    ['Anh Do', ['anh', 'do']],
    ['Pa Vang', ['pa', 'vang']],
  ])('%s → %j', (name, words) => {
    expect(indexedWordsOf(name)).toEqual(words);
  });
});

// Chicago only: 30 doctors named Chris in two specialities, and every family doctor with a credential after the name.
const doctors: Array<DoctorSummary & { page: DoctorPageRef }> = [];
const add = (name: string, specialtyName: string) => {
  const uid = String(2_000_000_000 + doctors.length);
  doctors.push({
    state: 'Illinois',
    city: 'Chicago',
    specialtyName,
    doctorName: name,
    uid,
    docImage: '',
    gender: '',
    rating: '',
    address: '',
    page: { uid, stateSlug: 'illinois', citySlug: 'chicago', specialitySlug: toSlug(specialtyName), slug: `${toSlug(name)}-${uid}` },
  });
};
const letters = (i: number) => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
for (let i = 0; i < 15; i++) add(`Chris Fam${letters(i)} MD`, 'Family Medicine');
for (let i = 0; i < 15; i++) add(`Chris Card${letters(i)} MD`, 'Cardiologists');
add('Dr. Anh Do', 'Family Medicine');
add('John Smith, M.D.', 'Family Medicine');

const reader = {
  *each(endpoint: string) {
    if (endpoint === 'GetDoctorStates') yield { params: {}, context: {}, body: [{ state: 'Illinois', flag: '' }] };
    if (endpoint === 'GetDoctorCity') yield { params: {}, context: { stateSlug: 'illinois' }, body: [{ city: 'Chicago' }] };
    if (endpoint === 'GetDocSpecialties')
      yield { params: {}, context: {}, body: ['Family Medicine', 'Cardiologists'].map((specialtyName) => ({ specialtyName })) };
    if (endpoint === 'GetDoctorBySpecialtyData') yield { params: {}, context: {}, body: doctors };
  },
  doctorPage: (uid: string) => doctors.find((doctor) => doctor.uid === uid)?.page,
  listingPage: () => undefined,
} as unknown as SnapshotReader;

const dir = mkdtempSync(join(tmpdir(), 'search-ceiling-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LIMITS = { maxEntries: 20, previewEntries: 5, maxCities: 100 };
const base = join(dir, 'search-index', 'doctor');
buildKindIndex('doctor', reader, base, LIMITS);
const search = createSearch(async (path) => JSON.parse(readFileSync(join(dir, path), 'utf8')));
const names = async (q: string, city = '') => (await search.search('doctor', q, city, 100)).entries.map((entry) => entry[0]).sort();

describe('the index', () => {
  it('files no name under a title or a credential, though every family doctor has one', () => {
    const manifest = JSON.parse(readFileSync(join(base, 'manifest.json'), 'utf8')) as SearchManifest;
    expect(manifest.roots).not.toContain('md');
    expect(manifest.roots).not.toContain('dr');
    expect(existsSync(join(base, 'w', 'md'))).toBe(false);
  });

  it('still finds a name asked with its title or credential, and a surname that is also one', async () => {
    expect(await names('Smith MD')).toEqual(['John Smith, M.D.']);
    expect(await names('Dr. Smith')).toEqual(['John Smith, M.D.']);
    expect(await names('Do')).toEqual(['Dr. Anh Do']);
  });

  it('splits a word too common for a city by speciality, so that no file is over its limit and none is cut short', async () => {
    for (const file of readdirSync(base, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
      const value = JSON.parse(readFileSync(join(file.parentPath, file.name), 'utf8')) as unknown;
      const entries = Array.isArray(value) ? value : (value as { entries?: unknown[] }).entries;
      if (entries) expect(entries.length, file.name).toBeLessThanOrEqual(LIMITS.maxEntries);
    }
    const cardiologists = await search.search('doctor', 'chris cardiologist', 'Chicago', 100);
    expect(cardiologists.complete).toBe(true);
    expect(cardiologists.entries).toHaveLength(15);
    expect(await names('chris family medicine', 'Chicago')).toHaveLength(15);
  });
});
