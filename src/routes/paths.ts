/**
 * A route's pages for getStaticPaths, from its declaration in the route table, each with its declaration as props:
 * its data is read from the requests declared there, never rebuilt from its URL's slugs. They are listed from the
 * crawl's answers, or taken back from where the snapshot stored them when the crawl finished (the pages that render
 * only: src/page-deps/route-paths.ts decides which). The snapshot and the shard are given, not looked up.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { requestKey } from '../snapshot/records.ts';
import { pagesOfRoute, type ListingAnswers } from './route-pages.ts';
import { pagesListedBy, type Answer, type DeclaredPage, type ListedRoute, type OtherAnswers, type PageProps } from './route.ts';
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

/** Where the crawl's end stored a page: the answer that lists it and its place in that answer's pages. */
export interface PagePlace {
  readonly answer: number;
  readonly position: number;
}

/** A route's pages wanted from a pass over the stored answers: where each was stored. */
export interface WantedPages<Page extends DeclaredPage> {
  readonly route: ListedRoute<GetEndpointName, Page>;
  readonly places: readonly PagePlace[];
}

/** The pages of `route` at these places, taken back from the answers that listed them (each answer read once). */
export function pagesAt<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  reader: SnapshotReader,
  places: readonly PagePlace[],
): Page[] {
  return pagesAtEach({ route, places }, reader).pages;
}

/** The pages of a route at their places, and those of `others` with them, each in the order of its places. Each
 * answer is read once for all the routes, and the routes that list it list it one after the other: routes that
 * gather the same answers (a speciality's lists and chunks) then share what the last of them derived from it (its
 * ranked doctors, src/routes/table.ts) instead of each deriving it anew for every speciality. */
export function pagesAtEach<Page extends DeclaredPage>(
  wanted: WantedPages<Page>,
  reader: SnapshotReader,
  others: ReadonlyArray<WantedPages<DeclaredPage>> = [],
): { readonly pages: Page[]; readonly others: DeclaredPage[][] } {
  // Every place by its answer, a route's places together: an answer's pages are listed once per route.
  const byAnswer = new Map<number, Array<{ readonly lister: RouteLister; readonly index: number; readonly position: number }>>();
  const placed = <P extends DeclaredPage>({ route, places }: WantedPages<P>): P[] => {
    const out = new Array<P>(places.length);
    const lister = listerOf(route, out);
    places.forEach(({ answer, position }, index) => {
      const slots = byAnswer.get(answer);
      if (slots) slots.push({ lister, index, position });
      else byAnswer.set(answer, [{ lister, index, position }]);
    });
    return out;
  };
  const pages = placed(wanted);
  const othersPages = others.map(placed);
  const answers = othersIn(reader);
  for (const [id, slots] of byAnswer) {
    const stored = reader.answer(id);
    let listing: RouteLister | undefined;
    for (const { lister, index, position } of slots) {
      if (listing !== lister) {
        if (!stored || !lister.listedBy.includes(stored.endpoint))
          throw new Error(`${lister.pattern}: the snapshot has no answer ${id} listing its pages.`);
        const { endpoint, params, context, body } = stored;
        lister.list({ request: { endpoint, params, context }, body }, answers);
        listing = lister;
      }
      lister.put(index, position, id);
    }
  }
  return { pages, others: othersPages };
}

/** One route's part of a pass over the answers: lists an answer's pages, and puts those at its places into `out`. */
interface RouteLister {
  readonly pattern: string;
  readonly listedBy: readonly GetEndpointName[];
  list(answer: Answer<GetEndpointName>, others: OtherAnswers): void;
  put(index: number, position: number, answer: number): void;
}

function listerOf<Page extends DeclaredPage>(route: ListedRoute<GetEndpointName, Page>, out: Page[]): RouteLister {
  let listed: readonly Page[] = [];
  return {
    pattern: route.pattern,
    listedBy: route.listedBy,
    list: (answer, others) => {
      listed = pagesListedBy(route, answer, others);
    },
    put: (index, position, answer) => {
      const page = listed[position];
      if (!page) throw new Error(`${route.pattern}: answer ${answer} lists no page ${position}; crawl again to store its pages.`);
      out[index] = page;
    },
  };
}
