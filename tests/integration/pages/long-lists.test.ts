/**
 * A long list, paged (issue 48, item 3): the test dataset's long lists (a city's doctors of one speciality, its
 * listings of each kind, a hospital's doctors and a practice's providers, each more than a page's worth) are read
 * without scripts by their 'Next page' links, each page with at most LIST_PAGE_MAX cards and a canonical URL of its
 * own, and a city list's every doctor is in the JSON the filters read.
 */
import * as cheerio from 'cheerio';
import { afterAll, describe, expect, it } from 'vitest';
import { toNameParam, toSlug, toSpecialityParam } from '../../../src/api/slugs.ts';
import { isWholeList } from '../../../src/lib/list-filters.ts';
import { LIST_PAGE_MAX } from '../../../src/routes/list-pages.ts';
import { listingUrl } from '../../../src/routes/urls.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { LONG_LIST_CASE } from '../../../scripts/reference-api/dataset/long-list.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openTestDb } from '../../fixtures/reference-db.ts';
import { headOf, stateSlugOf } from '../../fixtures/site-checks.ts';
import { loadPage, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

const snapshot = openSnapshot(TEST_SITE.currentSnapshot);
const db = openTestDb();
afterAll(() => {
  snapshot.close();
  db.close();
});

const { city } = db.prepare('SELECT name AS city FROM cities WHERE state_code = ? ORDER BY id LIMIT 1').get(LONG_LIST_CASE.stateCode) as {
  city: string;
};
const state = stateSlugOf(LONG_LIST_CASE.stateCode);
const speciality = toSlug(LONG_LIST_CASE.speciality);
const firstUrl = `/best-doctors/${state}/${toSlug(city)}/${speciality}/`;
const apiDoctors = snapshot.get('GetDoctorBySpecialtyData', {
  state: state.replace(/-/g, ' '),
  city: city.toLowerCase(),
  specialty: toSpecialityParam(LONG_LIST_CASE.speciality),
})!;
/** A name as pages show it: the API's quote, apostrophe and ampersand entities cleaned (spec section 2). */
const displayed = (name: string) =>
  name
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A list's pages as a visitor without scripts reads them: from the first, by each page's 'Next page' link. */
async function pagesByNextLinks(from = firstUrl) {
  const pages: Array<{ url: string; $: Awaited<ReturnType<typeof loadPage>> }> = [];
  for (let url: string | undefined = from; url && pages.length < 100; ) {
    const $ = await loadPage(url);
    pages.push({ url, $ });
    url = $('nav.list-pager a[rel="next"]').attr('href');
  }
  return pages;
}

describe('a long list', async () => {
  const pages = await pagesByNextLinks();

  it('is longer than a page in the test data', () => {
    expect(apiDoctors.length).toBeGreaterThan(2 * LIST_PAGE_MAX);
  });

  it(`shows every doctor once across its pages, at most ${LIST_PAGE_MAX} a page, highest rated first`, () => {
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(apiDoctors.length / LIST_PAGE_MAX));
    const names = pages.flatMap(({ $ }) => {
      const onPage = $('#doctor-list > .card h3')
        .map((_i, h) => $(h).text())
        .get();
      expect(onPage.length).toBeGreaterThan(0);
      expect(onPage.length).toBeLessThanOrEqual(LIST_PAGE_MAX);
      return onPage;
    });
    expect([...names].sort()).toEqual(apiDoctors.map(({ doctorName }) => displayed(doctorName)).sort());
    const ratings = pages.flatMap(({ $ }) =>
      $('#doctor-list > .card')
        .map((_i, card) => Number.parseInt($(card).attr('data-rating') ?? '-1', 10))
        .get(),
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('gives each page its own canonical URL and title, and links back to the page before and the first', () => {
    const titles = new Set<string>();
    pages.forEach(({ url, $ }, index) => {
      const head = headOf($);
      expect(head.canonical).toBe(`${TEST_SITE_URL}${url}`);
      titles.add(head.title);
      const previous = $('nav.list-pager a[rel="prev"]').attr('href');
      expect(previous).toBe(pages[index - 1]?.url);
      if (index > 1) expect($('nav.list-pager a:contains("First page")').attr('href')).toBe(firstUrl);
      if (index > 0) expect(url).toMatch(new RegExp(`^${firstUrl}page/[a-z0-9-]+/$`));
    });
    expect(titles.size).toBe(pages.length);
    expect(pages.at(-1)?.$('nav.list-pager a[rel="next"]')).toHaveLength(0);
  });

  it('keeps recommended blogs and top rated hospitals on its first page only', () => {
    const headings = ($: Awaited<ReturnType<typeof loadPage>>) =>
      $('h2')
        .map((_i, h) => $(h).text())
        .get();
    expect(headings(pages[0]!.$)).toEqual(expect.arrayContaining(['Recommended Blogs', `${city} Top Rated Hospitals`]));
    for (const { $ } of pages.slice(1)) expect(headings($)).not.toContain('Recommended Blogs');
  });

  it('says without scripts that its doctors are shown page by page', () => {
    expect(pages[1]!.$('noscript').text()).toContain('the doctors are shown page by page');
  });

  it('has every doctor in the JSON its filters read, in the pages’ order, with what the filters read', async () => {
    const url = pages[0]!.$('form[data-list-filters]').attr('data-whole-list');
    expect(url).toBe(`${firstUrl}doctors.json`);
    const json: unknown = JSON.parse(await readFile(join(TEST_SITE.dist, url ?? ''), 'utf8'));
    expect(isWholeList(json)).toBe(true);
    if (!isWholeList(json)) return;
    const pageCards = pages.flatMap(({ $ }) =>
      $('#doctor-list > .card')
        .map((_i, card) => $.html(card))
        .get(),
    );
    // Compared as parsed markup: the page's serialisation and React's differ in how a void element closes.
    expect(json.items.map(({ html }) => cheerio.load(html, null, false).html())).toEqual(pageCards);
    expect(json.items.map(({ name }) => name)).toEqual(
      pages.flatMap(({ $ }) =>
        $('#doctor-list > .card h3')
          .map((_i, h) => $(h).text())
          .get(),
      ),
    );
  });

  it('has no JSON and no pager when the list fits one page', async () => {
    const $ = await loadPage('/best-doctors/california/los-angeles/family-medicine/');
    expect($('nav.list-pager')).toHaveLength(0);
    expect($('form[data-list-filters]').attr('data-whole-list')).toBeUndefined();
  });
});

/** A city's listings of each kind as the API named them, and where their list starts. */
const cityParams = () => ({ state: toNameParam(state.replace(/-/g, ' ')), city: toNameParam(city) });
const LISTING_LISTS = [
  { root: '/best-hospitals', names: () => snapshot.get('GetHospitals', cityParams())!.map(({ hospitalName }) => hospitalName) },
  { root: '/best-pharmacies', names: () => snapshot.get('GetPharmacy', cityParams())!.map(({ pharmacyName }) => pharmacyName) },
  { root: '/best-urgent-care', names: () => snapshot.get('GetUrgentCare', cityParams())!.map(({ urgentCare }) => urgentCare) },
  { root: '/best-group-practice', names: () => snapshot.get('GetGroupPractice', cityParams())!.map(({ groupPracticeName }) => groupPracticeName) },
];

describe.each(LISTING_LISTS)("a city's long list under $root", async ({ root, names: apiNames }) => {
  const pages = await pagesByNextLinks(`${root}/${state}/${toSlug(city)}/`);

  it(`shows every listing once across its pages, at most ${LIST_PAGE_MAX} a page, each page with its canonical URL`, () => {
    expect(apiNames().length).toBeGreaterThan(LIST_PAGE_MAX);
    expect(pages.length).toBeGreaterThan(1);
    const names = pages.flatMap(({ url, $ }, index) => {
      expect(headOf($).canonical).toBe(`${TEST_SITE_URL}${url}`);
      expect($('nav.list-pager a[rel="prev"]').attr('href')).toBe(pages[index - 1]?.url);
      const onPage = $('main .cards .card h3')
        .map((_i, h) => $(h).text())
        .get();
      expect(onPage.length).toBeLessThanOrEqual(LIST_PAGE_MAX);
      return onPage;
    });
    expect([...names].sort()).toEqual(apiNames().map(displayed).sort());
  });
});

/** The listing of a kind whose page shows the most doctors in the test data, and those doctors' names. */
function mostDoctorsOf(kind: 'hospital' | 'group_practice') {
  const [table, column] = kind === 'hospital' ? ['doctor_hospitals', 'hospital_id'] : ['doctor_group_practices', 'group_practice_id'];
  const { uid } = db
    .prepare(
      `SELECT l.uid FROM ${table} a JOIN ${kind === 'hospital' ? 'hospitals' : 'facilities'} l ON l.id = a.${column}
       GROUP BY a.${column} ORDER BY COUNT(*) DESC, a.${column} LIMIT 1`,
    )
    .get() as { uid: string };
  const names = db
    .prepare(`SELECT d.name FROM ${table} a JOIN doctors d ON d.id = a.doctor_id JOIN ${kind === 'hospital' ? 'hospitals' : 'facilities'} l
       ON l.id = a.${column} WHERE l.uid = ?`)
    .all(uid) as Array<{ name: string }>;
  const page = snapshot.listingPage(kind, uid);
  if (!page) throw new Error(`the test site has no page for ${kind} ${uid}`);
  return { url: listingUrl(page), names: names.map(({ name }) => name) };
}

describe.each(['hospital', 'group_practice'] as const)("a %s's long list of doctors", async (kind) => {
  const listing = mostDoctorsOf(kind);
  const pages = await pagesByNextLinks(listing.url);
  const doctorCards = ($: Awaited<ReturnType<typeof loadPage>>) => $('main li.card:has(img.portrait)');

  it(`shows every doctor once across the listing's page and the pages after it, at most ${LIST_PAGE_MAX} a page, highest rated first`, () => {
    expect(listing.names.length).toBeGreaterThan(LIST_PAGE_MAX);
    expect(pages.length).toBeGreaterThan(1);
    const names = pages.flatMap(({ $ }) => {
      const onPage = doctorCards($)
        .find('h3')
        .map((_i, h) => $(h).text())
        .get();
      expect(onPage.length).toBeGreaterThan(0);
      expect(onPage.length).toBeLessThanOrEqual(LIST_PAGE_MAX);
      return onPage;
    });
    expect([...names].sort()).toEqual(listing.names.map(displayed).sort());
    const ratings = pages.flatMap(({ $ }) =>
      doctorCards($)
        .map((_i, card) => Number.parseInt($(card).find('.rating').text() || '-1', 10))
        .get(),
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('gives each further page its canonical URL and title, and links back to the page before and to the listing', () => {
    const titles = new Set<string>();
    pages.forEach(({ url, $ }, index) => {
      expect(headOf($).canonical).toBe(`${TEST_SITE_URL}${url}`);
      titles.add(headOf($).title);
      expect($('nav.list-pager a[rel="prev"]').attr('href')).toBe(pages[index - 1]?.url);
      if (index > 1) expect($('nav.list-pager a:contains("First page")').attr('href')).toBe(listing.url);
      if (index > 0) {
        expect(url).toMatch(new RegExp(`^${listing.url}/page/[a-z0-9-]+/$`));
        // The listing's name leads back to its page from the breadcrumbs.
        expect($('nav[aria-label="Breadcrumb"] a').last().attr('href')).toBe(listing.url);
      }
    });
    expect(titles.size).toBe(pages.length);
  });
});
