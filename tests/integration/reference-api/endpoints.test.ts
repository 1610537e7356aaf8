/** Every GET endpoint of the contract, answered by the reference API and validated against the contract's schemas. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, GET_ENDPOINT_NAMES, toRequestPath, type GetEndpointName, type ParamsOf } from '../../../src/api/endpoints.ts';
import { DoctorDetailSchema } from '../../../src/api/schemas/doctor.ts';
import {
  cleanEntities,
  toBlogNameParam,
  toCompactStateParam,
  toSectionSlug,
  toSlug,
  toSpecialityParam,
  slugToParam,
} from '../../../src/api/slugs.ts';
import { createTestApp, openTestDb } from '../../fixtures/reference-db.ts';

type Sample = Record<string, string>;
const db = openTestDb();
const one = (sql: string): Sample => {
  const row = db.prepare(sql).get() as Sample | undefined;
  if (!row) throw new Error(`The test dataset has no row for: ${sql}`);
  return row;
};

// Names as a page derives them from its URL: slug, then hyphens back to spaces.
const viaSlug = (name: string): string => slugToParam(toSlug(name));

const doctor = one(`SELECT d.uid, st.name AS state, c.name AS city, s.name AS speciality FROM doctors d
  JOIN cities c ON c.id = d.city_id JOIN states st ON st.code = d.state_code JOIN specialities s ON s.id = d.speciality_id
  WHERE s.name LIKE '%&amp;%' LIMIT 1`);
const hospital = one(`SELECT h.uid, h.name, st.name AS state, c.name AS city FROM hospitals h
  JOIN cities c ON c.id = h.city_id JOIN states st ON st.code = h.state_code
  WHERE EXISTS (SELECT 1 FROM doctor_hospitals a WHERE a.hospital_id = h.id) AND h.name LIKE '%&#39;%' LIMIT 1`);
const facility = (kind: string): Sample =>
  one(`SELECT f.uid, f.name, st.name AS state, c.name AS city FROM facilities f
    JOIN cities c ON c.id = f.city_id JOIN states st ON st.code = f.state_code
    WHERE f.kind = '${kind}' AND EXISTS (SELECT 1 FROM doctor_group_practices m WHERE m.group_practice_id = f.id OR '${kind}' <> 'group_practice')
    ORDER BY f.id LIMIT 1`);
const pharmacy = facility('pharmacy');
const urgentCare = facility('urgent_care');
const groupPractice = facility('group_practice');
const blog = one('SELECT b.heading, s.heading AS section FROM blogs b JOIN blog_sections s ON s.id = b.section_id LIMIT 1');

/** Parameters for each endpoint, as the site derives them; a new endpoint without a case fails to compile. */
const CASES: { readonly [N in GetEndpointName]: ParamsOf<N> } = {
  GetRandomBlogsForMain: {},
  GetDoctorStates: {},
  GetDoctorCity: { state: viaSlug(doctor.state!) },
  GetRandomDoctorsByState: { state: viaSlug(doctor.state!) },
  GetDoctorSpecialties: { state: viaSlug(doctor.state!), city: viaSlug(doctor.city!) },
  GetRandomDoctorsByCity: { state: viaSlug(doctor.state!), city: viaSlug(doctor.city!) },
  GetDoctorBySpecialtyData: { state: viaSlug(doctor.state!), city: viaSlug(doctor.city!), specialty: toSpecialityParam(toSlug(doctor.speciality!)) },
  GetDoctorSpecialtyDetails: { UID: doctor.uid! },
  GetDoctorSpecialityDetailsByUID: { UID: doctor.uid! },
  GetDocSpecialties: {},
  GetDoctorsBySpecialties: { specialty: toSpecialityParam(toSlug(doctor.speciality!)), pageNumber: 1 },
  GetBlogsBySpeciality: { speciality: '""' },
  GetRandomHospitalsByStateAndCity: { state: viaSlug(hospital.state!), city: viaSlug(hospital.city!) },
  GetHospitalStates: {},
  GetHospitalCity: { state: viaSlug(hospital.state!) },
  GetRandomHospitalsByState: { state: viaSlug(hospital.state!) },
  GetHospitals: { state: viaSlug(hospital.state!), city: viaSlug(hospital.city!) },
  GetHospitalDetails: { UID: hospital.uid! },
  GetDoctorsByHospitals: { state: viaSlug(hospital.state!), city: viaSlug(hospital.city!), hopitalname: viaSlug(hospital.name!) },
  GetPharmacyStates: {},
  GetPharmacyCity: { state: toCompactStateParam(toSlug(pharmacy.state!)) },
  GetRandomPharmacyByState: { state: toCompactStateParam(toSlug(pharmacy.state!)) },
  GetPharmacy: { state: viaSlug(pharmacy.state!), city: viaSlug(pharmacy.city!) },
  GetPharmacyDetails: { UID: pharmacy.uid! },
  GetUrgentCareStates: {},
  GetUrgentCareCity: { state: toCompactStateParam(toSlug(urgentCare.state!)) },
  GetRandomUrgentCareByState: { state: toCompactStateParam(toSlug(urgentCare.state!)) },
  GetUrgentCare: { state: viaSlug(urgentCare.state!), city: viaSlug(urgentCare.city!) },
  GetUrgentCareDetails: { UID: urgentCare.uid! },
  GetGroupPracticeStates: {},
  GetGroupPracticeCity: { state: toCompactStateParam(toSlug(groupPractice.state!)) },
  GetRandomGroupPracticeByState: { state: toCompactStateParam(toSlug(groupPractice.state!)) },
  GetGroupPractice: { state: viaSlug(groupPractice.state!), city: viaSlug(groupPractice.city!) },
  GetGroupPracticeDetails: { UID: groupPractice.uid! },
  GetDoctorsByGroupPractice: {
    state: viaSlug(groupPractice.state!),
    city: viaSlug(groupPractice.city!),
    grouppracticename: viaSlug(groupPractice.name!),
  },
  GetBlogSections: {},
  GetBlogsBySection: { sectionheading: toSectionSlug(blog.section!) },
  GetBlogDetails: { blogname: toBlogNameParam(blog.heading!) },
  GetRelatedBlogs: { blogname: toBlogNameParam(blog.heading!) },
};

