/** The data of the doctor and speciality pages (/best-doctors/..., /specialities/...), from the requests each page declares. */
import type { DoctorDetail, DoctorSummary } from '../api/schemas/doctor.ts';
import {
  toBlogCards,
  toDoctorCard,
  toHospitalCard,
  toCityTiles,
  toStateTiles,
  withFilterFacts,
  type BlogCard,
  type DoctorCard,
  type HospitalCard,
  type LinkTile,
} from './cards.ts';
import { buildDoctorProfile, type DoctorProfile } from './doctor-profile.ts';
import { displaySpeciality, displayText, stateLabel } from '../lib/format.ts';
import type { LoadMoreChunk } from '../lib/load-more.ts';
import { doctorRanking, hospitalRanking, ranked } from '../lib/ranking.ts';
import { HIGHLIGHTED_SPECIALITIES } from './navigation.ts';
import {
  doctorCityUrl,
  doctorListJsonUrl,
  doctorListPageUrl,
  doctorSpecialityUrl,
  doctorStateUrl,
  doctorUrl,
  hospitalCityUrl,
  specialityDoctorUrl,
  specialityStateUrl,
  specialityUrl,
} from '../routes/urls.ts';
import type { PageOf, Read } from '../routes/route.ts';
import {
  type DOCTOR_CITY,
  citySpecialitiesOf,
  cityListKey,
  type DOCTOR_SPECIALITY,
  type DOCTOR_SPECIALITY_LIST_JSON,
  type DOCTOR_SPECIALITY_PAGE,
  type DOCTOR_STATE,
  DOCTORS_HOME,
  hospitalsOfCityRead,
  doctorListKey,
  SPECIALITIES_HOME,
  type SPECIALITY,
  type SPECIALITY_CHUNK,
  specialityDoctorPageOf,
  specialityFirstPagesOf,
} from '../routes/table.ts';
import { answerOf, hasAnswer, siteLookups, snapshot } from './site.ts';

/** How many specialities the 'Find Care' grid of /best-doctors/ shows before 'All Specialties'. */
export const FIND_CARE_COUNT = 25;

// /best-doctors/

export interface DoctorsHomePage {
  readonly states: LinkTile[];
  readonly findCare: LinkTile[];
  readonly shortcuts: LinkTile[];
}

export function doctorsHomePage({ reads } = DOCTORS_HOME.page): DoctorsHomePage {
  const lookups = siteLookups();
  const specialities = specialityTiles(reads.specialities);
  const states = answerOf(reads.states) ?? [];
  return {
    states: toStateTiles(states, doctorStateUrl, lookups),
    findCare: specialities.slice(0, FIND_CARE_COUNT),
    shortcuts: HIGHLIGHTED_SPECIALITIES.filter((item) => specialities.some(({ href }) => href === specialityUrl(item.slug))).map((item) => ({
      label: item.label,
      href: specialityUrl(item.slug),
    })),
  };
}

// /best-doctors/{state}/

export interface DoctorStatePage {
  readonly state: string;
  readonly cities: LinkTile[];
  readonly doctors: DoctorCard[];
}

export function doctorStatePage({ params, state, reads }: PageOf<typeof DOCTOR_STATE>): DoctorStatePage {
  const lookups = siteLookups();
  return {
    state: displayText(state),
    cities: toCityTiles(answerOf(reads.cities) ?? [], (citySlug) => doctorCityUrl(params.state, citySlug)),
    doctors: ranked(answerOf(reads.doctors) ?? [], doctorRanking).map((doctor) => toDoctorCard(doctor, lookups)),
  };
}

// /best-doctors/{state}/{city}/

export interface DoctorCityPage {
  readonly state: string;
  readonly city: string;
  readonly specialities: LinkTile[];
  readonly doctors: DoctorCard[];
}

export function doctorCityPage({ params, state, city, reads }: PageOf<typeof DOCTOR_CITY>): DoctorCityPage {
  const lookups = siteLookups();
  const specialities = answerOf(reads.specialities) ?? [];
  // The speciality pages this answer leads to, by the table's own declaration: linked when the crawl had their doctors.
  const specialityPages = citySpecialitiesOf({ request: reads.specialities, body: specialities });
  return {
    state: displayText(state),
    city: displayText(city),
    specialities: specialityPages
      .filter((page) => hasAnswer(page.doctors))
      .map((page) => ({ label: displaySpeciality(page.speciality), href: doctorSpecialityUrl(params.state, params.city, page.slug) })),
    doctors: ranked(answerOf(reads.doctors) ?? [], doctorRanking).map((doctor) => toDoctorCard(doctor, lookups)),
  };
}

