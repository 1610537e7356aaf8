/** The speciality pages (/specialities/...): the list, first 10 doctors with Load More data, banners, canonical doctors. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEntities, toSlug, toSpecialityParam, uidFromSlug } from '../../../src/api/slugs.ts';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
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

  it('shows its 10 highest rated doctors in the HTML and hydrates Load More when more follow', async () => {
    const $ = await loadPage(`/specialities/best-doctors-for-${busiest}/`);
    expect(
      $('main .cards')
        .first()
        .find('.card h3')
        .map((_, el) => $(el).text().trim())
        .get(),
    ).toEqual(namesOf(rankedDoctors(busiest).slice(0, 10)));
    expect(scriptsOf($).islands).toEqual(['LoadMore:visible', ...LAYOUT_SCRIPTS.islands]);
    expect($('astro-island').attr('client')).toBe('visible');
  });

  /** The speciality's doctors as the crawl had them (pages 1, 2, … up to one of fewer than 10), each once, in the
   * order issue 46 states for lists titled Best: rating (highest first; none last), then name, then uid. */
  const rankedDoctors = (slug: string) => {
    const all = new Map<string, DoctorSummary>();
    for (let pageNumber = 1; pageNumber === 1 || pageOf(slug, pageNumber - 1)?.length === 10; pageNumber++) {
      for (const doctor of pageOf(slug, pageNumber) ?? []) if (!all.has(doctor.uid)) all.set(doctor.uid, doctor);
    }
    const rating = (doctor: DoctorSummary) => (/^\d+/.test(doctor.rating) ? Number.parseInt(doctor.rating, 10) : -1);
    return [...all.values()].sort(
      (a, b) =>
        rating(b) - rating(a) ||
        a.doctorName.localeCompare(b.doctorName, 'en', { sensitivity: 'base', numeric: true }) ||
        (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    );
  };
  const namesOf = (doctors: readonly DoctorSummary[]) => doctors.map((doctor) => cleanEntities(doctor.doctorName));
  /** The speciality's doctors after its first page, ranked. */
  const furtherDoctors = (slug: string) => namesOf(rankedDoctors(slug).slice(10));
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

  it('emits the further doctors as static JSON chunks that, followed from the first, hold every one once, in ranked order', () => {
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

describe("a speciality's list narrowed to a state (issue 46, item 2)", () => {
  const states = snapshot.get('GetDoctorStates', {})!;
  /** The speciality's doctors as the crawl had them, each once. */
  const doctorsOf = (slug: string) => {
    const all = new Map<string, DoctorSummary>();
    for (let pageNumber = 1; pageNumber === 1 || pageOf(slug, pageNumber - 1)?.length === 10; pageNumber++) {
      for (const doctor of pageOf(slug, pageNumber) ?? []) if (!all.has(doctor.uid)) all.set(doctor.uid, doctor);
    }
    return [...all.values()];
  };
  const rating = (doctor: DoctorSummary) => (/^\d+/.test(doctor.rating) ? Number.parseInt(doctor.rating, 10) : -1);
  const cardNames = ($: Awaited<ReturnType<typeof loadPage>>) =>
    $('main .cards')
      .first()
      .find('.card h3')
      .map((_, el) => $(el).text().trim())
      .get();
  /** The speciality and state with the most doctors of one speciality in one state. */
  const [biggest] = specialities
    .map(({ specialtyName }) => toSlug(specialtyName))
    .flatMap((slug) => states.map(({ state }) => ({ slug, state, doctors: doctorsOf(slug).filter((doctor) => doctor.state === state) })))
    .sort((a, b) => b.doctors.length - a.doctors.length);

  it('is linked from the national list for every state with doctors of the speciality, with how many', async () => {
    const slug = biggest!.slug;
    const $ = await loadPage(`/specialities/best-doctors-for-${slug}/`);
    const links = $('main details a')
      .map((_, el) => ({ href: $(el).attr('href') ?? '', label: $(el).text().trim() }))
      .get();
    const withDoctors = states.filter(({ state }) => doctorsOf(slug).some((doctor) => doctor.state === state));
    expect(links.map(({ href }) => href)).toEqual(withDoctors.map(({ state }) => `/specialities/best-doctors-for-${slug}/in/${toSlug(state)}/`));
    for (const { href } of links) expect(resolves(href), href).toBe(true);
    // Links, not a form or a script: the list narrows without JavaScript.
    expect($('main details select, main details button')).toHaveLength(0);
  });

  it('shows the state’s 10 highest rated doctors of the speciality, then Load More through the rest, in the same order', async () => {
    const { slug, state, doctors } = biggest!;
    expect(doctors.length).toBeGreaterThan(10);
    const expected = doctors
      .sort(
        (a, b) =>
          rating(b) - rating(a) ||
          a.doctorName.localeCompare(b.doctorName, 'en', { sensitivity: 'base', numeric: true }) ||
          (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
      )
      .map((doctor) => cleanEntities(doctor.doctorName));
    const path = `/specialities/best-doctors-for-${slug}/in/${toSlug(state)}/`;
    const $ = await loadPage(path);
    expect($('h1').text()).toContain(`in ${state}`);
    expect(cardNames($)).toEqual(expected.slice(0, 10));
    expect($('.load-more a').attr('href')).toBe(`${path}more/start/`);
    // The JSON chunks Load More reads, followed from the first, hold the rest once each, in order.
    const shown: string[] = [];
    for (let id: string | null = 'start'; id !== null && shown.length < 1000; ) {
      const chunk = JSON.parse(readFileSync(join(TEST_SITE.dist, `${path}more-${id}.json`), 'utf8')) as {
        doctors: Array<{ name: string }>;
        next: string | null;
      };
      const html = await loadPage(`${path}more/${id}/`);
      expect(cardNames(html)).toEqual(chunk.doctors.map((doctor) => doctor.name));
      shown.push(...chunk.doctors.map((doctor) => doctor.name));
      id = chunk.next;
    }
    expect(shown).toEqual(expected.slice(10));
  });

  it('never offers Load More where no doctor follows (issue 46, item 9: no link to a page the build knows is empty)', async () => {
    const lists = builtPaths('specialities').filter((path) => /^\/specialities\/[^/]+\/(in\/[^/]+\/)?(more\/[^/]+\/)?$/.test(path));
    expect(lists.length).toBeGreaterThan(specialities.length);
    for (const path of lists) {
      const $ = await loadPage(path);
      const next = $('.load-more a').attr('href');
      if (!next) continue;
      const $next = await loadPage(next);
      expect($next('main .card').length, `${path} → ${next}`).toBeGreaterThan(0);
    }
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
