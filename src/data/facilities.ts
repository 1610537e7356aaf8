/** The data of the pharmacy, urgent care and group practice pages, one implementation for the three kinds. */
import { WEEK_DAYS, type WeekDay } from '../api/schemas/common.ts';
import { toBlogCards, toCityTiles, toStateTiles, type BlogCard, type LinkTile } from './cards.ts';
import { FACILITY_KINDS, facilityRanking, nameOf, type FacilityEntity, type FacilityKind } from '../lib/facility-kinds.ts';
import { displaySpeciality, displayText } from '../lib/format.ts';
import { memoized } from '../lib/memo.ts';
import { toOfficeHours, type OfficeHoursRow } from '../lib/office-hours.ts';
import { openNowData, type OpenNowData } from '../lib/opening-hours.ts';
import { ranked } from '../lib/ranking.ts';
import { timeZoneOfCity } from '../geo/time-zone.ts';
import { isPageOf } from '../routes/addresses.ts';
import { directoryUrl, facilityCityUrl, facilityDetailUrl, facilityListPageUrl, facilityStateUrl, listingUrl } from '../routes/urls.ts';
import {
  FACILITY_ROUTES,
  cityListingsKey,
  LISTING_OWN_DOCTORS,
  type GROUP_PRACTICE_PROVIDERS_PAGE,
  type FacilityCityDeclared,
  type FacilityDetailDeclared,
  type FacilityStateDeclared,
} from '../routes/table.ts';
import { answerOf, siteLookups, snapshot } from './site.ts';
import { firstDoctorsPage, listingDoctorsPage, ownDoctorsAnswer, type ListingDoctors, type ListingDoctorsPage } from './listing-doctors.ts';
import type { PageOf } from '../routes/route.ts';

/** A pharmacy, urgent care clinic or group practice, whatever its kind calls its name. */
export interface FacilityCard {
  readonly name: string;
  readonly address: string;
  readonly specialty: string;
  readonly href: string | undefined;
  /** Its "open now" status data; undefined when it shows none (hours text not understood, time zone unknown). */
  readonly openNow: OpenNowData | undefined;
}

// A city's zone is asked for by every listing of the city, on its card and its page.
const zoneOfCity = memoized(timeZoneOfCity, (state, city) => `${state}|${city}`);

/** A facility's "open now" data: its hours in its city's time zone (its state by code when the API gave one). */
function openNowOf(entity: FacilityEntity, pageState = ''): OpenNowData | undefined {
  return openNowData(
    WEEK_DAYS.map((day) => displayText(entity[day])),
    () => zoneOfCity(entity.stateID.trim() || entity.state.trim() || pageState, entity.city),
  );
}

function toFacilityCard(kind: FacilityKind, entity: FacilityEntity): FacilityCard {
  const page = siteLookups().listingPage(kind, entity.uid);
  return {
    name: displayText(nameOf(entity)),
    address: displayText(entity.address),
    specialty: 'specialty' in entity ? displaySpeciality(entity.specialty) : '',
    href: page && isPageOf(page.slug, nameOf(entity), entity.uid) ? listingUrl(page) : undefined,
    openNow: openNowOf(entity),
  };
}

// Level 1

export function facilityStatesPage(kind: FacilityKind): LinkTile[] {
  const lookups = siteLookups();
  const { reads } = FACILITY_ROUTES[kind].home.page;
  return toStateTiles(answerOf(reads.states) ?? [], (slug) => facilityStateUrl(kind, slug), lookups, FACILITY_KINDS[kind].stateCaption);
}

// Level 2

export interface FacilityStatePage {
  readonly state: string;
  readonly cities: LinkTile[];
  readonly listings: FacilityCard[];
}

