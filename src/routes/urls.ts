/**
 * The site's URLs, in one place. List pages end with a slash; detail pages do not (DESIGN.md "Trailing slashes").
 */
import type { DoctorPageRef, ListingPageRef } from '../snapshot/read.ts';
import type { ListingKind } from '../lib/facility-kinds.ts';

export const HOME_URL = '/';
export const DOCTORS_URL = '/best-doctors/';
export const SPECIALITIES_URL = '/specialities/';
export const HOSPITALS_URL = '/best-hospitals/';
export const BLOGS_URL = '/blogs/';

export const doctorStateUrl = (stateSlug: string): string => `${DOCTORS_URL}${stateSlug}/`;
export const doctorCityUrl = (stateSlug: string, citySlug: string): string => `${DOCTORS_URL}${stateSlug}/${citySlug}/`;
export const doctorSpecialityUrl = (stateSlug: string, citySlug: string, specialitySlug: string): string =>
  `${DOCTORS_URL}${stateSlug}/${citySlug}/${specialitySlug}/`;
/** A doctor's detail page under /best-doctors/: the canonical one. */
export const doctorUrl = (page: DoctorPageRef): string => `${DOCTORS_URL}${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}`;

/** The path segment of a speciality page: 'best-doctors-for-{speciality-slug}'. */
export const specialitySegment = (specialitySlug: string): string => `best-doctors-for-${specialitySlug}`;
export const specialityUrl = (specialitySlug: string): string => `${SPECIALITIES_URL}${specialitySegment(specialitySlug)}/`;
export const specialityDoctorUrl = (specialitySlug: string, doctorSlug: string): string =>
  `${SPECIALITIES_URL}${specialitySegment(specialitySlug)}/${doctorSlug}`;
/** A chunk of a speciality's further doctors (src/routes/speciality-chunks.ts): its JSON's file name (Load More
 * reads it) and its page as HTML (where Load More leads without JavaScript). */
export const specialityChunkFileName = (chunk: string): string => `more-${chunk}`;
export const specialityChunkJsonUrl = (specialitySlug: string, chunk: string): string =>
  `${SPECIALITIES_URL}${specialitySegment(specialitySlug)}/${specialityChunkFileName(chunk)}.json`;
export const specialityChunkUrl = (specialitySlug: string, chunk: string): string =>
  `${SPECIALITIES_URL}${specialitySegment(specialitySlug)}/more/${chunk}/`;

export const hospitalStateUrl = (stateSlug: string): string => `${HOSPITALS_URL}${stateSlug}/`;
export const hospitalCityUrl = (stateSlug: string, citySlug: string): string => `${HOSPITALS_URL}${stateSlug}/${citySlug}/`;

/** The directory root of each listing kind. */
export const LISTING_ROOTS: Readonly<Record<ListingKind, string>> = {
  hospital: HOSPITALS_URL,
  pharmacy: '/best-pharmacies/',
  urgent_care: '/best-urgent-care/',
  group_practice: '/best-group-practice/',
};

/** A listing's detail page. */
export const listingUrl = (page: ListingPageRef): string => `${LISTING_ROOTS[page.kind]}${page.stateSlug}/${page.citySlug}/${page.slug}`;

export const blogUrl = (headingSlug: string): string => `${BLOGS_URL}${headingSlug}`;

/** How many path segments a detail page has under each root; every other page is a list page (trailing slash). */
const DETAIL_DEPTH: Readonly<Record<string, number>> = {
  'best-doctors': 5,
  'best-hospitals': 4,
  'best-pharmacies': 4,
  'best-urgent-care': 4,
  'best-group-practice': 4,
  specialities: 3,
  blogs: 2,
};

/** Whether a path names a detail page (served without a trailing slash). */
export function isDetailPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const root = segments[0];
  return root !== undefined && DETAIL_DEPTH[root] === segments.length;
}

/** The canonical form of a page path: list pages end with a slash, detail pages, data files and 404 do not. */
export function toCanonicalPath(pathname: string): string {
  const bare = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  if (bare === '') return '/';
  // A data file (Load More's and the blog tabs' JSON) is its own path, and so is the not-found page (/404.html).
  if (/\.(json|xml|txt)$/.test(bare) || bare === '/404') return bare;
  return isDetailPath(bare) ? bare : `${bare}/`;
}

/** Where Load More reads a speciality's chunks from, as JSON and as the HTML page it links to without JavaScript
 * (`{chunk}` stands for the chunk's name), and the chunk it reads first. */
export const loadMoreProps = (specialitySlug: string, firstChunk: string) => ({
  chunkUrlTemplate: specialityChunkJsonUrl(specialitySlug, '{chunk}'),
  chunkHrefTemplate: specialityChunkUrl(specialitySlug, '{chunk}'),
  firstChunk,
});
