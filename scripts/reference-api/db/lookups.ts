/**
 * Resolves the names callers derive from URL slugs ('new york', 'newyork', 'st louis', 'allergy and immunology')
 * to rows of the reference database, through the `match_key` columns.
 */
import type { DatabaseSync } from 'node:sqlite';
import { toMatchKey } from '../../../src/api/slugs.ts';

export interface StateRow {
  readonly code: string;
  readonly name: string;
  readonly flag: string;
}

export interface Lookups {
  /** A state by name in any spelling, or by its two-letter code. */
  state(param: string): StateRow | undefined;
  /** A city id of a state, by name in any spelling. */
  cityId(stateCode: string, param: string): number | undefined;
  /** A speciality id, by name in any spelling ('&' or 'and', 'amp;' or not). */
  specialityId(param: string): number | undefined;
}

export function createLookups(db: DatabaseSync): Lookups {
  const stateByKey = db.prepare('SELECT code, name, flag FROM states WHERE match_key = ? OR code = ?');
  const cityByKey = db.prepare('SELECT id FROM cities WHERE state_code = ? AND match_key = ?');
  const specialityByKey = db.prepare('SELECT id FROM specialities WHERE match_key = ?');
  return {
    state(param) {
      const key = toMatchKey(param);
      if (!key) return undefined;
      return stateByKey.get(key, param.trim().toUpperCase()) as StateRow | undefined;
    },
    cityId(stateCode, param) {
      const row = cityByKey.get(stateCode, toMatchKey(param)) as { id: number } | undefined;
      return row?.id;
    },
    specialityId(param) {
      const row = specialityByKey.get(toMatchKey(param)) as { id: number } | undefined;
      return row?.id;
    },
  };
}