export function facilityStatePage({ kind, params, state, reads }: FacilityStateDeclared): FacilityStatePage {
  return {
    state: displayText(state),
    cities: toCityTiles(answerOf(reads.cities) ?? [], (citySlug) => facilityCityUrl(kind, params.state, citySlug)),
    listings: ranked<FacilityEntity>(answerOf(reads.listings) ?? [], facilityRanking).map((entity) => toFacilityCard(kind, entity)),
  };
}

// Level 3

/** A page of a city's facilities, from the listings its declaration carries, and the pages around it. */
export interface FacilityCityPage {
  readonly state: string;
  readonly city: string;
  readonly listings: FacilityCard[];
  readonly previousUrl: string | undefined;
  readonly nextUrl: string | undefined;
}

export function facilityCityPage(page: FacilityCityDeclared): FacilityCityPage {
  const { kind, params, state, city, listings, previous, next } = page;
  // Read for its date only: when these listings last changed (the page's own props hold them).
  snapshot().chunk(cityListingsKey(page.kind, page.params), page.page);
  return {
    state: displayText(state),
    city: displayText(city),
    listings: listings.map((entity) => toFacilityCard(kind, entity)),
    previousUrl: previous === null ? undefined : facilityListPageUrl(kind, params.state, params.city, previous),
    nextUrl: next === null ? undefined : facilityListPageUrl(kind, params.state, params.city, next),
  };
}

// Level 4

export interface FacilityDetailPage {
  readonly state: string;
  readonly city: string;
  readonly name: string;
  readonly specialty: string;
  readonly address: string;
  readonly phone: string;
  readonly mapDirection: string;
  readonly hours: OfficeHoursRow[] | undefined;
  readonly openNow: OpenNowData | undefined;
  /** Group practices: the first page of their providers, ranked (src/data/listing-doctors.ts), and the blogs of their
   * first doctor's specialty. */
  readonly providers: ListingDoctors;
  readonly blogs: BlogCard[];
}

export function facilityDetailPage({ params, uid, state, reads }: FacilityDetailDeclared): FacilityDetailPage | undefined {
  // Every detail shape (object, one-item list) is stored as the entity itself.
  const entity: FacilityEntity | undefined = answerOf(reads.detail) ?? undefined;
  if (!entity) return undefined;
  const lookups = siteLookups();
  const providersRef = practiceProvidersRef(params);
  const providers = LISTING_OWN_DOCTORS.group_practice((reads.providers && ownDoctorsAnswer(providersRef, uid, reads.providers)) ?? []);
  // The blogs follow from the providers, as the route table declares it.
  const blogs = providers.follows.flatMap((read) => answerOf(read) ?? []);
  return {
    state: displayText(state),
    city: displayText(entity.city),
    name: displayText(nameOf(entity)),
    specialty: 'specialty' in entity ? displaySpeciality(entity.specialty) : '',
    address: displayText(entity.address),
    phone: displayText(entity.phoneNumber),
    mapDirection: /^https?:\/\//i.test(entity.mapDirection.trim()) ? entity.mapDirection.trim() : '',
    hours: toOfficeHours(entity as Record<WeekDay, string>),
    openNow: openNowOf(entity, state),
    providers: firstDoctorsPage(providersRef, providers),
    blogs: toBlogCards(blogs, lookups),
  };
}

/** The level-2 and level-3 URLs, for links and canonical paths. */
export const facilityUrls = {
  root: directoryUrl,
  state: facilityStateUrl,
  city: facilityCityUrl,
  cityPage: facilityListPageUrl,
  detail: facilityDetailUrl,
};

/** A group practice as its pages of providers know it. */
const practiceProvidersRef = ({ state, city, listing }: { state: string; city: string; listing: string }) =>
  ({ kind: 'group_practice', state, city, slug: listing }) as const;

/** A further page of a group practice's providers. */
export const practiceProvidersPage = (page: PageOf<typeof GROUP_PRACTICE_PROVIDERS_PAGE>): ListingDoctorsPage =>
  listingDoctorsPage(practiceProvidersRef(page.params), page);
