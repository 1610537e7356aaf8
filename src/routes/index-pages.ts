/**
 * What the route table puts in the snapshot's page indexes when a crawl finishes (src/snapshot/indexes.ts holds
 * them): every listed route's pages with where they were listed, and the detail routes' look-ups by uid and name.
 */
import type { GetEndpointName } from '../api/endpoints.ts';
import { toMatchKey } from '../api/slugs.ts';
import { digestOfValue } from '../lib/digest.ts';
import type { ListingKind } from '../lib/facility-kinds.ts';
import type { PageIndexRows } from '../snapshot/indexes.ts';
import { pageIdOf, propsDigestOf } from './page-key.ts';
import type { DeclaredPage, ListedRoute, PageOf } from './route.ts';
import { routeLister } from './route-pages.ts';
import { areaOf, fillPattern } from './route-of-path.ts';
import { FIRST_LIST_PAGE } from './list-pages.ts';
import { bucketOf } from './shard.ts';
import {
  cityListKey,
  DOCTOR_DETAIL,
  DOCTOR_SPECIALITY,
  DOCTOR_SPECIALITY_PAGE,
  doctorListKey,
  FACILITY_ROUTES,
  type FacilityCityDeclared,
  cityListingsKey,
  HOSPITAL_CITY,
  HOSPITAL_CITY_PAGE,
  HOSPITAL_DETAIL,
  HOSPITAL_DOCTORS_PAGE,
  GROUP_PRACTICE_PROVIDERS_PAGE,
  listingDoctorsKey,
  LISTED_ROUTES,
  LISTING_OWN_DOCTORS,
  SPECIALITY_CHUNK,
  SPECIALITY_STATE_CHUNK,
} from './table.ts';

/** The digest of a chunk's (or a list page's) items, by which its date is carried over while they stay the same. */
const chunkDigestOf = (items: readonly unknown[]): string => digestOfValue(items);

/** A facility's detail page, as the route table declares it. */
type ListingPage = DeclaredPage & { kind: ListingKind; uid: string; name: string; params: { state: string; city: string; listing: string } };

/** A route to index, with what each of its pages adds to the look-ups besides its row. */
interface Indexed<N extends GetEndpointName, Page extends DeclaredPage> {
  readonly route: ListedRoute<N, Page>;
  readonly index?: (page: Page) => void;
}
const indexed = <N extends GetEndpointName, Page extends DeclaredPage>(route: ListedRoute<N, Page>, index?: (page: Page) => void) =>
  ({ route, ...(index ? { index } : {}) }) as Indexed<GetEndpointName, DeclaredPage>;

/**
 * Every listed route's pages, and the detail routes' look-ups, into the snapshot's page indexes. Routes listed by the
 * same endpoints take each answer in turn, so an answer is parsed once for all of them, and the routes that gather a
 * speciality's lists from its first page ask for them one after the other (table.ts keeps the last one).
 */
