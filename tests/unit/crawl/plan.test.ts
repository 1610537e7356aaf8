/** The crawl plan: which requests each response leads to, with parameters derived as the spec says. */
import { describe, expect, it } from 'vitest';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
import { childrenOf, requestKey, rootRequests, type PlannedRequest } from '../../../src/crawl/plan.ts';

const keys = (requests: readonly PlannedRequest[]) => requests.map(requestKey);
const doctor = (uid: string): DoctorSummary => ({
  state: 'New York',
  city: 'New York',
  specialtyName: 'Dentist',
  doctorName: 'Ann Lee',
  uid,
  docImage: '',
  gender: 'Female',
  rating: '',
  address: '',
});

describe('rootRequests', () => {
  it('starts from what the pages without a listing read: the home blogs, every directory, all specialities, the blog sections', () => {
    expect(keys(rootRequests())).toEqual([
      '/api/Blog/GetRandomBlogsForMain',
      '/api/Doctor/GetDoctorStates',
      '/api/Doctor/GetDocSpecialties',
      '/api/Home/GetHospitalStates',
      '/api/Home/GetPharmacyStates',
      '/api/UrgentCare/GetUrgentCareStates',
      '/api/GroupPractice/GetGroupPracticeStates',
      '/api/Blog/GetBlogSections',
    ]);
  });
});

