/** Search engines: sitemap index with canonical URLs and lastmod, robots.txt, empty pages kept out of the index, Open
 * Graph, JSON-LD by template. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { byPartOrder } from '../../../src/hosting/sitemap.ts';
import { builtPaths, headOf } from '../../fixtures/site-checks.ts';
import { fileOfPath, loadPage, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

// The parts @astrojs/sitemap wrote, one set per shard of the build.
const sitemapFiles = readdirSync(TEST_SITE.dist).filter((name) => name.startsWith('sitemap-') && name !== 'sitemap-index.xml');
const entries = sitemapFiles.flatMap((name) => {
  const $ = cheerio.load(readFileSync(join(TEST_SITE.dist, name), 'utf8'), { xmlMode: true });
  return $('url')
    .map((_i, url) => ({ loc: $(url).find('loc').text(), lastmod: $(url).find('lastmod').text() }))
    .get();
});

// The empty states of the spec (sections 2 and 6): the whole text of an element of the page's main content.
const EMPTY_STATE_TEXTS = [
  'Coming Soon',
  'No Doctors Found',
  'No Hospital Found',
  'No Pharmacy Found',
  'No UrgentCare Found',
  'No Urgent Care Found',
  'No Group Practice Found',
  'Blogs Not Found',
];
// Kept out of search results whatever they show: the not-found page and the search page.
// The Saved and offline pages (issue 46, item 7) show what this device kept: nothing for a search engine.
const NOINDEX_BY_DESIGN = new Set(['/404', '/search/', '/saved/', '/offline/']);

/** Every built page: its URL path, canonical URL, whether it carries robots noindex, and the empty state it shows. */
const pages = builtPaths('').map((path) => {
  const $ = cheerio.load(readFileSync(fileOfPath(path), 'utf8'));
  const emptyState = $('main *')
    .filter((_i, element) => $(element).children().length === 0 && EMPTY_STATE_TEXTS.includes($(element).text().trim()))
    .first()
    .text()
    .trim();
  const robots = $('meta[name="robots"]')
    .map((_i, meta) => $(meta).attr('content') ?? '')
    .get();
  return { path, canonical: headOf($).canonical, noindex: robots.some((content) => /\bnoindex\b/.test(content)), emptyState };
});
/** The pages search engines may index under a folder of the site: no robots noindex. */
const indexablePaths = (folder: string) => pages.filter((page) => page.path.startsWith(`/${folder}/`) && !page.noindex).map((page) => page.path);

