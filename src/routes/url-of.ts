/**
 * A page's URL from its route's pattern and its params, so a route's address is written once, in the route table.
 * Detail pages have no trailing slash, list pages have one, data files end with their extension.
 */
import { fillPattern, routeOfPath } from './route-of-path.ts';
import { LISTED_ROUTES } from './table.ts';

/** What a URL is made from: a route's pattern, and whether its pages are detail pages. */
export interface Addressable {
  readonly pattern: string;
  readonly detail?: true;
}

const isDataFile = (pattern: string): boolean => /\.\w+$/.test(pattern);

/** The URL of `route`'s page with these params ('/best-doctors/texas/' for the state route and state 'texas'). */
export function urlOf(route: Addressable, params: Readonly<Record<string, string>> = {}): string {
  const path = fillPattern(route.pattern, params);
  const missing = /\[(\w+)\]/.exec(path);
  if (missing) throw new Error(`urlOf(${route.pattern}): no value for its param '${missing[1]}'.`);
  if (route.detail || isDataFile(route.pattern) || path.endsWith('/')) return path;
  return `${path}/`;
}

const DETAIL_PATTERNS: ReadonlySet<string> = new Set(LISTED_ROUTES.filter((route) => route.detail).map((route) => route.pattern));

/** Whether a path names a detail page (served without a trailing slash). */
export function isDetailPath(pathname: string): boolean {
  const pattern = routeOfPath(pathname.replace(/\/+$/, '') || '/');
  return pattern !== undefined && DETAIL_PATTERNS.has(pattern);
}