describe('childrenOf', () => {
  it('asks a doctor state for its cities and random doctors with hyphens turned to spaces', () => {
    const children = childrenOf({ endpoint: 'GetDoctorStates', params: {}, context: {} }, [{ state: 'New York', flag: '' }]);
    expect(keys(children)).toEqual(['/api/Doctor/GetDoctorCity?state=new+york', '/api/Doctor/GetRandomDoctorsByState?state=new+york']);
    expect(children[0]?.context).toEqual({ stateSlug: 'new-york', state: 'New York' });
  });

  it("sends the API's own names by the spec's rule: accents and apostrophes kept, periods and commas removed", () => {
    const states = childrenOf({ endpoint: 'GetDoctorStates', params: {}, context: {} }, [{ state: 'Colorado', flag: '' }]);
    const cities = childrenOf(states[0] as PlannedRequest<'GetDoctorCity'>, [
      { city: 'Cañon City' },
      { city: "Coeur d'Alene" },
      { city: 'St. Louis' },
      { city: 'San José' },
    ]);
    expect(cities.map((request) => request.params)).toEqual([
      { state: 'colorado', city: 'cañon city' },
      { state: 'colorado', city: 'cañon city' },
      { state: 'colorado', city: "coeur d'alene" },
      { state: 'colorado', city: "coeur d'alene" },
      { state: 'colorado', city: 'st louis' },
      { state: 'colorado', city: 'st louis' },
      { state: 'colorado', city: 'san josé' },
      { state: 'colorado', city: 'san josé' },
    ]);
    // The city's specialities list its speciality pages: their URLs stay ASCII, their names stay the API's.
    const specialities = cities.filter((request) => request.endpoint === 'GetDoctorSpecialties');
    expect(specialities.map((request) => request.context.citySlug)).toEqual(['canon-city', 'coeur-dalene', 'st-louis', 'san-jose']);
    expect(specialities.map((request) => request.context.city)).toEqual(['Cañon City', "Coeur d'Alene", 'St. Louis', 'San José']);
  });

  it('asks level-2 facility queries with the state slug without hyphens, and level 3 with spaces', () => {
    const states = childrenOf({ endpoint: 'GetPharmacyStates', params: {}, context: {} }, [{ state: 'District of Columbia', flag: '' }]);
    expect(keys(states)).toEqual([
      '/api/Home/GetPharmacyCity?state=districtofcolumbia',
      '/api/Home/GetRandomPharmacyByState?state=districtofcolumbia',
    ]);
    const cities = childrenOf(states[0] as PlannedRequest<'GetPharmacyCity'>, [{ city: 'Washington' }]);
    expect(keys(cities)).toEqual(['/api/Home/GetPharmacy?state=district+of+columbia&city=washington']);
    const accented = childrenOf({ endpoint: 'GetPharmacyStates', params: {}, context: {} }, [{ state: 'Hawaiʻi', flag: '' }]);
    expect(accented[0]?.params).toEqual({ state: 'hawaiʻi' });
  });

  it("writes a speciality's ampersand as 'and' and asks for its blogs and the city's top hospitals", () => {
    const children = childrenOf(
      { endpoint: 'GetDoctorSpecialties', params: { state: 'texas', city: 'st louis' }, context: { stateSlug: 'texas', citySlug: 'st-louis' } },
      [{ specialtyName: 'Obstetrics &amp; Gynecology' }],
    );
    expect(keys(children)).toEqual(['/api/Doctor/GetDoctorBySpecialtyData?state=texas&city=st+louis&specialty=obstetrics+and+gynecology']);
    // The list's first page is listed by its doctors' answer, an empty one too ('No Doctors Found'): it reads these.
    for (const doctors of [[doctor('100')], []]) {
      expect(keys(childrenOf(children[0] as PlannedRequest<'GetDoctorBySpecialtyData'>, doctors))).toEqual(
        expect.arrayContaining([
          '/api/Blog/GetBlogsBySpeciality?speciality=obstetrics+and+gynecology',
          '/api/Home/GetRandomHospitalsByStateAndCity?state=texas&city=st+louis',
        ]),
      );
    }
  });

  it('asks for the next speciality page only after a page of exactly 10', () => {
    const request: PlannedRequest<'GetDoctorsBySpecialties'> = {
      endpoint: 'GetDoctorsBySpecialties',
      params: { specialty: 'dentist', pageNumber: 3 },
      context: {},
    };
    const full = Array.from({ length: 10 }, (_, i) => doctor(String(100 + i)));
    expect(keys(childrenOf(request, full))).toContain('/api/Doctor/GetDoctorsBySpecialties?specialty=dentist&pageNumber=4&pageSize=10');
    expect(keys(childrenOf(request, full.slice(0, 9))).some((key) => key.includes('pageNumber=4'))).toBe(false);
    expect(keys(childrenOf(request, full.slice(0, 9)))).toContain('/api/Doctor/GetDoctorSpecialtyDetails?UID=100');
  });

  it("asks for a hospital's details, doctors with the API's own 'hopitalname', and its page's blogs", () => {
    const children = childrenOf({ endpoint: 'GetHospitals', params: { state: 'missouri', city: 'st louis' }, context: {} }, [
      { state: 'Missouri', city: 'St. Louis', hospitalName: 'St. Mary&#39;s Medical Center', uid: '260001', rating: '80', address: '' },
    ]);
    expect(keys(children)).toEqual([
      '/api/Home/GetHospitalDetails?UID=260001',
      // The name as the API spelled it, by the spec's rule: its entity stays, the period goes.
      `/api/Home/GetDoctorsByHospitals?state=missouri&city=st+louis&hopitalname=${encodeURIComponent('st mary&#39;s medical center').replace(/%20/g, '+')}`,
      // The empty quoted value every hospital page sends.
      '/api/Blog/GetBlogsBySpeciality?speciality=%22%22',
    ]);
  });

  it("asks for a group practice's blogs with its first doctor's specialty", () => {
    const children = childrenOf(
      { endpoint: 'GetDoctorsByGroupPractice', params: { state: 'ohio', city: 'dayton', grouppracticename: 'x' }, context: {} },
      [
        { uid: '1', doctorName: 'A', specialtyName: 'Allergy &amp; Immunology', specialty: 'Allergy & Immunology', docImage: '', rating: '' },
        { uid: '2', doctorName: 'B', specialtyName: 'Dentist', specialty: 'Dentist', docImage: '', rating: '' },
      ],
    );
    // Its provider cards link to the doctors' pages, whose details the city + speciality lists ask for.
    expect(keys(children)).toEqual(['/api/Blog/GetBlogsBySpeciality?speciality=allergy+and+immunology']);
    expect(childrenOf({ endpoint: 'GetDoctorsByGroupPractice', params: { state: 'a', city: 'b', grouppracticename: 'c' }, context: {} }, [])).toEqual(
      [],
    );
  });

  it('asks for the details and related blogs of every blog card, by lower-case heading', () => {
    const children = childrenOf({ endpoint: 'GetBlogsBySection', params: { sectionheading: 'adhdcycle' }, context: {} }, [
      { blogHeading: 'Is It ADHD or Something Else?', blogImage: '', blogDescription: '', sectionHeading: '', publishDate: '' },
    ]);
    expect(keys(children)).toEqual([
      '/api/Blog/GetBlogDetails?blogname=is+it+adhd+or+something+else%3F',
      '/api/Blog/GetRelatedBlogs?blogname=is+it+adhd+or+something+else%3F',
    ]);
  });

  it('stops at details', () => {
    expect(childrenOf({ endpoint: 'GetHospitalDetails', params: { UID: '1' }, context: {} }, {} as never)).toEqual([]);
  });
});
