/**
 * Writes the near-me files (format.ts) at build time: every US ZIP code by prefix, and per kind the cities whose
 * city page is built with listings, placed by the gazetteer. A city the gazetteer does not know is left out and
 * counted, never placed by a guess.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GetEndpointName } from '../api/endpoints.ts';
import { otherUsZips, placeOfCity, stateCodeFor, zipPlaces, type OtherZip, type Place, type ZipPlace } from '../geo/gazetteer.ts';
import { displayText } from '../lib/format.ts';
import { listedPages } from '../routes/paths.ts';
import type { DeclaredPage, ListedRoute } from '../routes/route.ts';
import { DOCTOR_CITY, FACILITY_ROUTES, HOSPITAL_CITY } from '../routes/table.ts';
import { SEARCH_KINDS } from '../search/build-index.ts';
import type { SearchKind } from '../search/index-format.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { urlOf } from '../routes/url-of.ts';
import {
  AREA_DEGREES,
  AREA_URL,
  areaCellOf,
  cellName,
  NEAR_ROOT,
  OTHER_US_REGIONS,
  cellOf,
  MAX_CELL_CITIES,
  MAX_CELL_LEVEL,
  ROOT_DEGREES,
  roundCoordinate,
  type NearCell,
  type NearCity,
  type NearManifest,
  type UsArea,
  type ZipFile,
} from './format.ts';

/** A city page of a kind that lists something, with the names the API gave its state and city. */
export interface ListedCity {
  readonly kind: SearchKind;
  readonly state: string;
  readonly city: string;
  readonly url: string;
}

export interface NearFilesStats {
  /** Distinct cities (state and name) with listings of some kind, and how many of them the gazetteer placed. */
  readonly cities: number;
  readonly placed: number;
  /** The cities left out, 'City, ST'. */
  readonly unknown: readonly string[];
  readonly files: number;
  readonly bytes: number;
}

type CityPage = DeclaredPage & { readonly state: string; readonly city: string };

/** Whether a city page lists something: the city pages are indexable exactly then (not an empty state). A paged
 * list's first page carries its listings (src/routes/list-pages.ts); the others read them. */
function listsSomething(snapshot: SnapshotReader, page: DeclaredPage & { readonly listings?: readonly unknown[] }): boolean {
  if (page.listings) return page.listings.length > 0;
  return Object.values(page.reads).every((read) => {
    const body: unknown = read && snapshot.get(read.endpoint, read.params);
    return Array.isArray(body) && body.length > 0;
  });
}

/** Every city page of every kind that is built and lists something, as the route table lists them. */
export function* citiesWithListings(snapshot: SnapshotReader): Generator<ListedCity> {
  function* of<N extends GetEndpointName, Page extends CityPage>(kind: SearchKind, route: ListedRoute<N, Page>): Generator<ListedCity> {
    for (const { props } of listedPages(route, snapshot, undefined)) {
      const { page } = props;
      if (listsSomething(snapshot, page)) yield { kind, state: page.state, city: page.city, url: urlOf(route, page.params) };
    }
  }
  yield* of('doctor', DOCTOR_CITY);
  yield* of('hospital', HOSPITAL_CITY);
  yield* of('pharmacy', FACILITY_ROUTES.pharmacy.city);
  yield* of('urgent_care', FACILITY_ROUTES.urgent_care.city);
  yield* of('group_practice', FACILITY_ROUTES.group_practice.city);
}

/** Writes `/near/` under `dir` from the cities given, placed by `placeOf`; ZIP codes from `zips`. */
export function writeNearFiles(
  dir: string,
  cities: Iterable<ListedCity>,
  placeOf: (state: string, city: string) => Place | undefined = placeOfCity,
  zips: readonly ZipPlace[] = zipPlaces(),
  otherZips: readonly OtherZip[] = otherUsZips(),
): NearFilesStats {
  const root = join(dir, 'near');
  let files = 0;
  let bytes = 0;
  const write = (path: string, value: unknown): void => {
    const text = JSON.stringify(value);
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    files++;
    bytes += Buffer.byteLength(text);
  };

  const byPrefix = new Map<string, Record<string, ZipFile[string]>>();
  const fileOf = (zip: string) => {
    const file = byPrefix.get(zip.slice(0, 3)) ?? {};
    byPrefix.set(zip.slice(0, 3), file);
    return file;
  };
  for (const zip of zips) fileOf(zip.zip)[zip.zip] = [roundCoordinate(zip.latitude), roundCoordinate(zip.longitude)];
  for (const zip of otherZips) if (zip.region in OTHER_US_REGIONS) fileOf(zip.zip)[zip.zip] = zip.region;
  for (const [prefix, file] of [...byPrefix].sort(([a], [b]) => a.localeCompare(b))) write(`zip/${prefix}.json`, file satisfies ZipFile);
  const area = new Set(zips.map((zip) => areaCellOf(zip.latitude, zip.longitude, AREA_DEGREES)));
  write(AREA_URL.slice(NEAR_ROOT.length), { version: 1, degrees: AREA_DEGREES, cells: [...area].sort((a, b) => a - b) } satisfies UsArea);

  const seen = new Map<string, boolean>();
  const placed = new Map<SearchKind, NearCity[]>();
  for (const listed of cities) {
    const stateCode = stateCodeFor(listed.state);
    const key = `${stateCode}|${listed.city}`;
    const place = placeOf(listed.state, listed.city);
    seen.set(key, place !== undefined);
    if (!place) continue;
    const kindCities = placed.get(listed.kind) ?? [];
    placed.set(listed.kind, kindCities);
    kindCities.push([displayText(listed.city), stateCode, listed.url, roundCoordinate(place.latitude), roundCoordinate(place.longitude)]);
  }
  // Every kind has its grid, empty when none of its cities could be placed.
  for (const kind of SEARCH_KINDS) {
    const cells = cutIntoCells(placed.get(kind) ?? []);
    for (const { cell, cities: inCell } of cells) write(`${kind}/${cellName(cell)}.json`, inCell);
    write(`${kind}/cells.json`, { version: 1, rootDegrees: ROOT_DEGREES, cells: cells.map(({ cell }) => cell) } satisfies NearManifest);
  }
  const unknown = [...seen].filter(([, placed]) => !placed).map(([key]) => key.split('|').reverse().join(', '));
  return { cities: seen.size, placed: seen.size - unknown.length, unknown, files, bytes };
}

/** The grid of a kind's cities: level-0 cells, each cut in four while it holds more than MAX_CELL_CITIES, in name order. */
export function cutIntoCells(
  cities: readonly NearCity[],
  maxCities: number = MAX_CELL_CITIES,
): Array<{ readonly cell: NearCell; readonly cities: readonly NearCity[] }> {
  const cells: Array<{ readonly cell: NearCell; readonly cities: readonly NearCity[] }> = [];
  const cut = (level: number, inside: readonly NearCity[]): void => {
    const groups = new Map<string, { cell: NearCell; cities: NearCity[] }>();
    for (const city of inside) {
      const cell = cellOf(city[3], city[4], level, ROOT_DEGREES);
      const group = groups.get(cellName(cell)) ?? { cell, cities: [] };
      groups.set(cellName(cell), group);
      group.cities.push(city);
    }
    for (const group of groups.values()) {
      if (group.cities.length > maxCities && level < MAX_CELL_LEVEL) cut(level + 1, group.cities);
      else cells.push(group);
    }
  };
  cut(0, cities);
  return cells.sort((a, b) => cellName(a.cell).localeCompare(cellName(b.cell)));
}
