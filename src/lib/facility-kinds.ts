/**
 * The three directories that share the four levels of spec section 2 "Pharmacies, urgent care, group practices":
 * everything that differs between them, in one table, so one set of pages serves all three.
 */
import type { Rankable } from './ranking.ts';
import type { GetEndpointName } from '../api/endpoints.ts';
import type { GroupPractice } from '../api/schemas/group-practice.ts';
import type { Pharmacy } from '../api/schemas/pharmacy.ts';
import type { UrgentCare } from '../api/schemas/urgent-care.ts';
/** The kinds of listing with a detail page of their own (doctors have theirs apart). */
export const LISTING_KINDS = ['hospital', 'pharmacy', 'urgent_care', 'group_practice'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export type FacilityKind = Exclude<ListingKind, 'hospital'>;

/** The endpoints of each kind, by role, with their contract names kept (so requests and answers stay typed). */
const ENDPOINTS = {
  pharmacy: {
    states: 'GetPharmacyStates',
    cities: 'GetPharmacyCity',
    random: 'GetRandomPharmacyByState',
    list: 'GetPharmacy',
    details: 'GetPharmacyDetails',
  },
  urgent_care: {
    states: 'GetUrgentCareStates',
    cities: 'GetUrgentCareCity',
    random: 'GetRandomUrgentCareByState',
    list: 'GetUrgentCare',
    details: 'GetUrgentCareDetails',
  },
  group_practice: {
    states: 'GetGroupPracticeStates',
    cities: 'GetGroupPracticeCity',
    random: 'GetRandomGroupPracticeByState',
    list: 'GetGroupPractice',
    details: 'GetGroupPracticeDetails',
  },
} as const satisfies Record<FacilityKind, Record<'states' | 'cities' | 'random' | 'list' | 'details', GetEndpointName>>;

export interface FacilityKindInfo<K extends FacilityKind = FacilityKind> {
  readonly kind: K;
  /** Plural and singular nouns for titles. */
  readonly plural: string;
  readonly singular: string;
  /** The caption before the state name in the level-1 grid. */
  readonly stateCaption: string;
  /** Level 2, when the state's random list is empty. */
  readonly noRandomText: string;
  /** Level 3, when the city has no listings. */
  readonly noListingsText: string;
  /** Level 2 sends the visitor back to level 1 when the state has no cities (pharmacies, group practices). */
  readonly redirectWithoutCities: boolean;
  readonly endpoints: (typeof ENDPOINTS)[K];
  readonly searchPlaceholder: string;
}

export const FACILITY_KINDS: { readonly [K in FacilityKind]: FacilityKindInfo<K> } = {
  pharmacy: {
    kind: 'pharmacy',
    plural: 'Pharmacies',
    singular: 'Pharmacy',
    stateCaption: 'Best Pharmacies in',
    noRandomText: 'No Pharmacy Found',
    noListingsText: 'No Pharmacy Found',
    redirectWithoutCities: true,
    endpoints: ENDPOINTS.pharmacy,
    searchPlaceholder: 'Pharmacy Name',
  },
  urgent_care: {
    kind: 'urgent_care',
    plural: 'Urgent Care Clinics',
    singular: 'Urgent Care',
    stateCaption: 'Best UrgentCare in',
    noRandomText: 'No UrgentCare Found',
    noListingsText: 'No Urgent Care Found',
    redirectWithoutCities: false,
    endpoints: ENDPOINTS.urgent_care,
    searchPlaceholder: 'Urgent Care Name',
  },
  group_practice: {
    kind: 'group_practice',
    plural: 'Group Practices',
    singular: 'Group Practice',
    stateCaption: 'Best Practice GRP in',
    noRandomText: 'No Group Practice Found',
    noListingsText: 'No Group Practice Found',
    redirectWithoutCities: true,
    endpoints: ENDPOINTS.group_practice,
    searchPlaceholder: 'Group Practice Name',
  },
};

/** A pharmacy, urgent care clinic or group practice, as the API sends it. */
export type FacilityEntity = Pharmacy | UrgentCare | GroupPractice;

/** A facility's name, whatever its kind calls it. */
export function nameOf(entity: FacilityEntity): string {
  if ('pharmacyName' in entity) return entity.pharmacyName;
  if ('urgentCare' in entity) return entity.urgentCare;
  return entity.groupPracticeName;
}

/** Facilities have no rating in the API: their Best lists are ranked by name, then uid (src/lib/ranking.ts). */
export const facilityRanking = (entity: FacilityEntity): Rankable => ({ rating: '', name: nameOf(entity), uid: entity.uid });
