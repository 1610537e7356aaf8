/**
 * A route's pages for getStaticPaths, from its declaration in the route table: in this build's shard, those that
 * render (src/page-deps/paths-to-render.ts). They are the pages the snapshot stored for the route when the crawl
 * finished (src/snapshot/indexes.ts): only those that render are taken back from the answers that listed them. A
 * snapshot stored by other code has them listed here again (src/routes/route-pages.ts). Each page gets its
 * declaration as props: its data is read from the requests declared there, never rebuilt from its URL's slugs.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import { readPipelineEnv } from '../config/env.ts';
import { currentShard, isInShard } from './shard.ts';
import { pathsToRender, storedPagesToRender } from '../page-deps/paths-to-render.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';
import { requestKey } from '../snapshot/records.ts';
import type { StoredAnswer } from '../snapshot/answers.ts';
import { pagesOfRoute, type ListingAnswers } from './route-pages.ts';
import type { DeclaredPage, ListedRoute, OtherAnswers, PageProps } from './route.ts';

/** A path of getStaticPaths with the page's declaration as props. */
export interface RoutePath<Page extends DeclaredPage> {
  readonly params: Page['params'];
  readonly props: PageProps<Page>;
}

const pathOf = <Page extends DeclaredPage>(page: Page): RoutePath<Page> => ({ params: page.params, props: { page } });

/** Any answer of the snapshot by its request, for pages that gather several. */
const othersIn = (reader: SnapshotReader): OtherAnswers => ({ body: (request) => reader.get(request.endpoint, request.params) });

/** Every page of a route in this snapshot and shard, listed from the crawl's answers, whether or not it renders. */
export function listedPages<N extends GetEndpointName, Page extends DeclaredPage>(route: ListedRoute<N, Page>): Array<RoutePath<Page>> {
  const reader = getSnapshot();
  const shard = currentShard();
  // The reader holds each endpoint's answered keys once read (a doctor's detail is needed by its pages of two routes).
  const answers: ListingAnswers = {
    each: reader.each,
    answered: (request) => reader.answeredKeys(request.endpoint).has(requestKey(request)),
    ...othersIn(reader),
  };
  return Array.from(
    pagesOfRoute(route, answers, (params) => isInShard(params, shard)),
    ({ page }) => pathOf(page),
  );
}

/** The pages of `route` at these places, taken back from the answers that listed them (each answer read once). */
function pagesAt<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  places: ReadonlyArray<{ readonly answer: number; readonly position: number }>,
): Page[] {
  const reader = getSnapshot();
  const others = othersIn(reader);
  const listedBy: readonly GetEndpointName[] = route.listedBy;
  let last: { readonly id: number; readonly pages: readonly Page[] } | undefined;
  return places.map(({ answer, position }) => {
    if (last?.id !== answer) {
      const stored = reader.answer(answer);
      if (!stored || !listedBy.includes(stored.endpoint))
        throw new Error(`${route.pattern}: the snapshot has no answer ${answer} listing its pages.`);
      const { endpoint, params, context, body } = stored as StoredAnswer<N> & { readonly endpoint: N };
      last = { id: answer, pages: route.pagesIn({ request: { endpoint, params, context }, body }, others) };
    }
    const page = last.pages[position];
    if (!page) throw new Error(`${route.pattern}: answer ${answer} lists no page ${position}; crawl again to store its pages.`);
    return page;
  });
}

/** getStaticPaths of a route's page file: `routePattern` is Astro's, checked against the table's. */
export function routePaths<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  routePattern: string,
): Array<RoutePath<Page>> {
  if (route.pattern !== routePattern) {
    throw new Error(`The page file of ${routePattern} lists the pages of ${route.pattern}: give it its own route in src/routes/table.ts.`);
  }
  const reader = getSnapshot();
  const stored = reader.routePages(route.pattern, currentShard(), readPipelineEnv().CODE_DIGEST);
  if (!stored) return pathsToRender(routePattern, listedPages(route));
  // Only the pages that render are taken back, from the answers that listed them when the crawl finished.
  return pagesAt(route, storedPagesToRender(stored)).map(pathOf);
}