// /best-doctors/{state}/{city}/{speciality}/ and its further pages (src/routes/list-pages.ts)

/** A page of a city's doctors of one speciality, from the doctors its declaration carries. */
export interface DoctorListPage {
  readonly state: string;
  readonly city: string;
  readonly speciality: string;
  readonly doctors: DoctorCard[];
  /** The pages before and after it (the list's own address for its first page), or undefined at either end. */
  readonly previousUrl: string | undefined;
  readonly nextUrl: string | undefined;
  /** The whole list's JSON when the list has more than one page: what its filters and sort read. */
  readonly wholeListUrl: string | undefined;
}

type CityListPageDeclared = PageOf<typeof DOCTOR_SPECIALITY> | PageOf<typeof DOCTOR_SPECIALITY_PAGE>;

export function doctorListPage(page: CityListPageDeclared): DoctorListPage {
  const { params, state, city, speciality, listings, previous, next } = page;
  const lookups = siteLookups();
  // Read for its date only: when these doctors last changed (the page's own props hold the doctors).
  snapshot().chunk(cityListKey(page), page.page);
  const list = { state: params.state, city: params.city, speciality: params.speciality };
  const paged = previous !== null || next !== null;
  return {
    state: displayText(state),
    city: displayText(city),
    speciality: displaySpeciality(speciality),
    // Ranked by the route table; the list filters by gender and rating and sorts (src/lib/list-filters.ts).
    doctors: listings.map((doctor) => withFilterFacts(toDoctorCard(doctor, lookups), doctor)),
    previousUrl: previous === null ? undefined : doctorListPageUrl(list, previous),
    nextUrl: next === null ? undefined : doctorListPageUrl(list, next),
    wholeListUrl: paged ? doctorListJsonUrl(list) : undefined,
  };
}

/** The list's first page: its doctors, then recommended blogs and the city's top rated hospitals. */
export interface DoctorSpecialityPage extends DoctorListPage {
  readonly blogs: BlogCard[];
  readonly hospitals: HospitalCard[];
  /** 'See all hospitals in {city}', when the hospital directory has the city. */
  readonly allHospitalsUrl: string | undefined;
}

export function doctorSpecialityPage(page: PageOf<typeof DOCTOR_SPECIALITY>): DoctorSpecialityPage {
  const { params, state, city, reads } = page;
  const lookups = siteLookups();
  return {
    ...doctorListPage(page),
    blogs: toBlogCards(answerOf(reads.blogs) ?? [], lookups),
    hospitals: ranked(answerOf(reads.hospitals) ?? [], hospitalRanking).map((hospital) => toHospitalCard(hospital, lookups)),
    allHospitalsUrl: hasAnswer(hospitalsOfCityRead(state, city)) ? hospitalCityUrl(params.state, params.city) : undefined,
  };
}

/** A paged list's every doctor as cards, in ranked order, as its filters read them. */
export function doctorListJson({ listings }: PageOf<typeof DOCTOR_SPECIALITY_LIST_JSON>): { readonly doctors: DoctorCard[] } {
  const lookups = siteLookups();
  return { doctors: listings.map((doctor) => withFilterFacts(toDoctorCard(doctor, lookups), doctor)) };
}

// Doctor detail pages, under /best-doctors/ and under /specialities/

/** A doctor's profile, or undefined when the snapshot has no detail for it. `stateSlug`: where the doctor's
 * affiliated hospitals and group practices are looked up by name. */
export function doctorDetailPage(detailRead: Read<'GetDoctorSpecialtyDetails'>, stateSlug: string): DoctorProfile | undefined {
  const detail: DoctorDetail | undefined = answerOf(detailRead) ?? undefined;
  if (!detail) return undefined;
  const reader = snapshot();
  return buildDoctorProfile(detail, {
    photo: reader.media(detail.docImage),
    hospital: (name) => reader.listingByName('hospital', stateSlug, name),
    groupPractice: (name) => reader.listingByName('group_practice', stateSlug, name),
  });
}

