/** The speciality pages (/specialities/...): the list, first 10 doctors with Load More data, banners, canonical doctors. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEntities, toSlug, toSpecialityParam, uidFromSlug } from '../../../src/api/slugs.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { builtPaths, headOf, internalLinks, LAYOUT_SCRIPTS, resolves, scriptsOf } from '../../fixtures/site-checks.ts';
import { loadPage, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

const snapshot = openSnapshot(TEST_SITE.currentSnapshot);
afterAll(() => snapshot.close());
const specialities = snapshot.get('GetDocSpecialties', {})!;
const pageOf = (slug: string, pageNumber: number) => snapshot.get('GetDoctorsBySpecialties', { specialty: toSpecialityParam(slug), pageNumber });

describe('/specialities/', () => {
  it('links every speciality to /specialities/best-doctors-for-{slug}/', async () => {
    const $ = await loadPage('/specialities/');
    for (const { specialtyName } of specialities)
      expect($(`main a[href="/specialities/best-doctors-for-${toSlug(specialtyName)}/"]`), specialtyName).toHaveLength(1);
  });
});

describe('a speciality page', () => {
  const busiest = specialities.map(({ specialtyName }) => toSlug(specialtyName)).find((slug) => pageOf(slug, 3) !== undefined)!;

  it('shows the first 10 doctors in the HTML and hydrates Load More when the page held 10', async () => {
    const $ = await loadPage(`/specialities/best-doctors-for-${busiest}/`);
    expect($('main .cards').first().find('.card')).toHaveLength(10);
    expect(scriptsOf($).islands).toEqual(['LoadMore:visible', ...LAYOUT_SCRIPTS.islands]);
    expect($('astro-island').attr('client')).toBe('visible');
  });

  it('emits the next pages as static JSON, each with its doctors and whether more follow', () => {
    for (let pageNumber = 2; ; pageNumber++) {
      const file = join(TEST_SITE.dist, 'specialities', `best-doctors-for-${busiest}`, `page-${pageNumber}.json`);
      const crawled = pageOf(busiest, pageNumber);
      if (!crawled) {
        expect(existsSync(file)).toBe(false);
        break;
      }
      const json = JSON.parse(readFileSync(file, 'utf8')) as { doctors: Array<{ name: string; href: string }>; hasMore: boolean };
      expect(json.doctors).toHaveLength(crawled.length);
      expect(json.hasMore).toBe(crawled.length === 10);
      for (const doctor of json.doctors) expect(resolves(doctor.href)).toBe(true);
    }
  });

  it("makes 'Load More' a link to the next page as static HTML, which lists its 10 doctors and links onward", async () => {
    const first = await loadPage(`/specialities/best-doctors-for-${busiest}/`);
    expect(first('.load-more a').attr('href')).toBe(`/specialities/best-doctors-for-${busiest}/page/2/`);
    expect(first('.load-more button')).toHaveLength(0);
    for (let pageNumber = 2; ; pageNumber++) {
      const crawled = pageOf(busiest, pageNumber);
      const path = `/specialities/best-doctors-for-${busiest}/page/${pageNumber}/`;
      if (!crawled) {
        expect(existsSync(join(TEST_SITE.dist, path, 'index.html'))).toBe(false);
        break;
      }
      const $ = await loadPage(path);
      expect(
        $('main .cards')
          .first()
          .find('.card h3')
          .map((_, el) => $(el).text().trim())
          .get(),
      ).toEqual(crawled.map((doctor) => cleanEntities(doctor.doctorName)));
      expect($('link[rel="canonical"]').attr('href')).toContain(path);
      const next = $('.load-more a').attr('href');
      expect(next).toBe(
        crawled.length === 10 && pageOf(busiest, pageNumber + 1) ? `/specialities/best-doctors-for-${busiest}/page/${pageNumber + 1}/` : undefined,
      );
      for (const href of internalLinks($)) expect(resolves(href), href).toBe(true);
    }
  });

  it('has no Load More when the first page held fewer than 10', async () => {
    const small = specialities.map(({ specialtyName }) => toSlug(specialtyName)).find((slug) => (pageOf(slug, 1)?.length ?? 10) < 10);
    expect(small).toBeDefined();
    const $ = await loadPage(`/specialities/best-doctors-for-${small}/`);
    expect(scriptsOf($)).toEqual(LAYOUT_SCRIPTS);
  });

  it('varies the banner for the five highlighted specialities', async () => {
    for (const slug of ['dentist', 'nephrologists', 'neurologists', 'psychiatrists', 'psychologists']) {
      const $ = await loadPage(`/specialities/best-doctors-for-${slug}/`);
      expect($('.speciality-banner img').attr('src')).toBe(`/images/banners/${slug}.svg`);
    }
    const $ = await loadPage('/specialities/best-doctors-for-cardiologists/');
    expect($('.speciality-banner img').attr('src')).toBe('/images/banners/default.svg');
  });
});

describe('doctor pages under /specialities/', () => {
  const paths = builtPaths('specialities').filter((path) => !path.endsWith('/'));

  it('exist for every doctor listed under a speciality, and name the /best-doctors/ page as canonical', async () => {
    const listed = new Set<string>();
    for (const { body } of snapshot.each('GetDoctorsBySpecialties')) for (const doctor of body) listed.add(doctor.uid);
    expect(paths).toHaveLength(listed.size);
    for (const path of paths.slice(0, 40)) {
      const $ = await loadPage(path);
      const page = snapshot.doctorPage(uidFromSlug(path.split('/').pop()!))!;
      expect(headOf($).canonical).toBe(`${TEST_SITE_URL}/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`);
      expect(resolves(new URL(headOf($).canonical).pathname)).toBe(true);
    }
  });

  it('link only to built pages and ship no JavaScript', async () => {
    for (const path of paths.slice(0, 100)) {
      const $ = await loadPage(path);
      for (const link of internalLinks($)) {
        expect(resolves(link), `${path} → ${link}`).toBe(true);
      }
      expect(scriptsOf($)).toEqual(LAYOUT_SCRIPTS);
    }
  });
});
