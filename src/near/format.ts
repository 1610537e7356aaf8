/**
 * The static files of "near a ZIP code or my location", shared by their writer (build-files.ts) and the browser
 * (nearest.ts, src/islands/NearMe.tsx). Everything lives under /near/, a folder no route uses:
 * - `/near/zip/{first 3 digits}.json`: `{ "10001": [lat, lon], "00901": "PR", ... }`, every US ZIP code of that prefix:
 *   where it is in the 50 states and D.C., else the postal code of the territory or military post it belongs to;
 * - `/near/us-area.json`: the squares of the map (AREA_DEGREES a side) that hold a ZIP code of the states, to tell a
 *   location abroad;
 * - `/near/{kind}/cells.json`: the grid of the kind's cities: every cell that holds some (a quadtree's leaves);
 * - `/near/{kind}/{level}_{row}_{col}.json`: the cities of one cell, `[name, state code, city page URL, lat, lon]`.
 */
import type { SearchKind } from '../search/index-format.ts';

export const NEAR_ROOT = '/near/';

/** A city with listings of a kind: its name, its state's USPS code, its city page and where it is. */
export type NearCity = readonly [name: string, stateCode: string, url: string, latitude: number, longitude: number];

/** A ZIP file: each ZIP code of a prefix and where it is, or the code of the region outside the states it is in. */
export type ZipFile = Readonly<Record<string, readonly [latitude: number, longitude: number] | string>>;

/**
 * The US postal regions outside the 50 states and D.C., as a sentence says where a ZIP code of theirs is: the ZIP
 * codes are real, the directory lists nothing there, and the visitor is told so instead of "no such ZIP code".
 */
export const OTHER_US_REGIONS: Readonly<Record<string, string>> = {
  PR: 'in Puerto Rico',
  VI: 'in the U.S. Virgin Islands',
  GU: 'in Guam',
  AS: 'in American Samoa',
  MP: 'in the Northern Mariana Islands',
  FM: 'in the Federated States of Micronesia',
  MH: 'in the Marshall Islands',
  PW: 'in Palau',
  AA: 'a military (APO/FPO) address',
  AE: 'a military (APO/FPO) address',
  AP: 'a military (APO/FPO) address',
};

/** The side in degrees of the squares of us-area.json: a location within one square of a ZIP code is in the US. */
export const AREA_DEGREES = 1;

/** Where the states' squares are described: `{ version: 1, degrees, cells: [row * 360 + col, ...] }`, sorted. */
export const AREA_URL = `${NEAR_ROOT}us-area.json`;

export interface UsArea {
  readonly version: 1;
  readonly degrees: number;
  readonly cells: readonly number[];
}

/** The number of the square that holds a point. */
export function areaCellOf(latitude: number, longitude: number, degrees: number): number {
  const columns = Math.round(360 / degrees);
  // Around the 180th meridian (the Aleutians) a square's neighbour is on the far side of the map.
  const column = ((Math.floor((longitude + 180) / degrees) % columns) + columns) % columns;
  return Math.floor((latitude + 90) / degrees) * columns + column;
}

/** Whether a point lies in or beside (the eight squares around) a square holding a ZIP code of the states. */
export function isInUsArea(latitude: number, longitude: number, area: UsArea): boolean {
  const cells = new Set(area.cells);
  for (const dLat of [-1, 0, 1])
    for (const dLon of [-1, 0, 1])
      if (cells.has(areaCellOf(latitude + dLat * area.degrees, longitude + dLon * area.degrees, area.degrees))) return true;
  return false;
}

/** A cell of a kind's grid: its level (0: a square of ROOT_DEGREES; each level halves the side) and its row and
 * column at that level (see cellOf). */
export type NearCell = readonly [level: number, row: number, col: number];

/** A kind's grid: the side of a level-0 cell in degrees and every cell that holds cities. */
export interface NearManifest {
  readonly version: 1;
  readonly rootDegrees: number;
  readonly cells: readonly NearCell[];
}

