/**
 * The crawl plan: exactly the requests the site's pages read, as the route table declares them
 * (src/routes/table.ts). The pages with no listing start the crawl; each answer leads to the reads of the pages
 * it lists, and to the follow-up reads of its body. Pure functions: `rootRequests()` and `childrenOf(request, body)`.
 */
import { GET_ENDPOINT_NAMES, type GetEndpointName, type ResponseOf } from '../api/endpoints.ts';
import { PAGE_SIZE } from '../lib/load-more.ts';
import { FOLLOW_UPS, LISTED_ROUTES, SINGLE_ROUTES, specialityPagesKnownAfter } from '../routes/table.ts';
import type { AnyListedRoute, FollowUp } from '../routes/route.ts';
import { requestKey, type RequestContext, type RequestRecord } from '../snapshot/records.ts';
import type { PagedEndpoint } from '../snapshot/write.ts';

/** Where a request's pages are (their slugs) and the API's names for them. */
export type PlanContext = RequestContext;
/** A request the plan asks for; the snapshot keeps it as it is. */
export type PlannedRequest<N extends GetEndpointName = GetEndpointName> = RequestRecord<N>;
export { requestKey };

/** Each request once, the first with its key (and its context) kept. */
function distinct(requests: Iterable<PlannedRequest | undefined>): PlannedRequest[] {
  const byKey = new Map<string, PlannedRequest>();
  for (const request of requests) {
    if (!request) continue;
    const key = requestKey(request);
    if (!byKey.has(key)) byKey.set(key, request);
  }
  return [...byKey.values()];
}

/** Where the crawl starts: what the pages without a listing read (the home page, each directory's first level). */
export function rootRequests(): PlannedRequest[] {
  return distinct(SINGLE_ROUTES.flatMap((route) => Object.values(route.page.reads)));
}

const routesListedBy = new Map<GetEndpointName, AnyListedRoute[]>();
for (const route of LISTED_ROUTES) {
  for (const endpoint of route.listedBy) routesListedBy.set(endpoint, [...(routesListedBy.get(endpoint) ?? []), route]);
}
const followUpsAfter = new Map<GetEndpointName, Array<FollowUp<GetEndpointName>>>();
for (const followUp of FOLLOW_UPS) {
  followUpsAfter.set(followUp.after, [...(followUpsAfter.get(followUp.after) ?? []), followUp]);
}

/** The endpoints whose answers lead to no other request (details, random lists): the crawl takes them last. */
export const ENDPOINTS_LEADING_NOWHERE: readonly GetEndpointName[] = GET_ENDPOINT_NAMES.filter(
  (name) => !routesListedBy.has(name) && !followUpsAfter.has(name),
);

/** The requests an answer leads to: what the pages it lists read, and the reads that follow from its body. */
export function childrenOf<N extends GetEndpointName>(request: PlannedRequest<N>, body: ResponseOf<N>): PlannedRequest[] {
  const children: Array<PlannedRequest | undefined> = [];
  for (const route of routesListedBy.get(request.endpoint) ?? []) {
    // A gathering route's pages read nothing of their own: they are listed once the crawl has every answer.
    if (route.gathers) continue;
    for (const page of route.pagesIn({ request, body })) children.push(...Object.values(page.reads));
  }
  for (const followUp of followUpsAfter.get(request.endpoint) ?? []) children.push(...followUp.reads(body, request));
  return distinct(children);
}

/** The speciality pages: walked from page 1 while full, so a page past the first short one is never the site's. */
export const SPECIALITY_PAGES: PagedEndpoint = { endpoint: 'GetDoctorsBySpecialties', group: 'specialty', page: 'pageNumber', size: PAGE_SIZE };

/** `children` with, after each speciality's first API page, the pages last night's crawl found after it
 * (`lastNightsLength`: how many items last night's answer to a request held), so that no chain of round trips walks
 * them one by one. The first night (no answers) asks for the first pages only. */
export function withPagesKnownLastNight(
  children: readonly PlannedRequest[],
  lastNightsLength: (request: PlannedRequest) => number | undefined,
): readonly PlannedRequest[] {
  const known = children.flatMap((child) =>
    child.endpoint === 'GetDoctorsBySpecialties' && Number((child as PlannedRequest<'GetDoctorsBySpecialties'>).params.pageNumber) === 1
      ? specialityPagesKnownAfter(child as PlannedRequest<'GetDoctorsBySpecialties'>, (page) => lastNightsLength(page) === PAGE_SIZE)
      : [],
  );
  return known.length === 0 ? children : [...children, ...known];
}
