/** The doctor pages (/best-doctors/...) built from the test dataset: every route, text and empty state. */
import { afterAll, describe, expect, it } from 'vitest';
import { toSlug, toSpecialityParam } from '../../../src/api/slugs.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { EMPTY_CASES } from '../../../scripts/reference-api/dataset/empty-cases.ts';
import { openTestDb } from '../../fixtures/reference-db.ts';
import { builtPaths, expectedScripts, headOf, internalLinks, LAYOUT_SCRIPTS, resolves, scriptsOf, stateSlugOf } from '../../fixtures/site-checks.ts';
import { loadPage, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

const snapshot = openSnapshot(TEST_SITE.currentSnapshot);
const db = openTestDb();
afterAll(() => {
  snapshot.close();
  db.close();
});

describe('/best-doctors/', async () => {
  const $ = await loadPage('/best-doctors/');

  it('has the search form with Doctor Name and City Name', () => {
    expect($('input[placeholder="Doctor Name"]')).toHaveLength(1);
    expect($('input[placeholder="City Name"]')).toHaveLength(1);
  });

  it('has the five speciality shortcuts, Find Care with All Specialties, and every state with D.C.', () => {
    const hrefs = $('a')
      .map((_i, a) => $(a).attr('href'))
      .get();
    for (const slug of ['dentist', 'neurologists', 'psychologists', 'psychiatrists', 'nephrologists']) {
      expect(hrefs).toContain(`/specialities/best-doctors-for-${slug}/`);
    }
    const allSpecialties = $('a').filter((_i, a) => $(a).text().trim() === 'All Specialties');
    expect(allSpecialties.attr('href')).toBe('/specialities/');
    const findCare = allSpecialties.closest('ul').find('a');
    expect(findCare.length).toBe(26);
    const states = $('a[href^="/best-doctors/"]').filter((_i, a) => /^\/best-doctors\/[a-z-]+\/$/.test($(a).attr('href') ?? ''));
    expect(states).toHaveLength(51);
    expect($('a[href="/best-doctors/district-of-columbia/"]').text().trim()).toBe('D.C.');
  });

  it('sets its title, description and canonical URL', () => {
    expect(headOf($)).toEqual({
      title: 'Find the Best Doctors Near You | US Health Directory',
      description: expect.stringContaining('doctors'),
      canonical: `${TEST_SITE_URL}/best-doctors/`,
    });
  });
});

describe('state pages', () => {
  it("shows 'Coming Soon' for a state with no cities, and moves on to /best-doctors/ without JavaScript", async () => {
    const $ = await loadPage(`/best-doctors/${stateSlugOf(EMPTY_CASES.doctor.stateWithoutCities)}/`);
    expect($('.empty-state p').first().text()).toBe('Coming Soon');
    expect($('meta[http-equiv="refresh"]').attr('content')).toMatch(/^\d+; url=\/best-doctors\/$/);
  });

  it('lists the cities and random doctors of the state', async () => {
    const $ = await loadPage('/best-doctors/california/');
    const cities = snapshot.get('GetDoctorCity', { state: 'california' })!;
    for (const { city } of cities)
      expect(
        $(`a[href="/best-doctors/california/${toSlug(city)}/"]`)
          .text()
          .trim(),
      ).toBe(city);
    const random = snapshot.get('GetRandomDoctorsByState', { state: 'california' })!;
    expect($('.cards .card')).toHaveLength(random.length);
    expect(headOf($).title).toBe('Best Doctors in California | US Health Directory');
    expect($('meta[http-equiv="refresh"]')).toHaveLength(0);
  });
});

describe('city pages', () => {
  it("shows 'Coming Soon' for a city with no specialities, and 'No Doctors Found' with Go To Home for one without doctors", async () => {
    const stateSlug = stateSlugOf(EMPTY_CASES.doctor.stateWithEmptyCity!);
    const cities = snapshot.get('GetDoctorCity', { state: stateSlug.replace(/-/g, ' ') })!;
    const texts = await Promise.all(
      cities.map(async ({ city }) => {
        const $ = await loadPage(`/best-doctors/${stateSlug}/${toSlug(city)}/`);
        return { text: $('.empty-state p').first().text(), home: $('.empty-state a.button').attr('href'), specialities: $('.grid a').length };
      }),
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        { text: 'Coming Soon', home: undefined, specialities: 0 },
        { text: 'No Doctors Found', home: '/', specialities: 3 },
      ]),
    );
    const noDoctors = texts.find((page) => page.text === 'No Doctors Found');
    expect(noDoctors).toBeDefined();
  });

  it('links each speciality of the city and shows its random doctors', async () => {
    const $ = await loadPage('/best-doctors/california/los-angeles/');
    const specialities = snapshot.get('GetDoctorSpecialties', { state: 'california', city: 'los angeles' })!;
    expect($('.grid a')).toHaveLength(specialities.length);
    for (const { specialtyName } of specialities)
      expect($(`a[href="/best-doctors/california/los-angeles/${toSlug(specialtyName)}/"]`)).toHaveLength(1);
    expect($('.grid a').text()).not.toContain('&amp;');
    expect($('.cards .card').length).toBeGreaterThan(0);
  });
});

