/** The search: word normalisation, the files the builder cuts, and queries answered from them as the browser asks. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
import { toSlug } from '../../../src/api/slugs.ts';
import { buildKindIndex, writePlaces } from '../../../src/search/build-index.ts';
import type { SearchKind, SearchManifest } from '../../../src/search/index-format.ts';
import { matchesAllWords, rankMatches, searchWords } from '../../../src/search/normalize.ts';
import { createSearch } from '../../../src/search/query.ts';
import type { DoctorPageRef, ListingPageRef, SnapshotReader } from '../../../src/snapshot/read.ts';

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

// A small directory, with files of at most 20 listings so that every kind of cut happens: 60 Smiths in two states,
// 30 family doctors in Chicago, a few cardiologists, dentists and pediatricians, two Springfields.
const STATES: Record<string, string> = { Illinois: 'IL', Missouri: 'MO', California: 'CA', Texas: 'TX', Ohio: 'OH' };
const doctors: Array<DoctorSummary & { page: DoctorPageRef }> = [];
const add = (name: string, city: string, state: string, specialtyName = 'Family Medicine', rating = '') => {
  const uid = String(1_000_000_000 + doctors.length);
  doctors.push({
    state,
    city,
    specialtyName,
    doctorName: name,
    uid,
    docImage: '',
    gender: '',
    rating,
    address: '',
    page: { uid, stateSlug: toSlug(state), citySlug: toSlug(city), specialitySlug: toSlug(specialtyName), slug: `${toSlug(name)}-${uid}` },
  });
};
const suffix = (i: number) => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
for (let i = 0; i < 30; i++) add(`Person${suffix(i)} Smith`, 'Austin', 'Texas');
for (let i = 0; i < 30; i++) add(`Other${suffix(i)} Smith`, 'Dayton', 'Ohio');
for (let i = 0; i < 30; i++) add(`Chi${suffix(i)} Brown`, 'Chicago', 'Illinois', 'Family Medicine', `${50 + i} ratings`);
add('Mary Smithson', 'Austin', 'Texas');
add('José Núñez', 'El Paso', 'Texas');
add('Patrick O&#39;Brien', 'Dayton', 'Ohio');
add('Anna Schmidt', 'Dayton', 'Ohio');
add('Bonnie Lane', 'Chicago', 'Illinois', 'Cardiologists', '97 ratings');
add('Bonnie Kraft', 'Springfield', 'Missouri');
add('Amy Smith', 'Chicago', 'Illinois', 'Dentist');
add('Kid Teeth', 'Chicago', 'Illinois', 'Pediatric Dentists');
add('Paul Kent', 'Chicago', 'Illinois', 'Pediatrics');
add('Lana Ford', 'Springfield', 'Illinois', 'Pediatrics');
add('Carl Ortiz', 'San Francisco', 'California', 'Cardiologists');
add('Dana Lee', 'San Francisco', 'California', 'Dentist');
add('Austin Reed', 'Austin', 'Texas', 'Cardiologists');
add('Linh Do', 'Austin', 'Texas');
const CITIES: Record<string, string[]> = {
  Illinois: ['Chicago', 'Springfield'],
  Missouri: ['Springfield'],
  California: ['San Francisco'],
  Texas: ['Austin', 'El Paso', 'Dallas'],
  Ohio: ['Dayton'],
};
const SPECIALITIES = [...new Set(doctors.map((doctor) => doctor.specialtyName))];

// Facilities of each other kind: a few in San Francisco and Chicago.
type Facility = { uid: string; name: string; city: string; state: string; specialty: string };
const facilities: Record<Exclude<SearchKind, 'doctor'>, Facility[]> = {
  hospital: [
    { uid: '010001', name: 'Mercy Hospital', city: 'Chicago', state: 'Illinois', specialty: '' },
    { uid: '010002', name: 'Bay General Hospital', city: 'San Francisco', state: 'California', specialty: '' },
  ],
  pharmacy: [
    { uid: '2000001', name: 'Golden Gate Pharmacy', city: 'San Francisco', state: 'California', specialty: '' },
    { uid: '2000002', name: 'Mission Drugs', city: 'San Francisco', state: 'California', specialty: '' },
    { uid: '2000003', name: 'Loop Pharmacy', city: 'Chicago', state: 'Illinois', specialty: '' },
  ],
  urgent_care: [
    { uid: '3000001', name: 'QuickCare Clinic', city: 'Austin', state: 'Texas', specialty: '' },
    { uid: '3000002', name: 'Lakeside Urgent Care', city: 'Chicago', state: 'Illinois', specialty: '' },
  ],
  group_practice: [
    { uid: '4000001', name: 'Heartland Partners', city: 'Chicago', state: 'Illinois', specialty: 'Cardiology' },
    { uid: '4000002', name: 'Smile Group', city: 'Chicago', state: 'Illinois', specialty: 'Dentistry' },
  ],
};
const ENDPOINTS = {
  hospital: { states: 'GetHospitalStates', cities: 'GetHospitalCity', list: 'GetHospitals', name: 'hospitalName' },
  pharmacy: { states: 'GetPharmacyStates', cities: 'GetPharmacyCity', list: 'GetPharmacy', name: 'pharmacyName' },
  urgent_care: { states: 'GetUrgentCareStates', cities: 'GetUrgentCareCity', list: 'GetUrgentCare', name: 'urgentCare' },
  group_practice: { states: 'GetGroupPracticeStates', cities: 'GetGroupPracticeCity', list: 'GetGroupPractice', name: 'groupPracticeName' },
} as const;

function readerOf(kind: SearchKind): SnapshotReader {
  const states = kind === 'doctor' ? Object.keys(CITIES) : [...new Set(facilities[kind].map((item) => item.state))];
  const citiesOf = (state: string) =>
    kind === 'doctor' ? (CITIES[state] ?? []) : [...new Set(facilities[kind].filter((item) => item.state === state).map((item) => item.city))];
  const endpoints = kind === 'doctor' ? { states: 'GetDoctorStates', cities: 'GetDoctorCity', list: 'GetDoctorBySpecialtyData' } : ENDPOINTS[kind];
  return {
    *each(endpoint: string) {
      if (endpoint === endpoints.states) yield { params: {}, context: {}, body: states.map((state) => ({ state, flag: '' })) };
      if (endpoint === endpoints.cities)
        for (const state of states) yield { params: {}, context: { stateSlug: toSlug(state) }, body: citiesOf(state).map((city) => ({ city })) };
      if (endpoint === 'GetDocSpecialties' && kind === 'doctor')
        yield { params: {}, context: {}, body: SPECIALITIES.map((specialtyName) => ({ specialtyName })) };
      if (endpoint !== endpoints.list) return;
      if (kind === 'doctor') yield { params: {}, context: {}, body: doctors };
      else {
        const name = ENDPOINTS[kind].name;
        yield {
          params: {},
          context: {},
          body: facilities[kind].map((item) => ({
            uid: item.uid,
            [name]: item.name,
            city: item.city,
            state: item.state,
            stateID: STATES[item.state],
            specialty: item.specialty,
            rating: '',
          })),
        };
      }
    },
    doctorPage: (uid: string) => doctors.find((doctor) => doctor.uid === uid)?.page,
    listingPage: (listingKind: string, uid: string): ListingPageRef | undefined => {
      if (listingKind === 'doctor') return undefined;
      const item = facilities[listingKind as Exclude<SearchKind, 'doctor'>].find((facility) => facility.uid === uid);
      return (
        item && {
          kind: listingKind as ListingPageRef['kind'],
          uid,
          stateSlug: toSlug(item.state),
          citySlug: toSlug(item.city),
          slug: `${toSlug(item.name)}-${uid}`,
        }
      );
    },
  } as unknown as SnapshotReader;
}

const dir = mkdtempSync(join(tmpdir(), 'search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const LIMITS = { maxEntries: 20, previewEntries: 5, maxCities: 100 };
const KINDS: SearchKind[] = ['doctor', 'hospital', 'pharmacy', 'urgent_care', 'group_practice'];
const stats = Object.fromEntries(KINDS.map((kind) => [kind, buildKindIndex(kind, readerOf(kind), join(dir, 'search-index', kind), LIMITS)]));
writePlaces(join(dir, 'search-index', 'places'));
const fetched: string[] = [];
const search = createSearch(async (path) => {
  fetched.push(path);
  return JSON.parse(readFileSync(join(dir, path), 'utf8'));
});
const manifest = JSON.parse(readFileSync(join(dir, 'search-index', 'doctor', 'manifest.json'), 'utf8')) as SearchManifest;
const names = async (kind: SearchKind, q: string, city = '') => (await search.search(kind, q, city, 100)).entries.map((entry) => entry[0]).sort();
const filesUnder = (path: string): string[] =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('the index builder', () => {
  it('lists every listing, and never more than a file’s limit in one file', () => {
    expect(stats.doctor?.listings).toBe(doctors.length);
    expect(stats.pharmacy?.listings).toBe(3);
    for (const file of filesUnder(join(dir, 'search-index', 'doctor'))) {
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      const entries = Array.isArray(value) ? value : (value as { entries?: unknown[] }).entries;
      if (file.includes('/c/') || !entries) continue;
      expect(entries.length, file).toBeLessThanOrEqual(LIMITS.maxEntries);
    }
  });

  it('packs a split node’s small children into shared files, and gives a larger child a node of its own', () => {
    const chicago = JSON.parse(readFileSync(join(dir, 'search-index', 'doctor', 'f', 'chicago', '_._.json'), 'utf8')) as {
      count: number;
      split: { by: string; children: Record<string, [number, number]> };
    };
    expect(chicago.count).toBe(34);
    expect(chicago.split.by).toBe('speciality');
    // 30 family doctors: a node of their own; the four other specialities' four doctors: one shared file.
    expect(chicago.split.children['family-medicine']).toEqual([30, -1]);
    expect(Object.entries(chicago.split.children).filter(([, [, bucket]]) => bucket === 0)).toHaveLength(4);
    expect(readdirSync(join(dir, 'search-index', 'doctor', 'f', 'chicago')).sort()).toEqual(['_._.json', '_._~0.json', '_.family-medicine.json']);
  });

  it('names the kind’s specialities with their national page, and its states with theirs', () => {
    expect(manifest.specialities).toContainEqual(['Cardiologists', '/specialities/best-doctors-for-cardiologists/']);
    expect(manifest.places).toContainEqual(['IL', '/best-doctors/illinois/']);
  });

  it('writes the gazetteer’s places by prefix, and each state’s middle', () => {
    const chicago = JSON.parse(readFileSync(join(dir, 'search-index', 'places', 'ch.json'), 'utf8')) as Array<[string, string, number, number]>;
    expect(chicago.find((place) => place[0] === 'Chicago' && place[1] === 'IL')?.[2]).toBeCloseTo(41.85, 1);
    expect(statSync(join(dir, 'search-index', 'places', 'states.json')).size).toBeGreaterThan(0);
  });
});

describe('queries by name', () => {
  it('find a name by a partial word, accents and apostrophes aside', async () => {
    expect(await names('doctor', 'nun')).toEqual(['José Núñez']);
    expect(await names('doctor', 'jose nu')).toEqual(['José Núñez']);
    expect(await names('doctor', "o'bri")).toEqual(["Patrick O'Brien"]);
  });

  it('set titles and credentials aside: “Dr. Bonnie”, “Smith MD”', async () => {
    expect(await names('doctor', 'Dr. Bonnie')).toEqual(['Bonnie Kraft', 'Bonnie Lane']);
    expect(await names('doctor', 'Dr Mary Smithson, M.D.')).toEqual(['Mary Smithson']);
    const smiths = await search.search('doctor', 'Smith MD', '', 100);
    expect(smiths.entries.length).toBeGreaterThan(0);
    for (const entry of smiths.entries) expect(searchWords(entry[0]).some((word) => word.startsWith('smith'))).toBe(true);
    expect(await names('doctor', 'Do')).toEqual(['Linh Do']);
  });

  it('read a name too common for one file from its tree, by the state of the city asked', async () => {
    fetched.length = 0;
    const inDayton = await search.search('doctor', 'smith', 'Dayton', 100);
    // 30 Smiths in one city: more than a file holds, so the node keeps its best.
    expect(inDayton.entries).toHaveLength(LIMITS.maxEntries);
    for (const entry of inDayton.entries) expect([entry[3], entry[4]]).toEqual(['Dayton', 'OH']);
    expect(fetched.some((path) => path.startsWith('/search-index/doctor/w/smith/'))).toBe(true);
  });

  it('give a preview for a prefix too common to list whole', async () => {
    const result = await search.search('doctor', 'sm');
    expect(result.complete).toBe(false);
    expect(result.entries.length).toBeGreaterThan(0);
    expect(result.entries.length).toBeLessThanOrEqual(5);
  });

  it('link each listing to its detail page', async () => {
    const [entry] = (await search.search('doctor', 'schmidt')).entries;
    expect(entry).toEqual([
      'Anna Schmidt',
      expect.stringMatching(/^\/best-doctors\/ohio\/dayton\/family-medicine\/anna-schmidt-\d+$/),
      'Family Medicine',
      'Dayton',
      'OH',
    ]);
  });
});

describe('queries by place and speciality', () => {
  const chicagoDoctors = doctors.filter((doctor) => doctor.city === 'Chicago');

  it('a city alone lists the city’s listings, best rated first, with the city’s page to browse', async () => {
    const answer = await search.search('doctor', '', 'Chicago', 100);
    expect(answer.total).toBe(chicagoDoctors.length);
    expect(answer.entries[0]?.[0]).toBe('Bonnie Lane');
    for (const entry of answer.entries) expect(entry[3]).toBe('Chicago');
    expect(answer.browse).toContainEqual({ what: 'city', label: 'Chicago, IL', href: '/best-doctors/illinois/chicago/' });
    expect(answer.browse).toContainEqual({ what: 'state', label: 'Illinois', href: '/best-doctors/illinois/' });
  });

  it('a city alone when the city has few listings lists them all', async () => {
    expect(await names('doctor', '', 'San Francisco')).toEqual(['Carl Ortiz', 'Dana Lee']);
    expect(await names('doctor', '', 'san francisco, ca')).toEqual(['Carl Ortiz', 'Dana Lee']);
  });

  it('a city in several states lists them all, and its state narrows it', async () => {
    expect(await names('doctor', '', 'Springfield')).toEqual(['Bonnie Kraft', 'Lana Ford']);
    expect(await names('doctor', '', 'Springfield, MO')).toEqual(['Bonnie Kraft']);
    expect(await names('doctor', '', 'Springfield Illinois')).toEqual(['Lana Ford']);
  });

  it('a state alone, by name or code', async () => {
    const expected = doctors
      .filter((doctor) => doctor.state === 'California')
      .map((doctor) => doctor.doctorName)
      .sort();
    expect(await names('doctor', '', 'California')).toEqual(expected);
    expect(await names('doctor', '', 'CA')).toEqual(expected);
    const illinois = await search.search('doctor', '', 'IL', 100);
    expect(illinois.total).toBe(doctors.filter((doctor) => doctor.state === 'Illinois').length);
  });

  it('a speciality word: cardiologist, dentist, pediatrician', async () => {
    expect(await names('doctor', 'cardiologist')).toEqual(['Austin Reed', 'Bonnie Lane', 'Carl Ortiz']);
    expect(await names('doctor', 'dentist')).toEqual(['Amy Smith', 'Dana Lee']);
    expect(await names('doctor', 'pediatrician')).toEqual(['Lana Ford', 'Paul Kent']);
    expect(await names('doctor', 'pediatric dentist')).toEqual(['Kid Teeth']);
    const answer = await search.search('doctor', 'Cardiology');
    expect(answer.understood.speciality).toBe('Cardiologists');
    expect(answer.browse).toContainEqual({ what: 'speciality', label: 'Cardiologists', href: '/specialities/best-doctors-for-cardiologists/' });
  });

  it('mixes: speciality with a city, a name with a city, a speciality with a state, all in the name box', async () => {
    expect(await names('doctor', 'cardiologist', 'Chicago')).toEqual(['Bonnie Lane']);
    expect(await names('doctor', 'Dr. Bonnie', 'Chicago, IL')).toEqual(['Bonnie Lane']);
    expect(await names('doctor', 'Bonnie MD', 'Missouri')).toEqual(['Bonnie Kraft']);
    expect(await names('doctor', 'pediatrician', 'Illinois')).toEqual(['Lana Ford', 'Paul Kent']);
    expect(await names('doctor', 'pediatrician in illinois')).toEqual(['Lana Ford', 'Paul Kent']);
    expect(await names('doctor', 'dentist in San Francisco')).toEqual(['Dana Lee']);
    expect(await names('doctor', 'Dr. Bonnie cardiologist')).toEqual(['Bonnie Lane']);
    expect((await search.search('doctor', 'family medicine', 'Chicago')).total).toBe(30);
  });

  it('a city typed in the name box is read as the city, unless a name has that word', async () => {
    expect((await search.search('doctor', 'Chicago', '', 100)).total).toBe(chicagoDoctors.length);
    expect(await names('doctor', 'Austin')).toEqual(['Austin Reed']);
  });

  it('every kind: pharmacies in San Francisco, hospitals in a city, urgent care in a state, group practices by speciality', async () => {
    expect(await names('pharmacy', '', 'San Francisco')).toEqual(['Golden Gate Pharmacy', 'Mission Drugs']);
    expect(await names('pharmacy', 'pharmacies in San Francisco')).toEqual(['Golden Gate Pharmacy', 'Mission Drugs']);
    expect(await names('pharmacy', 'golden', 'SF')).toEqual([]);
    expect(await names('pharmacy', 'golden gate')).toEqual(['Golden Gate Pharmacy']);
    expect(await names('hospital', '', 'Chicago')).toEqual(['Mercy Hospital']);
    expect(await names('hospital', 'Bay General')).toEqual(['Bay General Hospital']);
    expect(await names('urgent_care', '', 'Texas')).toEqual(['QuickCare Clinic']);
    expect(await names('urgent_care', 'urgent care', 'Chicago')).toEqual(['Lakeside Urgent Care']);
    expect(await names('group_practice', 'cardiologist')).toEqual(['Heartland Partners']);
    expect(await names('group_practice', 'dentist', 'Chicago')).toEqual(['Smile Group']);
  });
});

describe('a query that finds nothing', () => {
  it('offers the city’s and state’s pages, and where to look near', async () => {
    const answer = await search.search('doctor', 'cardiologist', 'Springfield, MO');
    expect(answer.entries).toEqual([]);
    expect(answer.browse.map((link) => link.href)).toEqual([
      '/best-doctors/missouri/springfield/',
      '/best-doctors/missouri/',
      '/specialities/best-doctors-for-cardiologists/',
    ]);
    expect(await search.whereNear(answer)).toEqual({
      point: { latitude: expect.closeTo(37.2, 0), longitude: expect.closeTo(-93.3, 0) },
      label: 'Springfield, MO',
    });
  });

  it('places a city the directory does not have by the gazetteer, and a state by its middle', async () => {
    const evanston = await search.search('pharmacy', '', 'Evanston, IL');
    expect(evanston.entries).toEqual([]);
    expect(evanston.understood.unknownCity).toBe('evanston');
    expect(evanston.browse).toContainEqual({ what: 'state', label: 'Illinois', href: '/best-pharmacies/illinois/' });
    expect((await search.whereNear(evanston))?.label).toBe('Evanston, IL');
    const montana = await search.search('pharmacy', '', 'Montana');
    expect(montana.entries).toEqual([]);
    expect((await search.whereNear(montana))?.point.latitude).toBeGreaterThan(44);
  });

  it('suggests cities whose name starts as typed, and takes the one it can only be', async () => {
    const answer = await search.search('doctor', '', 'Da');
    expect(answer.entries).toEqual([]);
    expect(answer.didYouMean.map((city) => city[0])).toEqual(['Dallas', 'Dayton']);
    expect(await names('doctor', '', 'Springf')).toEqual(['Bonnie Kraft', 'Lana Ford']);
  });

  it('a city of the directory without listings looks near it', async () => {
    const dallas = await search.search('doctor', '', 'Dallas');
    expect(dallas.entries).toEqual([]);
    expect(dallas.browse[0]).toEqual({ what: 'city', label: 'Dallas, TX', href: '/best-doctors/texas/dallas/' });
    expect((await search.whereNear(dallas))?.label).toBe('Dallas, TX');
  });
});

describe('city suggestions', () => {
  it('suggest cities of the kind with their page and coordinates', async () => {
    const [elPaso] = await search.cities('doctor', 'el p');
    expect(elPaso?.slice(0, 3)).toEqual(['El Paso', 'TX', '/best-doctors/texas/el-paso/']);
    expect(elPaso?.[3]).toBeCloseTo(31.76, 1);
    expect(await search.cities('doctor', 'x')).toEqual([]);
  });
});
