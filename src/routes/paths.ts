/**
 * A route's pages for getStaticPaths, from its declaration in the route table, each with its declaration as props:
 * its data is read from the requests declared there, never rebuilt from its URL's slugs. They are listed from the
 * crawl's answers, or taken back from where the snapshot stored them when the crawl finished (the pages that render
 * only: src/page-deps/route-paths.ts decides which). The snapshot and the shard are given, not looked up.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import type { StoredAnswer } from '../snapshot/answers.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { requestKey } from '../snapshot/records.ts';
import { pagesOfRoute, type ListingAnswers } from './route-pages.ts';
import { pagesListedBy, type DeclaredPage, type ListedRoute, type OtherAnswers, type PageProps } from './route.ts';
import { isInShard, type Shard } from './shard.ts';

/** A path of getStaticPaths with the page's declaration as props. */
export interface RoutePath<Page extends DeclaredPage> {
  readonly params: Page['params'];
  readonly props: PageProps<Page>;
}

export const pathOf = <Page extends DeclaredPage>(page: Page): RoutePath<Page> => ({ params: page.params, props: { page } });

/** Any answer of the snapshot by its request, for pages that gather several. */
const othersIn = (reader: SnapshotReader): OtherAnswers => ({ body: (request) => reader.get(request.endpoint, request.params) });

/** Every page of a route in a snapshot and shard, listed from the crawl's answers, whether or not it renders. */
export function listedPages<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  reader: SnapshotReader,
  shard: Shard | undefined,
): Array<RoutePath<Page>> {
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
export function pagesAt<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  reader: SnapshotReader,
  places: ReadonlyArray<{ readonly answer: number; readonly position: number }>,
): Page[] {
  const others = othersIn(reader);
  const listedBy: readonly GetEndpointName[] = route.listedBy;
  let last: { readonly id: number; readonly pages: readonly Page[] } | undefined;
  return places.map(({ answer, position }) => {
    if (last?.id !== answer) {
      const stored = reader.answer(answer);
      if (!stored || !listedBy.includes(stored.endpoint))
        throw new Error(`${route.pattern}: the snapshot has no answer ${answer} listing its pages.`);
      const { endpoint, params, context, body } = stored as StoredAnswer<N> & { readonly endpoint: N };
      last = { id: answer, pages: pagesListedBy(route, { request: { endpoint, params, context }, body }, others) };
    }
    const page = last.pages[position];
    if (!page) throw new Error(`${route.pattern}: answer ${answer} lists no page ${position}; crawl again to store its pages.`);
    return page;
  });
}
