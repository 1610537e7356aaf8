/**
 * The crawl plan: which requests the site's pages need, each derived from an earlier response. Parameters are
 * built from the names the API itself returned, by the spec's rule (see toNameParam: accents and apostrophes
 * kept, hyphens back to spaces, '&' written 'and' in specialities, the state without hyphens for level-2
 * facility queries), never recovered from a URL slug. Pure functions: `rootRequests()` and `childrenOf(request, body)`.
 */
import { GET_ENDPOINT_NAMES, type GetEndpointName, type ParamsOf, type ResponseOf } from '../api/endpoints.ts';
import type { BlogSummary } from '../api/schemas/blog.ts';
import type { DoctorSummary } from '../api/schemas/doctor.ts';
import type { HospitalSummary } from '../api/schemas/hospital.ts';
import { requestKey, type RequestContext, type RequestRecord } from '../snapshot/records.ts';
import { toBlogNameParam, toCompactStateParam, toNameParam, toSectionSlug, toSlug, toSpecialityParam } from '../api/slugs.ts';

/**
 * Where a request's pages are: their URL slugs (ASCII), and the API's own state name for children whose
 * parameters cannot be taken from their parent's (a level-2 facility query sends the state without spaces).
 */
export type PlanContext = RequestContext;
/** A request the plan asks for; the snapshot keeps it as it is. */
export type PlannedRequest<N extends GetEndpointName = GetEndpointName> = RequestRecord<N>;
export { requestKey };

function request<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>, context: PlanContext = {}): PlannedRequest {
  return { endpoint, params, context } as PlannedRequest;
}

/** A context without its speciality: a city's requests are shared by all its specialities. */
const placeOf = ({ specialitySlug: _speciality, ...place }: PlanContext): PlanContext => place;

/** The empty quoted value hospital pages send to GetBlogsBySpeciality. */
export const EMPTY_QUOTED_SPECIALITY = '""';

/** Where the crawl starts: the home page's blogs, every directory's states, all specialities, the blog sections. */
export function rootRequests(): PlannedRequest[] {
  return [
    request('GetRandomBlogsForMain', {}),
    request('GetDoctorStates', {}),
    request('GetDocSpecialties', {}),
    request('GetHospitalStates', {}),
    request('GetBlogsBySpeciality', { speciality: EMPTY_QUOTED_SPECIALITY }),
    request('GetPharmacyStates', {}),
    request('GetUrgentCareStates', {}),
    request('GetGroupPracticeStates', {}),
    request('GetBlogSections', {}),
  ];
}

// Every page a card links to needs its detail.
const doctorDetails = (doctors: ReadonlyArray<{ uid: string }>): PlannedRequest[] =>
  doctors.map((doctor) => request('GetDoctorSpecialtyDetails', { UID: doctor.uid }));

const blogPages = (blogs: readonly BlogSummary[]): PlannedRequest[] =>
  blogs.flatMap((blog) => {
    const blogname = toBlogNameParam(blog.blogHeading);
    return [request('GetBlogDetails', { blogname }), request('GetRelatedBlogs', { blogname })];
  });

const hospitalPages = (hospitals: readonly HospitalSummary[]): PlannedRequest[] =>
  hospitals.flatMap((hospital) => {
    const context = { stateSlug: toSlug(hospital.state), citySlug: toSlug(hospital.city), state: hospital.state };
    return [
      request('GetHospitalDetails', { UID: hospital.uid }),
      request(
        'GetDoctorsByHospitals',
        { state: toNameParam(hospital.state), city: toNameParam(hospital.city), hopitalname: toNameParam(hospital.hospitalName) },
        context,
      ),
    ];
  });

interface FacilityCard {
  readonly uid: string;
  readonly state: string;
  readonly city: string;
}

const pharmacyPages = (items: readonly FacilityCard[]) => items.map((item) => request('GetPharmacyDetails', { UID: item.uid }));
const urgentCarePages = (items: readonly FacilityCard[]) => items.map((item) => request('GetUrgentCareDetails', { UID: item.uid }));
const groupPracticePages = (items: ReadonlyArray<FacilityCard & { groupPracticeName: string }>) =>
  items.flatMap((item) => [
    request('GetGroupPracticeDetails', { UID: item.uid }),
    request(
      'GetDoctorsByGroupPractice',
      { state: toNameParam(item.state), city: toNameParam(item.city), grouppracticename: toNameParam(item.groupPracticeName) },
      { stateSlug: toSlug(item.state), citySlug: toSlug(item.city), state: item.state },
    ),
  ]);

/** A directory's states: per state its cities and its random list, with the state parameter the kind uses. */
function statesOf<C extends GetEndpointName, R extends GetEndpointName>(cities: C, random: R, compact: boolean) {
  return (states: ResponseOf<'GetDoctorStates'>): PlannedRequest[] =>
    states.flatMap(({ state }) => {
      const context = { stateSlug: toSlug(state), state };
      const param = compact ? toCompactStateParam(state) : toNameParam(state);
      return [request(cities, { state: param } as never, context), request(random, { state: param } as never, context)];
    });
}

/** A directory's cities: per city the requests of its city page. */
function citiesOf(build: (state: string, city: string, context: PlanContext) => PlannedRequest[]) {
  return (cities: ResponseOf<'GetDoctorCity'>, _params: unknown, context: PlanContext): PlannedRequest[] => {
    const stateSlug = context.stateSlug ?? '';
    const state = context.state ?? '';
    return cities.flatMap(({ city }) => build(toNameParam(state), toNameParam(city), { stateSlug, citySlug: toSlug(city), state }));
  };
}

