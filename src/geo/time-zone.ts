/**
 * The time zone a US city keeps, for "open now" in the listing's own time. From the city's place when the gazetteer
 * knows it, else from its state when all of the state keeps one time; otherwise unknown, since no status is better
 * than a wrong one.
 */
import tzLookup from '@photostructure/tz-lookup';
import { placeOfCity, stateCodeFor, zipPlaces } from './gazetteer.ts';

// The IANA zones of the United States (the tz database's zone.tab, country US). The look-up's borders are coarse,
// so a city near Canada or Mexico can land in a foreign zone; such an answer is not trusted.
const US_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
]);

/** The zone at a point, when it is a US zone. */
function usTimeZoneAt(latitude: number, longitude: number): string | undefined {
  const zone = tzLookup(latitude, longitude);
  return US_TIME_ZONES.has(zone) ? zone : undefined;
}

const clocks = new Map<string, string>();

/** How a zone keeps time through a year (its UTC offset each week): zones that agree are the same time to a visitor. */
function clockOf(zone: string): string {
  const known = clocks.get(zone);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  const weeks = Array.from({ length: 53 }, (_, week) => Date.UTC(2026, 0, 1 + week * 7, 12));
  const clock = weeks.map((time) => format.formatToParts(time).find((part) => part.type === 'timeZoneName')?.value).join(',');
  clocks.set(zone, clock);
  return clock;
}

// A state keeps one time when at most this share of its ZIP codes keep another (the look-up's coarse borders put
// a few ZIPs of a one-zone state across the line).
const STRAY_ZIP_SHARE = 0.01;

let stateZones: ReadonlyMap<string, string | undefined> | undefined;

/** Each state's zone when all of it keeps one time (judged by its ZIP codes); undefined for states split between times. */
function timeZoneOfState(stateCode: string): string | undefined {
  if (!stateZones) {
    const byState = new Map<string, Map<string, { zone: string; count: number }>>();
    for (const zip of zipPlaces()) {
      const zone = usTimeZoneAt(zip.latitude, zip.longitude);
      if (!zone) continue;
      const stateClocks = byState.get(zip.stateCode) ?? new Map<string, { zone: string; count: number }>();
      const clock = clockOf(zone);
      const known = stateClocks.get(clock);
      stateClocks.set(clock, { zone: known?.zone ?? zone, count: (known?.count ?? 0) + 1 });
      byState.set(zip.stateCode, stateClocks);
    }
    stateZones = new Map(
      [...byState].map(([code, stateClocks]) => {
        const counts = [...stateClocks.values()].sort((a, b) => b.count - a.count);
        const total = counts.reduce((sum, { count }) => sum + count, 0);
        const [main] = counts;
        return [code, main && (total - main.count) / total <= STRAY_ZIP_SHARE ? main.zone : undefined];
      }),
    );
  }
  return stateZones.get(stateCode);
}

/**
 * The IANA time zone a city keeps ('America/Chicago'), by its state (name or code) and name as the API gave them:
 * from where it is, or from its state when the city is unknown and the state keeps one time; else undefined.
 */
export function timeZoneOfCity(state: string, city: string): string | undefined {
  const place = placeOfCity(state, city);
  const zone = place && usTimeZoneAt(place.latitude, place.longitude);
  return zone ?? timeZoneOfState(stateCodeFor(state));
}
