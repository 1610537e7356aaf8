/**
 * Builds the static search index from the snapshot (format: index-format.ts). Listings stream into a temporary
 * SQLite database, one posting per name word; the shard tree is then cut top-down with range counts, so the
 * builder never holds the directory in memory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { toSlug } from '../api/slugs.ts';
import { isPageOf } from '../routes/addresses.ts';
import { citiesOf as citySlugsOf, specialityFirstPagesOf, statesOf } from '../routes/table.ts';
import { FACILITY_KINDS, nameOf } from '../lib/facility-kinds.ts';
import { displaySpeciality, displayText } from '../lib/format.ts';
import { ratingValue } from '../lib/list-filters.ts';
import { US_STATES, stateCodeOf } from '../lib/us-states.ts';
import { namedPlaces, placeOfCity } from '../geo/gazetteer.ts';
import type { Answer } from '../routes/route.ts';
import {
  doctorCityUrl,
  doctorStateUrl,
  doctorUrl,
  facilityCityUrl,
  facilityStateUrl,
  hospitalCityUrl,
  hospitalStateUrl,
  listingUrl,
  specialityUrl,
} from '../routes/urls.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import {
  MAX_CITY_SHARD,
  MAX_SHARD_ENTRIES,
  PLACES_BASE,
  PREVIEW_ENTRIES,
  ROOT_PREFIX_LENGTH,
  bucketFile,
  facetFile,
  type PlaceEntry,
  type CityEntry,
  type FacetDimension,
  type FacetNode,
  type FacetTerms,
  type ListingEntry,
  type NameShape,
  type SearchKind,
  type SearchManifest,
} from './index-format.ts';
import { searchWords } from './normalize.ts';
import { indexedWordsOf, termKey } from './terms.ts';

export interface SearchIndexStats {
  readonly kind: SearchKind | 'places';
  readonly listings: number;
  readonly files: number;
  readonly bytes: number;
}

const STATE_NAME_BY_SLUG = new Map(US_STATES.map((state) => [toSlug(state.name), state.name]));
const stateCodeOfSlug = (slug: string): string => stateCodeOf(STATE_NAME_BY_SLUG.get(slug) ?? slug);

const KIND_LABELS: Readonly<Record<Exclude<SearchKind, 'doctor' | 'group_practice'>, string>> = {
  hospital: 'Hospital',
  pharmacy: 'Pharmacy',
  urgent_care: 'Urgent Care',
};

/** A listing as the index files it: its entry, and what the facet tree sorts and splits it by. */
interface Listing {
  readonly entry: ListingEntry;
  /** The speciality it is filed under ('' for kinds without one). */
  readonly speciality: string;
  readonly rating: number | undefined;
}

/** Every listing of a kind as an index entry, from the lists its detail pages come from. */
function* listingsOf(kind: SearchKind, snapshot: SnapshotReader): Generator<Listing> {
  if (kind === 'doctor') {
    for (const { body } of snapshot.each('GetDoctorBySpecialtyData')) {
      for (const doctor of body) {
        const page = snapshot.doctorPage(doctor.uid);
        // A record that shares its uid with another is not the one the page shows (src/routes/addresses.ts).
        if (!page || !isPageOf(page.slug, doctor.doctorName, doctor.uid)) continue;
        const speciality = displaySpeciality(doctor.specialtyName);
        yield {
          entry: [displayText(doctor.doctorName), doctorUrl(page), speciality, displayText(doctor.city), stateCodeOf(doctor.state)],
          speciality,
          rating: ratingValue(doctor.rating),
        };
      }
    }
    return;
  }
  if (kind === 'hospital') {
    for (const { body } of snapshot.each('GetHospitals')) {
      for (const hospital of body) {
        const page = snapshot.listingPage('hospital', hospital.uid);
        if (page && isPageOf(page.slug, hospital.hospitalName, hospital.uid))
          yield {
            entry: [
              displayText(hospital.hospitalName),
              listingUrl(page),
              KIND_LABELS.hospital,
              displayText(hospital.city),
              stateCodeOf(hospital.state),
            ],
            speciality: '',
            rating: ratingValue(hospital.rating),
          };
      }
    }
    return;
  }
  const info = FACILITY_KINDS[kind];
  for (const { body } of snapshot.each(info.endpoints.list)) {
    for (const item of body) {
      const page = snapshot.listingPage(kind, item.uid);
      if (!page || !isPageOf(page.slug, nameOf(item), item.uid)) continue;
      const speciality = kind === 'group_practice' ? displaySpeciality('specialty' in item ? item.specialty : '') : '';
      const detail = kind === 'group_practice' ? speciality || 'Group Practice' : KIND_LABELS[kind];
      yield {
        entry: [displayText(nameOf(item)), listingUrl(page), detail, displayText(item.city), item.stateID || stateCodeOf(item.state)],
        speciality,
        rating: undefined,
      };
    }
  }
}

