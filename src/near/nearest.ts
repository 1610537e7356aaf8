/**
 * The nearest cities of a kind to a point, reading the grid's cells (format.ts) nearest cell first, and stopping as
 * soon as no unread cell can hold a city nearer than the last of the nearest found: a look-up reads a few small files.
 */
import { milesBetween, milesToMeridian, milesToParallel, type Point } from './distance.ts';
import { boundsOf, type NearCell, type NearCity, type NearManifest } from './format.ts';

export interface NearResult {
  readonly city: NearCity;
  readonly miles: number;
}

/** How the search reads a cell's cities (a fetch in the browser, a file in tests). */
export type ReadCell = (cell: NearCell) => Promise<readonly NearCity[]>;

/** A distance in miles no city of the cell can be nearer than (0 when the point is in it): any of its cities lies
 * beyond its nearest parallel and its nearest meridian. */
export function milesToCell(point: Point, cell: NearCell, rootDegrees: number): number {
  const { south, north, west, east } = boundsOf(cell, rootDegrees);
  const latitude = point.latitude < south ? milesToParallel(point, south) : point.latitude > north ? milesToParallel(point, north) : 0;
  const longitude =
    point.longitude < west
      ? milesToMeridian(point, west - point.longitude)
      : point.longitude > east
        ? milesToMeridian(point, point.longitude - east)
        : 0;
  return Math.max(latitude, longitude);
}

const byDistance = (a: NearResult, b: NearResult): number =>
  a.miles - b.miles || a.city[0].localeCompare(b.city[0], 'en-US') || a.city[1].localeCompare(b.city[1]);

// Cells read at once: a look-up waits for a few round trips, not one per cell.
const CELLS_PER_ROUND = 4;

/** The `count` nearest cities to `point`, nearest first, and how many cells were read to be sure of them. */
export async function nearestCities(
  point: Point,
  manifest: NearManifest,
  count: number,
  readCell: ReadCell,
): Promise<{ readonly results: NearResult[]; readonly cellsRead: number }> {
  const cells = manifest.cells.map((cell) => ({ cell, miles: milesToCell(point, cell, manifest.rootDegrees) })).sort((a, b) => a.miles - b.miles);
  const found: NearResult[] = [];
  let read = 0;
  while (read < cells.length) {
    const last = found[count - 1];
    const next = cells[read];
    if (last && next && last.miles <= next.miles) break;
    const round = cells.slice(read, read + CELLS_PER_ROUND);
    read += round.length;
    const cities = await Promise.all(round.map(({ cell }) => readCell(cell)));
    for (const city of cities.flat()) found.push({ city, miles: milesBetween(point, { latitude: city[3], longitude: city[4] }) });
    found.sort(byDistance);
  }
  return { results: found.slice(0, count), cellsRead: read };
}
