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
import { citiesOf as citySlugsOf } from '../routes/table.ts';
import { FACILITY_KINDS, nameOf } from '../lib/facility-kinds.ts';
import { displaySpeciality, displayText } from '../lib/format.ts';
import { US_STATES, stateCodeOf } from '../lib/us-states.ts';
import { doctorCityUrl, doctorUrl, facilityCityUrl, hospitalCityUrl, listingUrl } from '../routes/urls.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import {
  MAX_SHARD_ENTRIES,
  PREVIEW_ENTRIES,
  ROOT_PREFIX_LENGTH,
  type CityEntry,
  type ListingEntry,
  type SearchKind,
  type SearchManifest,
} from './index-format.ts';
import { searchWords } from './normalize.ts';

export interface SearchIndexStats {
  readonly kind: SearchKind;
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

/** Every listing of a kind as an index entry, from the lists its detail pages come from. */
function* listingsOf(kind: SearchKind, snapshot: SnapshotReader): Generator<ListingEntry> {
  if (kind === 'doctor') {
    for (const { body } of snapshot.each('GetDoctorBySpecialtyData')) {
      for (const doctor of body) {
        const page = snapshot.doctorPage(doctor.uid);
        // A record that shares its uid with another is not the one the page shows (src/routes/addresses.ts).
        if (!page || !isPageOf(page.slug, doctor.doctorName, doctor.uid)) continue;
        yield [
          displayText(doctor.doctorName),
          doctorUrl(page),
          displaySpeciality(doctor.specialtyName),
          displayText(doctor.city),
          stateCodeOf(doctor.state),
        ];
      }
    }
    return;
  }
  if (kind === 'hospital') {
    for (const { body } of snapshot.each('GetHospitals')) {
      for (const hospital of body) {
        const page = snapshot.listingPage('hospital', hospital.uid);
        if (page && isPageOf(page.slug, hospital.hospitalName, hospital.uid))
          yield [displayText(hospital.hospitalName), listingUrl(page), KIND_LABELS.hospital, displayText(hospital.city), stateCodeOf(hospital.state)];
      }
    }
    return;
  }
  const info = FACILITY_KINDS[kind];
  for (const { body } of snapshot.each(info.endpoints.list)) {
    for (const item of body) {
      const page = snapshot.listingPage(kind, item.uid);
      if (!page || !isPageOf(page.slug, nameOf(item), item.uid)) continue;
      const detail = kind === 'group_practice' ? displaySpeciality('specialty' in item ? item.specialty : '') || 'Group Practice' : KIND_LABELS[kind];
      yield [displayText(nameOf(item)), listingUrl(page), detail, displayText(item.city), item.stateID || stateCodeOf(item.state)];
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
    for (const { city, slug } of citySlugsOf(body)) yield [displayText(city), stateCodeOfSlug(stateSlug), cityUrl(stateSlug, slug)];
  }
}

export interface ShardLimits {
  readonly maxEntries: number;
  readonly previewEntries: number;
}

/** Writes one kind's index under `dir` and returns its size. */
export function buildKindIndex(
  kind: SearchKind,
  snapshot: SnapshotReader,
  dir: string,
  limits: ShardLimits = { maxEntries: MAX_SHARD_ENTRIES, previewEntries: PREVIEW_ENTRIES },
): SearchIndexStats {
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
    // The whole work database in SQLite's cache: read back by every cut below (a small cache costs a read() per page).
    db.exec(`PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -262144;
      CREATE TABLE staged (id INTEGER PRIMARY KEY, sort_key TEXT NOT NULL, state TEXT NOT NULL, json TEXT NOT NULL);
      CREATE TABLE staged_postings (word TEXT NOT NULL, staged_id INTEGER NOT NULL);
      CREATE TABLE cities (key TEXT NOT NULL, json TEXT NOT NULL);`);
    const putEntry = db.prepare('INSERT INTO staged (sort_key, state, json) VALUES (?, ?, ?)');
    const putPosting = db.prepare('INSERT INTO staged_postings (word, staged_id) VALUES (?, ?)');
    const putCity = db.prepare('INSERT INTO cities (key, json) VALUES (?, ?)');
    let listings = 0;
    db.exec('BEGIN');
    for (const entry of listingsOf(kind, snapshot)) {
      const nameWords = searchWords(entry[0]);
      const words = nameWords.filter((word) => word.length >= ROOT_PREFIX_LENGTH);
      const id = Number(putEntry.run(nameWords.join(' '), entry[4].toLowerCase(), JSON.stringify(entry)).lastInsertRowid);
      for (const word of words) putPosting.run(word, id);
      listings++;
    }
    const seenCities = new Set<string>();
    for (const city of citiesOf(kind, snapshot)) {
      if (seenCities.has(city[2])) continue;
      seenCities.add(city[2]);
      const key = searchWords(city[0]).join('');
      if (key.length >= ROOT_PREFIX_LENGTH) putCity.run(key.slice(0, ROOT_PREFIX_LENGTH), JSON.stringify(city));
    }
    // Entries are numbered in the order a file lists them (by name, then as listed): every cut reads them by number,
    // never sorting, and a file's first entries are the first numbers a prefix's postings hold.
    db.exec(`CREATE TABLE ranks (staged_id INTEGER PRIMARY KEY, rank INTEGER NOT NULL);
      INSERT INTO ranks (staged_id, rank) SELECT id, ROW_NUMBER() OVER (ORDER BY sort_key, id) FROM staged;
      CREATE TABLE entries (id INTEGER PRIMARY KEY, state TEXT NOT NULL, json TEXT NOT NULL);
      INSERT INTO entries (id, state, json) SELECT r.rank, s.state, s.json FROM staged s JOIN ranks r ON r.staged_id = s.id ORDER BY r.rank;
      CREATE TABLE postings (word TEXT NOT NULL, entry_id INTEGER NOT NULL, PRIMARY KEY (word, entry_id)) WITHOUT ROWID;
      INSERT OR IGNORE INTO postings (word, entry_id)
        SELECT p.word, r.rank FROM staged_postings p JOIN ranks r ON r.staged_id = p.staged_id ORDER BY p.word, r.rank;
      DROP TABLE staged; DROP TABLE staged_postings; DROP TABLE ranks;`);
    db.exec('COMMIT');

    // Cutting the shard tree: a prefix whose listings fit goes to one file; else its children by next character.
    const countOf = db.prepare('SELECT COUNT(DISTINCT entry_id) AS n FROM postings WHERE word >= ? AND word < ?');
    const exactCount = db.prepare('SELECT COUNT(*) AS n FROM postings WHERE word = ?');
    const nextChars = db.prepare('SELECT DISTINCT substr(word, ?, 1) AS c FROM postings WHERE word >= ? AND word < ? AND length(word) >= ?');
    const entriesOf = (where: string): StatementSync =>
      db.prepare(`SELECT e.json FROM entries e WHERE e.id IN (SELECT entry_id FROM postings WHERE ${where}) ORDER BY e.id`);
    const inRange = entriesOf('word >= ? AND word < ?');
    const inRangeLimited = db.prepare(
      'SELECT e.json FROM entries e WHERE e.id IN (SELECT entry_id FROM postings WHERE word >= ? AND word < ?) ORDER BY e.id LIMIT ?',
    );
    const exactStates = db.prepare(
      'SELECT DISTINCT e.state AS state FROM postings p JOIN entries e ON e.id = p.entry_id WHERE p.word = ? ORDER BY e.state',
    );
    const exactInState = db.prepare(
      'SELECT e.json FROM postings p JOIN entries e ON e.id = p.entry_id WHERE p.word = ? AND e.state = ? ORDER BY p.entry_id',
    );
    const end = (prefix: string): string => `${prefix}\u{10FFFF}`;
    const rows = (statement: StatementSync, ...values: Array<string | number>) =>
      (statement.all(...values) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as ListingEntry);

    const leaves: string[] = [];
    const splits: string[] = [];
    const states: Record<string, string[]> = {};
    const cut = (prefix: string): void => {
      const count = (countOf.get(prefix, end(prefix)) as { n: number }).n;
      if (count === 0) return;
      if (count <= limits.maxEntries) {
        leaves.push(prefix);
        write(`n/${prefix}.json`, rows(inRange, prefix, end(prefix)));
        return;
      }
      splits.push(prefix);
      write(`t/${prefix}.json`, rows(inRangeLimited, prefix, end(prefix), limits.previewEntries));
      // The word itself, when it is a whole name word: alone, or by state when even that is too many.
      const exact = (exactCount.get(prefix) as { n: number }).n;
      if (exact > 0 && exact <= limits.maxEntries) {
        leaves.push(`${prefix}$`);
        write(`n/${prefix}$.json`, rows(entriesOf('word = ?'), prefix));
      } else if (exact > 0) {
        const codes = (exactStates.all(prefix) as Array<{ state: string }>).map((row) => row.state);
        states[prefix] = codes;
        for (const code of codes) write(`n/${prefix}@${code}.json`, rows(exactInState, prefix, code));
      }
      const children = (nextChars.all(prefix.length + 1, prefix, end(prefix), prefix.length + 1) as Array<{ c: string }>).map((row) => row.c);
      for (const c of children) cut(`${prefix}${c}`);
    };
    const roots = (
      db.prepare('SELECT DISTINCT substr(word, 1, ?) AS p FROM postings ORDER BY p').all(ROOT_PREFIX_LENGTH) as Array<{ p: string }>
    ).map((row) => row.p);
    for (const root of roots) cut(root);

    const cityShards = (db.prepare('SELECT key, json FROM cities ORDER BY key, json').all() as Array<{ key: string; json: string }>).reduce(
      (shards, row) => shards.set(row.key, [...(shards.get(row.key) ?? []), JSON.parse(row.json) as CityEntry]),
      new Map<string, CityEntry[]>(),
    );
    for (const [key, cities] of cityShards)
      write(
        `c/${key}.json`,
        cities.sort((a, b) => a[0].localeCompare(b[0], 'en-US') || a[1].localeCompare(b[1])),
      );
    const manifest: SearchManifest = { version: 1, leaves, splits, states, cities: [...cityShards.keys()] };
    write('manifest.json', manifest);
    return { kind, listings, files, bytes };
  } finally {
    db.close();
    rmSync(work, { recursive: true, force: true });
  }
}

export const SEARCH_KINDS: readonly SearchKind[] = ['doctor', 'hospital', 'pharmacy', 'urgent_care', 'group_practice'];

/** Builds every kind's index under `dir/search-index/`. */
export function buildSearchIndex(snapshot: SnapshotReader, dir: string): SearchIndexStats[] {
  return SEARCH_KINDS.map((kind) => buildKindIndex(kind, snapshot, join(dir, 'search-index', kind)));
}
