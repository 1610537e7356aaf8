/** The speciality pages (/specialities/...): the list, first 10 doctors with Load More data, banners, canonical doctors. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEntities, toSlug, toSpecialityParam, uidFromSlug } from '../../../src/api/slugs.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { builtPaths, headOf, internalLinks, LAYOUT_SCRIPTS, LISTING_PAGE_SCRIPTS, resolves, scriptsOf } from '../../fixtures/site-checks.ts';
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
  /** How many API pages the crawl had of a speciality. */
  const pageCount = (slug: string) => {
    let count = 0;
    while (pageOf(slug, count + 1)) count++;
    return count;
  };
  const busiest = specialities
    .map(({ specialtyName }) => toSlug(specialtyName))
    .reduce((most, slug) => (pageCount(slug) > pageCount(most) ? slug : most));

  it('shows the first 10 doctors in the HTML and hydrates Load More when the page held 10', async () => {
    const $ = await loadPage(`/specialities/best-doctors-for-${busiest}/`);
    expect($('main .cards').first().find('.card')).toHaveLength(10);
    expect(scriptsOf($).islands).toEqual(['LoadMore:visible', ...LAYOUT_SCRIPTS.islands]);
    expect($('astro-island').attr('client')).toBe('visible');
  });

  /** The speciality's doctors after its first page, as the crawl had them: pages 2, 3, … in order. */
  const furtherDoctors = (slug: string) => {
    const names: string[] = [];
    for (let pageNumber = 2; pageOf(slug, pageNumber - 1)?.length === 10; pageNumber++) {
      names.push(...(pageOf(slug, pageNumber) ?? []).map((doctor) => cleanEntities(doctor.doctorName)));
    }
    return names;
  };
  const folder = join(TEST_SITE.dist, 'specialities', `best-doctors-for-${busiest}`);
  type Chunk = { doctors: Array<{ name: string; href: string }>; next: string | null };
  /** The chunks Load More reads, from the first on, by following each one's `next`. */
  const chunkChain = () => {
    const chain: Array<{ id: string; chunk: Chunk }> = [];
    for (let id: string | null = 'start'; id !== null && chain.length < 1000; ) {
      const chunk = JSON.parse(readFileSync(join(folder, `more-${id}.json`), 'utf8')) as Chunk;
      chain.push({ id, chunk });
      id = chunk.next;
    }
    return chain;
  };

  it('emits the further doctors as static JSON chunks that, followed from the first, hold every one once, in the API’s order', () => {
    const chain = chunkChain();
    expect(chain.flatMap(({ chunk }) => chunk.doctors.map((doctor) => doctor.name))).toEqual(furtherDoctors(busiest));
    expect(chain.length).toBeGreaterThan(2);
    for (const { chunk } of chain) {
      expect(chunk.doctors.length).toBeLessThanOrEqual(30);
      for (const doctor of chunk.doctors) expect(resolves(doctor.href), doctor.href).toBe(true);
    }
    // No chunk file is left over from another listing.
    const files = readdirSync(folder).filter((name) => /^more-.*\.json$/.test(name));
    expect(files.sort()).toEqual(chain.map(({ id }) => `more-${id}.json`).sort());
  });

  it("makes 'Load More' a link to the first chunk as static HTML, which lists its doctors, is dated, and links onward", async () => {
    const first = await loadPage(`/specialities/best-doctors-for-${busiest}/`);
    expect(first('.load-more a').attr('href')).toBe(`/specialities/best-doctors-for-${busiest}/more/start/`);
    expect(first('.load-more button')).toHaveLength(0);
    const chain = chunkChain();
    for (const [index, { id, chunk }] of chain.entries()) {
      const path = `/specialities/best-doctors-for-${busiest}/more/${id}/`;
      const $ = await loadPage(path);
      expect(
        $('main .cards')
          .first()
          .find('.card h3')
          .map((_, el) => $(el).text().trim())
          .get(),
      ).toEqual(chunk.doctors.map((doctor) => doctor.name));
      expect($('link[rel="canonical"]').attr('href')).toContain(path);
      expect($('.updated time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const next = chain[index + 1];
      expect($('.load-more a').attr('href')).toBe(next ? `/specialities/best-doctors-for-${busiest}/more/${next.id}/` : undefined);
      for (const href of internalLinks($)) expect(resolves(href), href).toBe(true);
    }
  });

  it('dates a chunk page by when its doctors last changed, as the snapshot recorded it', async () => {
    const { id } = chunkChain()[1]!;
    const $ = await loadPage(`/specialities/best-doctors-for-${busiest}/more/${id}/`);
    const dated = snapshot.chunk(busiest, id);
    expect(dated?.changedAt).toBeDefined();
    expect($('.updated time').attr('datetime')).toBe(dated?.changedAt?.slice(0, 10));
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

  it('link only to built pages and ship no JavaScript but the report form', async () => {
    for (const path of paths.slice(0, 100)) {
      const $ = await loadPage(path);
      for (const link of internalLinks($)) {
        expect(resolves(link), `${path} → ${link}`).toBe(true);
      }
      expect(scriptsOf($)).toEqual(LISTING_PAGE_SCRIPTS);
    }
  });
});
