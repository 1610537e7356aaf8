import type { DoctorDetail } from '../api/schemas/doctor.ts';
import { slugToParam, toListingSlug, toSlug, uidFromSlug } from '../api/slugs.ts';
import { apiNames } from './api-names.ts';
import {
  toBlogCards,
  toDoctorCard,
  toHospitalCard,
  toStateTile,
  type BlogCard,
  type DoctorCard,
  type HospitalCard,
  type LinkTile,
} from '../lib/cards.ts';
import { buildDoctorProfile, type DoctorProfile } from '../lib/doctor-profile.ts';
import { displaySpeciality, displayText } from '../lib/format.ts';
import { HIGHLIGHTED_SPECIALITIES } from '../lib/navigation.ts';
import {
  doctorCityUrl,
  doctorSpecialityUrl,
  doctorStateUrl,
  doctorUrl,
  hospitalCityUrl,
  specialityDoctorUrl,
  specialitySegment,
  specialityUrl,
} from '../lib/urls.ts';
import { findBySlug, siteLookups, snapshot } from './site.ts';
import { currentShard, inShard, isInShard } from './shard.ts';

/** How many specialities the 'Find Care' grid of /best-doctors/ shows before 'All Specialties'. */
export const FIND_CARE_COUNT = 25;

const stateParam = (stateSlug: string) => apiNames().stateParams(stateSlug);
const cityParams = (stateSlug: string, citySlug: string) => apiNames().cityParams(stateSlug, citySlug);
const specialityParam = (specialitySlug: string) => apiNames().specialityParam(specialitySlug);

// /best-doctors/

export interface DoctorsHomePage {
  readonly states: LinkTile[];
  readonly findCare: LinkTile[];
  readonly shortcuts: LinkTile[];
}

export function doctorsHomePage(): DoctorsHomePage {
  const lookups = siteLookups();
  const specialities = snapshot().get('GetDocSpecialties', {}) ?? [];
  return {
    states: (snapshot().get('GetDoctorStates', {}) ?? []).map((state) => toStateTile(state, doctorStateUrl, lookups)),
    findCare: specialities.slice(0, FIND_CARE_COUNT).map(({ specialtyName }) => ({
      label: displaySpeciality(specialtyName),
      href: specialityUrl(toSlug(specialtyName)),
    })),
    shortcuts: HIGHLIGHTED_SPECIALITIES.filter((item) => specialities.some(({ specialtyName }) => toSlug(specialtyName) === item.slug)).map(
      (item) => ({ label: item.label, href: specialityUrl(item.slug) }),
    ),
  };
}

// /best-doctors/{state}/

export function doctorStatePaths() {
  return inShard(
    (snapshot().get('GetDoctorStates', {}) ?? [])
      .map(({ state }) => toSlug(state))
      .filter((stateSlug) => snapshot().has('GetDoctorCity', stateParam(stateSlug)))
      .map((state) => ({ params: { state } })),
  );
}

export interface DoctorStatePage {
  readonly state: string;
  readonly cities: LinkTile[];
  readonly doctors: DoctorCard[];
}

export function doctorStatePage(stateSlug: string): DoctorStatePage {
  const lookups = siteLookups();
  const cities = snapshot().get('GetDoctorCity', stateParam(stateSlug)) ?? [];
  return {
    state: displayText(apiNames().stateName(stateSlug) ?? slugToParam(stateSlug)),
    cities: cities.map(({ city }) => ({ label: displayText(city), href: doctorCityUrl(stateSlug, toSlug(city)) })),
    doctors: (snapshot().get('GetRandomDoctorsByState', stateParam(stateSlug)) ?? []).map((doctor) => toDoctorCard(doctor, lookups)),
  };
}

// /best-doctors/{state}/{city}/

export function doctorCityPaths() {
  const paths: Array<{ params: { state: string; city: string } }> = [];
  for (const { context, body } of snapshot().each('GetDoctorCity')) {
    const state = context.stateSlug ?? '';
    for (const { city } of body) {
      const params = cityParams(state, toSlug(city));
      if (!snapshot().has('GetDoctorSpecialties', params)) continue;
      paths.push({ params: { state, city: toSlug(city) } });
    }
  }
  return inShard(paths);
}

export interface DoctorCityPage {
  readonly state: string;
  readonly city: string;
  readonly specialities: LinkTile[];
  readonly doctors: DoctorCard[];
}

