/** The search: word normalisation, the shard tree the builder cuts, and queries answered from the files. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
import { buildKindIndex } from '../../../src/search/build-index.ts';
import type { SearchManifest } from '../../../src/search/index-format.ts';
import { matchesAllWords, rankMatches, searchWords } from '../../../src/search/normalize.ts';
import { createSearch } from '../../../src/search/query.ts';
import type { DoctorPageRef, SnapshotReader } from '../../../src/snapshot/read.ts';

describe('searchWords', () => {
  it.each([
    ['José Núñez', ['jose', 'nunez']],
    ['Patrick O&#39;Brien', ['patrick', 'obrien']],
    ["Patrick O'Brien", ['patrick', 'obrien']],
    ['Smith &amp; Sons Pharmacy', ['smith', 'and', 'sons', 'pharmacy']],
    ['St. Mary’s Medical Center', ['st', 'marys', 'medical', 'center']],
    ['&quot;The Corner&quot; Drug Store', ['the', 'corner', 'drug', 'store']],
  ])('%s → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('matches every query word as the beginning of some word, in any order', () => {
    const name = searchWords('Anna María Schmidt-Lee');
    expect(matchesAllWords(name, ['mari', 'schm'])).toBe(true);
    expect(matchesAllWords(name, ['lee', 'ann'])).toBe(true);
    expect(matchesAllWords(name, ['ari'])).toBe(false);
  });

  it('ranks names whose word is the query first, then alphabetically', () => {
    const names = ['Johnson Clinic', 'Ann Johns', 'Bob John', 'Al Johnston'];
    expect(rankMatches(names, (name) => name, ['john'])).toEqual(['Bob John', 'Johnson Clinic', 'Al Johnston', 'Ann Johns']);
  });
});

// A small directory: 60 Smiths in two states (to force splitting), a few others with accents and apostrophes.
const doctors: Array<DoctorSummary & { page: DoctorPageRef }> = [];
const add = (name: string, city: string, state: string) => {
  const uid = String(1_000_000_000 + doctors.length);
  const slug = `${searchWords(name).join('-')}-${uid}`;
  doctors.push({
    state,
    city,
    specialtyName: 'Family Medicine',
    doctorName: name,
    uid,
    docImage: '',
    gender: '',
    rating: '',
    address: '',
    page: {
      uid,
      stateSlug: state.toLowerCase().replace(/ /g, '-'),
      citySlug: city.toLowerCase().replace(/ /g, '-'),
      specialitySlug: 'family-medicine',
      slug,
    },
  });
};
const suffix = (i: number) => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
for (let i = 0; i < 30; i++) add(`Person${suffix(i)} Smith`, 'Austin', 'Texas');
for (let i = 0; i < 30; i++) add(`Other${suffix(i)} Smith`, 'Dayton', 'Ohio');
add('Mary Smithson', 'Austin', 'Texas');
add('José Núñez', 'El Paso', 'Texas');
add('Patrick O&#39;Brien', 'Dayton', 'Ohio');
add('Anna Schmidt', 'Dayton', 'Ohio');

const reader = {
  *each(endpoint: string) {
    if (endpoint === 'GetDoctorBySpecialtyData') yield { params: {}, context: {}, body: doctors };
    if (endpoint === 'GetDoctorCity') {
      yield { params: {}, context: { stateSlug: 'texas' }, body: [{ city: 'Austin' }, { city: 'El Paso' }] };
      yield { params: {}, context: { stateSlug: 'ohio' }, body: [{ city: 'Dayton' }] };
    }
  },
  doctorPage: (uid: string) => doctors.find((doctor) => doctor.uid === uid)?.page,
} as unknown as SnapshotReader;

const dir = mkdtempSync(join(tmpdir(), 'search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const stats = buildKindIndex('doctor', reader, join(dir, 'search-index', 'doctor'), { maxEntries: 20, previewEntries: 5 });
const fetched: string[] = [];
const search = createSearch(async (path) => {
  fetched.push(path);
  return JSON.parse(readFileSync(join(dir, path), 'utf8'));
});
const manifest = JSON.parse(readFileSync(join(dir, 'search-index', 'doctor', 'manifest.json'), 'utf8')) as SearchManifest;

describe('the index builder', () => {
  it('cuts prefixes too common for one file, down to whole words, and by state below that', () => {
    expect(stats.listings).toBe(doctors.length);
    expect(manifest.splits).toContain('sm');
    expect(manifest.splits).toContain('smith');
    expect(manifest.states.smith).toEqual(['oh', 'tx']);
    expect(manifest.leaves).toContain('smiths');
    for (const file of readdirSync(join(dir, 'search-index', 'doctor', 'n'))) {
      expect(JSON.parse(readFileSync(join(dir, 'search-index', 'doctor', 'n', file), 'utf8')).length, file).toBeLessThanOrEqual(30);
    }
    expect(manifest.cities).toEqual(['au', 'da', 'el']);
  });
});

describe('queries', () => {
  it('find a name by a partial word, accents and apostrophes aside', async () => {
    expect((await search.listings('doctor', 'nun')).entries.map((entry) => entry[0])).toEqual(['José Núñez']);
    expect((await search.listings('doctor', 'jose nu')).entries.map((entry) => entry[0])).toEqual(['José Núñez']);
    expect((await search.listings('doctor', "o'bri")).entries.map((entry) => entry[0])).toEqual(["Patrick O'Brien"]);
  });

  it('read one small file per query, and narrow by the city box', async () => {
    fetched.length = 0;
    const result = await search.listings('doctor', 'smithso');
    expect(result.entries.map((entry) => entry[0])).toEqual(['Mary Smithson']);
    // The manifest was read by an earlier query; this one reads a single shard.
    expect(fetched).toEqual(['/search-index/doctor/n/smiths.json']);
    const both = await search.listings('doctor', 'smith otheraa', 'Dayton');
    expect(both.entries.map((entry) => [entry[0], entry[3], entry[4]])).toEqual([['Otheraa Smith', 'Dayton', 'OH']]);
    // A word too common even whole is read from the file of the city's state.
    const inDayton = await search.listings('doctor', 'smith', 'Dayton');
    expect(fetched).toContain('/search-index/doctor/n/smith@oh.json');
    expect(inDayton.entries).toHaveLength(8);
    for (const entry of inDayton.entries) expect([entry[3], entry[4]]).toEqual(['Dayton', 'OH']);
  });

  it('give a preview for a prefix too common to list whole', async () => {
    const result = await search.listings('doctor', 'sm');
    expect(result.complete).toBe(false);
    expect(result.entries.length).toBeGreaterThan(0);
    expect(result.entries.length).toBeLessThanOrEqual(5);
  });

  it('preview a common prefix with the first names in alphabetical order, not the first listed', () => {
    const preview = JSON.parse(readFileSync(join(dir, 'search-index', 'doctor', 't', 'sm.json'), 'utf8')) as Array<[string]>;
    // Listed Texans first; alphabetically, Mary Smithson and the Ohio 'Other…' Smiths come first.
    const byName = doctors
      .map((doctor) => doctor.doctorName)
      .filter((name) => searchWords(name).some((word) => word.startsWith('sm')))
      .sort((a, b) => (searchWords(a).join(' ') < searchWords(b).join(' ') ? -1 : 1));
    expect(preview.map((entry) => entry[0])).toEqual(byName.slice(0, 5));
    expect(preview[0]?.[0]).toBe('Mary Smithson');
  });

  it('suggest cities of the kind with their page', async () => {
    expect(await search.cities('doctor', 'el p')).toEqual([['El Paso', 'TX', '/best-doctors/texas/el-paso/']]);
    expect(await search.cities('doctor', 'x')).toEqual([]);
  });

  it('link each suggestion to its detail page', async () => {
    const [entry] = (await search.listings('doctor', 'schmidt')).entries;
    expect(entry).toEqual([
      'Anna Schmidt',
      expect.stringMatching(/^\/best-doctors\/ohio\/dayton\/family-medicine\/anna-schmidt-\d+$/),
      'Family Medicine',
      'Dayton',
      'OH',
    ]);
  });
});
