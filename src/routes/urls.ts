/**
 * The site's URLs by what they lead to, each made from its route in the route table (urlOf): a route's address is
 * written once, in its pattern.
 */
import type { FacilityKind, ListingKind } from '../lib/facility-kinds.ts';
import type { DoctorPageRef, ListingPageRef } from '../snapshot/read.ts';
import { FIRST_LIST_PAGE } from './list-pages.ts';
import {
  BLOG,
  BLOG_NOT_FOUND,
  BLOG_SECTION,
  BLOG_SECTION_JSON,
  BLOGS_HOME,
  DOCTOR_CITY,
  DOCTOR_DETAIL,
  DOCTOR_SPECIALITY,
  DOCTOR_SPECIALITY_LIST_JSON,
  DOCTOR_SPECIALITY_PAGE,
  DOCTOR_STATE,
  DOCTORS_HOME,
  FACILITY_ROUTES,
  HOME,
  HOSPITAL_CITY,
  HOSPITAL_CITY_LIST_JSON,
  HOSPITAL_CITY_PAGE,
  HOSPITAL_DETAIL,
  HOSPITAL_DOCTORS_PAGE,
  HOSPITAL_STATE,
  GROUP_PRACTICE_PROVIDERS_PAGE,
  HOSPITALS_HOME,
  SPECIALITIES_HOME,
  SPECIALITY,
  SPECIALITY_CHUNK,
  SPECIALITY_CHUNK_JSON,
  SPECIALITY_DOCTOR,
  SPECIALITY_STATE,
  SPECIALITY_STATE_CHUNK,
  SPECIALITY_STATE_CHUNK_JSON,
  SEARCH,
  CONTACT_US,
  WRITE_FOR_US,
  SAVED,
  OFFLINE,
  specialityChunkFileName,
  specialitySegment,
} from './table.ts';
import { isDetailPath, urlOf } from './url-of.ts';

export { isDetailPath } from './url-of.ts';

export const HOME_URL = urlOf(HOME);
export const DOCTORS_URL = urlOf(DOCTORS_HOME);
export const SPECIALITIES_URL = urlOf(SPECIALITIES_HOME);
export const HOSPITALS_URL = urlOf(HOSPITALS_HOME);
export const BLOGS_URL = urlOf(BLOGS_HOME);
export const SEARCH_URL = urlOf(SEARCH);
export const CONTACT_US_URL = urlOf(CONTACT_US);
export const WRITE_FOR_US_URL = urlOf(WRITE_FOR_US);
export const SAVED_URL = urlOf(SAVED);
export const OFFLINE_URL = urlOf(OFFLINE);

export const doctorStateUrl = (stateSlug: string): string => urlOf(DOCTOR_STATE, { state: stateSlug });
export const doctorCityUrl = (stateSlug: string, citySlug: string): string => urlOf(DOCTOR_CITY, { state: stateSlug, city: citySlug });
export const doctorSpecialityUrl = (stateSlug: string, citySlug: string, specialitySlug: string): string =>
  urlOf(DOCTOR_SPECIALITY, { state: stateSlug, city: citySlug, speciality: specialitySlug });
/** A city's doctors of one speciality, by its three slugs. */
export interface CityListRef {
  readonly state: string;
  readonly city: string;
  readonly speciality: string;
}
/** A page of a city's list (src/routes/list-pages.ts): its first is the list's own address. */
export const doctorListPageUrl = (list: CityListRef, page: string): string =>
  page === FIRST_LIST_PAGE ? urlOf(DOCTOR_SPECIALITY, { ...list }) : urlOf(DOCTOR_SPECIALITY_PAGE, { ...list, page });
/** A paged city list's every doctor, as the JSON its filters read. */
export const doctorListJsonUrl = (list: CityListRef): string => urlOf(DOCTOR_SPECIALITY_LIST_JSON, { ...list });
/** A doctor's detail page under /best-doctors/: the canonical one. */
export const doctorUrl = (page: DoctorPageRef): string =>
  urlOf(DOCTOR_DETAIL, { state: page.stateSlug, city: page.citySlug, speciality: page.specialitySlug, doctor: page.slug });

export const specialityUrl = (specialitySlug: string): string => urlOf(SPECIALITY, { speciality: specialitySegment(specialitySlug) });
export const specialityDoctorUrl = (specialitySlug: string, doctorSlug: string): string =>
  urlOf(SPECIALITY_DOCTOR, { speciality: specialitySegment(specialitySlug), doctor: doctorSlug });

/** A speciality's list of doctors, national or narrowed to a state (src/routes/table.ts, DoctorList). */
export interface DoctorListRef {
  readonly specialitySlug: string;
  readonly state?: { readonly slug: string } | undefined;
}

const listParams = ({ specialitySlug, state }: DoctorListRef) => ({
  speciality: specialitySegment(specialitySlug),
  ...(state ? { state: state.slug } : {}),
});

/** A speciality's doctors in one state. */
export const specialityStateUrl = (specialitySlug: string, stateSlug: string): string =>
  urlOf(SPECIALITY_STATE, { speciality: specialitySegment(specialitySlug), state: stateSlug });
/** A list's first page. */
export const doctorListUrl = (list: DoctorListRef): string => urlOf(list.state ? SPECIALITY_STATE : SPECIALITY, listParams(list));
/** A chunk of a list's further doctors (src/routes/speciality-chunks.ts): its JSON (Load More reads it) and its page
 * as HTML (where Load More leads without JavaScript). */