export function doctorCityPage(stateSlug: string, citySlug: string): DoctorCityPage {
  const lookups = siteLookups();
  const params = cityParams(stateSlug, citySlug);
  return {
    state: displayText(apiNames().stateName(stateSlug) ?? params.state),
    city: displayText(apiNames().cityName(stateSlug, citySlug) ?? params.city),
    specialities: (snapshot().get('GetDoctorSpecialties', params) ?? [])
      .filter(({ specialtyName }) => hasSpecialityPage(stateSlug, citySlug, toSlug(specialtyName)))
      .map(({ specialtyName }) => ({
        label: displaySpeciality(specialtyName),
        href: doctorSpecialityUrl(stateSlug, citySlug, toSlug(specialtyName)),
      })),
    doctors: (snapshot().get('GetRandomDoctorsByCity', params) ?? []).map((doctor) => toDoctorCard(doctor, lookups)),
  };
}

// /best-doctors/{state}/{city}/{speciality}/

function hasSpecialityPage(stateSlug: string, citySlug: string, specialitySlug: string): boolean {
  return snapshot().has('GetDoctorBySpecialtyData', { ...cityParams(stateSlug, citySlug), specialty: specialityParam(specialitySlug) });
}

export function doctorSpecialityPaths() {
  const paths: Array<{ params: { state: string; city: string; speciality: string } }> = [];
  for (const { context } of snapshot().each('GetDoctorBySpecialtyData')) {
    paths.push({ params: { state: context.stateSlug ?? '', city: context.citySlug ?? '', speciality: context.specialitySlug ?? '' } });
  }
  return inShard(paths);
}

export interface DoctorSpecialityPage {
  readonly state: string;
  readonly city: string;
  readonly speciality: string;
  readonly doctors: DoctorCard[];
  readonly blogs: BlogCard[];
  readonly hospitals: HospitalCard[];
  /** 'See all hospitals in {city}', when the hospital directory has the city. */
  readonly allHospitalsUrl: string | undefined;
}

export function doctorSpecialityPage(stateSlug: string, citySlug: string, specialitySlug: string): DoctorSpecialityPage {
  const lookups = siteLookups();
  const params = cityParams(stateSlug, citySlug);
  const specialty = specialityParam(specialitySlug);
  const doctors = snapshot().get('GetDoctorBySpecialtyData', { ...params, specialty }) ?? [];
  const specialityName = findBySlug(
    snapshot().get('GetDoctorSpecialties', params),
    specialitySlug,
    (item) => item.specialtyName,
    toSlug,
  )?.specialtyName;
  return {
    state: displayText(apiNames().stateName(stateSlug) ?? params.state),
    city: displayText(apiNames().cityName(stateSlug, citySlug) ?? params.city),
    speciality: displaySpeciality(specialityName ?? doctors[0]?.specialtyName ?? specialty),
    doctors: doctors.map((doctor) => toDoctorCard(doctor, lookups)),
    blogs: toBlogCards(snapshot().get('GetBlogsBySpeciality', { speciality: specialty }) ?? [], lookups),
    hospitals: (snapshot().get('GetRandomHospitalsByStateAndCity', params) ?? []).map((hospital) => toHospitalCard(hospital, lookups)),
    allHospitalsUrl: snapshot().has('GetHospitals', params) ? hospitalCityUrl(stateSlug, citySlug) : undefined,
  };
}

// Doctor detail pages, under /best-doctors/ and under /specialities/

// Whether a doctor's detail was crawled: a page linking to the doctor depends on that, not on the detail itself.
const hasDoctorDetail = (uid: string): boolean => snapshot().has('GetDoctorSpecialtyDetails', { UID: uid });

export function doctorDetailPaths() {
  const paths: Array<{ params: { state: string; city: string; speciality: string; doctor: string } }> = [];
  const shard = currentShard();
  for (const page of snapshot().doctorPages()) {
    const params = { state: page.stateSlug, city: page.citySlug, speciality: page.specialitySlug, doctor: page.slug };
    if (isInShard(params, shard)) paths.push({ params });
  }
  return paths;
}

/** A doctor's profile, or undefined when the snapshot has no detail for the uid at the end of the slug. */
export function doctorDetailPage(doctorSlug: string): DoctorProfile | undefined {
  const uid = uidFromSlug(doctorSlug);
  const detail: DoctorDetail | undefined = snapshot().get('GetDoctorSpecialtyDetails', { UID: uid }) ?? undefined;
  if (!detail) return undefined;
  const reader = snapshot();
  // Affiliated hospitals and group practices are looked up by name in the doctor's state.
  const stateSlug = reader.doctorPage(uid)?.stateSlug ?? '';
  return buildDoctorProfile(detail, {
    photo: reader.media(detail.docImage),
    hospital: (name) => reader.listingByName('hospital', stateSlug, name),
    groupPractice: (name) => reader.listingByName('group_practice', stateSlug, name),
  });
}