/** Every city of a kind's directory, with its city page. */
function* citiesOf(kind: SearchKind, snapshot: SnapshotReader): Generator<CityEntry> {
  const endpoint = kind === 'doctor' ? 'GetDoctorCity' : kind === 'hospital' ? 'GetHospitalCity' : FACILITY_KINDS[kind].endpoints.cities;
  const cityUrl = (stateSlug: string, citySlug: string): string =>
    kind === 'doctor'
      ? doctorCityUrl(stateSlug, citySlug)
      : kind === 'hospital'
        ? hospitalCityUrl(stateSlug, citySlug)
        : facilityCityUrl(kind, stateSlug, citySlug);
  for (const { context, body } of snapshot.each(endpoint)) {
    const stateSlug = context.stateSlug ?? '';
    for (const { city, slug } of citySlugsOf(body)) {
      const code = stateCodeOfSlug(stateSlug);
      const place = placeOfCity(code, city);
      const [name, href] = [displayText(city), cityUrl(stateSlug, slug)];
      yield place ? [name, code, href, roundCoordinate(place.latitude), roundCoordinate(place.longitude)] : [name, code, href];
    }
  }
}

const roundCoordinate = (value: number): number => Math.round(value * 1000) / 1000;

/** The states of a kind's directory, each with its page. */
function placesOf(kind: SearchKind, snapshot: SnapshotReader): Array<readonly [string, string]> {
  const endpoint = kind === 'doctor' ? 'GetDoctorStates' : kind === 'hospital' ? 'GetHospitalStates' : FACILITY_KINDS[kind].endpoints.states;
  const stateUrl = (slug: string): string =>
    kind === 'doctor' ? doctorStateUrl(slug) : kind === 'hospital' ? hospitalStateUrl(slug) : facilityStateUrl(kind, slug);
  const places = new Map<string, string>();
  for (const { body } of snapshot.each(endpoint)) {
    for (const { state, slug } of statesOf(body)) {
      const code = stateCodeOf(state);
      if (code.length === 2 && !places.has(code)) places.set(code, stateUrl(slug));
    }
  }
  return [...places].sort((a, b) => a[0].localeCompare(b[0]));
}

/** The national page of each speciality the directory lists, by its key (doctors only). */
function specialityPagesOf(kind: SearchKind, snapshot: SnapshotReader): Map<string, string> {
  const pages = new Map<string, string>();
  if (kind !== 'doctor') return pages;
  for (const answer of snapshot.each('GetDocSpecialties')) {
    for (const page of specialityFirstPagesOf((answer as unknown as Answer<'GetDocSpecialties'>).body))
      pages.set(termKey(displaySpeciality(page.speciality)), specialityUrl(page.specialitySlug));
  }
  return pages;
}

export interface ShardLimits {
  /** At most this many listings in a file. */
  readonly maxEntries: number;
  /** How many listings a split node keeps as its preview. */
  readonly previewEntries: number;
  /** At most this many cities in a city shard. */
  readonly maxCities: number;
}

export const DEFAULT_LIMITS: ShardLimits = { maxEntries: MAX_SHARD_ENTRIES, previewEntries: PREVIEW_ENTRIES, maxCities: MAX_CITY_SHARD };

// Best rated first, then by name: the first entries of a node too large to list whole are the ones worth seeing.
const BEST_FIRST = 'ORDER BY rating IS NULL, rating DESC, id';

