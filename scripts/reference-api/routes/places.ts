/** States and cities, shared by every directory: its states list, its cities per state, and place look-ups. */
import type { HandlerContext, RequestParams } from './context.ts';

/** A directory's states list: all 50 states and D.C. with flag URLs (a state without cities shows 'Coming Soon'). */
export function listStates(_params: RequestParams, context: HandlerContext) {
  const rows = context.prepare('SELECT name, flag FROM states ORDER BY name').all() as Array<{ name: string; flag: string }>;
  return rows.map((row) => ({ state: row.name, flag: context.imageUrl(row.flag) }));
}

/** The cities a directory of the given kind lists for a state, by name. */
export function listCities(kind: string) {
  return (params: RequestParams, context: HandlerContext) => {
    const state = context.lookups.state(params.require('state'));
    if (!state) return [];
    return context
      .prepare(
        `SELECT c.name AS city FROM directory_cities dc JOIN cities c ON c.id = dc.city_id
         WHERE dc.kind = ? AND dc.state_code = ? ORDER BY c.name`,
      )
      .all(kind, state.code);
  };
}

/** The state code of the `state` parameter, or undefined for an unknown state. */
export function stateOf(params: RequestParams, context: HandlerContext): string | undefined {
  return context.lookups.state(params.require('state'))?.code;
}

/** The state and city of the `state` and `city` parameters, or undefined when either is unknown. */
export function cityOf(params: RequestParams, context: HandlerContext): { stateCode: string; cityId: number } | undefined {
  const stateCode = stateOf(params, context);
  if (stateCode === undefined) return undefined;
  const cityId = context.lookups.cityId(stateCode, params.require('city'));
  return cityId === undefined ? undefined : { stateCode, cityId };
}
