/** Near-me's grid and search: cells cut by density, and the nearest cities found by reading few cells, exactly as a
 * look-up of every city would find them. */
import { describe, expect, it } from 'vitest';
import { cutIntoCells } from '../../../src/near/build-files.ts';
import { milesBetween } from '../../../src/near/distance.ts';
import { boundsOf, cellName, MAX_CELL_LEVEL, ROOT_DEGREES, type NearCity, type NearManifest } from '../../../src/near/format.ts';
import { milesToCell, nearestCities } from '../../../src/near/nearest.ts';

/** A deterministic spread of cities over the US: dense around a few centres, sparse elsewhere. */
function citiesOver(count: number): NearCity[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const centres = [
    [40.75, -73.99],
    [41.88, -87.63],
    [34.05, -118.24],
  ] as const;
  return Array.from({ length: count }, (_, i) => {
    const centre = centres[i % 4];
    const [latitude, longitude] = centre
      ? [centre[0] + (random() - 0.5) * 1.5, centre[1] + (random() - 0.5) * 1.5]
      : [25 + random() * 24, -124 + random() * 57];
    return [`City ${i}`, 'ST', `/best-doctors/state/city-${i}/`, Math.round(latitude * 1000) / 1000, Math.round(longitude * 1000) / 1000] as const;
  });
}

const cities = citiesOver(2000);
const cells = cutIntoCells(cities, 40);
const manifest: NearManifest = { version: 1, rootDegrees: ROOT_DEGREES, cells: cells.map(({ cell }) => cell) };
const byName = new Map(cells.map(({ cell, cities: inCell }) => [cellName(cell), inCell]));

describe('cutIntoCells', () => {
  it('puts every city in exactly one cell that holds it, each cell at most the limit unless at the deepest level', () => {
    expect(cells.flatMap((cell) => cell.cities).sort()).toEqual([...cities].sort());
    for (const { cell, cities: inCell } of cells) {
      const { south, north, west, east } = boundsOf(cell, ROOT_DEGREES);
      for (const city of inCell) {
        expect(city[3]).toBeGreaterThanOrEqual(south);
        expect(city[3]).toBeLessThan(north);
        expect(city[4]).toBeGreaterThanOrEqual(west);
        expect(city[4]).toBeLessThan(east);
      }
      if (cell[0] < MAX_CELL_LEVEL) expect(inCell.length).toBeLessThanOrEqual(40);
    }
    // Dense places are cut finer than sparse ones.
    expect(Math.max(...cells.map(({ cell }) => cell[0]))).toBeGreaterThan(0);
    expect(Math.min(...cells.map(({ cell }) => cell[0]))).toBeLessThan(Math.max(...cells.map(({ cell }) => cell[0])) - 1);
  });
});

describe('milesToCell', () => {
  it('is 0 inside a cell and never more than the distance to a city of it', () => {
    for (const { cell, cities: inCell } of cells.slice(0, 40)) {
      const [first] = inCell;
      if (first) expect(milesToCell({ latitude: first[3], longitude: first[4] }, cell, ROOT_DEGREES)).toBe(0);
      for (const point of [
        { latitude: 30, longitude: -100 },
        { latitude: 45.5, longitude: -70.1 },
      ])
        for (const city of inCell)
          expect(milesToCell(point, cell, ROOT_DEGREES)).toBeLessThanOrEqual(milesBetween(point, { latitude: city[3], longitude: city[4] }) + 1e-9);
    }
  });
});

describe('nearestCities', () => {
  const bruteForce = (point: { latitude: number; longitude: number }, count: number) =>
    cities
      .map((city) => ({ city, miles: milesBetween(point, { latitude: city[3], longitude: city[4] }) }))
      .sort((a, b) => a.miles - b.miles || a.city[0].localeCompare(b.city[0], 'en-US'))
      .slice(0, count);

  it.each([
    ['in Manhattan', { latitude: 40.75, longitude: -73.99 }],
    ['at a cell corner near Chicago', { latitude: 42, longitude: -88 }],
    ['in the sparse middle', { latitude: 39.1, longitude: -101.2 }],
    ['off the coast of Maine', { latitude: 44.5, longitude: -66.5 }],
    ['in Hawaii, far from every city', { latitude: 21.3, longitude: -157.85 }],
  ])('finds the 10 nearest %s, nearest first, reading only some cells', async (_where, point) => {
    const read: string[] = [];
    const { results, cellsRead } = await nearestCities(point, manifest, 10, async (cell) => {
      read.push(cellName(cell));
      return byName.get(cellName(cell)) ?? [];
    });
    expect(results.map((result) => result.city[0])).toEqual(bruteForce(point, 10).map((result) => result.city[0]));
    expect(results.map((result) => result.miles)).toEqual([...results.map((result) => result.miles)].sort((a, b) => a - b));
    expect(cellsRead).toBe(read.length);
    expect(new Set(read).size).toBe(read.length);
  });

  it('reads a few cells in a dense place, not the grid', async () => {
    const { cellsRead } = await nearestCities({ latitude: 40.75, longitude: -73.99 }, manifest, 10, async (cell) => byName.get(cellName(cell)) ?? []);
    expect(cellsRead).toBeLessThanOrEqual(8);
    expect(manifest.cells.length).toBeGreaterThan(50);
  });

  it('returns every city when there are fewer than asked, and none from an empty grid', async () => {
    const few = cutIntoCells(cities.slice(0, 3));
    const fewManifest: NearManifest = { version: 1, rootDegrees: ROOT_DEGREES, cells: few.map(({ cell }) => cell) };
    const { results } = await nearestCities(
      { latitude: 40, longitude: -100 },
      fewManifest,
      10,
      async (cell) => few.find((c) => c.cell === cell)?.cities ?? [],
    );
    expect(results).toHaveLength(3);
    const empty = await nearestCities({ latitude: 40, longitude: -100 }, { version: 1, rootDegrees: ROOT_DEGREES, cells: [] }, 10, async () => []);
    expect(empty.results).toEqual([]);
  });
});