// /specialities/

export function specialitiesPage(): LinkTile[] {
  return (snapshot().get('GetDocSpecialties', {}) ?? []).map(({ specialtyName }) => ({
    label: displaySpeciality(specialtyName),
    href: specialityUrl(toSlug(specialtyName)),
  }));
}

export function specialityPaths() {
  return inShard(
    (snapshot().get('GetDocSpecialties', {}) ?? [])
      .map(({ specialtyName }) => toSlug(specialtyName))
      .filter((slug) => snapshot().has('GetDoctorsBySpecialties', { specialty: specialityParam(slug), pageNumber: 1 }))
      .map((slug) => ({ params: { speciality: specialitySegment(slug) } })),
  );
}

/** The speciality pages of the highlighted specialities have their own banners. */
export function specialityBanner(specialitySlug: string): string {
  return HIGHLIGHTED_SPECIALITIES.some((item) => item.slug === specialitySlug) ? specialitySlug : 'default';
}

export interface SpecialityPage {
  readonly speciality: string;
  readonly doctors: DoctorCard[];
  /** Load More shows while the last page held exactly 10. */
  readonly hasMore: boolean;
}

/** One page (10 doctors) of a speciality, with cards linking to the doctors' pages under /specialities/. */
export function specialityPage(specialitySlug: string, pageNumber = 1): SpecialityPage | undefined {
  const specialty = specialityParam(specialitySlug);
  const doctors = snapshot().get('GetDoctorsBySpecialties', { specialty, pageNumber });
  if (!doctors) return undefined;
  const lookups = siteLookups();
  const name = findBySlug(snapshot().get('GetDocSpecialties', {}), specialitySlug, (item) => item.specialtyName, toSlug)?.specialtyName;
  return {
    speciality: displaySpeciality(name ?? doctors[0]?.specialtyName ?? specialty),
    doctors: doctors.map((doctor) => {
      const card = toDoctorCard(doctor, lookups);
      const hasDetail = hasDoctorDetail(doctor.uid);
      return { ...card, href: hasDetail ? specialityDoctorUrl(specialitySlug, toListingSlug(doctor.doctorName, doctor.uid)) : undefined };
    }),
    hasMore: doctors.length === 10,
  };
}

/** Every further page of every speciality (page 2 onwards): `page` as the route spells it, from the page number. */
function furtherSpecialityPaths(pageParam: (pageNumber: number) => string) {
  const paths: Array<{ params: { speciality: string; page: string } }> = [];
  for (const { params, context } of snapshot().each('GetDoctorsBySpecialties')) {
    const pageNumber = Number(params.pageNumber);
    if (pageNumber < 2) continue;
    paths.push({ params: { speciality: specialitySegment(context.specialitySlug ?? ''), page: pageParam(pageNumber) } });
  }
  return inShard(paths);
}

/** The static JSON Load More reads once it runs: /specialities/{segment}/page-N.json. */
export const specialityJsonPaths = () => furtherSpecialityPaths((pageNumber) => `page-${pageNumber}`);

/** The HTML pages Load More links to without JavaScript: /specialities/{segment}/page/N/. */
export const specialityHtmlPagePaths = () => furtherSpecialityPaths(String);

/** Every doctor page under /specialities/: each doctor of each speciality page whose detail was crawled. */
export function specialityDoctorPaths() {
  const paths: Array<{ params: { speciality: string; doctor: string } }> = [];
  const shard = currentShard();
  const seen = new Set<string>();
  for (const { context, body } of snapshot().each('GetDoctorsBySpecialties')) {
    const speciality = specialitySegment(context.specialitySlug ?? '');
    for (const doctor of body) {
      const page = { speciality, doctor: toListingSlug(doctor.doctorName, doctor.uid) };
      const key = `${speciality}/${page.doctor}`;
      if (!isInShard(page, shard) || seen.has(key)) continue;
      seen.add(key);
      // The page exists when the detail was crawled.
      if (hasDoctorDetail(doctor.uid)) paths.push({ params: page });
    }
  }
  return paths;
}

/** The canonical address of a doctor's profile: its /best-doctors/ page when there is one. */
export function canonicalDoctorPath(uid: string): string | undefined {
  const page = snapshot().doctorPage(uid);
  return page ? doctorUrl(page) : undefined;
}