const api = createTestApp({ randomSeed: 7 });
afterAll(() => {
  api.close();
  db.close();
});

describe('every GET endpoint of the contract', () => {
  let answers: Map<GetEndpointName, unknown>;
  beforeAll(async () => {
    answers = new Map();
    for (const name of GET_ENDPOINT_NAMES) {
      const { status, body } = await api.getJson(toRequestPath(name, CASES[name] as never));
      expect(status, `${name} answered ${status}: ${JSON.stringify(body)}`).toBe(200);
      answers.set(name, body);
    }
  });

  it.each(GET_ENDPOINT_NAMES)('%s answers data matching its schema, and not nothing', (name) => {
    const body = answers.get(name);
    const parsed = endpoints[name].response.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    if (Array.isArray(body)) expect(body.length, `${name} returned an empty list for existing data`).toBeGreaterThan(0);
  });

  it('sends every field of spec section 3, not just the required ones', () => {
    const detail = answers.get('GetDoctorSpecialtyDetails') as Record<string, unknown>;
    // The schema also keeps a uid when an API sends one (not in spec section 3: it tells a detail of another uid).
    const expected = Object.keys(DoctorDetailSchema.shape).filter((key) => key !== 'uid');
    expect(Object.keys(detail).sort()).toEqual([...expected].sort());
    const pharmacyRow = (answers.get('GetPharmacyDetails') as Array<Record<string, unknown>>)[0]!;
    expect(Object.keys(pharmacyRow).sort()).toEqual(Object.keys(endpoints.GetPharmacy.response.element.shape).sort());
  });
});

