/**
 * getStaticPaths of a route's page file: the route's pages in this build's shard (src/routes/paths.ts) that render
 * in this build (paths-to-render.ts). Astro calls getStaticPaths with no context of ours, so this is where the build's
 * snapshot, shard and code digest are looked up, once, and passed down.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import { readPipelineEnv } from '../config/env.ts';
import { listedPages, pagesAtEach, pathOf, type RoutePath } from '../routes/paths.ts';
import type { AnyListedRoute, DeclaredPage, ListedRoute } from '../routes/route.ts';
import { bucketsOf, currentShard, type Shard } from '../routes/shard.ts';
import { LISTED_ROUTES } from '../routes/table.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';
import { pathsToRender, storedPagesToRender } from './paths-to-render.ts';

/** The paths of `route` that render in this build; `routePattern` is Astro's, checked against the table's. */
export function routePaths<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  routePattern: string,
): Array<RoutePath<Page>> {
  if (route.pattern !== routePattern) {
    throw new Error(`The page file of ${routePattern} lists the pages of ${route.pattern}: give it its own route in src/routes/table.ts.`);
  }
  const reader = getSnapshot();
  const shard = currentShard();
  const code = readPipelineEnv().CODE_DIGEST;
  // Only the pages that render are taken back (the siblings' listed with them).
  const pages = storedPagesOf(route, { reader, shard, code });
  if (!pages) return pathsToRender(routePattern, listedPages(route, reader, shard));
  return pages.map(pathOf);
}

/** What a route's listing is taken from: the snapshot, the build's shard and the code digest its pages were stored for. */
interface Listing {
  readonly reader: SnapshotReader;
  readonly shard: Shard | undefined;
  readonly code: string | undefined;
}

const sameListing = (a: Listing, b: Listing) =>
  a.reader === b.reader && a.code === b.code && a.shard?.index === b.shard?.index && a.shard?.count === b.shard?.count;

/** The pages that render of gathering routes listed before Astro asked for them, by route, with what they were
 * listed from: each taken once, and only for the same listing. */
const listedAhead = new Map<AnyListedRoute, { readonly listing: Listing; readonly pages: readonly DeclaredPage[] }>();

/** The pages of `route` a sibling's pass listed ahead for `listing`, if any. */
function takeListedAhead<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  listing: Listing,
): readonly Page[] | undefined {
  const ahead = listedAhead.get(route);
  if (!ahead || !sameListing(ahead.listing, listing)) return undefined;
  listedAhead.delete(route);
  // Set only from `pagesAtEach` for this very route object: its own pages, whatever the table's wider type says.
  return ahead.pages as unknown as readonly Page[];
}

/** The other routes that gather pages from the same answers as `route` (a speciality's lists and chunks). */
const gatheringSiblingsOf = (route: AnyListedRoute): AnyListedRoute[] =>
  LISTED_ROUTES.filter((other) => other !== route && other.gathers && other.listedBy.some((endpoint) => route.listedBy.includes(endpoint)));

/** The pages that render of `route`, taken back from the answers that listed them when the crawl finished; the
 * siblings that gather the same answers are listed in the same pass (src/routes/paths.ts, `pagesAtEach`) and kept
 * until Astro asks for them. Undefined when the snapshot stored no pages for the route (an older crawl or code). */
function storedPagesOf<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  listing: Listing,
): readonly Page[] | undefined {
  const ahead = takeListedAhead(route, listing);
  if (ahead) return ahead;
  const { reader, shard, code } = listing;
  const stored = (pattern: string) => reader.routePages(pattern, shard && bucketsOf(shard), code);
  const own = stored(route.pattern);
  if (!own) return undefined;
  const siblings = (route.gathers ? gatheringSiblingsOf(route) : []).flatMap((sibling) => {
    // A sibling already listed ahead keeps that listing: its plan is recorded once.
    const ahead = listedAhead.get(sibling);
    const places = ahead && sameListing(ahead.listing, listing) ? undefined : stored(sibling.pattern);
    return places ? [{ route: sibling, places: storedPagesToRender(places) }] : [];
  });
  const { pages, others } = pagesAtEach({ route, places: storedPagesToRender(own) }, reader, siblings);
  siblings.forEach(({ route: sibling }, index) => {
    listedAhead.set(sibling, { listing, pages: others[index] ?? [] });
  });
  return pages;
}