export const doctorListChunkJsonUrl = (list: DoctorListRef, chunk: string): string =>
  urlOf(list.state ? SPECIALITY_STATE_CHUNK_JSON : SPECIALITY_CHUNK_JSON, { ...listParams(list), chunk: specialityChunkFileName(chunk) });
export const doctorListChunkUrl = (list: DoctorListRef, chunk: string): string =>
  urlOf(list.state ? SPECIALITY_STATE_CHUNK : SPECIALITY_CHUNK, { ...listParams(list), chunk });

export const hospitalStateUrl = (stateSlug: string): string => urlOf(HOSPITAL_STATE, { state: stateSlug });
export const hospitalCityUrl = (stateSlug: string, citySlug: string): string => urlOf(HOSPITAL_CITY, { state: stateSlug, city: citySlug });
/** A page of a city's hospitals (src/routes/list-pages.ts): its first is the city's own address. */
export const hospitalListPageUrl = (list: { readonly state: string; readonly city: string }, page: string): string =>
  page === FIRST_LIST_PAGE ? urlOf(HOSPITAL_CITY, { ...list }) : urlOf(HOSPITAL_CITY_PAGE, { ...list, page });
/** A paged city list's every hospital, as the JSON its filters read. */
export const hospitalListJsonUrl = (list: { readonly state: string; readonly city: string }): string => urlOf(HOSPITAL_CITY_LIST_JSON, { ...list });

/** The first page of each directory: doctors' and each listing kind's. */
export const directoryUrl = (kind: ListingKind | 'doctor'): string =>
  kind === 'doctor' ? DOCTORS_URL : kind === 'hospital' ? HOSPITALS_URL : urlOf(FACILITY_ROUTES[kind].home);

export const facilityStateUrl = (kind: FacilityKind, stateSlug: string): string => urlOf(FACILITY_ROUTES[kind].state, { state: stateSlug });
export const facilityCityUrl = (kind: FacilityKind, stateSlug: string, citySlug: string): string =>
  urlOf(FACILITY_ROUTES[kind].city, { state: stateSlug, city: citySlug });

/** A page of a city's facilities (src/routes/list-pages.ts): its first is the city's own address. */
export const facilityListPageUrl = (kind: FacilityKind, stateSlug: string, citySlug: string, page: string): string =>
  page === FIRST_LIST_PAGE
    ? facilityCityUrl(kind, stateSlug, citySlug)
    : urlOf(FACILITY_ROUTES[kind].cityPage, { state: stateSlug, city: citySlug, page });

export const facilityDetailUrl = (kind: FacilityKind, stateSlug: string, citySlug: string, listingSlug: string): string =>
  urlOf(FACILITY_ROUTES[kind].detail, { state: stateSlug, city: citySlug, listing: listingSlug });

/** A listing's detail page. */
export const listingUrl = (page: ListingPageRef): string =>
  page.kind === 'hospital'
    ? urlOf(HOSPITAL_DETAIL, { state: page.stateSlug, city: page.citySlug, hospital: page.slug })
    : facilityDetailUrl(page.kind, page.stateSlug, page.citySlug, page.slug);

/** A listing whose page shows doctors (a hospital, a group practice), by its slugs. */
export interface DoctorsListingRef {
  readonly kind: 'hospital' | 'group_practice';
  readonly state: string;
  readonly city: string;
  readonly slug: string;
}
/** A page of a listing's doctors (src/routes/table.ts, listingDoctorPagesOf): its first is the listing's own page. */
export function listingDoctorsPageUrl({ kind, state, city, slug }: DoctorsListingRef, page: string): string {
  if (kind === 'hospital') {
    const hospital = { state, city, hospital: slug };
    return page === FIRST_LIST_PAGE ? urlOf(HOSPITAL_DETAIL, hospital) : urlOf(HOSPITAL_DOCTORS_PAGE, { ...hospital, page });
  }
  const practice = { state, city, listing: slug };
  return page === FIRST_LIST_PAGE ? urlOf(FACILITY_ROUTES[kind].detail, practice) : urlOf(GROUP_PRACTICE_PROVIDERS_PAGE, { ...practice, page });
}

/** Where an unknown address under /blogs/ is answered from (the host rules serve it with status 404). */
export const BLOG_NOT_FOUND_PATH = BLOG_NOT_FOUND.pattern;
export const blogUrl = (headingSlug: string): string => urlOf(BLOG, { slug: headingSlug });
/** A blog section's own page, and its cards as the JSON the tabs read. */
export const blogSectionUrl = (section: string): string => urlOf(BLOG_SECTION, { section });
export const blogSectionJsonUrl = (section: string): string => urlOf(BLOG_SECTION_JSON, { section });

/** The canonical form of a page path: list pages end with a slash, detail pages, data files and 404 do not. */
export function toCanonicalPath(pathname: string): string {
  const bare = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  if (bare === '') return '/';
  // A data file (Load More's and the blog tabs' JSON) is its own path, and so is the not-found page (/404.html).
  if (/\.(json|xml|txt)$/.test(bare) || bare === '/404' || bare === BLOG_NOT_FOUND_PATH) return bare;
  return isDetailPath(bare) ? bare : `${bare}/`;
}

/** Where Load More reads a list's chunks from, as JSON and as the HTML page it links to without JavaScript
 * (`{chunk}` stands for the chunk's name), and the chunk it reads first. */
export const loadMoreProps = (list: DoctorListRef, firstChunk: string) => ({
  chunkUrlTemplate: doctorListChunkJsonUrl(list, '{chunk}'),
  chunkHrefTemplate: doctorListChunkUrl(list, '{chunk}'),
  firstChunk,
});
