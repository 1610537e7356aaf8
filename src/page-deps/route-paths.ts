/**
 * getStaticPaths of a route's page file: the route's pages in this build's shard (src/routes/paths.ts) that render
 * in this build (paths-to-render.ts). Astro calls getStaticPaths with no context of ours, so this is where the build's
 * snapshot, shard and code digest are looked up, once, and passed down.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import { readPipelineEnv } from '../config/env.ts';
import { listedPages, pagesAt, pathOf, type RoutePath } from '../routes/paths.ts';
import type { DeclaredPage, ListedRoute } from '../routes/route.ts';
import { bucketsOf, currentShard } from '../routes/shard.ts';
import { getSnapshot } from '../snapshot/read.ts';
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
  const stored = reader.routePages(route.pattern, shard && bucketsOf(shard), readPipelineEnv().CODE_DIGEST);
  if (!stored) return pathsToRender(routePattern, listedPages(route, reader, shard));
  // Only the pages that render are taken back, from the answers that listed them when the crawl finished.
  return pagesAt(route, reader, storedPagesToRender(stored)).map(pathOf);
}