/** Writes facet trees (index-format.ts): each city, state and speciality a root, and each whole name word too common
 * for a prefix file; a node is split while it holds more than a file's listings. */
function facetWriter(db: DatabaseSync, limits: ShardLimits, write: (path: string, value: unknown) => void) {
  const columns: Record<FacetDimension, string> = { state: 'state', city: 'city', speciality: 'speciality' };
  const whereOf = (terms: FacetTerms) => {
    const fixed = (Object.keys(columns) as FacetDimension[]).filter((key) => terms[key] !== undefined);
    const clauses = fixed.map((key) => `${columns[key]} = ?`);
    const values = fixed.map((key) => terms[key] as string);
    if (terms.word !== undefined) {
      clauses.push('id IN (SELECT entry_id FROM postings WHERE word = ?)');
      values.push(terms.word);
    }
    return { sql: clauses.join(' AND ') || '1', values };
  };
  // A name is most often asked with a place; a place with a speciality. A name word's tree splits a city's listings
  // by speciality last, so that no file of it holds more than a file's listings wherever a word is common.
  const orderOf = (terms: FacetTerms): readonly FacetDimension[] =>
    terms.word !== undefined ? ['state', 'city', 'speciality'] : ['state', 'speciality', 'city'];
  // A state's speciality is reached from the state and from the speciality: one file for both.
  const written = new Set<string>();
  const node = (terms: FacetTerms): void => {
    const path = facetFile(terms);
    if (written.has(path)) return;
    written.add(path);
    const where = whereOf(terms);
    const count = (db.prepare(`SELECT COUNT(*) AS n FROM entries WHERE ${where.sql}`).get(...where.values) as { n: number }).n;
    const entriesOf = (limit: number) =>
      (db.prepare(`SELECT json FROM entries WHERE ${where.sql} ${BEST_FIRST} LIMIT ?`).all(...where.values, limit) as Array<{ json: string }>).map(
        (row) => JSON.parse(row.json) as ListingEntry,
      );
    if (count <= limits.maxEntries) {
      write(path, { count, entries: entriesOf(count) } satisfies FacetNode);
      return;
    }
    for (const by of orderOf(terms)) {
      if (terms[by] !== undefined) continue;
      const children = db
        .prepare(
          `SELECT ${columns[by]} AS value, COUNT(*) AS n FROM entries WHERE ${where.sql} AND ${columns[by]} <> '' GROUP BY value ORDER BY value`,
        )
        .all(...where.values) as Array<{ value: string; n: number }>;
      if (children.length < 2) continue;
      // Children that fit a file are packed together, in order, into shared files ('~{bucket}'): a state's small
      // cities take a few files, not one each. A larger child is a node of its own (bucket -1), split in turn.
      const placed: Record<string, readonly [number, number]> = {};
      let bucket: ListingEntry[] = [];
      let buckets = 0;
      const flush = () => {
        if (bucket.length === 0) return;
        write(bucketFile(terms, buckets), bucket);
        buckets++;
        bucket = [];
      };
      // The node's listings in one pass, child after child, each best first: a query per child would scan the
      // node's index range once per child (a large state's every city), which grows with the square of the node.
      const sizeOf = new Map(children.map((child) => [child.value, child.n]));
      const childRows = db.prepare(
        `SELECT ${columns[by]} AS value, json FROM entries WHERE ${where.sql} AND ${columns[by]} <> '' ORDER BY value, ${BEST_FIRST.replace('ORDER BY ', '')}`,
      );
      let current: string | undefined;
      for (const row of childRows.iterate(...where.values) as Iterable<{ value: string; json: string }>) {
        const size = sizeOf.get(row.value) ?? 0;
        if (row.value !== current) {
          current = row.value;
          if (size > limits.maxEntries) placed[row.value] = [size, -1];
          else {
            if (bucket.length + size > limits.maxEntries) flush();
            placed[row.value] = [size, buckets];
          }
        }
        if (size <= limits.maxEntries) bucket.push(JSON.parse(row.json) as ListingEntry);
      }
      flush();
      write(path, { count, entries: entriesOf(limits.previewEntries), split: { by, children: placed } } satisfies FacetNode);
      for (const child of children) if (child.n > limits.maxEntries) node({ ...terms, [by]: child.value });
      return;
    }
    // Nothing left to tell its listings apart: the node keeps its best.
    write(path, { count, entries: entriesOf(limits.maxEntries) } satisfies FacetNode);
  };
  const values = (column: string) =>
    (db.prepare(`SELECT DISTINCT ${column} AS value FROM entries WHERE ${column} <> '' ORDER BY value`).all() as Array<{ value: string }>).map(
      (row) => row.value,
    );
  return {
    node,
    /** Every root: those of the listings, and an empty one for each city and state the directory lists without any
     * (a query never asks for a file that is not there). */
    roots(cities: readonly string[], states: readonly string[]): void {
      for (const city of new Set([...values('city'), ...cities])) node({ city });
      for (const state of new Set([...values('state'), ...states])) node({ state });
      for (const speciality of values('speciality')) node({ speciality });
    },
  };
}

