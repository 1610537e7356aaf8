/**
 * The three directories that share the four levels of spec section 2 "Pharmacies, urgent care, group practices":
 * everything that differs between them, in one table, so one set of pages serves all three.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import type { ListingKind } from '../snapshot/indexes.ts';

export type FacilityKind = Exclude<ListingKind, 'hospital'>;

export interface FacilityKindInfo {
  readonly kind: FacilityKind;
  /** The directory's root URL. */
  readonly root: string;
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
  readonly endpoints: {
    readonly states: GetEndpointName;
    readonly cities: GetEndpointName;
    readonly random: GetEndpointName;
    readonly list: GetEndpointName;
    readonly details: GetEndpointName;
  };
  readonly searchPlaceholder: string;
}

export const FACILITY_KINDS: Readonly<Record<FacilityKind, FacilityKindInfo>> = {
  pharmacy: {
    kind: 'pharmacy',
    root: '/best-pharmacies/',
    plural: 'Pharmacies',
    singular: 'Pharmacy',
    stateCaption: 'Best Pharmacies in',
    noRandomText: 'No Pharmacy Found',
    noListingsText: 'No Pharmacy Found',
    redirectWithoutCities: true,
    endpoints: {
      states: 'GetPharmacyStates',
      cities: 'GetPharmacyCity',
      random: 'GetRandomPharmacyByState',
      list: 'GetPharmacy',
      details: 'GetPharmacyDetails',
    },
    searchPlaceholder: 'Pharmacy Name',
  },
  urgent_care: {
    kind: 'urgent_care',
    root: '/best-urgent-care/',
    plural: 'Urgent Care Clinics',
    singular: 'Urgent Care',
    stateCaption: 'Best UrgentCare in',
    noRandomText: 'No UrgentCare Found',
    noListingsText: 'No Urgent Care Found',
    redirectWithoutCities: false,
    endpoints: {
      states: 'GetUrgentCareStates',
      cities: 'GetUrgentCareCity',
      random: 'GetRandomUrgentCareByState',
      list: 'GetUrgentCare',
      details: 'GetUrgentCareDetails',
    },
    searchPlaceholder: 'Urgent Care Name',
  },
  group_practice: {
    kind: 'group_practice',
    root: '/best-group-practice/',
    plural: 'Group Practices',
    singular: 'Group Practice',
    stateCaption: 'Best Practice GRP in',
    noRandomText: 'No Group Practice Found',
    noListingsText: 'No Group Practice Found',
    redirectWithoutCities: true,
    endpoints: {
      states: 'GetGroupPracticeStates',
      cities: 'GetGroupPracticeCity',
      random: 'GetRandomGroupPracticeByState',
      list: 'GetGroupPractice',
      details: 'GetGroupPracticeDetails',
    },
    searchPlaceholder: 'Group Practice Name',
  },
};

/** Level-3 path segments may carry the old prefix ('best-pharmacies-in-austin'); the API wants the bare name. */
export function stripFacilityPrefix(segment: string): string {
  return segment.replace(/^best-(pharmacies|urgent-care|group-practice)-in-/, '');
}
