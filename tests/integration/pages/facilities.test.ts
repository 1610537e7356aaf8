/** The four levels of pharmacies, urgent care and group practices, for every kind, with every empty state. */
import { afterAll, describe, expect, it } from 'vitest';
import { toCompactStateParam, toSlug } from '../../../src/api/slugs.ts';
import { FACILITY_KINDS, type FacilityKind } from '../../../src/lib/facility-kinds.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { EMPTY_CASES } from '../../../scripts/reference-api/dataset/empty-cases.ts';
import { openTestDb } from '../../fixtures/reference-db.ts';
import { builtPaths, expectedScripts, headOf, internalLinks, resolves, scriptsOf, stateSlugOf } from '../../fixtures/site-checks.ts';
import { loadPage, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

const snapshot = openSnapshot(TEST_SITE.currentSnapshot);
const db = openTestDb();
afterAll(() => {
  snapshot.close();
  db.close();
});
const KINDS = Object.keys(FACILITY_KINDS) as FacilityKind[];

// Each directory's first page, as spec section 2 names it.
const ROOTS: Readonly<Record<FacilityKind, string>> = {
  pharmacy: '/best-pharmacies/',
  urgent_care: '/best-urgent-care/',
  group_practice: '/best-group-practice/',
};

describe.each(KINDS)('%s', (kind) => {
  const info = FACILITY_KINDS[kind];
  const root = ROOTS[kind];

  it('level 1: banner, the two search boxes, every state with flag and caption, D.C. shortened', async () => {
    const $ = await loadPage(root);
    expect($('.banner h1').text()).toContain(info.plural);
    expect($('input[placeholder="City Name"]')).toHaveLength(1);
    expect($('main form.search-form input:not([type="hidden"])')).toHaveLength(2);
    // Beside them, the near-me box's ZIP code (issue 35).
    expect($('main .near-me input[name="zip"]')).toHaveLength(1);
    const tiles = $('main .grid a');
    expect(tiles).toHaveLength(51);
    expect(tiles.first().text().trim()).toBe(`${info.stateCaption} Alabama`);
    expect($(`a[href="${root}district-of-columbia/"]`).text().trim()).toBe(`${info.stateCaption} D.C.`);
    expect(tiles.find('img').length).toBe(51);
    for (const src of tiles
      .find('img')
      .map((_i, img) => $(img).attr('src'))
      .get())
      expect(resolves(src)).toBe(true);
  });

  it('level 2: the cities and random listings of a state', async () => {
    const $ = await loadPage(`${root}california/`);
    const cities = snapshot.get(info.endpoints.cities as 'GetPharmacyCity', { state: 'california' })!;
    expect($('main .grid a')).toHaveLength(cities.length);
    for (const { city } of cities) expect($(`a[href="${root}california/${toSlug(city)}/"]`)).toHaveLength(1);
    expect($('main .cards .card').length).toBeGreaterThan(0);
  });

  it(`level 2: a state without cities ${info.redirectWithoutCities ? 'goes back to level 1' : 'shows its empty text'}`, async () => {
    const $ = await loadPage(`${root}${stateSlugOf(EMPTY_CASES[kind].stateWithoutCities)}/`);
    const refresh = $('meta[http-equiv="refresh"]').attr('content');
    if (info.redirectWithoutCities) expect(refresh).toBe(`0; url=${root}`);
    else expect(refresh).toBeUndefined();
    expect($('.empty-state p').first().text()).toBe(info.noRandomText);
  });

  it(`level 2: '${info.noRandomText}' where the random list is empty`, async () => {
    const stateSlug = stateSlugOf(EMPTY_CASES[kind].stateWithEmptyCity!);
    expect(snapshot.get(info.endpoints.random as 'GetRandomPharmacyByState', { state: toCompactStateParam(stateSlug) })).toEqual([]);
    const $ = await loadPage(`${root}${stateSlug}/`);
    expect($('main .grid a')).toHaveLength(1);
    expect($('.empty-state p').first().text()).toBe(info.noRandomText);
  });

  it(`level 3: cards with name, address and Details, and '${info.noListingsText}' with Go To Home when empty`, async () => {
    const [page] = [...snapshot.listingPages(kind)];
    const $ = await loadPage(`${root}${page!.stateSlug}/${page!.citySlug}/`);
    const card = $(`main .card:has(a[href="${root}${page!.stateSlug}/${page!.citySlug}/${page!.slug}"])`);
    expect(card.find('a.button').text()).toMatch(/^Details/);
    expect(card.find('p').length).toBeGreaterThanOrEqual(kind === 'group_practice' ? 2 : 1);
    const stateSlug = stateSlugOf(EMPTY_CASES[kind].stateWithEmptyCity!);
    const [city] = snapshot.get(info.endpoints.cities as 'GetPharmacyCity', { state: toCompactStateParam(stateSlug) })!;
    const empty = await loadPage(`${root}${stateSlug}/${toSlug(city!.city)}/`);
    expect(empty('.empty-state p').first().text()).toBe(info.noListingsText);
    expect(empty('.empty-state a.button').text()).toBe('Go To Home');
  });

  it('level 4: office hours when any day has hours, Thursday spelled right, map, contact, FAQ', async () => {
    const withHours = db.prepare(`SELECT uid FROM facilities WHERE kind = ? AND thursday <> '' AND sunday = '' LIMIT 1`).get(kind) as { uid: string };
    const page = snapshot.listingPage(kind, withHours.uid)!;
    const $ = await loadPage(`${root}${page.stateSlug}/${page.citySlug}/${page.slug}`);
    expect(
      $('.hours th')
        .map((_i, th) => $(th).text())
        .get(),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    // The state's map, shared by its pages, with the city named in its text alternative (issue 46, item 6).
    const map = $('figure.state-map img');
    expect(map.attr('src')).toMatch(/^\/maps\/[a-z]{2}\.[0-9a-f]{10}\.svg$/);
    const crumbs = $('.breadcrumbs li')
      .map((_i, li) => $(li).text().trim())
      .get();
    expect(map.attr('alt')).toBe(`Map of ${crumbs[2]} showing where ${crumbs[3]} is`);
    expect($('a[href^="tel:"]').length).toBeGreaterThan(0);
    const direction = $('a:contains("Get directions")');
    expect(direction.attr('target')).toBe('_blank');
    expect(direction.attr('rel')).toContain('noopener');
    expect(
      $('.faq h3')
        .map((_i, h) => $(h).text())
        .get(),
    ).toEqual([expect.stringMatching(/^Where is .+ located\?$/), expect.stringMatching(/^Is .+ open today\?$/)]);
    const noHours = db
      .prepare(
        `SELECT uid FROM facilities WHERE kind = ? AND monday || tuesday || wednesday || thursday || friday || saturday || sunday = '' LIMIT 1`,
      )
      .get(kind) as { uid: string } | undefined;
    if (noHours) {
      const bare = snapshot.listingPage(kind, noHours.uid)!;
      const $$ = await loadPage(`${root}${bare.stateSlug}/${bare.citySlug}/${bare.slug}`);
      expect($$('h2:contains("Office Hours")')).toHaveLength(0);
    }
  });

  it('every page: title, description, canonical URL, links that resolve, no JavaScript', async () => {
    for (const path of builtPaths(root.slice(1))) {
      const $ = await loadPage(path);
      expect(headOf($).canonical, path).toBe(`${TEST_SITE_URL}${path}`);
      expect(headOf($).description.length, path).toBeGreaterThan(20);
      expect($('main').text()).not.toMatch(/&#39;|&quot;|&amp;/);
      for (const link of internalLinks($)) expect(resolves(link), `${path} → ${link}`).toBe(true);
      expect(scriptsOf($), path).toEqual(expectedScripts(path, $));
      // The "open now" script, inlined for its size, comes only with a status to write (hidden until then).
      const statuses = $('[data-open-week]');
      expect($('script[type="module"]:not([src])'), path).toHaveLength(statuses.length > 0 ? 1 : 0);
      expect(
        statuses.filter((_i, status) => status.attribs.hidden === undefined || $(status).text() !== ''),
        path,
      ).toHaveLength(0);
    }
  });
});

describe('group practice providers and blogs', () => {
  it("list the practice's doctors with photo or placeholder, speciality, rating % and a Profile link to the doctor's page", async () => {
    const row = db
      .prepare(
        `SELECT f.uid FROM facilities f WHERE f.kind = 'group_practice' AND (SELECT COUNT(*) FROM doctor_group_practices m WHERE m.group_practice_id = f.id) >= 2 LIMIT 1`,
      )
      .get() as { uid: string };
    const page = snapshot.listingPage('group_practice', row.uid)!;
    const $ = await loadPage(`/best-group-practice/${page.stateSlug}/${page.citySlug}/${page.slug}`);
    const providers = $('h2:contains("Providers") + ul .card');
    expect(providers.length).toBeGreaterThanOrEqual(2);
    providers.each((_i, card) => {
      const profile = $(card).find('a.button');
      expect(profile.text()).toMatch(/^Profile/);
      expect(profile.attr('href')).toMatch(new RegExp(`^/best-doctors/${page.stateSlug}/${page.citySlug}/[a-z-]+/[a-z0-9-]+-\\d+$`));
      expect(resolves(profile.attr('href')!)).toBe(true);
      expect($(card).find('img').attr('src')).toMatch(/^\/(media\/photos\/|images\/doctor-placeholder)/);
    });
    const ratings = providers
      .find('.rating')
      .map((_i, r) => $(r).text())
      .get();
    for (const rating of ratings) expect(rating).toMatch(/^\d+%$/);
  });

  it('show real apostrophes in titles', async () => {
    const row = db.prepare("SELECT uid, name FROM facilities WHERE name LIKE '%&#39;%' LIMIT 1").get() as { uid: string; name: string } | undefined;
    expect(row).toBeDefined();
    const kind = (db.prepare('SELECT kind FROM facilities WHERE uid = ?').get(row!.uid) as { kind: FacilityKind }).kind;
    const page = snapshot.listingPage(kind, row!.uid)!;
    const $ = await loadPage(`${ROOTS[kind]}${page.stateSlug}/${page.citySlug}/${page.slug}`);
    expect($('h1').text()).toBe(
      row!.name
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"'),
    );
    expect($('title').text()).toContain("'");
  });
});
