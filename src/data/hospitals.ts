/** The data of the hospital pages (/best-hospitals/...), from the requests each page declares. */
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
import { displayText, splitComma } from '../lib/format.ts';
import { hospitalRanking, ranked } from '../lib/ranking.ts';
import { hospitalCityUrl, hospitalStateUrl } from '../routes/urls.ts';
import type { PageOf } from '../routes/route.ts';
import { HOSPITALS_HOME, type HOSPITAL_CITY, type HOSPITAL_DETAIL, type HOSPITAL_STATE } from '../routes/table.ts';
import { answerOf, siteLookups } from './site.ts';

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

export function hospitalCityPage({ state, city, reads }: PageOf<typeof HOSPITAL_CITY>): { state: string; city: string; hospitals: HospitalCard[] } {
  const lookups = siteLookups();
  return {
    state: displayText(state),
    city: displayText(city),
    // Ranked (src/lib/ranking.ts); the list filters by rating and sorts (src/lib/list-filters.ts).
    hospitals: ranked(answerOf(reads.hospitals) ?? [], hospitalRanking).map((hospital) =>
      withFilterFacts(toHospitalCard(hospital, lookups), hospital),
    ),
  };
}

export interface HospitalDetailPage {
  readonly state: string;
  readonly city: string;
  readonly name: string;
  readonly rating: string;
  readonly phone: string;
  readonly address: string;
  readonly mapDirection: string;
  readonly qualities: string[];
  readonly doctors: DoctorCard[];
  readonly blogs: BlogCard[];
}

export function hospitalDetailPage({ state, city, reads }: PageOf<typeof HOSPITAL_DETAIL>): HospitalDetailPage | undefined {
  const detail = answerOf(reads.detail);
  if (!detail) return undefined;
  const lookups = siteLookups();
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
    doctors: (answerOf(reads.doctors) ?? []).map((doctor) => toDoctorCard(doctor, lookups)),
    blogs: toBlogCards(answerOf(reads.blogs) ?? [], lookups),
  };
}