describe('behaviour the spec implies', () => {
  it('lists all 50 states and D.C. with flags the API serves itself', async () => {
    const { body } = await api.getJson('/api/Doctor/GetDoctorStates');
    const states = body as Array<{ state: string; flag: string }>;
    expect(states).toHaveLength(51);
    expect(states.map((s) => s.state)).toContain('District of Columbia');
    for (const state of states) expect(state.flag).toMatch(/^\/images\/flags\/US-[A-Z]{2}\.(png|svg)$/);
    const flag = await api.app.request(states[0]!.flag);
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toMatch(/^image\//);
  });

  it('finds a state whatever the spelling: spaces, no hyphens (level 2), or the code', async () => {
    const spaced = await api.getJson('/api/Home/GetPharmacyCity?state=new+york');
    const compact = await api.getJson('/api/Home/GetPharmacyCity?state=newyork');
    const code = await api.getJson('/api/Home/GetPharmacyCity?state=NY');
    expect((spaced.body as unknown[]).length).toBeGreaterThan(0);
    expect(compact.body).toEqual(spaced.body);
    expect(code.body).toEqual(spaced.body);
  });

  it('answers random lists with random samples of the right place', async () => {
    const busiest = one(`SELECT st.name FROM doctors d JOIN states st ON st.code = d.state_code
      GROUP BY d.state_code ORDER BY COUNT(*) DESC LIMIT 1`);
    const state = viaSlug(busiest.name!);
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { body } = await api.getJson(toRequestPath('GetRandomDoctorsByState', { state }));
      const doctors = body as Array<{ uid: string; state: string }>;
      expect(doctors.length).toBeGreaterThan(0);
      expect(doctors.length).toBeLessThanOrEqual(8);
      for (const d of doctors) expect(d.state).toBe(busiest.name);
      seen.add(
        doctors
          .map((d) => d.uid)
          .sort()
          .join(),
      );
    }
    expect(seen.size, 'five random samples were all identical').toBeGreaterThan(1);
  });

  it('pages doctors by speciality 10 at a time, without overlaps, until a short page', async () => {
    const specialty = toSpecialityParam('family-medicine');
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM doctors d JOIN specialities s ON s.id = d.speciality_id WHERE s.name = 'Family Medicine'`).get() as {
        n: number;
      }
    ).n;
    const uids: string[] = [];
    for (let page = 1; page < 100; page++) {
      const { body } = await api.getJson(toRequestPath('GetDoctorsBySpecialties', { specialty, pageNumber: page }));
      const rows = body as Array<{ uid: string; specialtyName: string }>;
      for (const row of rows) expect(row.specialtyName).toBe('Family Medicine');
      uids.push(...rows.map((row) => row.uid));
      if (rows.length < 10) break;
      expect(rows).toHaveLength(10);
    }
    expect(uids).toHaveLength(total);
    expect(new Set(uids).size).toBe(total);
  });

  it('answers a doctor the same from both detail endpoints', async () => {
    const a = await api.getJson(toRequestPath('GetDoctorSpecialtyDetails', { UID: doctor.uid! }));
    const b = await api.getJson(toRequestPath('GetDoctorSpecialityDetailsByUID', { UID: doctor.uid! }));
    expect(a.body).toEqual(b.body);
    expect((a.body as { specialtyName: string }).specialtyName).toContain('&amp;');
  });

  it('answers GetPharmacyDetails with a list whose first item is the pharmacy', async () => {
    const { body } = await api.getJson(toRequestPath('GetPharmacyDetails', { UID: pharmacy.uid! }));
    expect((body as Array<{ uid: string }>)[0]?.uid).toBe(pharmacy.uid);
  });

  it('finds blogs by section slug and by lower-case heading, and related blogs of the same section', async () => {
    const section = await api.getJson(toRequestPath('GetBlogsBySection', { sectionheading: 'adhdcycle' }));
    const cards = section.body as Array<{ blogHeading: string; sectionHeading: string }>;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.sectionHeading).toBe('Blogs About ADHD Cycle');
    const blogname = toBlogNameParam(cards[0]!.blogHeading);
    const details = await api.getJson(toRequestPath('GetBlogDetails', { blogname }));
    const rows = details.body as Array<{ contentType: string; contentTypeSpecial: string; list: string; blogHeading: string }>;
    expect(new Set(rows.map((row) => row.blogHeading))).toEqual(new Set([cards[0]!.blogHeading]));
    expect(rows.some((row) => row.contentType === 'L' && row.list.includes('|'))).toBe(true);
    expect(rows.some((row) => row.contentTypeSpecial === 'S')).toBe(true);
    const related = await api.getJson(toRequestPath('GetRelatedBlogs', { blogname }));
    const relatedCards = related.body as Array<{ blogHeading: string; sectionHeading: string }>;
    expect(relatedCards.length).toBeGreaterThan(0);
    expect(relatedCards.map((card) => card.blogHeading)).not.toContain(cards[0]!.blogHeading);
    for (const card of relatedCards) expect(card.sectionHeading).toBe('Blogs About ADHD Cycle');
  });

  it('recommends blogs for a speciality, and general ones for the empty quoted value', async () => {
    const dentist = await api.getJson(toRequestPath('GetBlogsBySpeciality', { speciality: 'dentist' }));
    expect((dentist.body as unknown[]).length).toBeGreaterThan(0);
    const quoted = await api.getJson(toRequestPath('GetBlogsBySpeciality', { speciality: "''" }));
    expect((quoted.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives the doctors of a hospital and of a group practice, each really affiliated', async () => {
    const { body } = await api.getJson(toRequestPath('GetDoctorsByHospitals', CASES.GetDoctorsByHospitals));
    for (const item of body as Array<{ uid: string }>) {
      const detail = await api.getJson(toRequestPath('GetDoctorSpecialtyDetails', { UID: item.uid }));
      const hospitals = Object.entries(detail.body as Record<string, unknown>)
        .filter(([key]) => key.startsWith('affiliatedHospital'))
        .map(([, value]) => value);
      expect(hospitals).toContain(hospital.name);
    }
    const members = (await api.getJson(toRequestPath('GetDoctorsByGroupPractice', CASES.GetDoctorsByGroupPractice))).body as Array<{
      uid: string;
      specialtyName: string;
      specialty: string;
    }>;
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      expect(member.specialty).toBe(cleanEntities(member.specialtyName));
      const detail = (await api.getJson(toRequestPath('GetDoctorSpecialtyDetails', { UID: member.uid }))).body as Record<string, string>;
      expect([detail.groupPractice1, detail.groupPractice2, detail.groupPractice3]).toContain(groupPractice.name);
    }
  });
});

describe('unknown entities and bad requests', () => {
  it.each([
    '/api/Doctor/GetDoctorCity?state=atlantis',
    '/api/Doctor/GetDoctorSpecialties?state=texas&city=gotham',
    '/api/Doctor/GetDoctorBySpecialtyData?state=texas&city=houston&specialty=wizardry',
    '/api/Doctor/GetDoctorsBySpecialties?specialty=wizardry&pageNumber=1&pageSize=10',
    '/api/Home/GetHospitals?state=texas&city=gotham',
    '/api/Home/GetDoctorsByHospitals?state=texas&city=houston&hopitalname=nowhere',
    '/api/Home/GetPharmacyDetails?UID=0000000',
    '/api/GroupPractice/GetDoctorsByGroupPractice?state=texas&city=houston&grouppracticename=nobody',
    '/api/Blog/GetBlogDetails?blogname=no+such+article',
    '/api/Blog/GetRelatedBlogs?blogname=no+such+article',
    '/api/Blog/GetBlogsBySection?sectionheading=nosuchsection',
    '/api/Blog/GetBlogsBySpeciality?speciality=wizardry',
  ])('%s → 200 []', async (path) => {
    expect(await api.getJson(path)).toEqual({ status: 200, body: [] });
  });

  it.each([
    '/api/Doctor/GetDoctorSpecialtyDetails?UID=0000000000',
    '/api/Home/GetHospitalDetails?UID=999999',
    '/api/UrgentCare/GetUrgentCareDetails?UID=1',
    '/api/GroupPractice/GetGroupPracticeDetails?UID=1',
  ])('%s → 404 with an error naming UID', async (path) => {
    const { status, body } = await api.getJson(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ field: 'UID' });
  });

  it('names a missing or invalid parameter with 400', async () => {
    expect(await api.getJson('/api/Doctor/GetDoctorCity')).toMatchObject({ status: 400, body: { field: 'state' } });
    expect(await api.getJson('/api/Doctor/GetDoctorsBySpecialties?specialty=dentist&pageNumber=0')).toMatchObject({
      status: 400,
      body: { field: 'pageNumber' },
    });
    expect(await api.getJson('/api/Doctor/GetDoctorsBySpecialties?specialty=dentist&pageNumber=1&pageSize=5000')).toMatchObject({
      status: 400,
      body: { field: 'pageSize' },
    });
  });

  it('answers unknown paths with a JSON 404', async () => {
    expect(await api.getJson('/api/Doctor/GetEverything')).toMatchObject({ status: 404 });
  });
});