/** Level-0 cells of 64 degrees (the 50 states lie in six), each cut in four while it holds more than MAX_CELL_CITIES,
 * down to MAX_CELL_LEVEL (1/16 degree, about 4 miles): a sparse region or a small directory is one file, and a dense
 * region's files are a few KB. Halving a power of two keeps every cell's bounds exact in floating point. */
export const ROOT_DEGREES = 64;
export const MAX_CELL_CITIES = 64;
export const MAX_CELL_LEVEL = 10;

/** Coordinates are kept to 3 decimals (about 100 m): more says nothing of a city's distance. */
export const roundCoordinate = (value: number): number => Math.round(value * 1000) / 1000;

/** The side in degrees of a cell of a level. */
export const cellDegrees = (level: number, rootDegrees: number): number => rootDegrees / 2 ** level;

/** The cell of a level that holds a point. */
export const cellOf = (latitude: number, longitude: number, level: number, rootDegrees: number): NearCell => {
  const side = cellDegrees(level, rootDegrees);
  return [level, Math.floor(latitude / side), Math.floor(longitude / side)];
};

/** The bounds of a cell in degrees. */
export function boundsOf([level, row, col]: NearCell, rootDegrees: number) {
  const side = cellDegrees(level, rootDegrees);
  return { south: row * side, north: (row + 1) * side, west: col * side, east: (col + 1) * side };
}

/** A US ZIP code as typed: exactly five digits. */
export const isZipCode = (text: string): boolean => /^\d{5}$/.test(text);

/** Where a ZIP code's file is. */
export const zipFileUrl = (zip: string): string => `${NEAR_ROOT}zip/${zip.slice(0, 3)}.json`;
/** Where a kind's grid is described. */
export const manifestUrl = (kind: SearchKind): string => `${NEAR_ROOT}${kind}/cells.json`;
/** Where a cell's cities of a kind are. */
export const cellFileUrl = (kind: SearchKind, [level, row, col]: NearCell): string => `${NEAR_ROOT}${kind}/${cellName([level, row, col])}.json`;
/** A cell's file name without its extension. */
export const cellName = ([level, row, col]: NearCell): string => `${level}_${row}_${col}`;

// Type guards for the files as the browser fetches them (small by hand, as the other islands do, to keep the bundle small).
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether a fetched value is a ZIP file. */
export const isZipFile = (value: unknown): value is ZipFile =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (place: unknown) =>
      (Array.isArray(place) && place.length === 2 && place.every(isNumber)) || (typeof place === 'string' && place in OTHER_US_REGIONS),
  );

/** Whether a fetched value is the states' squares. */
export const isUsArea = (value: unknown): value is UsArea =>
  typeof value === 'object' &&
  value !== null &&
  'degrees' in value &&
  isNumber(value.degrees) &&
  'cells' in value &&
  Array.isArray(value.cells) &&
  value.cells.every(isNumber);

/** Whether a fetched value is a kind's grid. */
export const isNearManifest = (value: unknown): value is NearManifest =>
  typeof value === 'object' &&
  value !== null &&
  'rootDegrees' in value &&
  isNumber(value.rootDegrees) &&
  'cells' in value &&
  Array.isArray(value.cells) &&
  value.cells.every((cell: unknown) => Array.isArray(cell) && cell.length === 3 && cell.every(isNumber));

/** Whether a fetched value is a cell's cities. */
export const isNearCities = (value: unknown): value is NearCity[] =>
  Array.isArray(value) &&
  value.every(
    (city: unknown) =>
      Array.isArray(city) &&
      city.length === 5 &&
      typeof city[0] === 'string' &&
      typeof city[1] === 'string' &&
      typeof city[2] === 'string' &&
      /^\/(?!\/)/.test(city[2]) &&
      isNumber(city[3]) &&
      isNumber(city[4]),
  );
