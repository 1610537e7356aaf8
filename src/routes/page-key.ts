/**
 * What a page is known by across builds: its id (route pattern and params, whatever its URL's spelling) and the
 * digest of the props getStaticPaths gives it. The manifest keys pages on both; the snapshot stores them with each
 * route's pages (src/snapshot/indexes.ts) so a build compares them without listing the pages again.
 */
import { digestOfValue } from '../lib/digest.ts';

/** A page of a route, whatever its URL: the route's pattern and its params. */
export function pageIdOf(routePattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name] ?? '']);
  return `${routePattern} ${JSON.stringify(sorted)}`;
}

/** A page's route pattern and params back from its id (pageIdOf). */
export function pageOfId(pageId: string): { readonly pattern: string; readonly params: Record<string, string> } {
  const space = pageId.indexOf(' ');
  const pairs = JSON.parse(pageId.slice(space + 1)) as Array<[string, string]>;
  return { pattern: pageId.slice(0, space), params: Object.fromEntries(pairs) };
}

/** The props digest of a page that gets none (a page without getStaticPaths, or one whose paths carry no props). */
export const NO_PROPS = '';

/** A digest of the props getStaticPaths gives a page (its declaration in the route table): same props, same digest.
 * A JSON digest: props read back from JSON (undefined fields dropped) have the digest of the props they were. */
export const propsDigestOf = (props: unknown): string => (props === undefined ? NO_PROPS : digestOfValue(props));
