/**
 * The API contract: every endpoint of spec section 7 in one table, with its exact path, its query parameter
 * names in the API's own spelling (`hopitalname`, `UID`, `pageNumber`, `blogname`, `sectionheading`, ...)
 * and the schema its response or body must match. The crawler, the browser forms and the reference API
 * all read this table, so a path or a parameter is spelled in exactly one place.
 */
import { z } from 'zod';
import { FORM_PATHS } from './schemas/form-rules.ts';
import { BlogDetailRowSchema, BlogSummarySchema, SectionSchema } from './schemas/blog.ts';
import { CitySchema } from './schemas/city.ts';
import { DoctorDetailSchema, DoctorSummarySchema, GroupPracticeDoctorSchema, HospitalDoctorSchema } from './schemas/doctor.ts';
import { GroupPracticeSchema } from './schemas/group-practice.ts';
import { HospitalDetailSchema, HospitalSummarySchema } from './schemas/hospital.ts';
import { ContactMessageSchema, FeedbackMessageSchema, WriteForUsMessageSchema } from './schemas/message.ts';
import { PharmacySchema } from './schemas/pharmacy.ts';
import { SpecialitySchema } from './schemas/speciality.ts';
import { StateSchema } from './schemas/state.ts';
import { UrgentCareSchema } from './schemas/urgent-care.ts';

/** A GET endpoint: its path, its query parameters in order, fixed parameter values, and its response schema. */
export interface GetEndpoint<P extends string = string, S extends z.ZodType = z.ZodType> {
  readonly method: 'GET';
  readonly path: string;
  readonly params: readonly P[];
  /** Parameters whose value the contract fixes (`pageSize=10`); callers do not pass them. */
  readonly fixed: Readonly<Record<string, string>>;
  readonly response: S;
}

/** A POST endpoint: its path and the JSON body schema. Only whether the status is ok matters (spec section 7). */
export interface PostEndpoint<S extends z.ZodType = z.ZodType> {
  readonly method: 'POST';
  readonly path: string;
  readonly body: S;
}

function get<const P extends string, S extends z.ZodType>(
  path: string,
  params: readonly P[],
  response: S,
  fixed: Readonly<Record<string, string>> = {},
): GetEndpoint<P, S> {
  return { method: 'GET', path, params, fixed, response };
}

function post<S extends z.ZodType>(path: string, body: S): PostEndpoint<S> {
  return { method: 'POST', path, body };
}

const list = <S extends z.ZodType>(item: S) => z.array(item);

/**
 * A detail answer: the entity itself, or a list whose first item is the entity (the spec names the list for
 * pharmacies and leaves the other detail endpoints open, so both shapes are accepted for every one). An empty
 * list means the listing is gone: the response validates to null. Only the first item of a list is checked.
 */
const detail = <S extends z.ZodType>(entity: S) =>
  z.preprocess((value) => {
    if (Array.isArray(value)) return value.length > 0 ? value[0] : null;
    // A bare null is not an allowed shape: it must fail validation, not read as gone.
    return value === null ? undefined : value;
  }, entity.nullable());

/** An article's rows (GetBlogDetails): an empty list means the article is gone, as for a detail endpoint, so no
 * page is built for it and no card links to it (the host's 'Blogs Not Found' answers its address). */
const rowsOrGone = <S extends z.ZodType>(item: S) =>
  z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? null : value), z.array(item).nullable());

/** Whether a validated response says its listing is gone (a detail endpoint answered an empty list). */
export const isGone = (body: unknown): boolean => body === null;

