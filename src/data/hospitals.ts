/** The data of the hospital pages (/best-hospitals/...), from the requests each page declares. */
import type { HospitalSummary } from '../api/schemas/hospital.ts';
import { toBlogCards, toHospitalCard, toCityTiles, toStateTiles, withFilterFacts, type BlogCard, type HospitalCard, type LinkTile } from './cards.ts';
import { displayText, splitComma } from '../lib/format.ts';
import { hospitalRanking, ranked } from '../lib/ranking.ts';
import { hospitalCityUrl, hospitalListJsonUrl, hospitalListPageUrl, hospitalStateUrl } from '../routes/urls.ts';
import type { PageOf } from '../routes/route.ts';
import {
  cityListingsKey,
  HOSPITALS_HOME,
  type HOSPITAL_CITY,
  type HOSPITAL_CITY_LIST_JSON,
  type HOSPITAL_CITY_PAGE,
  type HOSPITAL_DETAIL,
  LISTING_OWN_DOCTORS,
  type HOSPITAL_DOCTORS_PAGE,
  type HOSPITAL_STATE,
} from '../routes/table.ts';
import { answerOf, siteLookups, snapshot } from './site.ts';
import { firstDoctorsPage, listingDoctorsPage, ownDoctorsAnswer, type ListingDoctors, type ListingDoctorsPage } from './listing-doctors.ts';

export function hospitalsHomePage({ reads } = HOSPITALS_HOME.page): { states: LinkTile[] } {
  const lookups = siteLookups();
  return { states: toStateTiles(answerOf(reads.states) ?? [], hospitalStateUrl, lookups) };
}

export function hospitalStatePage({ params, state, reads }: PageOf<typeof HOSPITAL_STATE>): {
  state: string;
  cities: LinkTile[];
  hospitals: HospitalCard[];
} {
  const lookups = siteLookups();
  return {
    state: displayText(state),
    cities: toCityTiles(answerOf(reads.cities) ?? [], (citySlug) => hospitalCityUrl(params.state, citySlug)),
    hospitals: ranked(answerOf(reads.hospitals) ?? [], hospitalRanking).map((hospital) => toHospitalCard(hospital, lookups)),
  };
}

/** A page of a city's hospitals, from the hospitals its declaration carries, and the pages around it. */
export interface HospitalCityPage {
  readonly state: string;
  readonly city: string;
  readonly hospitals: HospitalCard[];
  readonly previousUrl: string | undefined;
  readonly nextUrl: string | undefined;
  /** The whole list's JSON when the list has more than one page: what its filters and sort read. */
  readonly wholeListUrl: string | undefined;
}

export function hospitalCityPage(page: PageOf<typeof HOSPITAL_CITY> | PageOf<typeof HOSPITAL_CITY_PAGE>): HospitalCityPage {
  const { params, state, city, listings, previous, next } = page;
  // Read for its date only: when these hospitals last changed (the page's own props hold them).
  snapshot().chunk(cityListingsKey('hospital', params), page.page);
  const list = { state: params.state, city: params.city };
  return {
    state: displayText(state),
    city: displayText(city),
    // Ranked by the route table; the list filters by rating and sorts (src/lib/list-filters.ts).
    hospitals: hospitalCards(listings),
    previousUrl: previous === null ? undefined : hospitalListPageUrl(list, previous),
    nextUrl: next === null ? undefined : hospitalListPageUrl(list, next),
    wholeListUrl: previous !== null || next !== null ? hospitalListJsonUrl(list) : undefined,
  };
}

/** A paged list's every hospital as cards, in ranked order, as its filters read them. */
export function hospitalListJson({ listings }: PageOf<typeof HOSPITAL_CITY_LIST_JSON>): { readonly hospitals: HospitalCard[] } {
  return { hospitals: hospitalCards(listings) };
}

const hospitalCards = (hospitals: readonly HospitalSummary[]): HospitalCard[] => {
  const lookups = siteLookups();
  return hospitals.map((hospital) => withFilterFacts(toHospitalCard(hospital, lookups), hospital));
};

export interface HospitalDetailPage {
  readonly state: string;
  readonly city: string;
  readonly name: string;
  readonly rating: string;
  readonly phone: string;
  readonly address: string;
  readonly mapDirection: string;
  readonly qualities: string[];
  /** The first page of its doctors, ranked, and where the next is (src/data/listing-doctors.ts). */
  readonly doctors: ListingDoctors;
  readonly blogs: BlogCard[];
}

export function hospitalDetailPage({ params, uid, state, city, reads }: PageOf<typeof HOSPITAL_DETAIL>): HospitalDetailPage | undefined {
  const detail = answerOf(reads.detail);
  if (!detail) return undefined;
  const lookups = siteLookups();
  const doctorsRef = hospitalDoctorsRef(params);
  const rating = detail.rating.trim();
  return {
    state: displayText(state),
    city: displayText(detail.city) || displayText(city),
    name: displayText(detail.hospitalName),
    rating: rating ? `${rating.replace(/%$/, '')}%` : '',
    phone: displayText(detail.phoneNumber),
    address: displayText(detail.address),
    mapDirection: /^https?:\/\//i.test(detail.mapDirection) ? detail.mapDirection : '',
    qualities: splitComma(detail.hospitalQualities),
    doctors: firstDoctorsPage(doctorsRef, LISTING_OWN_DOCTORS.hospital(ownDoctorsAnswer(doctorsRef, uid, reads.doctors) ?? [])),
    blogs: toBlogCards(answerOf(reads.blogs) ?? [], lookups),
  };
}

/** A hospital as its pages of doctors know it. */
const hospitalDoctorsRef = ({ state, city, hospital }: { state: string; city: string; hospital: string }) =>
  ({ kind: 'hospital', state, city, slug: hospital }) as const;

/** A further page of a hospital's doctors. */
export const hospitalDoctorsPage = (page: PageOf<typeof HOSPITAL_DOCTORS_PAGE>): ListingDoctorsPage =>
  listingDoctorsPage(hospitalDoctorsRef(page.params), page);
