/**
 * Generates the reference dataset into an empty SQLite database: deterministic for a seed, streamed row by row
 * so that national scale (about a million doctors) fits in a modest amount of memory.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { Faker, base, en, en_US } from '@faker-js/faker';
import { toMatchKey } from '../../../src/api/slugs.ts';
import { createSchema } from '../db/schema.ts';
import { buildBlog } from './blogs.ts';
import { createDoctorMaker, HOSTILE_COMMENT } from './doctors.ts';
import { LONG_LIST_CASE } from './long-list.ts';
import { isNameCase, NAME_CASE_LISTINGS } from './name-cases.ts';
import { EMPTY_CASES, isStateWithoutListings, type DirectoryKind } from './empty-cases.ts';
import { createNameMakers, makeHospitalQualities, makeWeekHours, type FacilityKind } from './facilities.ts';
import { loadRealCities, type RealCity } from './geography.ts';
import { toHospitalCcn, toNpi, toPharmacyId } from './identifiers.ts';
import { loadFlag } from './images.ts';
import { createPeopleMaker } from './people.ts';
import { apportion, createRandom, type Random } from './random.ts';
import { specialities, type SpecialityEntry } from './reference-lists.ts';
import type { Scale } from './scale.ts';
import { escapeLikeUpstream } from './upstream-text.ts';
import { US_STATES } from '../../../src/lib/us-states.ts';

export interface GenerateOptions {
  readonly seed: number;
  readonly scale: Scale;
  readonly onProgress?: (message: string) => void;
}

interface CityRow extends RealCity {
  readonly id: number;
}

interface Counts {
  doctor: number;
  hospital: number;
  pharmacy: number;
  urgent_care: number;
  group_practice: number;
}

const KINDS: readonly DirectoryKind[] = ['doctor', 'hospital', 'pharmacy', 'urgent_care', 'group_practice'];
const ORGANISATION_NPI_OFFSET = 150_000_000;
const COMMIT_EVERY = 20_000;

// How strongly each kind concentrates in large cities (exponent on population).
const CONCENTRATION: Readonly<Record<DirectoryKind, number>> = {
  doctor: 0.85,
  hospital: 1.05,
  pharmacy: 0.9,
  urgent_care: 1,
  group_practice: 1,
};

function totalOf(scale: Scale, kind: DirectoryKind): number {
  const totals: Record<DirectoryKind, number> = {
    doctor: scale.doctors,
    hospital: scale.hospitals,
    pharmacy: scale.pharmacies,
    urgent_care: scale.urgentCares,
    group_practice: scale.groupPractices,
  };
  return totals[kind];
}

/** Splits a kind's listings over states (at least one per state that has any) and then over cities. */
function allocate(kind: DirectoryKind, scale: Scale, citiesByState: ReadonlyMap<string, readonly CityRow[]>): Map<number, number> {
  const eligible = US_STATES.filter((state) => !isStateWithoutListings(kind, state.code));
  const weightOf = (city: CityRow): number => Math.max(city.population, 1000) ** CONCENTRATION[kind];
  const stateWeights = eligible.map((state) => (citiesByState.get(state.code) ?? []).reduce((sum, city) => sum + weightOf(city), 0));
  const total = totalOf(scale, kind);
  const perState = apportion(Math.max(0, total - eligible.length), stateWeights).map((n) => n + 1);
  const perCity = new Map<number, number>();
  eligible.forEach((state, index) => {
    const cities = citiesByState.get(state.code) ?? [];
    const shares = apportion(perState[index] ?? 0, cities.map(weightOf));
    // A name-case city gets a few listings of every kind, taken from the state's largest city while it can spare them.
    cities.forEach((city, i) => {
      if (i === 0 || !isNameCase(city.stateCode, city.name)) return;
      const moved = Math.min(Math.max(0, NAME_CASE_LISTINGS - (shares[i] ?? 0)), Math.max(0, (shares[0] ?? 0) - 1));
      shares[0] = (shares[0] ?? 0) - moved;
      shares[i] = (shares[i] ?? 0) + moved;
    });
    cities.forEach((city, i) => {
      perCity.set(city.id, shares[i] ?? 0);
    });
  });
  return perCity;
}

