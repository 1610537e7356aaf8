/**
 * The browser's side of near-me: where a ZIP code is, and the nearest cities of a kind, from the static files
 * (format.ts). Each file is fetched once per page; a ZIP code not in its file (or without a file) is unknown.
 */
import type { SearchKind } from '../search/index-format.ts';
import type { Point } from './distance.ts';
import { AREA_URL, cellFileUrl, isInUsArea, isNearCities, isNearManifest, isUsArea, isZipFile, manifestUrl, zipFileUrl } from './format.ts';
import { nearestCities, type NearResult } from './nearest.ts';

/** How many cities a look-up shows. */
export const NEAREST_COUNT = 10;

const MISSING = Symbol('missing');
const files = new Map<string, Promise<unknown>>();

/** A file's JSON, or MISSING when the site has no such file (404); any other failure throws. */
function fetchJson(url: string): Promise<unknown> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (response.status === 404) return MISSING;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    });
    // A failure is not kept: the next try fetches again.
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

/** Where a ZIP code is: a point in the states, the postal code of a region outside them ('PR'), or undefined when
 * the US has no such ZIP code. The kind's grid is fetched meanwhile, as the look-up reads it next. */
export async function placeOfZip(zip: string, kind: SearchKind): Promise<Point | string | undefined> {
  fetchJson(manifestUrl(kind)).catch(() => undefined);
  const file = await fetchJson(zipFileUrl(zip));
  if (file === MISSING) return undefined;
  if (!isZipFile(file)) throw new Error(`${zipFileUrl(zip)} is not a ZIP file`);
  const place = file[zip];
  return typeof place === 'string' || place === undefined ? place : { latitude: place[0], longitude: place[1] };
}

/** Whether a point is in the 50 states and D.C. (or within a square of a ZIP code of theirs, about 70 miles). */
export async function isInTheStates(point: Point): Promise<boolean> {
  const area = await fetchJson(AREA_URL);
  if (!isUsArea(area)) throw new Error(`${AREA_URL} is not a list of squares`);
  return isInUsArea(point.latitude, point.longitude, area);
}

/** The nearest cities with listings of a kind to a point, nearest first. */
export async function nearestOfKind(kind: SearchKind, point: Point): Promise<NearResult[]> {
  const manifest = await fetchJson(manifestUrl(kind));
  if (!isNearManifest(manifest)) throw new Error(`${manifestUrl(kind)} is not a grid of cities`);
  const { results } = await nearestCities(point, manifest, NEAREST_COUNT, async (cell) => {
    const cities = await fetchJson(cellFileUrl(kind, cell));
    if (!isNearCities(cities)) throw new Error(`${cellFileUrl(kind, cell)} is not a list of cities`);
    return cities;
  });
  return results;
}
