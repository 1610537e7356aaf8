/**
 * A route's pages as its declaration lists them from the crawl's answers: the pages every answer of its listing
 * endpoints lists, in request-key order, one per identity (the first), and only those whose needed read the crawl
 * had. The snapshot stores where each was listed when the crawl finishes (src/snapshot/indexes.ts); a build lists
 * them itself only from a snapshot stored by other code (src/routes/paths.ts).
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import type { StoredAnswer } from '../snapshot/answers.ts';
import type { RequestRecord } from '../snapshot/records.ts';
import { stableHash } from '../lib/stable-hash.ts';
import { noteOddRecord } from './odd-records.ts';
import { pagesListedBy, type DeclaredPage, type ListedRoute, type OtherAnswers } from './route.ts';

/** A page with where it was listed: the answer's number and the page's place among the pages it lists. */
export interface ListedPage<Page> {
  readonly page: Page;
  readonly answer: number;
  readonly position: number;
}

/** The answers a route's pages are listed from; any one of them by its request (`body`) for pages that gather several. */
export interface ListingAnswers extends OtherAnswers {
  /** Every answer of an endpoint, by request key. */
  each<N extends GetEndpointName>(endpoint: N): Iterable<StoredAnswer<N>>;
  /** Whether the crawl has the answer to a request. */
  answered(request: RequestRecord): boolean;
}

/** A page's address as its output file has it on any file system (some ignore case), as a 53-bit number: a set of
 * them stays small at millions of pages, and two addresses share one by chance about once in 10^15 pairs. */
function addressKeyOf(params: Readonly<Record<string, string>>): number {
  const address = Object.values(params).join('/').toLowerCase();
  return stableHash(address) * 2 ** 21 + (stableHash(`/${address}`) & 0x1fffff);
}

/** Lists a route's pages answer by answer, remembering which identities and addresses are taken. */
export interface RouteLister<N extends GetEndpointName, Page extends DeclaredPage> {
  /** The pages `answer` (of one of the route's listing endpoints, given in request-key order) adds. */
  pagesOf(endpoint: N, answer: StoredAnswer<N>): Array<ListedPage<Page>>;
}

/**
 * Lists the pages of `route`, or only those `keep` keeps by their params (a shard's). A page not kept still takes its
 * identity when the route names one: which listing has a page is decided across shards. Two pages of a route never
 * share an address: where identities differ (two headings that slug alike in different lists, uids that differ only
 * in case), the first keeps it and the other has no page.
 */
export function routeLister<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  answers: Omit<ListingAnswers, 'each'>,
  keep: (params: Page['params']) => boolean = () => true,
): RouteLister<N, Page> {
  const taken = new Set<string>();
  // Without an identity, a page's params are its identity: only routes that name one can meet an address twice.
  const addresses = route.identity ? new Set<number>() : undefined;
  return {
    pagesOf(endpoint, { id, params, context, body }) {
      const listed: Array<ListedPage<Page>> = [];
      for (const [position, page] of pagesListedBy(route, { request: { endpoint, params, context }, body }, answers).entries()) {
        const kept = keep(page.params);
        // Pages are their params, unless the route names an identity: a page not kept then takes nothing from others.
        if (!kept && !route.identity) continue;
        const identity = route.identity?.(page) ?? JSON.stringify(page.params);
        if (taken.has(identity)) continue;
        // A page the crawl could not read for does not exist; its identity stays free for a later listing.
        if (page.needs && !answers.answered(page.needs)) continue;
        if (addresses) {
          const address = addressKeyOf(page.params);
          if (addresses.has(address)) {
            noteOddRecord('duplicateAddress', `${route.pattern} ${JSON.stringify(page.params)}: ${identity} has no page`);
            continue;
          }
          addresses.add(address);
        }
        taken.add(identity);
        if (kept) listed.push({ page, answer: id, position });
      }
      return listed;
    },
  };
}

/** Every page of `route` (or those `keep` keeps), from every answer of its listing endpoints in request-key order. */
export function* pagesOfRoute<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  answers: ListingAnswers,
  keep?: (params: Page['params']) => boolean,
): Iterable<ListedPage<Page>> {
  const lister = routeLister(route, answers, keep);
  for (const endpoint of route.listedBy) for (const answer of answers.each(endpoint)) yield* lister.pagesOf(endpoint, answer);
}
