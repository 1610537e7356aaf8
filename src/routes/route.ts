/**
 * What a route declares (src/routes/table.ts): its URL pattern, the responses that list its pages, and for each
 * page its URL params, the names it shows as the API spelled them, and the requests it reads. The crawl plans
 * from these declarations (src/crawl/plan.ts) and pages get them as props (src/routes/paths.ts): one place.
 */
import type { GetEndpointName, ParamsOf, ResponseOf } from '../api/endpoints.ts';
import type { RequestContext, RequestRecord } from '../snapshot/records.ts';

/** A request a page reads, typed by its endpoint. */
export type Read<N extends GetEndpointName> = RequestRecord<N>;

/** A request of an endpoint, with the context (slugs and API names) of the pages its answer lists. */
export function read<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>, context: RequestContext = {}): Read<N> {
  return { endpoint, params, context };
}

/** A page as its route declares it. `reads` holds every request the page reads, by role; `needs` is the one
 * without whose answer the page is not built (none: built whenever listed). Other fields are the names the page
 * shows, as the API spelled them. */
export interface DeclaredPage {
  readonly params: Readonly<Record<string, string>>;
  readonly reads: Readonly<Record<string, RequestRecord | undefined>>;
  readonly needs?: RequestRecord;
}

/** A response as the crawl received it: the request and its body. */
export interface Answer<N extends GetEndpointName> {
  readonly request: RequestRecord<N>;
  readonly body: ResponseOf<N>;
}

/** A route with one page and no params (the home page, a directory's first level). */
export interface SingleRoute {
  readonly pattern: string;
  readonly page: { readonly reads: DeclaredPage['reads'] };
}

/** The crawl's other answers, for a route whose pages gather several (Load More's chunks gather a speciality's pages). */
export interface OtherAnswers {
  body<N extends GetEndpointName>(request: RequestRecord<N>): ResponseOf<N> | undefined;
}

/** What every route whose pages are listed by responses of the crawl declares. */
interface ListedRouteBase<N extends GetEndpointName, Page extends DeclaredPage> {
  readonly pattern: string;
  /** A detail page's URL has no trailing slash (DESIGN.md "Trailing slashes"); a list page's has one. */
  readonly detail?: true;
  /** The endpoints whose answers list the pages, in the order their pages are taken. */
  readonly listedBy: readonly N[];
  /** Its pages regroup what other routes' pages show (Load More's chunks of a ranked list): named after the list's
   * order, they are renamed whenever it changes, so the removal guard counts the pages they regroup, not them. */
  readonly regroups?: true;
  /** One page per identity, the first by request key (a doctor listed by two specialities has one page); by
   * default the page's params. */
  identity?(page: NoInfer<Page>): string;
}

/** A route whose pages each answer lists by itself: the crawl plans their reads as the answers come. */
export interface OwnListingRoute<N extends GetEndpointName, Page extends DeclaredPage> extends ListedRouteBase<N, Page> {
  readonly gathers?: undefined;
  /** The pages an answer lists (a method: routes of different endpoints share one table). */
  pagesIn(answer: Answer<N>): readonly Page[];
}

/** A route whose pages gather other answers than the one that lists them (Load More's chunks gather a speciality's
 * pages): listed once the crawl has finished, from all its answers; its pages read nothing the crawl must plan. */
export interface GatheringRoute<N extends GetEndpointName, Page extends DeclaredPage> extends ListedRouteBase<N, Page> {
  readonly gathers: true;
  pagesIn(answer: Answer<N>, others: OtherAnswers): readonly Page[];
}

/** A route whose pages are listed by responses of the crawl. */
export type ListedRoute<N extends GetEndpointName, Page extends DeclaredPage> = OwnListingRoute<N, Page> | GatheringRoute<N, Page>;

/** The pages an answer lists for a route, given the crawl's other answers for a route that gathers them. */
export function pagesListedBy<N extends GetEndpointName, Page extends DeclaredPage>(
  route: ListedRoute<N, Page>,
  answer: Answer<N>,
  others: OtherAnswers,
): readonly Page[] {
  return route.gathers ? route.pagesIn(answer, others) : route.pagesIn(answer);
}

/** Requests that follow from the answer of a page's read, not from its listing (a group practice's blogs follow
 * its first doctor's specialty). */
export interface FollowUp<N extends GetEndpointName> {
  readonly after: N;
  reads(body: ResponseOf<N>, request: RequestRecord<N>): readonly RequestRecord[];
}

/** Any listed route, whatever its endpoints and pages (for the crawl plan and the page indexes). */
export type AnyListedRoute = ListedRoute<GetEndpointName, DeclaredPage>;

/** A route's page as its `.astro` file receives it from getStaticPaths (a type: Astro's props need an index signature). */
export type PageProps<Page> = { readonly page: Page };

/** The declared page of a listed route, as its page file receives it. */
export type PageOf<R extends { pagesIn(answer: never, others: never): readonly DeclaredPage[] }> = ReturnType<R['pagesIn']>[number];
