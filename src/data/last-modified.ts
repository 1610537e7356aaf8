/**
 * When a page's data last changed, for the sitemap's `lastmod`: the date the crawl first saw the response the
 * page is built from (carried over from one snapshot to the next while the response stays the same).
 */
import { toBlogNameParam, uidFromSlug } from '../api/slugs.ts';
import { apiNamesOf } from './api-names.ts';
import { FACILITY_KINDS, stripFacilityPrefix, type FacilityKind } from '../lib/facility-kinds.ts';
import { specialitySlugOfSegment } from '../lib/urls.ts';
import type { SnapshotReader } from '../snapshot/read.ts';

const FACILITY_ROOTS = new Map(Object.values(FACILITY_KINDS).map((info) => [info.root.slice(1, -1), info.kind] as const));

/** The last-modified date of the page at a URL path, or undefined for pages not built from API data. */
export function lastModifiedOf(pathname: string, snapshot: SnapshotReader, headingOfBlog: (slug: string) => string | undefined): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const detail = !pathname.endsWith('/');
  const [root, a = '', b = '', c = '', d = ''] = segments;
  const names = apiNamesOf(snapshot);
  const place = names.cityParams(a, stripFacilityPrefix(b));
  if (root === 'best-doctors') {
    if (segments.length === 5 && detail) return snapshot.changedAt('GetDoctorSpecialtyDetails', { UID: uidFromSlug(d) });
    if (segments.length === 4) return snapshot.changedAt('GetDoctorBySpecialtyData', { ...place, specialty: names.specialityParam(c) });
    if (segments.length === 3) return snapshot.changedAt('GetDoctorSpecialties', place);
    if (segments.length === 2) return snapshot.changedAt('GetDoctorCity', { state: place.state });
    return snapshot.changedAt('GetDoctorStates', {});
  }
  if (root === 'best-hospitals') {
    if (segments.length === 4 && detail) return snapshot.changedAt('GetHospitalDetails', { UID: uidFromSlug(c) });
    if (segments.length === 3) return snapshot.changedAt('GetHospitals', place);
    if (segments.length === 2) return snapshot.changedAt('GetHospitalCity', { state: place.state });
    return snapshot.changedAt('GetHospitalStates', {});
  }
  const kind: FacilityKind | undefined = root ? FACILITY_ROOTS.get(root) : undefined;
  if (kind) {
    const endpoints = FACILITY_KINDS[kind].endpoints;
    if (segments.length === 4 && detail) return snapshot.changedAt(endpoints.details as 'GetUrgentCareDetails', { UID: uidFromSlug(c) });
    if (segments.length === 3) return snapshot.changedAt(endpoints.list as 'GetPharmacy', place);
    if (segments.length === 2) return snapshot.changedAt(endpoints.cities as 'GetPharmacyCity', names.compactStateParams(a));
    return snapshot.changedAt(endpoints.states as 'GetPharmacyStates', {});
  }
  if (root === 'specialities') {
    const speciality = specialitySlugOfSegment(a);
    if (speciality && segments.length === 1)
      return snapshot.changedAt('GetDoctorsBySpecialties', { specialty: names.specialityParam(speciality), pageNumber: 1 });
    return segments.length === 0 ? snapshot.changedAt('GetDocSpecialties', {}) : undefined;
  }
  if (root === 'blogs' && segments.length === 2 && detail) {
    const heading = headingOfBlog(a);
    return heading ? snapshot.changedAt('GetBlogDetails', { blogname: toBlogNameParam(heading) }) : undefined;
  }
  if (root === 'blogs' && segments.length === 1) return snapshot.changedAt('GetBlogSections', {});
  return undefined;
}