describe('city + speciality pages', () => {
  it('list the doctors, recommended blogs, and the top rated hospitals with See all hospitals in {city}', async () => {
    const doctors = snapshot.get('GetDoctorBySpecialtyData', {
      state: 'california',
      city: 'los angeles',
      specialty: toSpecialityParam('family-medicine'),
    })!;
    const $ = await loadPage('/best-doctors/california/los-angeles/family-medicine/');
    expect($('h1').text()).toBe('Best Family Medicine in Los Angeles, California');
    const names = $('.cards .card h3 a')
      .map((_i, a) => $(a).text())
      .get();
    for (const doctor of doctors) expect(names).toContain(doctor.doctorName.replace(/&#39;/g, "'"));
    expect(
      $('h2')
        .map((_i, h) => $(h).text())
        .get(),
    ).toEqual(expect.arrayContaining(['Recommended Blogs', 'Los Angeles Top Rated Hospitals']));
    const seeAll = $('a').filter((_i, a) => $(a).text().trim() === 'See all hospitals in Los Angeles');
    expect(seeAll.attr('href')).toBe('/best-hospitals/california/los-angeles/');
  });

  it("shows 'No Doctors Found' with Go To Home for a listed speciality without doctors", async () => {
    const row = db
      .prepare(`SELECT c.name AS city, s.name AS speciality FROM city_specialities cs JOIN cities c ON c.id = cs.city_id JOIN specialities s ON s.id = cs.speciality_id
        WHERE c.state_code = ? AND NOT EXISTS (SELECT 1 FROM doctors d WHERE d.city_id = cs.city_id AND d.speciality_id = cs.speciality_id)
        AND EXISTS (SELECT 1 FROM doctors d WHERE d.city_id = cs.city_id)`)
      .get(EMPTY_CASES.doctor.stateWithOneEmptyCity) as { city: string; speciality: string };
    const $ = await loadPage(`/best-doctors/${stateSlugOf(EMPTY_CASES.doctor.stateWithOneEmptyCity)}/${toSlug(row.city)}/${toSlug(row.speciality)}/`);
    expect($('.empty-state p').first().text()).toBe('No Doctors Found');
    expect($('.empty-state a.button').text()).toBe('Go To Home');
  });
});

describe('doctor detail pages', () => {
  it('exist for every doctor of the dataset, at URLs without a trailing slash', () => {
    const pages = builtPaths('best-doctors').filter((path) => path.split('/').length === 6 && !path.endsWith('/'));
    const doctors = (db.prepare('SELECT COUNT(*) AS n FROM doctors').get() as { n: number }).n;
    expect(pages).toHaveLength(doctors);
  });

  it('show up to 3 practice locations and up to 5 affiliated hospitals, lists split on //, the rating with %', async () => {
    const pageOf = async (uid: string) => {
      const page = snapshot.doctorPage(uid)!;
      return loadPage(`/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`);
    };
    const withFiveHospitals = db
      .prepare('SELECT d.uid FROM doctors d WHERE (SELECT COUNT(*) FROM doctor_hospitals a WHERE a.doctor_id = d.id) = 5 LIMIT 1')
      .get() as { uid: string } | undefined;
    expect(withFiveHospitals, 'the test dataset has a doctor with 5 hospitals').toBeDefined();
    expect((await pageOf(withFiveHospitals!.uid))('h2:contains("Affiliated Hospitals") + ul > li')).toHaveLength(5);
    const row = db.prepare("SELECT d.uid FROM doctors d WHERE d.address3 <> '' LIMIT 1").get() as { uid: string } | undefined;
    expect(row, 'the test dataset has a doctor with 3 locations').toBeDefined();
    const $ = await pageOf(row!.uid);
    const detail = snapshot.get('GetDoctorSpecialtyDetails', { UID: row!.uid })!;
    expect($('h2:contains("Practice Locations") + ol > li')).toHaveLength(3);
    expect($('h2:contains("Other Specialties") + ul > li')).toHaveLength(detail.otherSpecialties ? detail.otherSpecialties.split('//').length : 0);
    expect($('.facts .rating').text()).toBe(detail.rating.replace(' ratings', '%'));
    expect($('h2:contains("Patient Comments") + ul > li')).toHaveLength(detail.comments ? detail.comments.split('//').length : 0);
    expect($('a:contains("Get directions")').first().attr('rel')).toContain('noopener');
  });

  it("split '//' lists into items and show ratings with %", async () => {
    const row = db.prepare("SELECT uid FROM doctors WHERE other_specialties LIKE '%//%' AND comments LIKE '%//%' AND rating <> '' LIMIT 1").get() as {
      uid: string;
    };
    const page = snapshot.doctorPage(row.uid)!;
    const $ = await loadPage(`/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`);
    const detail = snapshot.get('GetDoctorSpecialtyDetails', { UID: row.uid })!;
    expect($('h2:contains("Other Specialties") + ul > li')).toHaveLength(detail.otherSpecialties.split('//').length);
    expect($('h2:contains("Patient Comments") + ul > li')).toHaveLength(detail.comments.split('//').length);
    expect($('.facts .rating').text()).toMatch(/^\d+%$/);
  });

  it('clean quote and apostrophe entities from displayed text', async () => {
    const row = db.prepare("SELECT uid, name FROM doctors WHERE name LIKE '%&#39;%' LIMIT 1").get() as { uid: string; name: string };
    const page = snapshot.doctorPage(row.uid)!;
    const $ = await loadPage(`/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`);
    expect($('h1').text()).toBe(row.name.replace('&#39;', "'"));
    expect($('main').text()).not.toMatch(/&#39;|&quot;|&amp;/);
    expect(page.slug).not.toContain("'");
  });

  it('show markup in a review as text and never run it', async () => {
    const row = db.prepare("SELECT uid FROM doctors WHERE comments LIKE '%<script>%'").get() as { uid: string };
    const page = snapshot.doctorPage(row.uid)!;
    const $ = await loadPage(`/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`);
    // The report form's trigger, one of our bundles, is the only script the page's main may hold.
    expect($('main script:not([type="application/ld+json"])').not('[src^="/_astro/ReportProblem.astro"]')).toHaveLength(0);
    expect($('main img[onerror]')).toHaveLength(0);
    expect($('h2:contains("Patient Comments") + ul').text()).toContain('<script>alert("xss")</script>');
  });

  it('link affiliated hospitals to their pages, and set a canonical URL without trailing slash', async () => {
    const page = [...snapshot.doctorPages()].find((candidate) => {
      const detail = snapshot.get('GetDoctorSpecialtyDetails', { UID: candidate.uid });
      return detail?.affiliatedHospital1;
    })!;
    const path = `/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`;
    const $ = await loadPage(path);
    const hospitalLink = $('h2:contains("Affiliated Hospitals") + ul a').first().attr('href');
    expect(hospitalLink).toMatch(/^\/best-hospitals\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/);
    expect(resolves(hospitalLink!)).toBe(true);
    expect(headOf($).canonical).toBe(`${TEST_SITE_URL}${path}`);
  });
});

describe("one doctor's specialty (issue 46, item 9)", () => {
  // The singular the issue names, written here from the test dataset's list names (not derived by the code).
  const SINGULAR: Readonly<Record<string, string>> = {
    Neurologists: 'Neurologist',
    Anesthesiologists: 'Anesthesiologist',
    'Nurse Practitioners': 'Nurse Practitioner',
    'Physician Assistants': 'Physician Assistant',
    Pediatrics: 'Pediatrician',
  };

  it('is named in the singular in the title, description, heading area, JSON-LD and cards, while lists keep their names', async () => {
    let checked = 0;
    for (const [plural, singular] of Object.entries(SINGULAR)) {
      const row = db.prepare('SELECT d.uid FROM doctors d JOIN specialities s ON s.id = d.speciality_id WHERE s.name = ? LIMIT 1').get(plural) as
        | { uid: string }
        | undefined;
      if (!row) continue;
      const page = snapshot.doctorPage(row.uid);
      if (!page) continue;
      checked++;
      const $ = await loadPage(`/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`);
      const head = headOf($);
      expect(head.title).toContain(`, ${singular} in `);
      expect(head.description).toMatch(new RegExp(` is an? ${singular.toLowerCase()} in `));
      expect($('.profile-head h1 + p').text()).toBe(singular);
      const jsonLd = $('script[type="application/ld+json"]')
        .map((_i, script) => JSON.parse($(script).text()) as { '@type': string; medicalSpecialty?: string })
        .get()
        .find((block) => block['@type'] === 'Physician');
      expect(jsonLd?.medicalSpecialty).toBe(singular);
      for (const text of [head.title, head.description]) expect(text).not.toContain(plural);
      // The list the doctor is on keeps its name: 'Best Neurologists in …', its cards the doctor's singular.
      const list = await loadPage(`/best-doctors/${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/`);
      expect(list('h1').text()).toContain(`Best ${plural} in `);
      expect(list('main .card').first().text()).toContain(singular);
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});

describe('every doctor page', () => {
  const paths = builtPaths('best-doctors');

  it('has a unique title, a description and a canonical URL of its own', async () => {
    const titles = new Set<string>();
    for (const path of paths) {
      const head = headOf(await loadPage(path));
      expect(head.description.length, path).toBeGreaterThan(20);
      expect(head.canonical, path).toBe(`${TEST_SITE_URL}${path}`);
      titles.add(head.title);
    }
    expect(titles.size).toBe(paths.length);
  });

  it('links only to built pages and ships no JavaScript', async () => {
    for (const path of paths) {
      const $ = await loadPage(path);
      for (const link of internalLinks($)) {
        expect(resolves(link), `${path} → ${link}`).toBe(true);
      }
      expect(scriptsOf($), path).toEqual(expectedScripts(path, $));
      // Without an Astro island, Astro's island loader is not inlined: only the layout's scripts (the bundled one, and
      // the inline one that holds a tap made before it arrives) and JSON-LD remain.
      if (expectedScripts(path, $) === LAYOUT_SCRIPTS)
        expect($('script:not([src]):not([type="application/ld+json"]):not(#held-taps)'), path).toHaveLength(0);
    }
  });
});
