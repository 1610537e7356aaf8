/**
 * The API's own names of states, cities and specialities, found by their URL slugs in the lists the crawl
 * received, and the request parameters built from them. A URL slug is ASCII ('san-jose'); the API may match
 * names exactly ('san josé'), so a page never rebuilds a parameter from its slug when the API told us the name.
 */
import { z } from 'zod';
import { slugToParam, toCompactStateParam, toNameParam, toSlug, toSpecialityParam } from '../api/slugs.ts';
import type { GetEndpointName } from '../api/endpoints.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { derivedFact } from '../page-deps/facts.ts';

const STATE_LISTS = ['GetDoctorStates', 'GetHospitalStates', 'GetPharmacyStates', 'GetUrgentCareStates', 'GetGroupPracticeStates'] as const;
const CITY_LISTS = [
  'GetDoctorCity',
  'GetHospitalCity',
  'GetPharmacyCity',
  'GetUrgentCareCity',
  'GetGroupPracticeCity',
] as const satisfies readonly GetEndpointName[];

interface NameIndex {
  readonly states: Map<string, string>;
  readonly cities: Map<string, string>;
  readonly specialities: Map<string, string>;
}

// A few hundred states, cities and specialities per directory: read once per reader, on first use.
function indexOf(reader: SnapshotReader): NameIndex {
  const states = new Map<string, string>();
  const cities = new Map<string, string>();
  const specialities = new Map<string, string>();
  const keep = (map: Map<string, string>, key: string, name: string) => {
    if (!map.has(key)) map.set(key, name);
  };
  for (const endpoint of STATE_LISTS) for (const { state } of reader.get(endpoint, {}) ?? []) keep(states, toSlug(state), state);
  for (const endpoint of CITY_LISTS) {
    for (const { context, body } of reader.each(endpoint)) {
      for (const { city } of body) keep(cities, `${context.stateSlug ?? ''}/${toSlug(city)}`, city);
    }
  }
  for (const { specialtyName } of reader.get('GetDocSpecialties', {}) ?? []) keep(specialities, toSlug(specialtyName), specialtyName);
  for (const { body } of reader.each('GetDoctorSpecialties'))
    for (const { specialtyName } of body) keep(specialities, toSlug(specialtyName), specialtyName);
  return { states, cities, specialities };
}

/** The names and parameters of one snapshot: made once per reader (pages ask for them on every path). */
export function apiNamesOf(reader: SnapshotReader): ApiNames {
  let names = namesOf.get(reader);
  if (!names) {
    let built: NameIndex | undefined;
    const index = () => (built ??= indexOf(reader));
    names = namesFrom({
      stateName: (stateSlug) => index().states.get(stateSlug),
      cityName: (stateSlug, citySlug) => index().cities.get(`${stateSlug}/${citySlug}`),
      specialityName: (specialitySlug) => index().specialities.get(specialitySlug),
    });
    namesOf.set(reader, names);
  }
  return names;
}

interface NameLookups {
  readonly stateName: (stateSlug: string) => string | undefined;
  readonly cityName: (stateSlug: string, citySlug: string) => string | undefined;
  readonly specialityName: (specialitySlug: string) => string | undefined;
}

type ApiNames = ReturnType<typeof namesFrom>;
const namesOf = new WeakMap<SnapshotReader, ApiNames>();

function namesFrom({ stateName, cityName, specialityName }: NameLookups) {
  return {
    stateName,
    cityName,
    specialityName,
    /** `{ state }` of a state page's requests. */
    stateParams: (stateSlug: string) => ({ state: toNameParam(stateName(stateSlug) ?? slugToParam(stateSlug)) }),
    /** `{ state }` of a level-2 facility query: the state without spaces. */
    compactStateParams: (stateSlug: string) => ({ state: toCompactStateParam(stateName(stateSlug) ?? stateSlug) }),
    /** `{ state, city }` of a city page's requests. */
    cityParams: (stateSlug: string, citySlug: string) => ({
      state: toNameParam(stateName(stateSlug) ?? slugToParam(stateSlug)),
      city: toNameParam(cityName(stateSlug, citySlug) ?? slugToParam(citySlug)),
    }),
    /** The `specialty` parameter of a speciality's requests. */
    specialityParam: (specialitySlug: string): string => toSpecialityParam(specialityName(specialitySlug) ?? specialitySlug),
  };
}

// Each name a page asks for is a fact of its own (src/page-deps/facts.ts): a page depends on the name its slug
// stands for, not on every list the index is made from.
const Slug = z.string();
const trackedNames = namesFrom({
  stateName: derivedFact('stateName', z.tuple([Slug]), (reader, stateSlug) => apiNamesOf(reader).stateName(stateSlug)),
  cityName: derivedFact('cityName', z.tuple([Slug, Slug]), (reader, stateSlug, citySlug) => apiNamesOf(reader).cityName(stateSlug, citySlug)),
  specialityName: derivedFact('specialityName', z.tuple([Slug]), (reader, specialitySlug) => apiNamesOf(reader).specialityName(specialitySlug)),
});

/** The names and parameters of this build's snapshot, each name read recorded as a fact of the page rendering. */
export const apiNames = (): ApiNames => trackedNames;
