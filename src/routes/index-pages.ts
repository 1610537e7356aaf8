/**
 * What the route table puts in the snapshot's page indexes when a crawl finishes (src/snapshot/indexes.ts holds
 * them): every listed route's pages with where they were listed, and the detail routes' look-ups by uid and name.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import type { DoctorSummary } from '../api/schemas/doctor.ts';
import { toMatchKey } from '../api/slugs.ts';
import { digestOfValue } from '../lib/digest.ts';
import type { ListingKind } from '../lib/facility-kinds.ts';
import type { PageIndexRows } from '../snapshot/indexes.ts';
import { pageIdOf, propsDigestOf } from './page-key.ts';
import type { AnyListedRoute, DeclaredPage, ListedRoute } from './route.ts';
import { pagesOfRoute } from './route-pages.ts';
import { shardHashOf } from './shard.ts';
import { DOCTOR_DETAIL, doctorListKey, FACILITY_ROUTES, HOSPITAL_DETAIL, LISTED_ROUTES, SPECIALITY_CHUNK, SPECIALITY_STATE_CHUNK } from './table.ts';

/** The digest of a chunk's doctors, by which its date is carried over while they stay the same. */
const chunkDigestOf = (doctors: readonly DoctorSummary[]): string => digestOfValue(doctors);

/** A facility's detail page, as the route table declares it. */
type ListingPage = DeclaredPage & { kind: ListingKind; uid: string; name: string; params: { state: string; city: string; listing: string } };

/** Every listed route's pages, and the detail routes' look-ups, into the snapshot's page indexes. */
export function indexRoutePages(rows: PageIndexRows): void {
  const indexed = new Set<AnyListedRoute>();
  /** Stores a route's pages, each also given to `index`. */
  const store = <N extends GetEndpointName, Page extends DeclaredPage>(route: ListedRoute<N, Page>, index?: (page: Page) => void) => {
    indexed.add(route);
    let seq = 0;
    for (const { page, answer, position } of pagesOfRoute(route, rows)) {
      const { params } = page;
      rows.routePage(route.pattern, seq++, shardHashOf(params), pageIdOf(route.pattern, params), propsDigestOf({ page }), answer, position);
      index?.(page);
    }
  };
  store(DOCTOR_DETAIL, ({ uid, params }) => rows.doctorPage(uid, params.state, params.city, params.speciality, params.doctor));
  store(HOSPITAL_DETAIL, ({ uid, name, params }) => rows.listingPage('hospital', uid, params.state, params.city, params.hospital, toMatchKey(name)));
  const storeListings = <N extends GetEndpointName, Page extends ListingPage>(route: ListedRoute<N, Page>) =>
    store(route, ({ kind, uid, name, params }) => rows.listingPage(kind, uid, params.state, params.city, params.listing, toMatchKey(name)));
  storeListings(FACILITY_ROUTES.pharmacy.detail);
  storeListings(FACILITY_ROUTES.urgent_care.detail);
  storeListings(FACILITY_ROUTES.group_practice.detail);
  // A chunk is stored by its list's key: the speciality's national list, or its list in one state.
  store(SPECIALITY_CHUNK, (page) => rows.chunk(doctorListKey(page), page.chunk, chunkDigestOf(page.doctors)));
  store(SPECIALITY_STATE_CHUNK, (page) => rows.chunk(doctorListKey(page), page.chunk, chunkDigestOf(page.doctors)));
  for (const route of LISTED_ROUTES) if (!indexed.has(route)) store(route);
}
