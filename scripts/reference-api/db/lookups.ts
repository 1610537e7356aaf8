/**
 * Resolves the names callers send ('new york', 'newyork', 'st louis', 'allergy and immunology') to rows of the
 * reference database. Two ways of matching, as real APIs differ:
 * - `loose` (the default): through the `match_key` columns, so every spelling a caller may derive from a URL
 *   slug matches (accents folded, apostrophes and '&' ignored).
 * - `exact`: as an API that compares names exactly, apart from case, hyphens and the commas and periods the
 *   spec's slug rule removes. Accents, apostrophes and HTML entities must be as the API spelled them
 *   ('san josé' finds San José, 'san jose' does not). A level-2 facility state may come without spaces
 *   ('newyork'), and a speciality may write '&' as 'and', as the spec says callers do.
 */
import type { DatabaseSync } from 'node:sqlite';
import { toMatchKey } from '../../../src/api/slugs.ts';

export type NameMatching = 'loose' | 'exact';

export interface StateRow {
  readonly code: string;
  readonly name: string;
  readonly flag: string;
}

export interface Lookups {
  /** A state by name, or by its two-letter code. */
  state(param: string): StateRow | undefined;
  /** A city id of a state, by name. */
  cityId(stateCode: string, param: string): number | undefined;
  /** A speciality id, by name ('&' or 'and', 'amp;' or not). */
  specialityId(param: string): number | undefined;
  /** A hospital id of a city, by name. */
  hospitalId(cityId: number, param: string): number | undefined;
  /** A group practice id of a city, by name. */
  groupPracticeId(cityId: number, param: string): number | undefined;
}

/** The exact comparison form: lowercase, hyphens as spaces, commas and periods removed, runs of spaces as one. */
export function toExactKey(name: string): string {
  return name.toLowerCase().replace(/-/g, ' ').replace(/[,.]/g, '').replace(/\s+/g, ' ').trim();
}

// A speciality's exact form: the upstream's 'amp;' dropped and '&' read as 'and', as the spec's parameter rule writes it.
const toExactSpecialityKey = (name: string): string => toExactKey(name.replace(/amp;/gi, '').replace(/\s*&\s*/g, ' and '));

export function createLookups(db: DatabaseSync, matching: NameMatching = 'loose'): Lookups {
  return matching === 'exact' ? createExactLookups(db) : createLooseLookups(db);
}

function createLooseLookups(db: DatabaseSync): Lookups {
  const stateByKey = db.prepare('SELECT code, name, flag FROM states WHERE match_key = ? OR code = ?');
  const cityByKey = db.prepare('SELECT id FROM cities WHERE state_code = ? AND match_key = ?');
  const specialityByKey = db.prepare('SELECT id FROM specialities WHERE match_key = ?');
  const hospitalByKey = db.prepare('SELECT id FROM hospitals WHERE city_id = ? AND match_key = ?');
  const practiceByKey = db.prepare("SELECT id FROM facilities WHERE kind = 'group_practice' AND city_id = ? AND match_key = ?");
  const idOf = (row: unknown): number | undefined => (row as { id: number } | undefined)?.id;
  return {
    state(param) {
      const key = toMatchKey(param);
      if (!key) return undefined;
      return stateByKey.get(key, param.trim().toUpperCase()) as StateRow | undefined;
    },
    cityId: (stateCode, param) => idOf(cityByKey.get(stateCode, toMatchKey(param))),
    specialityId: (param) => idOf(specialityByKey.get(toMatchKey(param))),
    hospitalId: (cityId, param) => idOf(hospitalByKey.get(cityId, toMatchKey(param))),
    groupPracticeId: (cityId, param) => idOf(practiceByKey.get(cityId, toMatchKey(param))),
  };
}

function createExactLookups(db: DatabaseSync): Lookups {
  // States, cities and specialities are few (thousands at national scale): held in memory by their exact form.
  const states = new Map<string, StateRow>();
  for (const row of db.prepare('SELECT code, name, flag FROM states').all() as unknown as StateRow[]) {
    states.set(toExactKey(row.name), row);
    states.set(toExactKey(row.name).replace(/ /g, ''), row);
    states.set(row.code.toLowerCase(), row);
  }
  const cities = new Map<string, number>();
  for (const row of db.prepare('SELECT id, state_code, name FROM cities').all() as Array<{ id: number; state_code: string; name: string }>) {
    cities.set(`${row.state_code}|${toExactKey(row.name)}`, row.id);
  }
  const specialities = new Map<string, number>();
  for (const row of db.prepare('SELECT id, name FROM specialities').all() as Array<{ id: number; name: string }>) {
    specialities.set(toExactSpecialityKey(row.name), row.id);
  }
  // Listings are many: the city's few are read and compared one by one.
  const hospitalsOf = db.prepare('SELECT id, name FROM hospitals WHERE city_id = ?');
  const practicesOf = db.prepare("SELECT id, name FROM facilities WHERE kind = 'group_practice' AND city_id = ?");
  const named = (rows: unknown, param: string): number | undefined =>
    (rows as Array<{ id: number; name: string }>).find((row) => toExactKey(row.name) === toExactKey(param))?.id;
  return {
    state: (param) => states.get(toExactKey(param)),
    cityId: (stateCode, param) => cities.get(`${stateCode}|${toExactKey(param)}`),
    specialityId: (param) => specialities.get(toExactSpecialityKey(param)),
    hospitalId: (cityId, param) => named(hospitalsOf.all(cityId), param),
    groupPracticeId: (cityId, param) => named(practicesOf.all(cityId), param),
  };
}