/** Writes one kind's index under `dir` and returns its size. */
export function buildKindIndex(kind: SearchKind, snapshot: SnapshotReader, dir: string, limits: ShardLimits = DEFAULT_LIMITS): SearchIndexStats {
  const work = mkdtempSync(join(tmpdir(), `search-${kind}-`));
  const db = new DatabaseSync(join(work, 'index.sqlite'));
  let files = 0;
  let bytes = 0;
  const write = (path: string, value: unknown): void => {
    const text = JSON.stringify(value);
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    files++;
    bytes += Buffer.byteLength(text);
  };
  try {
    // A bounded cache and sorts on disk: the work database grows with the site (112 MiB at 200,000 doctors), and a
    // cache that held it all made the writer's memory grow with it; the cuts below cost a few seconds more.
    db.exec(`PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -16384;
      CREATE TABLE staged (id INTEGER PRIMARY KEY, sort_key TEXT NOT NULL, state TEXT NOT NULL, json TEXT NOT NULL,
        city TEXT NOT NULL, speciality TEXT NOT NULL, speciality_name TEXT NOT NULL, rating REAL);
      CREATE TABLE staged_postings (word TEXT NOT NULL, staged_id INTEGER NOT NULL);
      CREATE TABLE cities (key TEXT NOT NULL, json TEXT NOT NULL);`);
    const putEntry = db.prepare('INSERT INTO staged (sort_key, state, json, city, speciality, speciality_name, rating) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const putPosting = db.prepare('INSERT INTO staged_postings (word, staged_id) VALUES (?, ?)');
    const putCity = db.prepare('INSERT INTO cities (key, json) VALUES (?, ?)');
    let listings = 0;
    db.exec('BEGIN');
    for (const { entry, speciality, rating } of listingsOf(kind, snapshot)) {
      const nameWords = searchWords(entry[0]);
      const words = indexedWordsOf(entry[0]).filter((word) => word.length >= ROOT_PREFIX_LENGTH);
      const id = Number(
        putEntry.run(
          nameWords.join(' '),
          entry[4].toLowerCase(),
          JSON.stringify(entry),
          termKey(entry[3]),
          termKey(speciality),
          speciality,
          rating ?? null,
        ).lastInsertRowid,
      );
      for (const word of words) putPosting.run(word, id);
      listings++;
    }
    const seenCities = new Set<string>();
    for (const city of citiesOf(kind, snapshot)) {
      if (seenCities.has(city[2])) continue;
      seenCities.add(city[2]);
      const key = searchWords(city[0]).join('');
      if (key.length >= ROOT_PREFIX_LENGTH) putCity.run(key, JSON.stringify(city));
    }
    // Entries are numbered in the order a file lists them (by name, then as listed): every cut reads them by number,
    // never sorting, and a file's first entries are the first numbers a prefix's postings hold.
    db.exec(`CREATE TABLE ranks (staged_id INTEGER PRIMARY KEY, rank INTEGER NOT NULL);
      INSERT INTO ranks (staged_id, rank) SELECT id, ROW_NUMBER() OVER (ORDER BY sort_key, id) FROM staged;
      CREATE TABLE entries (id INTEGER PRIMARY KEY, state TEXT NOT NULL, json TEXT NOT NULL, city TEXT NOT NULL,
        speciality TEXT NOT NULL, speciality_name TEXT NOT NULL, rating REAL);
      INSERT INTO entries (id, state, json, city, speciality, speciality_name, rating)
        SELECT r.rank, s.state, s.json, s.city, s.speciality, s.speciality_name, s.rating FROM staged s JOIN ranks r ON r.staged_id = s.id ORDER BY r.rank;
      CREATE INDEX entries_city ON entries (city, state, speciality);
      CREATE INDEX entries_state ON entries (state, speciality);
      CREATE INDEX entries_speciality ON entries (speciality, state);
      CREATE TABLE postings (word TEXT NOT NULL, entry_id INTEGER NOT NULL, PRIMARY KEY (word, entry_id)) WITHOUT ROWID;
      INSERT OR IGNORE INTO postings (word, entry_id)
        SELECT p.word, r.rank FROM staged_postings p JOIN ranks r ON r.staged_id = p.staged_id ORDER BY p.word, r.rank;
      DROP TABLE staged; DROP TABLE staged_postings; DROP TABLE ranks;`);
    db.exec('COMMIT');

    const facets = facetWriter(db, limits, write);
    // Cutting the name tree: a prefix whose listings fit goes to one file; else its children by next character, and
    // the prefix as a whole word, when it is one, becomes the root of a facet tree (w/).
    const countOf = db.prepare('SELECT COUNT(DISTINCT entry_id) AS n FROM postings WHERE word >= ? AND word < ?');
    const exactCount = db.prepare('SELECT COUNT(*) AS n FROM postings WHERE word = ?');
    const nextChars = db.prepare('SELECT DISTINCT substr(word, ?, 1) AS c FROM postings WHERE word >= ? AND word < ? AND length(word) >= ?');
    const inRange = db.prepare(
      'SELECT e.json FROM entries e WHERE e.id IN (SELECT entry_id FROM postings WHERE word >= ? AND word < ?) ORDER BY e.id LIMIT ?',
    );
    const end = (prefix: string): string => `${prefix}\u{10FFFF}`;
    const rows = (statement: StatementSync, ...values: Array<string | number>) =>
      (statement.all(...values) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as ListingEntry);

    const roots = (
      db.prepare('SELECT DISTINCT substr(word, 1, ?) AS p FROM postings ORDER BY p').all(ROOT_PREFIX_LENGTH) as Array<{ p: string }>
    ).map((row) => row.p);
    for (const root of roots) {
      const shape: { leaves: string[]; splits: string[]; words: string[] } = { leaves: [], splits: [], words: [] };
      const cut = (prefix: string): void => {
        const count = (countOf.get(prefix, end(prefix)) as { n: number }).n;
        if (count === 0) return;
        if (count <= limits.maxEntries) {
          shape.leaves.push(prefix);
          write(`n/${prefix}.json`, rows(inRange, prefix, end(prefix), count));
          return;
        }
        shape.splits.push(prefix);
        write(`t/${prefix}.json`, rows(inRange, prefix, end(prefix), limits.previewEntries));
        if ((exactCount.get(prefix) as { n: number }).n > 0) {
          shape.words.push(prefix);
          facets.node({ word: prefix });
        }
        const children = (nextChars.all(prefix.length + 1, prefix, end(prefix), prefix.length + 1) as Array<{ c: string }>).map((row) => row.c);
        for (const c of children) cut(`${prefix}${c}`);
      };
      cut(root);
      write(`n/${root}/shape.json`, shape satisfies NameShape);
    }
    const places = placesOf(kind, snapshot);
    const cityNames = (db.prepare('SELECT json FROM cities').all() as Array<{ json: string }>).map((row) =>
      termKey((JSON.parse(row.json) as CityEntry)[0]),
    );
    facets.roots(
      cityNames.filter((key) => key !== ''),
      places.map(([code]) => code.toLowerCase()),
    );

    // City shards: by the first letters of the name, more of them while a shard holds too many cities.
    const cityRows = db.prepare('SELECT key, json FROM cities ORDER BY key, json').all() as Array<{ key: string; json: string }>;
    const cityKeys: string[] = [];
    const cutCities = (prefix: string, cities: ReadonlyArray<{ key: string; json: string }>): void => {
      const deeper = cities.filter((city) => city.key.length > prefix.length);
      if (cities.length <= limits.maxCities || deeper.length === 0) {
        cityKeys.push(prefix);
        write(
          `c/${prefix}.json`,
          cities.map((city) => JSON.parse(city.json) as CityEntry).sort((a, b) => a[0].localeCompare(b[0], 'en-US') || a[1].localeCompare(b[1])),
        );
        return;
      }
      const groups = new Map<string, Array<{ key: string; json: string }>>();
      for (const city of cities) {
        // A name no longer than the prefix stays with the first group, so every city has one shard.
        const next = city.key.length > prefix.length ? city.key.slice(0, prefix.length + 1) : `${prefix}${deeper[0]?.key[prefix.length] ?? ''}`;
        groups.set(next, [...(groups.get(next) ?? []), city]);
      }
      for (const [next, group] of groups) cutCities(next, group);
    };
    const byRoot = new Map<string, Array<{ key: string; json: string }>>();
    for (const row of cityRows) {
      const root = row.key.slice(0, ROOT_PREFIX_LENGTH);
      byRoot.set(root, [...(byRoot.get(root) ?? []), row]);
    }
    for (const [root, cities] of byRoot) cutCities(root, cities);

    const specialityPages = specialityPagesOf(kind, snapshot);
    const specialities = (
      db
        .prepare("SELECT speciality, MIN(speciality_name) AS name FROM entries WHERE speciality <> '' GROUP BY speciality ORDER BY speciality")
        .all() as Array<{
        speciality: string;
        name: string;
      }>
    ).map((row) => [row.name, specialityPages.get(row.speciality) ?? ''] as const);
    const manifest: SearchManifest = { version: 2, roots, cities: cityKeys.sort(), specialities, places };
    write('manifest.json', manifest);
    return { kind, listings, files, bytes };
  } finally {
    db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

export const SEARCH_KINDS: readonly SearchKind[] = ['doctor', 'hospital', 'pharmacy', 'urgent_care', 'group_practice'];

/** Writes the gazetteer's places by the first letters of their key, and each state's middle (index-format.ts). */
export function writePlaces(dir: string): { files: number; bytes: number } {
  const byPrefix = new Map<string, PlaceEntry[]>();
  const middles = new Map<string, { latitude: number; longitude: number; count: number }>();
  for (const place of namedPlaces()) {
    const key = searchWords(place.name).join('').slice(0, ROOT_PREFIX_LENGTH);
    if (key.length < ROOT_PREFIX_LENGTH) continue;
    const entry: PlaceEntry = [place.name, place.stateCode, roundCoordinate(place.latitude), roundCoordinate(place.longitude)];
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), entry]);
    const sum = middles.get(place.stateCode) ?? { latitude: 0, longitude: 0, count: 0 };
    middles.set(place.stateCode, { latitude: sum.latitude + place.latitude, longitude: sum.longitude + place.longitude, count: sum.count + 1 });
  }
  let files = 0;
  let bytes = 0;
  const write = (name: string, value: unknown) => {
    const text = JSON.stringify(value);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), text);
    files++;
    bytes += Buffer.byteLength(text);
  };
  for (const [key, places] of [...byPrefix].sort((a, b) => a[0].localeCompare(b[0])))
    write(
      `${key}.json`,
      places.sort((a, b) => a[0].localeCompare(b[0], 'en-US') || a[1].localeCompare(b[1])),
    );
  write(
    'states.json',
    Object.fromEntries(
      [...middles]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([code, sum]) => [code, [roundCoordinate(sum.latitude / sum.count), roundCoordinate(sum.longitude / sum.count)]]),
    ),
  );
  return { files, bytes };
}

/** Builds every kind's index under `dir/search-index/`, and the places a query that finds nothing looks near. */
export function buildSearchIndex(snapshot: SnapshotReader, dir: string): SearchIndexStats[] {
  const places = writePlaces(join(dir, PLACES_BASE));
  return [
    ...SEARCH_KINDS.map((kind) => buildKindIndex(kind, snapshot, join(dir, 'search-index', kind))),
    { kind: 'places', listings: 0, files: places.files, bytes: places.bytes },
  ];
}
