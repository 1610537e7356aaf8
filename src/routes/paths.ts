/**
 * A route's pages for getStaticPaths, from its declaration in the route table: the pages every answer of its
 * listing endpoints lists (in request-key order), one per identity, those whose needed read the crawl had, in this
 * build's shard, and of those the ones that render (src/page-deps/paths-to-render.ts). Each page gets its
 * declaration as props: its data is read from the requests declared there, never rebuilt from its URL's slugs.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import { currentShard, isInShard } from '../data/shard.ts';
import { pathsToRender } from '../page-deps/paths-to-render.ts';
import { getSnapshot } from '../snapshot/read.ts';
import { requestKey, type RequestRecord } from '../snapshot/records.ts';
import type { DeclaredPage, ListedRoute, PageProps } from './route.ts';

/** A path of getStaticPaths with the page's declaration as props. */
export interface RoutePath<Page extends DeclaredPage> {
  readonly params: Page['params'];
  readonly props: PageProps<Page>;
}

/** Every page of a route in this snapshot and shard, whether or not it renders in this build. */
export function listedPages<N extends GetEndpointName, Page extends DeclaredPage>(route: ListedRoute<N, Page>): Array<RoutePath<Page>> {
  const reader = getSnapshot();
  const shard = currentShard();
  const taken = new Set<string>();
  // The reader holds each endpoint's answered keys once read (a doctor's detail is needed by its pages of two routes).
  const hasAnswer = (request: RequestRecord): boolean => reader.answeredKeys(request.endpoint).has(requestKey(request));
  const paths: Array<RoutePath<Page>> = [];
  for (const endpoint of route.listedBy) {
    for (const { params, context, body } of reader.each(endpoint)) {
      for (const page of route.pagesIn({ request: { endpoint, params, context }, body })) {
        const inShard = isInShard(page.params, shard);
        // Pages are their params, unless the route names an identity: then which listing has it is decided across shards.
        if (!inShard && !route.identity) continue;
        const identity = route.identity?.(page) ?? JSON.stringify(page.params);
        if (taken.has(identity)) continue;
        // A page the crawl could not read for does not exist; its identity stays free for a later listing.
        if (page.needs && !hasAnswer(page.needs)) continue;
        taken.add(identity);
        if (inShard) paths.push({ params: page.params, props: { page } });
      }
    }
  }
  return paths;
}

/** getStaticPaths of a route's page file: `routePattern` is Astro's, checked against the table's. */
export function routePaths<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  routePattern: string,
): Array<RoutePath<Page>> {
  if (route.pattern !== routePattern) {
    throw new Error(`The page file of ${routePattern} lists the pages of ${route.pattern}: give it its own route in src/routes/table.ts.`);
  }
  return pathsToRender(routePattern, listedPages(route));
}
