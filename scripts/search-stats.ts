/**
 * `npm run search-stats [-- SNAPSHOT | --dataset FILE]`: builds the search index of a snapshot into a scratch folder and reports, per
 * kind, its files and bytes, the largest file of each sort, and what queries really read: it asks the index, as the
 * browser does, for every city alone, every city with each of a few specialities, every state alone and with each
 * speciality, every speciality, the most common name words alone, with a state and with a city, and a name with a
 * title, and sums the gzip bytes of the files each one fetched (the no-result look-up near a place included).
 * `--dataset FILE` reads a reference dataset (`npm run seed`) directly instead of a crawl's snapshot.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_KINDS, buildSearchIndex } from '../src/search/build-index.ts';
import type { CityEntry, SearchKind, SearchManifest } from '../src/search/index-format.ts';
import { createSearch } from '../src/search/query.ts';
import { CURRENT_SNAPSHOT_PATH } from '../src/config/project-paths.ts';
import { openSnapshot } from '../src/snapshot/read.ts';
import { openDatasetReader } from './search/dataset-reader.ts';

const dataset = process.argv[2] === '--dataset' ? process.argv[3] : undefined;
const snapshot = dataset ? openDatasetReader(dataset) : openSnapshot(process.argv[2] ?? CURRENT_SNAPSHOT_PATH);
const out = mkdtempSync(join(tmpdir(), 'search-stats-'));
const started = performance.now();
const stats = buildSearchIndex(snapshot, out);
const seconds = (performance.now() - started) / 1000;

const gzipCache = new Map<string, number>();
const gz = (path: string): number => {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length;
    gzipCache.set(path, size);
  }
  return size;
};
const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
    : [];
const kib = (bytes: number) => +(bytes / 1024).toFixed(1);
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(out, path), 'utf8'));

/** The gzip bytes one query reads, from a fresh cache as a page's first query does. */
async function bytesOf(kind: SearchKind, q: string, city: string): Promise<number> {
  let bytes = 0;
  const search = createSearch(async (path) => {
    if (!existsSync(join(out, path))) throw new Error(`404 ${path}`);
    bytes += gz(join(out, path));
    return readJson(path);
  });
  const answer = await search.search(kind, q, city, 100);
  if (answer.entries.length === 0) await search.whereNear(answer);
  return bytes;
}

const rows = [];
for (const kind of SEARCH_KINDS) {
  const base = join(out, 'search-index', kind);
  const manifest = readJson(`/search-index/${kind}/manifest.json`) as SearchManifest;
  const cities = filesIn(join(base, 'c')).flatMap((path) => JSON.parse(readFileSync(path, 'utf8')) as CityEntry[]);
  const specialities = manifest.specialities.map(([name]) => name);
  const someSpecialities = specialities.slice(0, 6);
  const words = manifest.roots.flatMap((root) => (readJson(`/search-index/${kind}/n/${root}/shape.json`) as { words: string[] }).words).slice(0, 40);
  const queries: Array<[string, string]> = [
    ...cities.map((city): [string, string] => ['', city[0]]),
    ...cities.slice(0, 400).flatMap((city) => someSpecialities.map((speciality): [string, string] => [speciality, `${city[0]}, ${city[1]}`])),
    ...manifest.places.map(([code]): [string, string] => ['', code]),
    ...manifest.places.flatMap(([code]) => specialities.map((speciality): [string, string] => [speciality, code])),
    ...specialities.map((speciality): [string, string] => [speciality, '']),
    ...words.flatMap((word) => [
      [word, ''] as [string, string],
      [`Dr. ${word} MD`, ''] as [string, string],
      ...manifest.places.slice(0, 10).map(([code]): [string, string] => [word, code]),
    ]),
    ...words.slice(0, 10).flatMap((word) => cities.slice(0, 50).map((city): [string, string] => [word, city[0]])),
    ['nobody here', 'Nowhereville'],
  ];
  let worst = { bytes: 0, q: '', city: '' };
  let sum = 0;
  for (const [q, city] of queries) {
    const bytes = await bytesOf(kind, q, city);
    sum += bytes;
    if (bytes > worst.bytes) worst = { bytes, q, city };
  }
  const largest = (folder: string) => kib(Math.max(0, ...filesIn(join(base, folder)).map(gz)));
  const kindStats = stats.find((row) => row.kind === kind);
  rows.push({
    kind,
    listings: kindStats?.listings ?? 0,
    files: kindStats?.files ?? 0,
    mib: +((kindStats?.bytes ?? 0) / 1048576).toFixed(2),
    manifestGzipKiB: kib(gz(join(base, 'manifest.json'))),
    largestGzipKiB: { n: largest('n'), t: largest('t'), w: largest('w'), f: largest('f'), c: largest('c') },
    queries: queries.length,
    meanQueryGzipKiB: kib(sum / queries.length),
    worstQueryGzipKiB: kib(worst.bytes),
    worstQuery: { q: worst.q, city: worst.city },
  });
}
const places = stats.find((row) => row.kind === 'places');
const placesLargest = kib(Math.max(0, ...filesIn(join(out, 'search-index', 'places')).map(gz)));
rmSync(out, { recursive: true, force: true });
for (const row of rows) console.log(JSON.stringify(row));
console.log(
  JSON.stringify({
    seconds: +seconds.toFixed(1),
    files: stats.reduce((total, row) => total + row.files, 0),
    places: { files: places?.files, largestGzipKiB: placesLargest },
  }),
);