// /specialities/

export function specialitiesPage({ reads } = SPECIALITIES_HOME.page): LinkTile[] {
  return specialityTiles(reads.specialities);
}

/** A tile per speciality of the list, linking to its page by the slug the speciality route gives it. */
function specialityTiles(request: Read<'GetDocSpecialties'>): LinkTile[] {
  return specialityFirstPagesOf(answerOf(request) ?? []).map(({ speciality, specialitySlug }) => ({
    label: displaySpeciality(speciality),
    href: specialityUrl(specialitySlug),
  }));
}

/** The speciality pages of the highlighted specialities have their own banners. */
export function specialityBanner(specialitySlug: string): string {
  return HIGHLIGHTED_SPECIALITIES.some((item) => item.slug === specialitySlug) ? specialitySlug : 'default';
}

/** A link to a speciality's list in one state, with how many doctors it holds. */
export interface StateListLink {
  readonly label: string;
  readonly href: string;
  readonly count: number;
}

export interface SpecialityPage {
  readonly speciality: string;
  /** The state the list is narrowed to (its name as shown), or undefined for the national list. */
  readonly state: string | undefined;
  readonly doctors: DoctorCard[];
  /** Load More shows only when more doctors follow. */
  readonly hasMore: boolean;
  /** The national list's links to its state lists. */
  readonly states: StateListLink[];
}

/** A speciality's first page, national or in one state: its 10 highest rated doctors (the route table ranks them,
 * src/routes/table.ts), cards linking to the doctors' pages under /specialities/. */
export function specialityPage({ speciality, specialitySlug, state, doctors, hasMore, states }: PageOf<typeof SPECIALITY>): SpecialityPage {
  return {
    speciality: displaySpeciality(speciality),
    state: state ? displayText(state.name) : undefined,
    doctors: specialityDoctorCards(doctors, specialitySlug),
    hasMore,
    states: states.map(({ name, slug, count }) => ({ label: stateLabel(displayText(name)), href: specialityStateUrl(specialitySlug, slug), count })),
  };
}

/** A chunk of a list's further doctors (Load More's), from the doctors its declaration carries. */
export interface SpecialityChunkPage {
  readonly speciality: string;
  readonly state: string | undefined;
  readonly doctors: DoctorCard[];
  /** The chunk after it, or null after the last. */
  readonly next: string | null;
}

export function specialityChunkPage(page: PageOf<typeof SPECIALITY_CHUNK>): SpecialityChunkPage {
  const { speciality, specialitySlug, state, chunk, doctors, next } = page;
  // Read for its date only: when these doctors last changed (the page's own props hold the doctors).
  snapshot().chunk(doctorListKey(page), chunk);
  return {
    speciality: displaySpeciality(speciality),
    state: state ? displayText(state.name) : undefined,
    doctors: specialityDoctorCards(doctors, specialitySlug),
    next,
  };
}

/** A chunk as the static JSON Load More reads: its cards and the chunk after it. */
export function specialityChunkJson(page: PageOf<typeof SPECIALITY_CHUNK>): LoadMoreChunk<DoctorCard> {
  const { doctors, next } = specialityChunkPage(page);
  return { doctors, next };
}

/** Cards of a speciality's doctors, each linking to the doctor's page under /specialities/ when it exists. */
function specialityDoctorCards(doctors: readonly DoctorSummary[], specialitySlug: string): DoctorCard[] {
  const lookups = siteLookups();
  return doctors.map((doctor) =>
    toDoctorCard(doctor, lookups, () => {
      const page = specialityDoctorPageOf(doctor, specialitySlug);
      return hasAnswer(page.needs) ? specialityDoctorUrl(specialitySlug, page.params.doctor) : undefined;
    }),
  );
}

/** The canonical address of a doctor's profile: its /best-doctors/ page when there is one. */
export function canonicalDoctorPath(uid: string): string | undefined {
  const page = snapshot().doctorPage(uid);
  return page ? doctorUrl(page) : undefined;
}

/** The state of a doctor's /best-doctors/ page ('' without one). */
export function doctorStateOf(uid: string): string {
  return snapshot().doctorPage(uid)?.stateSlug ?? '';
}