/** Fills an empty database with the whole reference dataset. */
export function generateDataset(db: DatabaseSync, options: GenerateOptions): Record<string, number> {
  const { scale, seed } = options;
  const progress = options.onProgress ?? (() => {});
  const random: Random = createRandom(seed);
  const faker = new Faker({ locale: [en_US, en, base], seed });
  faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));

  db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -200000;');
  createSchema(db);
  let pending = 0;
  db.exec('BEGIN');
  const tick = (): void => {
    if (++pending >= COMMIT_EVERY) {
      db.exec('COMMIT; BEGIN');
      pending = 0;
    }
  };
  const insert = (sql: string): StatementSync => db.prepare(sql);

  const putMeta = insert('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  putMeta.run('seed', String(seed));
  putMeta.run('scale', scale.name);

  // States and their flags.
  const putImage = insert('INSERT OR REPLACE INTO images (path, content_type, body) VALUES (?, ?, ?)');
  const putState = insert('INSERT INTO states (code, name, match_key, flag) VALUES (?, ?, ?, ?)');
  for (const state of US_STATES) {
    const flag = loadFlag(state.code);
    putImage.run(flag.path, flag.contentType, flag.body);
    putState.run(state.code, state.name, toMatchKey(state.name), flag.path);
  }

  // Specialities, as the upstream spells them ('Obstetrics &amp; Gynecology').
  const putSpeciality = insert('INSERT INTO specialities (id, name, match_key, taxonomy) VALUES (?, ?, ?, ?)');
  const specialityId = new Map<string, number>();
  specialities.forEach((entry, index) => {
    putSpeciality.run(index + 1, escapeLikeUpstream(entry.name), toMatchKey(entry.name), entry.taxonomy);
    specialityId.set(entry.name, index + 1);
  });
  const idOfSpeciality = (name: string): number => {
    const id = specialityId.get(name);
    if (id === undefined) throw new Error(`Unknown speciality '${name}' in the dataset lists`);
    return id;
  };

  // Cities: the largest real cities of each state, in proportion to the state's urban population.
  progress('choosing cities');
  const realCities = loadRealCities();
  const stateWeights = US_STATES.map((state) => (realCities.get(state.code) ?? []).reduce((sum, city) => sum + city.population, 0));
  const cityQuota = apportion(scale.cities, stateWeights);
  const putCity = insert(
    'INSERT INTO cities (id, state_code, name, match_key, population, latitude, longitude, zip) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let nextCityId = 1;
  const addCity = (city: RealCity): CityRow => {
    const row = { ...city, id: nextCityId++ };
    putCity.run(row.id, row.stateCode, row.name, toMatchKey(row.name), row.population, row.latitude, row.longitude, row.zip);
    return row;
  };
  const citiesByState = new Map<string, CityRow[]>();
  const spareCities = new Map<string, RealCity[]>();
  US_STATES.forEach((state, index) => {
    // The name-case cities are always listed (name-cases.ts), after the state's largest ones.
    const named = (realCities.get(state.code) ?? []).filter((city) => isNameCase(state.code, city.name));
    const available = (realCities.get(state.code) ?? []).filter((city) => !isNameCase(state.code, city.name));
    // Keep two real cities aside for the empty-state cases; a state always has at least two cities when it can.
    const count = Math.min(Math.max(2, cityQuota[index] ?? 0), Math.max(1, available.length - 2)) - named.length;
    citiesByState.set(state.code, [...available.slice(0, count), ...named].map(addCity));
    spareCities.set(state.code, available.slice(count));
  });
  const takeSpareCity = (stateCode: string): CityRow => {
    const spare = spareCities.get(stateCode)?.shift();
    if (!spare) throw new Error(`No spare real city left in ${stateCode} for an empty-state case`);
    return addCity(spare);
  };

  const allocations = new Map(KINDS.map((kind) => [kind, allocate(kind, scale, citiesByState)] as const));
  const listed = new Map<DirectoryKind, Set<number>>(KINDS.map((kind) => [kind, new Set<number>()]));
  const counts: Counts = { doctor: 0, hospital: 0, pharmacy: 0, urgent_care: 0, group_practice: 0 };
  const people = createPeopleMaker(faker, random);
  const names = createNameMakers(people, random);
  // The long lists' listings (long-list.ts), from a stream of their own so that every other listing is as it was.
  const longListRandom = createRandom(seed + LONG_LIST_CASE.seedOffset);
  const longListFaker = new Faker({ locale: [en_US, en, base], seed: seed + LONG_LIST_CASE.seedOffset });
  longListFaker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'));
  const longListPeople = createPeopleMaker(longListFaker, longListRandom);
  const longListNames = createNameMakers(longListPeople, longListRandom);
  /** Whether a city gets the long lists' more listings: the long lists' state's largest. */
  const isLongListCity = (stateCode: string, city: CityRow): boolean =>
    stateCode === LONG_LIST_CASE.stateCode && city === citiesByState.get(stateCode)?.[0];

  // Hospitals, kept in memory per state (a few thousand) for doctors' affiliations.
  progress('hospitals');
  const putHospital = insert(
    'INSERT INTO hospitals (id, uid, name, match_key, state_code, city_id, rating, phone, address, qualities) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const hospitalsByState = new Map<string, Array<{ id: number; cityId: number }>>();
  const streetAddressIn = (city: CityRow, maker = people): string => `${maker.streetAddress()}, ${city.name}, ${city.stateCode} ${city.zip}`;
  US_STATES.forEach((state, stateIndex) => {
    const inState: Array<{ id: number; cityId: number }> = [];
    let sequence = 0;
    for (const city of citiesByState.get(state.code) ?? []) {
      const n = allocations.get('hospital')?.get(city.id) ?? 0;
      const longList = isLongListCity(state.code, city) ? LONG_LIST_CASE.hospitals : 0;
      for (let i = 0; i < n + longList; i++) {
        const id = ++counts.hospital;
        const extra = i >= n;
        const draw = extra ? longListRandom : random;
        const maker = extra ? longListPeople : people;
        const name = (extra ? longListNames : names).hospital(state.code, city.name);
        const rating = draw.chance(0.05) ? '' : String(draw.int(48, 96));
        putHospital.run(
          id,
          toHospitalCcn(stateIndex + 1, extra ? LONG_LIST_CASE.identifiersFrom.hospitalSequence + i - n : ++sequence),
          escapeLikeUpstream(name),
          toMatchKey(name),
          state.code,
          city.id,
          rating,
          maker.phone(),
          streetAddressIn(city, maker),
          makeHospitalQualities(draw),
        );
        inState.push({ id, cityId: city.id });
        listed.get('hospital')?.add(city.id);
        tick();
      }
    }
    hospitalsByState.set(state.code, inState);
  });

  // Pharmacies, urgent care clinics and group practices; group practices kept per city for their doctors.
  progress('pharmacies, urgent care, group practices');
  const putFacility = insert(
    `INSERT INTO facilities (id, kind, uid, name, match_key, specialty, state_code, city_id, phone, address,
       monday, tuesday, wednesday, thursday, friday, saturday, sunday) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let facilityId = 0;
  let organisationIndex = 0;
  let longListOrganisations = 0;
  /** The long list city's practice that counts every one of its added doctors among its providers. */
  let longListPractice: number | undefined;
  const groupPracticesByCity = new Map<number, Array<{ id: number; specialityName: string }>>();
  const facilityKinds: readonly FacilityKind[] = ['pharmacy', 'urgent_care', 'group_practice'];
  for (const kind of facilityKinds) {
    for (const state of US_STATES) {
      for (const city of citiesByState.get(state.code) ?? []) {
        const n = allocations.get(kind)?.get(city.id) ?? 0;
        const longList = isLongListCity(state.code, city) ? LONG_LIST_CASE.facilities[kind] : 0;
        for (let i = 0; i < n + longList; i++) {
          const id = ++facilityId;
          const extra = i >= n;
          // The long list's listings have identifiers of their own: every other listing keeps its one.
          const ordinal = extra ? LONG_LIST_CASE.identifiersFrom.pharmacy + i - n : counts[kind]++;
          let name: string;
          let specialty = '';
          if (kind === 'pharmacy') name = (extra ? longListNames : names).pharmacy(state.code, city.name);
          else if (kind === 'urgent_care') name = (extra ? longListNames : names).urgentCare(state.code, city.name);
          else {
            const practice = (extra ? longListNames : names).groupPractice(state.code, city.name);
            name = practice.name;
            specialty = escapeLikeUpstream(practice.speciality);
            const inCity = groupPracticesByCity.get(city.id) ?? [];
            inCity.push({ id, specialityName: practice.speciality });
            groupPracticesByCity.set(city.id, inCity);
            if (extra && i === n) longListPractice = id;
          }
          // Organisations (urgent care, group practices) count their NPIs apart from pharmacies' numbers.
          const organisationNpi = () =>
            toNpi(extra ? LONG_LIST_CASE.identifiersFrom.organisationNpi + longListOrganisations++ : ORGANISATION_NPI_OFFSET + organisationIndex++);
          const uid = kind === 'pharmacy' ? toPharmacyId(ordinal) : organisationNpi();
          const hours = makeWeekHours(kind, extra ? longListRandom : random);
          putFacility.run(
            id,
            kind,
            uid,
            escapeLikeUpstream(name),
            toMatchKey(name),
            specialty,
            state.code,
            city.id,
            (extra ? longListPeople : people).phone(),
            streetAddressIn(city, extra ? longListPeople : people),
            hours.monday,
            hours.tuesday,
            hours.wednesday,
            hours.thursday,
            hours.friday,
            hours.saturday,
            hours.sunday,
          );
          listed.get(kind)?.add(city.id);
          tick();
        }
      }
    }
  }

  // Doctors, streamed city by city.
  progress('doctors');
  const makeDoctor = createDoctorMaker(people, random, specialities);
  const makeLongListDoctor = createDoctorMaker(longListPeople, longListRandom, specialities);
  const longListSpeciality = specialities.find((entry) => entry.name === LONG_LIST_CASE.speciality);
  const putDoctor = insert(
    `INSERT INTO doctors (id, uid, name, gender, age, rating, has_image, speciality_id, speciality_rank, state_code, city_id,
       address, phone, address1, phone1, fax1, address2, phone2, fax2, address3, phone3, fax3, education, other_specialties, comments)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const putAffiliation = insert('INSERT INTO doctor_hospitals (doctor_id, position, hospital_id) VALUES (?, ?, ?)');
  const putMembership = insert('INSERT INTO doctor_group_practices (doctor_id, position, group_practice_id) VALUES (?, ?, ?)');
  const putCitySpeciality = insert('INSERT OR IGNORE INTO city_specialities (city_id, speciality_id) VALUES (?, ?)');
  const specialityRank = new Map<number, number>();
  let regularDoctors = 0;
  const specialitiesOfCity = new Map<number, Set<number>>();
  for (const state of US_STATES) {
    const stateHospitals = hospitalsByState.get(state.code) ?? [];
    for (const city of citiesByState.get(state.code) ?? []) {
      const n = allocations.get('doctor')?.get(city.id) ?? 0;
      const cityHospitals = stateHospitals.filter((hospital) => hospital.cityId === city.id);
      const cityPractices = groupPracticesByCity.get(city.id) ?? [];
      const present = new Set<number>();
      const longList = isLongListCity(state.code, city) ? LONG_LIST_CASE.doctors : 0;
      for (let i = 0; i < n + longList; i++) {
        const id = ++counts.doctor;
        const extra = i >= n && longListSpeciality !== undefined;
        // The long list's doctors have NPIs of their own: every other doctor keeps its NPI (the n-th doctor's).
        const npiIndex = extra ? LONG_LIST_CASE.identifiersFrom.doctorNpi + i - n : regularDoctors++;
        const draw = extra ? longListRandom : random;
        const speciality: SpecialityEntry = extra ? longListSpeciality : random.pickWeighted(specialities, (entry) => entry.weight);
        const sid = idOfSpeciality(speciality.name);
        const rank = (specialityRank.get(sid) ?? 0) + 1;
        specialityRank.set(sid, rank);
        present.add(sid);
        const doctor = (extra ? makeLongListDoctor : makeDoctor)(
          speciality,
          { cityName: city.name, stateCode: state.code, zip: city.zip },
          npiIndex + 1,
        );
        const [l1, l2, l3] = doctor.locations;
        const uid = toNpi(npiIndex);
        putDoctor.run(
          id,
          uid,
          doctor.name,
          doctor.gender,
          doctor.age,
          doctor.rating,
          doctor.hasImage ? 1 : 0,
          sid,
          rank,
          state.code,
          city.id,
          doctor.address,
          doctor.phone,
          l1?.address ?? '',
          l1?.phone ?? '',
          l1?.fax ?? '',
          l2?.address ?? '',
          l2?.phone ?? '',
          l2?.fax ?? '',
          l3?.address ?? '',
          l3?.phone ?? '',
          l3?.fax ?? '',
          doctor.education,
          doctor.otherSpecialties,
          id === 42 ? `${doctor.comments}//${HOSTILE_COMMENT}` : doctor.comments,
        );
        // Up to five affiliated hospitals, mostly in the doctor's own city.
        const affiliations = new Set<number>();
        const wanted = draw.pickWeighted([0, 1, 2, 3, 4, 5], (k) => [15, 35, 25, 12, 8, 5][k] ?? 0);
        for (let tries = 0; affiliations.size < wanted && tries < wanted * 4 && stateHospitals.length > 0; tries++) {
          const pool = cityHospitals.length > 0 && draw.chance(0.7) ? cityHospitals : stateHospitals;
          affiliations.add(draw.pick(pool).id);
        }
        for (const [position, hospitalId] of [...affiliations].entries()) putAffiliation.run(id, position + 1, hospitalId);
        // Group practices of the same city; a practice of the doctor's own speciality is the likely one.
        if (cityPractices.length > 0) {
          const matching = cityPractices.filter((practice) => practice.specialityName === speciality.name);
          const memberships = new Set<number>();
          if (matching.length > 0 && draw.chance(0.6)) memberships.add(draw.pick(matching).id);
          if (draw.chance(0.15)) memberships.add(draw.pick(cityPractices).id);
          if (draw.chance(0.03)) memberships.add(draw.pick(cityPractices).id);
          // Drawn apart from the stream: every other membership stays as it was.
          if (extra && longListPractice !== undefined) memberships.add(longListPractice);
          for (const [position, practiceId] of [...memberships].entries()) putMembership.run(id, position + 1, practiceId);
        }
        tick();
        if (id % 100_000 === 0) progress(`doctors: ${id.toLocaleString('en-US')}`);
      }
      for (const sid of present) putCitySpeciality.run(city.id, sid);
      specialitiesOfCity.set(city.id, present);
      if (n + longList > 0) listed.get('doctor')?.add(city.id);
    }
  }

  // The empty states of the spec, at every scale.
  progress('empty-state cases');
  for (const kind of KINDS) {
    const cases = EMPTY_CASES[kind];
    if (cases.stateWithEmptyCity) listed.get(kind)?.add(takeSpareCity(cases.stateWithEmptyCity).id);
    if (kind !== 'doctor') listed.get(kind)?.add(takeSpareCity(cases.stateWithOneEmptyCity).id);
  }
  // Doctors, Vermont: the first extra city lists specialities without doctors; a second lists none.
  const vermontCase = EMPTY_CASES.doctor.stateWithEmptyCity ?? 'VT';
  const specialitiesWithoutDoctors = takeSpareCity(vermontCase);
  listed.get('doctor')?.add(specialitiesWithoutDoctors.id);
  for (const name of ['Family Medicine', 'Dentist', 'Pediatrics']) putCitySpeciality.run(specialitiesWithoutDoctors.id, idOfSpeciality(name));
  // Doctors, Texas: the smallest city with doctors also lists a speciality that none of them has.
  const texasCities = (citiesByState.get(EMPTY_CASES.doctor.stateWithOneEmptyCity) ?? []).filter((city) => listed.get('doctor')?.has(city.id));
  const smallest = texasCities[texasCities.length - 1];
  if (smallest) {
    const present = specialitiesOfCity.get(smallest.id) ?? new Set<number>();
    const missing = specialities.map((entry) => idOfSpeciality(entry.name)).find((sid) => !present.has(sid));
    if (missing !== undefined) putCitySpeciality.run(smallest.id, missing);
  }

  const putDirectoryCity = insert('INSERT INTO directory_cities (kind, state_code, city_id) SELECT ?, state_code, id FROM cities WHERE id = ?');
  for (const kind of KINDS) for (const cityId of listed.get(kind) ?? []) putDirectoryCity.run(kind, cityId);

  // Random samples read contiguous id ranges per state and per city.
  progress('ranges');
  for (const [kind, table, filter] of [
    ['doctor', 'doctors', ''],
    ['hospital', 'hospitals', ''],
    ['pharmacy', 'facilities', "WHERE kind = 'pharmacy'"],
    ['urgent_care', 'facilities', "WHERE kind = 'urgent_care'"],
    ['group_practice', 'facilities', "WHERE kind = 'group_practice'"],
  ] as const) {
    db.exec(`INSERT INTO ranges (kind, state_code, city_id, first_id, count)
      SELECT '${kind}', state_code, city_id, MIN(id), COUNT(*) FROM ${table} ${filter} GROUP BY state_code, city_id`);
    db.exec(`INSERT INTO ranges (kind, state_code, city_id, first_id, count)
      SELECT '${kind}', state_code, 0, MIN(id), COUNT(*) FROM ${table} ${filter} GROUP BY state_code`);
  }

  // The blog.
  progress('blog');
  const blog = buildBlog(random);
  const putSection = insert('INSERT INTO blog_sections (id, heading, slug) VALUES (?, ?, ?)');
  for (const [index, section] of blog.sections.entries()) putSection.run(index + 1, section.heading, section.slug);
  const putBlog = insert('INSERT INTO blogs (id, section_id, heading, match_key, description, image, publish_date) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const putBlogSpeciality = insert('INSERT INTO blog_specialities (blog_id, speciality_id) VALUES (?, ?)');
  const putBlogRow = insert(
    'INSERT INTO blog_rows (blog_id, position, details_heading, content_type, content_type_special, paragraph, list) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  blog.blogs.forEach((article, index) => {
    const id = index + 1;
    putBlog.run(id, article.sectionIndex + 1, article.heading, article.matchKey, article.description, article.image.path, article.publishDate);
    putImage.run(article.image.path, article.image.contentType, article.image.body);
    for (const name of article.specialities) putBlogSpeciality.run(id, idOfSpeciality(name));
    for (const [position, row] of article.rows.entries()) {
      putBlogRow.run(id, position + 1, row.detailsHeading, row.contentType, row.contentTypeSpecial, row.paragraph, row.list);
    }
  });

  insert("INSERT INTO ranges (kind, state_code, city_id, first_id, count) VALUES ('blog', '', 0, 1, ?)").run(blog.blogs.length);

  db.exec('COMMIT');
  progress('indexing');
  db.exec('ANALYZE');
  return countRows(db);
}

/** Rows per table, for the seed's report. */
export function countRows(db: DatabaseSync): Record<string, number> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{
    name: string;
  }>;
  return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}
