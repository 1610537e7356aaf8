/** The data of the hospital pages (/best-hospitals/...), from the snapshot. */
import { slugToParam, toNameParam, toSlug, uidFromSlug } from '../api/slugs.ts';
import { apiNames } from './api-names.ts';
import { EMPTY_QUOTED_SPECIALITY } from '../crawl/plan.ts';
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
import { displayText, splitComma } from '../lib/format.ts';
import { hospitalCityUrl, hospitalStateUrl } from '../lib/urls.ts';
import { siteLookups, snapshot } from './site.ts';
import { currentShard, inShard, isInShard } from './shard.ts';

const stateParam = (stateSlug: string) => apiNames().stateParams(stateSlug);
const cityParams = (stateSlug: string, citySlug: string) => apiNames().cityParams(stateSlug, citySlug);

const hospitalStateName = (stateSlug: string): string => displayText(apiNames().stateName(stateSlug) ?? slugToParam(stateSlug));
const hospitalCityName = (stateSlug: string, citySlug: string): string =>
  displayText(apiNames().cityName(stateSlug, citySlug) ?? slugToParam(citySlug));

export function hospitalsHomePage(): { states: LinkTile[] } {
  const lookups = siteLookups();
  return { states: (snapshot().get('GetHospitalStates', {}) ?? []).map((state) => toStateTile(state, hospitalStateUrl, lookups)) };
}

export function hospitalStatePaths() {
  return inShard(
    (snapshot().get('GetHospitalStates', {}) ?? [])
      .map(({ state }) => toSlug(state))
      .filter((stateSlug) => snapshot().has('GetHospitalCity', stateParam(stateSlug)))
      .map((state) => ({ params: { state } })),
  );
}

export function hospitalStatePage(stateSlug: string): { state: string; cities: LinkTile[]; hospitals: HospitalCard[] } {
  const lookups = siteLookups();
  return {
    state: hospitalStateName(stateSlug),
    cities: (snapshot().get('GetHospitalCity', stateParam(stateSlug)) ?? []).map(({ city }) => ({
      label: displayText(city),
      href: hospitalCityUrl(stateSlug, toSlug(city)),
    })),
    hospitals: (snapshot().get('GetRandomHospitalsByState', stateParam(stateSlug)) ?? []).map((hospital) => toHospitalCard(hospital, lookups)),
  };
}

export function hospitalCityPaths() {
  const paths: Array<{ params: { state: string; city: string } }> = [];
  for (const { context } of snapshot().each('GetHospitals')) {
    if (!context.stateSlug || !context.citySlug) continue;
    paths.push({ params: { state: context.stateSlug, city: context.citySlug } });
  }
  return inShard(paths);
}

export function hospitalCityPage(stateSlug: string, citySlug: string): { state: string; city: string; hospitals: HospitalCard[] } {
  const lookups = siteLookups();
  return {
    state: hospitalStateName(stateSlug),
    city: hospitalCityName(stateSlug, citySlug),
    hospitals: (snapshot().get('GetHospitals', cityParams(stateSlug, citySlug)) ?? []).map((hospital) => toHospitalCard(hospital, lookups)),
  };
}

export function hospitalDetailPaths() {
  const paths: Array<{ params: { state: string; city: string; hospital: string } }> = [];
  const shard = currentShard();
  for (const page of snapshot().listingPages('hospital')) {
    const params = { state: page.stateSlug, city: page.citySlug, hospital: page.slug };
    if (isInShard(params, shard)) paths.push({ params });
  }
  return paths;
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

export function hospitalDetailPage(stateSlug: string, citySlug: string, hospitalSlug: string): HospitalDetailPage | undefined {
  const detail = snapshot().get('GetHospitalDetails', { UID: uidFromSlug(hospitalSlug) });
  if (!detail) return undefined;
  const lookups = siteLookups();
  const doctors = snapshot().get('GetDoctorsByHospitals', {
    ...cityParams(stateSlug, citySlug),
    hopitalname: toNameParam(detail.hospitalName),
  });
  const rating = detail.rating.trim();
  return {
    state: hospitalStateName(stateSlug),
    city: displayText(detail.city) || hospitalCityName(stateSlug, citySlug),
    name: displayText(detail.hospitalName),
    rating: rating ? `${rating.replace(/%$/, '')}%` : '',
    phone: displayText(detail.phoneNumber),
    address: displayText(detail.address),
    mapDirection: /^https?:\/\//i.test(detail.mapDirection) ? detail.mapDirection : '',
    qualities: splitComma(detail.hospitalQualities),
    doctors: (doctors ?? []).map((doctor) => toDoctorCard(doctor, lookups)),
    blogs: toBlogCards(snapshot().get('GetBlogsBySpeciality', { speciality: EMPTY_QUOTED_SPECIALITY }) ?? [], lookups),
  };
}