/** Every endpoint of spec section 7, keyed by the API's own method name. */
export const endpoints = {
  // Home page
  GetRandomBlogsForMain: get('/api/Blog/GetRandomBlogsForMain', [], list(BlogSummarySchema)),

  // Doctors
  GetDoctorStates: get('/api/Doctor/GetDoctorStates', [], list(StateSchema)),
  GetDoctorCity: get('/api/Doctor/GetDoctorCity', ['state'], list(CitySchema)),
  GetRandomDoctorsByState: get('/api/Doctor/GetRandomDoctorsByState', ['state'], list(DoctorSummarySchema)),
  GetDoctorSpecialties: get('/api/Doctor/GetDoctorSpecialties', ['state', 'city'], list(SpecialitySchema)),
  GetRandomDoctorsByCity: get('/api/Doctor/GetRandomDoctorsByCity', ['state', 'city'], list(DoctorSummarySchema)),
  GetDoctorBySpecialtyData: get('/api/Doctor/GetDoctorBySpecialtyData', ['state', 'city', 'specialty'], list(DoctorSummarySchema)),
  GetDoctorSpecialtyDetails: get('/api/Doctor/GetDoctorSpecialtyDetails', ['UID'], detail(DoctorDetailSchema)),
  GetDoctorSpecialityDetailsByUID: get('/api/Doctor/GetDoctorSpecialityDetailsByUID', ['UID'], detail(DoctorDetailSchema)),
  GetDocSpecialties: get('/api/Doctor/GetDocSpecialties', [], list(SpecialitySchema)),
  GetDoctorsBySpecialties: get('/api/Doctor/GetDoctorsBySpecialties', ['specialty', 'pageNumber'], list(DoctorSummarySchema), { pageSize: '10' }),

  // Blogs recommended on directory pages; hospital pages pass an empty quoted value ('""').
  GetBlogsBySpeciality: get('/api/Blog/GetBlogsBySpeciality', ['speciality'], list(BlogSummarySchema)),

  // Hospitals
  GetRandomHospitalsByStateAndCity: get('/api/Home/GetRandomHospitalsByStateAndCity', ['state', 'city'], list(HospitalSummarySchema)),
  GetHospitalStates: get('/api/Home/GetHospitalStates', [], list(StateSchema)),
  GetHospitalCity: get('/api/Home/GetHospitalCity', ['state'], list(CitySchema)),
  GetRandomHospitalsByState: get('/api/Home/GetRandomHospitalsByState', ['state'], list(HospitalSummarySchema)),
  GetHospitals: get('/api/Home/GetHospitals', ['state', 'city'], list(HospitalSummarySchema)),
  GetHospitalDetails: get('/api/Home/GetHospitalDetails', ['UID'], detail(HospitalDetailSchema)),
  GetDoctorsByHospitals: get('/api/Home/GetDoctorsByHospitals', ['state', 'city', 'hopitalname'], list(HospitalDoctorSchema)),

  // Pharmacies
  GetPharmacyStates: get('/api/Home/GetPharmacyStates', [], list(StateSchema)),
  GetPharmacyCity: get('/api/Home/GetPharmacyCity', ['state'], list(CitySchema)),
  GetRandomPharmacyByState: get('/api/Home/GetRandomPharmacyByState', ['state'], list(PharmacySchema)),
  GetPharmacy: get('/api/Home/GetPharmacy', ['state', 'city'], list(PharmacySchema)),
  // The spec says: a list whose first item is the pharmacy.
  GetPharmacyDetails: get('/api/Home/GetPharmacyDetails', ['UID'], detail(PharmacySchema)),

  // Urgent care
  GetUrgentCareStates: get('/api/UrgentCare/GetUrgentCareStates', [], list(StateSchema)),
  GetUrgentCareCity: get('/api/UrgentCare/GetUrgentCareCity', ['state'], list(CitySchema)),
  GetRandomUrgentCareByState: get('/api/UrgentCare/GetRandomUrgentCareByState', ['state'], list(UrgentCareSchema)),
  GetUrgentCare: get('/api/UrgentCare/GetUrgentCare', ['state', 'city'], list(UrgentCareSchema)),
  GetUrgentCareDetails: get('/api/UrgentCare/GetUrgentCareDetails', ['UID'], detail(UrgentCareSchema)),

  // Group practices
  GetGroupPracticeStates: get('/api/GroupPractice/GetGroupPracticeStates', [], list(StateSchema)),
  GetGroupPracticeCity: get('/api/GroupPractice/GetGroupPracticeCity', ['state'], list(CitySchema)),
  GetRandomGroupPracticeByState: get('/api/GroupPractice/GetRandomGroupPracticeByState', ['state'], list(GroupPracticeSchema)),
  GetGroupPractice: get('/api/GroupPractice/GetGroupPractice', ['state', 'city'], list(GroupPracticeSchema)),
  GetGroupPracticeDetails: get('/api/GroupPractice/GetGroupPracticeDetails', ['UID'], detail(GroupPracticeSchema)),
  GetDoctorsByGroupPractice: get(
    '/api/GroupPractice/GetDoctorsByGroupPractice',
    ['state', 'city', 'grouppracticename'],
    list(GroupPracticeDoctorSchema),
  ),

  // Blog
  GetBlogSections: get('/api/Blog/GetBlogSections', [], list(SectionSchema)),
  GetBlogsBySection: get('/api/Blog/GetBlogsBySection', ['sectionheading'], list(BlogSummarySchema)),
  GetBlogDetails: get('/api/Blog/GetBlogDetails', ['blogname'], rowsOrGone(BlogDetailRowSchema)),
  GetRelatedBlogs: get('/api/Blog/GetRelatedBlogs', ['blogname'], list(BlogSummarySchema)),

  // Forms (JSON bodies)
  InsertWriteForUsForm: post(FORM_PATHS.InsertWriteForUsForm, WriteForUsMessageSchema),
  SendContactUsEmail: post(FORM_PATHS.SendContactUsEmail, ContactMessageSchema),
  SendFeedBackEmail: post(FORM_PATHS.SendFeedBackEmail, FeedbackMessageSchema),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Names of the GET endpoints. */
export type GetEndpointName = {
  [K in EndpointName]: Endpoints[K] extends GetEndpoint ? K : never;
}[EndpointName];
/** Names of the POST endpoints. */
export type PostEndpointName = Exclude<EndpointName, GetEndpointName>;

/** The query parameters a caller passes to a GET endpoint (fixed ones excluded). */
export type ParamsOf<N extends GetEndpointName> = Endpoints[N] extends GetEndpoint<infer P> ? Readonly<Record<P, string | number>> : never;
/** The validated response of a GET endpoint. */
export type ResponseOf<N extends GetEndpointName> = z.infer<Endpoints[N]['response']>;
/** The body of a POST endpoint. */
export type BodyOf<N extends PostEndpointName> = z.input<Endpoints[N]['body']>;

/** The names of all GET endpoints, in table order. */
export const GET_ENDPOINT_NAMES = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is GetEndpointName => endpoints[name].method === 'GET',
);
/** The names of all POST endpoints, in table order. */
export const POST_ENDPOINT_NAMES = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is PostEndpointName => endpoints[name].method === 'POST',
);

/** Builds the path and query of a GET request, parameters in contract order, fixed values appended. */
export function toRequestPath<N extends GetEndpointName>(name: N, params: ParamsOf<N>): string {
  const endpoint: GetEndpoint = endpoints[name];
  const query = new URLSearchParams();
  const values = params as Readonly<Record<string, string | number>>;
  for (const param of endpoint.params) {
    const value = values[param];
    if (value === undefined) throw new Error(`${name}: missing query parameter '${param}'`);
    query.append(param, String(value));
  }
  for (const [param, value] of Object.entries(endpoint.fixed)) query.append(param, value);
  const search = query.toString();
  return search ? `${endpoint.path}?${search}` : endpoint.path;
}