describe('sitemap', () => {
  it('is an index of chunks under 50,000 URLs, referenced by robots.txt', () => {
    const index = cheerio.load(readFileSync(join(TEST_SITE.dist, 'sitemap-index.xml'), 'utf8'), { xmlMode: true });
    expect(
      index('sitemap loc')
        .map((_i, loc) => index(loc).text())
        .get(),
    ).toEqual(sitemapFiles.map((name) => `${TEST_SITE_URL}/${name}`).sort(byPartOrder));
    // The test site is built in shards: more than one part, and no part's own index is published.
    expect(sitemapFiles.length).toBeGreaterThan(1);
    expect(sitemapFiles.every((name) => /^sitemap-part-\d+-of-\d+-\d+\.xml$/.test(name))).toBe(true);
    for (const name of sitemapFiles) expect((readFileSync(join(TEST_SITE.dist, name), 'utf8').match(/<url>/g) ?? []).length).toBeLessThan(50_000);
    // Each part is dated in the index by its latest URL.
    for (const entry of index('sitemap').toArray()) {
      const part = cheerio.load(readFileSync(join(TEST_SITE.dist, new URL(index(entry).find('loc').text()).pathname), 'utf8'), { xmlMode: true });
      const dates = part('url lastmod')
        .map((_i, lastmod) => part(lastmod).text())
        .get();
      expect(dates.length).toBeGreaterThan(0);
      expect(index(entry).find('lastmod').text()).toBe(dates.reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest)));
    }
    expect(readFileSync(join(TEST_SITE.dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap-index.xml`);
  });

  it('lists each canonical page once, as its canonical URL, and no page that names another as canonical', async () => {
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${TEST_SITE_URL}/best-doctors/`);
    expect(locs.some((loc) => /\/specialities\/best-doctors-for-[^/]+\/[^/]+$/.test(loc))).toBe(false);
    expect(locs.some((loc) => loc.endsWith('/404'))).toBe(false);
    for (const loc of locs.filter((_loc, i) => i % 25 === 0)) {
      const $ = await loadPage(new URL(loc).pathname);
      expect(headOf($).canonical, loc).toBe(loc);
    }
    const canonicalPages = indexablePaths('best-hospitals').length + indexablePaths('best-pharmacies').length;
    expect(locs.filter((loc) => /\/best-(hospitals|pharmacies)\//.test(loc))).toHaveLength(canonicalPages);
  });

  it('lists exactly the pages the site has: every indexable built page that is its own canonical URL', () => {
    const built = (folder: string) => indexablePaths(folder).map((path) => `${TEST_SITE_URL}${path}`);
    const canonical = [...built('best-doctors'), ...built('best-hospitals'), ...built('best-group-practice'), ...built('blogs')];
    const locs = new Set(entries.map((entry) => entry.loc));
    for (const url of canonical) expect(locs.has(url), url).toBe(true);
    const onlyIn = (prefix: string) => entries.filter((entry) => entry.loc.startsWith(`${TEST_SITE_URL}${prefix}`)).length;
    expect(onlyIn('/best-doctors/')).toBe(built('best-doctors').length);
    expect(onlyIn('/blogs/')).toBe(built('blogs').length);
    // Load More's static pages are pages of their own; the doctors under /specialities/ name another canonical page.
    expect(locs.has(`${TEST_SITE_URL}/specialities/best-doctors-for-family-medicine/more/start/`)).toBe(true);
  });

  it('keeps every page whose main content is an empty state of the spec out of search results and out of the sitemap', () => {
    const locs = new Set(entries.map((entry) => entry.loc));
    // The test dataset reaches every empty state (scripts/reference-api/dataset/empty-cases.ts).
    const shown = new Set(pages.map((page) => page.emptyState));
    for (const text of EMPTY_STATE_TEXTS) expect(shown.has(text), text).toBe(true);
    const empty = pages.filter((page) => page.emptyState !== '');
    for (const page of empty) {
      expect(page.noindex, `${page.path}: ${page.emptyState}`).toBe(true);
      expect(locs.has(page.canonical), page.path).toBe(false);
      expect(locs.has(`${TEST_SITE_URL}${page.path}`), page.path).toBe(false);
    }
  });

  it('keeps every page with content indexable and lists it, and lists no page that carries noindex', () => {
    const locs = new Set(entries.map((entry) => entry.loc));
    const withContent = pages.filter((page) => page.emptyState === '' && !NOINDEX_BY_DESIGN.has(page.path));
    expect(withContent.length).toBeGreaterThan(2000);
    for (const page of withContent) {
      expect(page.noindex, page.path).toBe(false);
      // A page that names another as canonical (a doctor under /specialities/) is listed as that one.
      expect(locs.has(page.canonical), page.path).toBe(true);
    }
    const noindexUrls = new Set(pages.filter((page) => page.noindex).map((page) => `${TEST_SITE_URL}${page.path}`));
    expect(noindexUrls.size).toBeGreaterThan(NOINDEX_BY_DESIGN.size);
    expect([...locs].filter((loc) => noindexUrls.has(loc))).toEqual([]);
    for (const path of ['/saved/', '/offline/']) {
      expect(pages.find((page) => page.path === path)?.noindex, path).toBe(true);
      expect(locs.has(`${TEST_SITE_URL}${path}`), path).toBe(false);
    }
  });

  it('gives data pages the date their data last changed', () => {
    const detail = entries.find((entry) => /\/best-doctors\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/.test(entry.loc))!;
    expect(detail.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(entries.find((entry) => entry.loc === `${TEST_SITE_URL}/contact-us/`)?.lastmod).toBe('');
  });

  it("shows each data page's date to the visitor as 'Updated {Month D, YYYY}', the sitemap's lastmod", async () => {
    const dated = entries.filter((entry) => entry.lastmod !== '');
    expect(dated.length).toBeGreaterThan(100);
    for (const entry of dated.filter((_entry, i) => i % 40 === 0)) {
      const $ = await loadPage(new URL(entry.loc).pathname);
      const day = new Date(entry.lastmod).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
      expect($('.updated').text(), entry.loc).toBe(`Updated ${day}`);
      expect($('.updated time').attr('datetime'), entry.loc).toBe(entry.lastmod.slice(0, 10));
    }
    // A page without data of its own says nothing about freshness.
    expect((await loadPage('/contact-us/'))('.updated')).toHaveLength(0);
  });
});

describe('every page', () => {
  it('has a canonical URL, a description and Open Graph tags', async () => {
    for (const path of ['/', '/best-doctors/', '/blogs/', '/contact-us/', ...builtPaths('best-urgent-care').slice(0, 20)]) {
      const $ = await loadPage(path);
      expect(headOf($).description.length, path).toBeGreaterThan(20);
      expect($('meta[property="og:title"]').attr('content'), path).toBe(headOf($).title);
      expect($('meta[property="og:url"]').attr('content'), path).toBe(headOf($).canonical);
      expect($('meta[property="og:image"]').attr('content'), path).toMatch(/^https:\/\/directory\.test\//);
    }
  });
});

/** Every JSON-LD block of a page, parsed. */
async function jsonLdOf(path: string): Promise<Array<Record<string, unknown>>> {
  const $ = await loadPage(path);
  return $('script[type="application/ld+json"]')
    .map((_i, script) => JSON.parse($(script).text()) as unknown)
    .get() as Array<Record<string, unknown>>;
}

function expectLocalBusiness(block: Record<string, unknown> | undefined, type: string) {
  expect(block, type).toBeDefined();
  expect(block).toMatchObject({
    '@context': 'https://schema.org',
    '@type': type,
    name: expect.any(String),
    url: expect.stringMatching(/^https:\/\//),
  });
  expect(block!.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.any(String),
    addressLocality: expect.any(String),
    addressRegion: expect.stringMatching(/^[A-Z]{2}$/),
    postalCode: expect.stringMatching(/^\d{5}$/),
    addressCountry: 'US',
  });
}

describe('structured data (fields Google requires)', () => {
  const sample = (folder: string, depth: number) =>
    builtPaths(folder)
      .filter((path) => !path.endsWith('/') && path.split('/').length === depth)
      .slice(0, 15);

  it.each([
    ['best-doctors', 6, 'Physician'],
    ['best-hospitals', 5, 'Hospital'],
    ['best-pharmacies', 5, 'Pharmacy'],
    ['best-urgent-care', 5, 'MedicalClinic'],
    ['best-group-practice', 5, 'MedicalClinic'],
  ])('%s detail pages are %s with a PostalAddress, and carry a BreadcrumbList', async (folder, depth, type) => {
    const pages = sample(folder, depth);
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) {
      const blocks = await jsonLdOf(path);
      expectLocalBusiness(
        blocks.find((block) => block['@type'] === type),
        type,
      );
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as Array<Record<string, unknown>>;
      expect(crumbs.length).toBeGreaterThanOrEqual(4);
      crumbs.forEach((crumb, index) => {
        expect(crumb).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.any(String) });
        if (index < crumbs.length - 1) expect(crumb.item).toMatch(/^https:\/\/directory\.test\//);
      });
    }
  });

  it('listing pages that show Office Hours carry them as openingHoursSpecification, day by day as shown (issue 46, item 9)', async () => {
    const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    let withHours = 0;
    for (const folder of ['best-pharmacies', 'best-urgent-care', 'best-group-practice']) {
      for (const path of builtPaths(folder).filter((page) => !page.endsWith('/') && page.split('/').length === 5)) {
        const $ = await loadPage(path);
        const shown = $('table.hours tr')
          .map((_i, row) => ({ day: $(row).find('th').text(), hours: $(row).find('td').text() }))
          .get();
        if (shown.length === 0) continue;
        withHours++;
        const business = (await jsonLdOf(path)).find((block) => block['@type'] === 'Pharmacy' || block['@type'] === 'MedicalClinic');
        const specs = business?.openingHoursSpecification as Array<{ dayOfWeek: string | string[]; opens: string; closes: string }> | undefined;
        expect(specs, path).toBeDefined();
        // Each day the page shows as a time range, 'Closed' or open all day is in the markup, with those times.
        for (const { day, hours } of shown) {
          const ofDay = specs!.filter((spec) => [spec.dayOfWeek].flat().includes(day));
          const range = /^(\d{1,2}):(\d{2}) ([AP])M - (\d{1,2}):(\d{2}) ([AP])M$/.exec(hours);
          const clock = (hour: string, minute: string, meridiem: string) =>
            `${String((Number(hour) % 12) + (meridiem === 'P' ? 12 : 0)).padStart(2, '0')}:${minute}`;
          if (range) {
            const [, h1 = '', m1 = '', p1 = '', h2 = '', m2 = '', p2 = ''] = range;
            expect(ofDay, `${path} ${day} ${hours}`).toEqual([expect.objectContaining({ opens: clock(h1, m1, p1), closes: clock(h2, m2, p2) })]);
          } else if (/^closed$/i.test(hours)) {
            expect(ofDay, `${path} ${day}`).toEqual([expect.objectContaining({ opens: '00:00', closes: '00:00' })]);
          } else if (hours === 'Not listed') expect(ofDay, `${path} ${day}`).toEqual([]);
        }
        expect(WEEK).toEqual(expect.arrayContaining(specs!.flatMap((spec) => [spec.dayOfWeek].flat())));
      }
    }
    expect(withHours).toBeGreaterThan(10);
  });

  it('blog articles are BlogPosting with headline, date, image and author', async () => {
    for (const path of sample('blogs', 3)) {
      const blocks = await jsonLdOf(path);
      const posting = blocks.find((block) => block['@type'] === 'BlogPosting');
      if (!posting) {
        expect((await loadPage(path))('.empty-state p').text()).toBe('Blogs Not Found');
        continue;
      }
      expect(posting).toMatchObject({
        headline: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        image: expect.stringMatching(/^https:\/\//),
        author: { '@type': 'Organization', name: expect.any(String) },
      });
      expect((posting.headline as string).length).toBeLessThanOrEqual(110);
    }
  });

  it('cannot be broken out of by text from the API', async () => {
    for (const path of sample('best-doctors', 6)) {
      const $ = await loadPage(path);
      $('script[type="application/ld+json"]').each((_i, script) => expect($(script).html()).not.toMatch(/<\//));
    }
  });
});
