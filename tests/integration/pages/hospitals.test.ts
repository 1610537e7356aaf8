/** The hospital pages (/best-hospitals/...): states, cities, 'No Hospital Found', details with their doctors. */
import { afterAll, describe, expect, it } from 'vitest';
import { toSlug } from '../../../src/api/slugs.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { LIST_PAGE_MAX } from '../../../src/routes/list-pages.ts';
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

describe('/best-hospitals/', () => {
  it('has the Hospital Name and City Name boxes, information tiles and every state with D.C.', async () => {
    const $ = await loadPage('/best-hospitals/');
    expect($('input[placeholder="Hospital Name"]')).toHaveLength(1);
    expect($('input[placeholder="City Name"]')).toHaveLength(1);
    expect($('a').filter((_i, a) => /^\/best-hospitals\/[a-z-]+\/$/.test($(a).attr('href') ?? ''))).toHaveLength(51);
    expect($('a[href="/best-hospitals/district-of-columbia/"]').text().trim()).toBe('D.C.');
    expect($('main .cards .card h2').length).toBeGreaterThanOrEqual(2);
    expect($('main .cards .card a')).toHaveLength(0);
  });
});

describe('state and city pages', () => {
  it('list the cities and random hospitals of a state', async () => {
    const $ = await loadPage('/best-hospitals/california/');
    const cities = snapshot.get('GetHospitalCity', { state: 'california' })!;
    expect($('.grid a')).toHaveLength(cities.length);
    expect($('.cards .card')).toHaveLength(snapshot.get('GetRandomHospitalsByState', { state: 'california' })!.length);
  });

  it("show 'Coming Soon' for a state without hospital cities", async () => {
    const $ = await loadPage(`/best-hospitals/${stateSlugOf(EMPTY_CASES.hospital.stateWithoutCities)}/`);
    expect($('.empty-state p').first().text()).toBe('Coming Soon');
  });

  it("show 'No Hospital Found' with Go To Home for a city without hospitals", async () => {
    const stateSlug = stateSlugOf(EMPTY_CASES.hospital.stateWithOneEmptyCity);
    const cities = snapshot.get('GetHospitalCity', { state: stateSlug.replace(/-/g, ' ') })!;
    const empty = cities.filter(
      ({ city }) => snapshot.get('GetHospitals', { state: stateSlug.replace(/-/g, ' '), city: city.toLowerCase() })?.length === 0,
    );
    expect(empty).toHaveLength(1);
    const $ = await loadPage(`/best-hospitals/${stateSlug}/${toSlug(empty[0]!.city)}/`);
    expect($('.empty-state p').first().text()).toBe('No Hospital Found');
    expect($('.empty-state a.button').attr('href')).toBe('/');
    expect($('.empty-state a.button').text()).toBe('Go To Home');
  });
});

describe('hospital detail pages', () => {
  const paths = builtPaths('best-hospitals').filter((path) => !path.endsWith('/'));

  it('exist for every hospital', () => {
    expect(paths).toHaveLength((db.prepare('SELECT COUNT(*) AS n FROM hospitals').get() as { n: number }).n);
  });

  it('show the real apostrophe, the qualities, the percent who recommend, contact, and the doctors of the hospital', async () => {
    const page = [...snapshot.listingPages('hospital')].find((candidate) => candidate.slug.includes('st-'))!;
    const $ = await loadPage(`/best-hospitals/${page.stateSlug}/${page.citySlug}/${page.slug}`);
    const detail = snapshot.get('GetHospitalDetails', { UID: page.uid })!;
    expect($('h1').text()).toBe(detail.hospitalName.replace(/&#39;/g, "'"));
    expect($('.pill-list li')).toHaveLength(detail.hospitalQualities.split(',').length);
    if (detail.rating) expect($('.rating').first().text()).toBe(`${detail.rating}%`);
    expect($('a[href^="tel:"]').text()).toBe(`Call ${detail.phoneNumber}`);
    expect($('a:contains("Get directions")').attr('target')).toBe('_blank');
    // The spec's parameter rule on the API's own name: lowercase, commas and periods removed, everything else kept.
    const asParam = (name: string) => name.toLowerCase().replace(/[,.]/g, '');
    const listed = [...snapshot.each('GetHospitals')].find(({ body }) => body.some((hospital) => hospital.uid === page.uid))!;
    const doctors = snapshot.get('GetDoctorsByHospitals', {
      state: listed.params.state,
      city: listed.params.city,
      hopitalname: asParam(detail.hospitalName),
    })!;
    // The first page of them: the others are on pages of their own (tests/integration/pages/long-lists.test.ts).
    expect($('main .cards .card h3 a').length).toBeGreaterThanOrEqual(Math.min(doctors.length, LIST_PAGE_MAX));
    for (const link of $('main .cards .card h3 a')
      .map((_i, a) => $(a).attr('href'))
      .get())
      expect(resolves(link)).toBe(true);
  });

  it('set title, description and canonical URL, link only to built pages, and ship no JavaScript', async () => {
    for (const path of builtPaths('best-hospitals')) {
      const $ = await loadPage(path);
      expect(headOf($).canonical, path).toBe(`${TEST_SITE_URL}${path}`);
      expect(headOf($).description.length, path).toBeGreaterThan(20);
      for (const link of internalLinks($)) {
        expect(resolves(link), `${path} → ${link}`).toBe(true);
      }
      expect(scriptsOf($), path).toEqual(expectedScripts(path, $));
    }
  });
});