export function indexRoutePages(rows: PageIndexRows): void {
  const listingPage = ({ kind, uid, name, params }: ListingPage) =>
    rows.listingPage(kind, uid, params.state, params.city, params.listing, toMatchKey(name));
  const storeChunk = (page: PageOf<typeof SPECIALITY_CHUNK>) => rows.chunk(doctorListKey(page), page.chunk, chunkDigestOf(page.doctors));
  const storeListPage = (page: PageOf<typeof DOCTOR_SPECIALITY> | PageOf<typeof DOCTOR_SPECIALITY_PAGE>) =>
    rows.chunk(cityListKey(page), page.page, chunkDigestOf(page.listings));
  const storeFacilityListPage = (page: FacilityCityDeclared) =>
    rows.chunk(cityListingsKey(page.kind, page.params), page.page, chunkDigestOf(page.listings));
  const storeHospitalListPage = (page: PageOf<typeof HOSPITAL_CITY> | PageOf<typeof HOSPITAL_CITY_PAGE>) =>
    rows.chunk(cityListingsKey('hospital', page.params), page.page, chunkDigestOf(page.listings));
  const storeDoctorsPage =
    (kind: 'hospital' | 'group_practice') => (page: PageOf<typeof HOSPITAL_DOCTORS_PAGE> | PageOf<typeof GROUP_PRACTICE_PROVIDERS_PAGE>) =>
      rows.chunk(listingDoctorsKey(kind, page.uid), page.page, chunkDigestOf(page.listings));
  // What a listing's own page shows of its doctors, as the first of its pages of doctors (LISTING_OWN_DOCTORS).
  const storeOwnDoctors = (kind: 'hospital' | 'group_practice', uid: string, shown: unknown) =>
    rows.chunk(listingDoctorsKey(kind, uid), FIRST_LIST_PAGE, chunkDigestOf([shown]));
  const withLookups = [
    indexed(DOCTOR_DETAIL, ({ uid, params }) => rows.doctorPage(uid, params.state, params.city, params.speciality, params.doctor)),
    indexed(HOSPITAL_DETAIL, ({ uid, name, params, reads }) => {
      rows.listingPage('hospital', uid, params.state, params.city, params.hospital, toMatchKey(name));
      storeOwnDoctors('hospital', uid, LISTING_OWN_DOCTORS.hospital(rows.body(reads.doctors) ?? []));
    }),
    indexed(FACILITY_ROUTES.pharmacy.detail, listingPage),
    indexed(FACILITY_ROUTES.urgent_care.detail, listingPage),
    indexed(FACILITY_ROUTES.group_practice.detail, (page) => {
      listingPage(page);
      const providers = page.reads.providers && rows.body(page.reads.providers);
      storeOwnDoctors('group_practice', page.uid, LISTING_OWN_DOCTORS.group_practice(providers ?? []));
    }),
    // A chunk is stored by its list's key: the speciality's national list, or its list in one state.
    indexed(SPECIALITY_CHUNK, storeChunk),
    indexed(SPECIALITY_STATE_CHUNK, storeChunk),
    // A city list's pages are dated as chunks are, by the list's three slugs (two slugs at most for Load More's).
    indexed(DOCTOR_SPECIALITY, storeListPage),
    indexed(DOCTOR_SPECIALITY_PAGE, storeListPage),
    indexed(HOSPITAL_CITY, storeHospitalListPage),
    indexed(HOSPITAL_CITY_PAGE, storeHospitalListPage),
    // A listing's further pages of doctors, by its kind and uid.
    indexed(HOSPITAL_DOCTORS_PAGE, storeDoctorsPage('hospital')),
    indexed(GROUP_PRACTICE_PROVIDERS_PAGE, storeDoctorsPage('group_practice')),
    ...Object.values(FACILITY_ROUTES).flatMap((routes) => [
      indexed(routes.city, storeFacilityListPage),
      indexed(routes.cityPage, storeFacilityListPage),
    ]),
  ];
  const routes = [
    ...withLookups,
    ...LISTED_ROUTES.filter((route) => !withLookups.some((known) => known.route === route)).map((route) => indexed(route)),
  ];
  // Routes by the endpoints that list them, in the table's order.
  const byEndpoints = new Map<string, Array<Indexed<GetEndpointName, DeclaredPage>>>();
  for (const entry of routes) {
    const key = entry.route.listedBy.join(' ');
    byEndpoints.set(key, [...(byEndpoints.get(key) ?? []), entry]);
  }
  for (const group of byEndpoints.values()) {
    const listers = group.map(({ route, index }) => ({ route, index, lister: routeLister(route, rows), seq: 0, areas: new Map<string, number>() }));
    for (const endpoint of group[0]?.route.listedBy ?? []) {
      for (const answer of rows.each(endpoint)) {
        for (const listing of listers) {
          for (const { page, answer: id, position } of listing.lister.pagesOf(endpoint, answer)) {
            const { params } = page;
            const { pattern } = listing.route;
            rows.routePage(pattern, listing.seq++, bucketOf(params), pageIdOf(pattern, params), propsDigestOf({ page }), id, position);
            listing.index?.(page);
            const area = areaOf(fillPattern(pattern, params)) ?? '';
            listing.areas.set(area, (listing.areas.get(area) ?? 0) + 1);
          }
        }
      }
    }
    for (const { route, areas } of listers) for (const [area, pages] of areas) rows.pageCount(route.pattern, area, pages);
  }
}
