/**
 * Where the reference dataset reaches each empty state the spec names. Every scale has them, so the site's
 * 'Coming Soon', 'No ... Found' and redirect behaviour can be tested on the default data.
 */
export type DirectoryKind = 'doctor' | 'hospital' | 'pharmacy' | 'urgent_care' | 'group_practice';

export interface EmptyCasesOfKind {
  /** Listed among the kind's states, but with no cities ('Coming Soon', or the redirect to level 1). */
  readonly stateWithoutCities: string;
  /** Listed with one city that has no listings of the kind: the state's random list is empty too. */
  readonly stateWithEmptyCity?: string;
  /** A populated state where one more listed city has no listings of the kind. */
  readonly stateWithOneEmptyCity: string;
}

export const EMPTY_CASES: Readonly<Record<DirectoryKind, EmptyCasesOfKind>> = {
  // Vermont's doctor cities: one lists specialities but has no doctors, another lists no specialities at all.
  doctor: { stateWithoutCities: 'WY', stateWithEmptyCity: 'VT', stateWithOneEmptyCity: 'TX' },
  hospital: { stateWithoutCities: 'ND', stateWithOneEmptyCity: 'SD' },
  pharmacy: { stateWithoutCities: 'NE', stateWithEmptyCity: 'DE', stateWithOneEmptyCity: 'OR' },
  urgent_care: { stateWithoutCities: 'MT', stateWithEmptyCity: 'RI', stateWithOneEmptyCity: 'NV' },
  group_practice: { stateWithoutCities: 'ME', stateWithEmptyCity: 'NH', stateWithOneEmptyCity: 'KS' },
};

/** States that hold no listings of a kind (no cities, or only empty ones). */
export function isStateWithoutListings(kind: DirectoryKind, stateCode: string): boolean {
  const cases = EMPTY_CASES[kind];
  return cases.stateWithoutCities === stateCode || cases.stateWithEmptyCity === stateCode;
}
