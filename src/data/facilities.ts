/** The data of the pharmacy, urgent care and group practice pages, one implementation for the three kinds. */
import type { WeekDay } from '../api/schemas/common.ts';
import { slugToParam, toNameParam, toSlug, toSpecialityParam, uidFromSlug } from '../api/slugs.ts';
import { apiNames } from './api-names.ts';
import { toBlogCards, toDoctorCard, toStateTile, type BlogCard, type DoctorCard, type LinkTile } from '../lib/cards.ts';
import { FACILITY_KINDS, nameOf, stripFacilityPrefix, type FacilityEntity, type FacilityKind } from '../lib/facility-kinds.ts';
import { displaySpeciality, displayText } from '../lib/format.ts';
import { toOfficeHours, type OfficeHoursRow } from '../lib/office-hours.ts';
import { listingUrl } from '../lib/urls.ts';
import { siteLookups, snapshot } from './site.ts';
import { currentShard, inShard, isInShard } from './shard.ts';

/** A pharmacy, urgent care clinic or group practice, whatever its kind calls its name. */
export interface FacilityCard {
  readonly name: string;
  readonly address: string;
  readonly specialty: string;
  readonly href: string | undefined;
}

const stateUrl = (kind: FacilityKind, stateSlug: string) => `${FACILITY_KINDS[kind].root}${stateSlug}/`;
const cityUrl = (kind: FacilityKind, stateSlug: string, citySlug: string) => `${FACILITY_KINDS[kind].root}${stateSlug}/${citySlug}/`;

// The responses of a kind's endpoints; the table in facility-kinds.ts names them.
function states(kind: FacilityKind) {
  return snapshot().get(FACILITY_KINDS[kind].endpoints.states, {}) ?? [];
}
function cities(kind: FacilityKind, stateSlug: string) {
  return snapshot().get(FACILITY_KINDS[kind].endpoints.cities, apiNames().compactStateParams(stateSlug));
}
function randomOf(kind: FacilityKind, stateSlug: string): FacilityEntity[] | undefined {
  return snapshot().get(FACILITY_KINDS[kind].endpoints.random, apiNames().compactStateParams(stateSlug));
}
function listOf(kind: FacilityKind, stateSlug: string, citySlug: string): FacilityEntity[] | undefined {
  return snapshot().get(FACILITY_KINDS[kind].endpoints.list, apiNames().cityParams(stateSlug, stripFacilityPrefix(citySlug)));
}
function detailOf(kind: FacilityKind, uid: string): FacilityEntity | undefined {
  // Every detail shape (object, one-item list) is stored as the entity itself.
  return snapshot().get(FACILITY_KINDS[kind].endpoints.details, { UID: uid }) ?? undefined;
}

const stateName = (stateSlug: string): string => displayText(apiNames().stateName(stateSlug) ?? slugToParam(stateSlug));

function toFacilityCard(kind: FacilityKind, entity: FacilityEntity): FacilityCard {
  const page = siteLookups().listingPage(kind, entity.uid);
  return {
    name: displayText(nameOf(entity)),
    address: displayText(entity.address),
    specialty: 'specialty' in entity ? displaySpeciality(entity.specialty) : '',
    href: page ? listingUrl(page) : undefined,
  };
}

// Level 1

export function facilityStatesPage(kind: FacilityKind): LinkTile[] {
  const lookups = siteLookups();
  return states(kind).map((state) => toStateTile(state, (slug) => stateUrl(kind, slug), lookups, FACILITY_KINDS[kind].stateCaption));
}

// Level 2

export function facilityStatePaths(kind: FacilityKind) {
  return inShard(
    states(kind)
      .map(({ state }) => toSlug(state))
      .filter((stateSlug) => cities(kind, stateSlug) !== undefined)
      .map((state) => ({ params: { state } })),
  );
}

export interface FacilityStatePage {
  readonly state: string;
  readonly cities: LinkTile[];
  readonly listings: FacilityCard[];
}

export function facilityStatePage(kind: FacilityKind, stateSlug: string): FacilityStatePage {
  return {
    state: stateName(stateSlug),
    cities: (cities(kind, stateSlug) ?? []).map(({ city }) => ({ label: displayText(city), href: cityUrl(kind, stateSlug, toSlug(city)) })),
    listings: (randomOf(kind, stateSlug) ?? []).map((entity) => toFacilityCard(kind, entity)),
  };
}

// Level 3

export function facilityCityPaths(kind: FacilityKind) {
  const paths: Array<{ params: { state: string; city: string } }> = [];
  for (const { context } of snapshot().each(FACILITY_KINDS[kind].endpoints.list)) {
    if (!context.stateSlug || !context.citySlug) continue;
    paths.push({ params: { state: context.stateSlug, city: context.citySlug } });
  }
  return inShard(paths);
}

export function facilityCityPage(kind: FacilityKind, stateSlug: string, citySlug: string) {
  const city = apiNames().cityName(stateSlug, stripFacilityPrefix(citySlug));
  return {
    state: stateName(stateSlug),
    city: displayText(city ?? slugToParam(stripFacilityPrefix(citySlug))),
    listings: (listOf(kind, stateSlug, citySlug) ?? []).map((entity) => toFacilityCard(kind, entity)),
  };
}

// Level 4

export function facilityDetailPaths(kind: FacilityKind) {
  const paths: Array<{ params: { state: string; city: string; listing: string } }> = [];
  const shard = currentShard();
  for (const page of snapshot().listingPages(kind)) {
    const params = { state: page.stateSlug, city: page.citySlug, listing: page.slug };
    if (isInShard(params, shard)) paths.push({ params });
  }
  return paths;
}

export interface FacilityDetailPage {
  readonly state: string;
  readonly city: string;
  readonly name: string;
  readonly specialty: string;
  readonly address: string;
  readonly phone: string;
  readonly mapDirection: string;
  readonly hours: OfficeHoursRow[] | undefined;
  /** Group practices: their providers and the blogs of their first doctor's specialty. */
  readonly providers: DoctorCard[];
  readonly blogs: BlogCard[];
}

export function facilityDetailPage(kind: FacilityKind, stateSlug: string, citySlug: string, listingSlug: string): FacilityDetailPage | undefined {
  const entity = detailOf(kind, uidFromSlug(listingSlug));
  if (!entity) return undefined;
  const lookups = siteLookups();
  const name = nameOf(entity);
  const providers =
    kind === 'group_practice'
      ? (snapshot().get('GetDoctorsByGroupPractice', {
          ...apiNames().cityParams(stateSlug, stripFacilityPrefix(citySlug)),
          grouppracticename: toNameParam(name),
        }) ?? [])
      : [];
  const first = providers[0];
  const blogs = first
    ? (snapshot().get('GetBlogsBySpeciality', { speciality: toSpecialityParam(first.specialty || first.specialtyName) }) ?? [])
    : [];
  return {
    state: stateName(stateSlug),
    city: displayText(entity.city),
    name: displayText(name),
    specialty: 'specialty' in entity ? displaySpeciality(entity.specialty) : '',
    address: displayText(entity.address),
    phone: displayText(entity.phoneNumber),
    mapDirection: /^https?:\/\//i.test(entity.mapDirection.trim()) ? entity.mapDirection.trim() : '',
    hours: toOfficeHours(entity as Record<WeekDay, string>),
    providers: providers.map((doctor) => toDoctorCard(doctor, lookups)),
    blogs: toBlogCards(blogs, lookups),
  };
}

/** The level-2 and level-3 URLs, for links and canonical paths. */
export const facilityUrls = { state: stateUrl, city: cityUrl };
