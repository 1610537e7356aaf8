/** Near-me in the built test site: the level-1 boxes, and files whose every city is a built city page with listings
 * (issue 35: a city page that is an empty state is never linked; a city the gazetteer does not know is left out). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeOfCity } from '../../../src/geo/gazetteer.ts';
import { boundsOf, cellFileUrl, isNearCities, isNearManifest, isZipFile, manifestUrl, type NearCity } from '../../../src/near/format.ts';
import type { SearchKind } from '../../../src/search/index-format.ts';
import { builtPaths, resolves } from '../../fixtures/site-checks.ts';
import { loadPage, TEST_SITE } from '../../fixtures/test-site.ts';

// Each directory's first page, as spec section 2 names it.
const ROOTS: Readonly<Record<SearchKind, string>> = {
  doctor: '/best-doctors/',
  hospital: '/best-hospitals/',
  pharmacy: '/best-pharmacies/',
  urgent_care: '/best-urgent-care/',
  group_practice: '/best-group-practice/',
};
const KINDS = Object.keys(ROOTS).filter((kind): kind is SearchKind => kind in ROOTS);
const readJson = (url: string): unknown => JSON.parse(readFileSync(join(TEST_SITE.dist, url), 'utf8'));

/** Every city of a kind in its near-me files. */
function citiesInFiles(kind: SearchKind): NearCity[] {
  const manifest = readJson(manifestUrl(kind));
  if (!isNearManifest(manifest)) throw new Error(`${manifestUrl(kind)} is not a grid`);
  return manifest.cells.flatMap((cell) => {
    const cities = readJson(cellFileUrl(kind, cell));
    if (!isNearCities(cities)) throw new Error(`${cellFileUrl(kind, cell)} is not a list of cities`);
    const { south, north, west, east } = boundsOf(cell, manifest.rootDegrees);
    for (const city of cities) expect(city[3] >= south && city[3] < north && city[4] >= west && city[4] < east, city[0]).toBe(true);
    return cities;
  });
}

/** The city pages of a kind that were built and are not an empty state (noindex), from the built site itself. */
async function indexableCityPages(kind: SearchKind): Promise<{ pages: Map<string, { state: string; city: string }>; empty: string[] }> {
  const root = ROOTS[kind];
  const pages = new Map<string, { state: string; city: string }>();
  const empty: string[] = [];
  for (const path of builtPaths(root.slice(1, -1))) {
    if (path.split('/').filter(Boolean).length !== 3 || !path.endsWith('/')) continue;
    const $ = await loadPage(path);
    if ($('meta[name="robots"][content*="noindex"]').length > 0) {
      empty.push(path);
      continue;
    }
    // The breadcrumbs end with the state and the city, as the API named them.
    const crumbs = $('nav[aria-label="Breadcrumb"] li')
      .map((_i, li) => $(li).text().trim())
      .get();
    pages.set(path, { state: crumbs.at(-2) ?? '', city: crumbs.at(-1) ?? '' });
  }
  return { pages, empty };
}

describe('the near-me files', () => {
  it.each(KINDS)('%s: every city page with listings that the gazetteer places, and nothing else', async (kind) => {
    const inFiles = citiesInFiles(kind);
    const { pages: expected, empty } = await indexableCityPages(kind);
    expect(expected.size).toBeGreaterThan(0);
    // The test dataset reaches every empty state: a city page of each kind says 'No … Found' or 'Coming Soon'.
    expect(empty.length).toBeGreaterThan(0);
    for (const path of empty)
      expect(
        inFiles.some((city) => city[2] === path),
        path,
      ).toBe(false);
    for (const city of inFiles) {
      expect(resolves(city[2]), city[2]).toBe(true);
      expect(expected.has(city[2]), `${city[2]} is a built city page with listings`).toBe(true);
    }
    const placed = [...expected].filter(([, page]) => placeOfCity(page.state, page.city) !== undefined).map(([url]) => url);
    expect(inFiles.map((city) => city[2]).sort()).toEqual(placed.sort());
    // Nowhere near a city's place is a wrong place: the file says where the gazetteer puts it.
    for (const city of inFiles) {
      const page = expected.get(city[2]);
      const place = page && placeOfCity(page.state, page.city);
      expect(place && Math.abs(place.latitude - city[3]) < 0.001 && Math.abs(place.longitude - city[4]) < 0.001, city[0]).toBe(true);
    }
  });

  it('has every US ZIP code by its first three digits, a few KB a file', () => {
    const files = readdirSync(join(TEST_SITE.dist, 'near', 'zip'));
    expect(files.length).toBeGreaterThan(800);
    const newYork = readJson('/near/zip/100.json');
    if (!isZipFile(newYork)) throw new Error('/near/zip/100.json is not a ZIP file');
    const place = newYork['10001'];
    expect(place?.[0]).toBeCloseTo(40.75, 1);
    expect(place?.[1]).toBeCloseTo(-74.0, 1);
    expect(Object.keys(newYork).every((zip) => zip.startsWith('100'))).toBe(true);
    for (const file of files) expect(readFileSync(join(TEST_SITE.dist, 'near', 'zip', file)).length, file).toBeLessThan(8_000);
    expect(existsSync(join(TEST_SITE.dist, 'near', 'zip', '000.json'))).toBe(false);
  });
});

describe('the level-1 pages', () => {
  it.each(KINDS)('%s: a ZIP combobox and a "Use my location" button, hidden without JavaScript, posting nowhere', async (kind) => {
    const $ = await loadPage(ROOTS[kind]);
    const box = $('section.near-me');
    expect(box).toHaveLength(1);
    expect(box.find('input[role="combobox"][inputmode="numeric"]')).toHaveLength(1);
    expect(box.find('button[type="button"]').text()).toBe('Use my location');
    // Posting nowhere: no action, and a POST (never a GET that would put the ZIP code in the address), held until the
    // island wakes (issue 46, item 4).
    expect(box.find('form[action]')).toHaveLength(0);
    expect(box.find('form[method="post"][data-hold-tap]')).toHaveLength(1);
    expect(box.find('[role="status"][aria-live="polite"]')).toHaveLength(1);
    expect($('noscript').text()).toContain('.near-me');
  });

  it('only they and the home page have the box', async () => {
    expect((await loadPage('/'))('section.near-me'), '/').toHaveLength(1);
    for (const path of ['/best-doctors/california/', '/best-pharmacies/california/', '/search/']) {
      expect((await loadPage(path))('.near-me'), path).toHaveLength(0);
    }
  });
});

describe('the host rules', () => {
  it('let the site itself, and no frame, ask for the location; camera and microphone stay off', () => {
    for (const file of ['_headers', '_nginx.conf']) {
      const rules = readFileSync(join(TEST_SITE.dist, file), 'utf8');
      expect(rules, file).toMatch(/Permissions-Policy:?\s+"?camera=\(\), microphone=\(\), geolocation=\(self\)"?/);
    }
  });
});