type Children = {
  readonly [N in GetEndpointName]: (body: ResponseOf<N>, params: ParamsOf<N>, context: PlanContext) => PlannedRequest[];
};

const NONE = (): PlannedRequest[] => [];

const CHILDREN: Children = {
  GetRandomBlogsForMain: blogPages,

  // Doctors: states → cities → specialities → doctors → details.
  GetDoctorStates: statesOf('GetDoctorCity', 'GetRandomDoctorsByState', false),
  GetDoctorCity: citiesOf((state, city, context) => [
    request('GetDoctorSpecialties', { state, city }, context),
    request('GetRandomDoctorsByCity', { state, city }, context),
  ]),
  GetRandomDoctorsByState: doctorDetails,
  GetRandomDoctorsByCity: doctorDetails,
  GetDoctorSpecialties: (specialities, params, context) =>
    specialities.flatMap(({ specialtyName }) => {
      const specialty = toSpecialityParam(specialtyName);
      return [
        request(
          'GetDoctorBySpecialtyData',
          { state: String(params.state), city: String(params.city), specialty },
          { ...context, specialitySlug: toSlug(specialtyName) },
        ),
        request('GetBlogsBySpeciality', { speciality: specialty }),
      ];
    }),
  // The city + speciality page also shows the city's top rated hospitals.
  GetDoctorBySpecialtyData: (doctors, params, context) => [
    ...doctorDetails(doctors),
    request('GetRandomHospitalsByStateAndCity', { state: String(params.state), city: String(params.city) }, placeOf(context)),
  ],
  GetDoctorSpecialtyDetails: NONE,
  GetDoctorSpecialityDetailsByUID: NONE,

  // Specialities: every speciality's doctors, page by page until a page holds fewer than 10.
  GetDocSpecialties: (specialities) =>
    specialities.map(({ specialtyName }) =>
      request('GetDoctorsBySpecialties', { specialty: toSpecialityParam(specialtyName), pageNumber: 1 }, { specialitySlug: toSlug(specialtyName) }),
    ),
  GetDoctorsBySpecialties: (doctors: readonly DoctorSummary[], params, context) => [
    ...doctorDetails(doctors),
    ...(doctors.length === 10
      ? [request('GetDoctorsBySpecialties', { specialty: String(params.specialty), pageNumber: Number(params.pageNumber) + 1 }, context)]
      : []),
  ],
  GetBlogsBySpeciality: blogPages,

  // Hospitals.
  GetRandomHospitalsByStateAndCity: hospitalPages,
  GetHospitalStates: statesOf('GetHospitalCity', 'GetRandomHospitalsByState', false),
  GetHospitalCity: citiesOf((state, city, context) => [request('GetHospitals', { state, city }, context)]),
  GetRandomHospitalsByState: hospitalPages,
  GetHospitals: hospitalPages,
  GetHospitalDetails: NONE,
  GetDoctorsByHospitals: doctorDetails,

  // Pharmacies, urgent care, group practices: level 2 asks with the state slug without hyphens.
  GetPharmacyStates: statesOf('GetPharmacyCity', 'GetRandomPharmacyByState', true),
  GetPharmacyCity: citiesOf((state, city, context) => [request('GetPharmacy', { state, city }, context)]),
  GetRandomPharmacyByState: pharmacyPages,
  GetPharmacy: pharmacyPages,
  GetPharmacyDetails: NONE,
  GetUrgentCareStates: statesOf('GetUrgentCareCity', 'GetRandomUrgentCareByState', true),
  GetUrgentCareCity: citiesOf((state, city, context) => [request('GetUrgentCare', { state, city }, context)]),
  GetRandomUrgentCareByState: urgentCarePages,
  GetUrgentCare: urgentCarePages,
  GetUrgentCareDetails: NONE,
  GetGroupPracticeStates: statesOf('GetGroupPracticeCity', 'GetRandomGroupPracticeByState', true),
  GetGroupPracticeCity: citiesOf((state, city, context) => [request('GetGroupPractice', { state, city }, context)]),
  GetRandomGroupPracticeByState: groupPracticePages,
  GetGroupPractice: groupPracticePages,
  GetGroupPracticeDetails: NONE,
  // A group practice's providers link to their doctor pages; its blogs follow its first doctor's specialty.
  GetDoctorsByGroupPractice: (doctors) => [
    ...doctorDetails(doctors),
    ...(doctors[0] ? [request('GetBlogsBySpeciality', { speciality: toSpecialityParam(doctors[0].specialty || doctors[0].specialtyName) })] : []),
  ],

  // Blog.
  GetBlogSections: (sections) =>
    sections.map(({ sectionHeading }) => request('GetBlogsBySection', { sectionheading: toSectionSlug(sectionHeading) })),
  GetBlogsBySection: blogPages,
  GetBlogDetails: NONE,
  GetRelatedBlogs: blogPages,
};

/** The endpoints whose answers lead to no other request (details): the crawl takes them after the others. */
export const ENDPOINTS_LEADING_NOWHERE: readonly GetEndpointName[] = GET_ENDPOINT_NAMES.filter((name) => CHILDREN[name] === NONE);

/** The requests a response leads to. */
export function childrenOf<N extends GetEndpointName>(request: PlannedRequest<N>, body: ResponseOf<N>): PlannedRequest[] {
  const derive = CHILDREN[request.endpoint] as (body: ResponseOf<N>, params: ParamsOf<N>, context: PlanContext) => PlannedRequest[];
  return derive(body, request.params, request.context);
}
