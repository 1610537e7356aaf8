/**
 * What a page is known by across builds: its id (route pattern and params, whatever its URL's spelling) and the
 * digest of the props getStaticPaths gives it. The manifest keys pages on both; the snapshot stores them with each
 * route's pages (src/snapshot/indexes.ts) so a build compares them without listing the pages again.
 */
import { digestOfValue } from '../lib/digest.ts';

/** A page of a route, whatever its URL: the route's pattern and its params. */
export function pageIdOf(routePattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return `${routePattern} ${paramsKeyOf(params)}`;
}

/** A page's params as its id spells them (sorted pairs, as JSON): the same params, the same key, in any order. */
export function paramsKeyOf(params: Readonly<Record<string, string | undefined>>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name] ?? '']);
  return JSON.stringify(sorted);
}

/** The params key back from a page id (pageIdOf). */
export const paramsKeyOfId = (pageId: string): string => pageId.slice(pageId.indexOf(' ') + 1);

/** A page's route pattern and params back from its id (pageIdOf). */
export function pageOfId(pageId: string): { readonly pattern: string; readonly params: Record<string, string> } {
  const pairs = JSON.parse(paramsKeyOfId(pageId)) as Array<[string, string]>;
  return { pattern: pageId.slice(0, pageId.indexOf(' ')), params: Object.fromEntries(pairs) };
}

/** The props digest of a page that gets none (a page without getStaticPaths, or one whose paths carry no props). */
export const NO_PROPS = '';

/** A digest of the props getStaticPaths gives a page (its declaration in the route table): same props, same digest.
 * A JSON digest: props read back from JSON (undefined fields dropped) have the digest of the props they were. */
export const propsDigestOf = (props: unknown): string => (props === undefined ? NO_PROPS : digestOfValue(props));
