/**
 * Page indexes derived from the crawled responses when a crawl finishes, so pages can find a listing's URL by
 * uid or by name without holding the directory in memory. Both follow the detail routes of src/routes/table.ts:
 * - `doctor_pages`: every doctor detail page under /best-doctors/ (state, city, speciality and name-uid slugs).
 *   A doctor listed twice keeps the first by request key (not by arrival), as the route lists it.
 * - `listing_pages`: every hospital, pharmacy, urgent care and group practice detail page (kind, uid, state and
 *   city slugs, name-uid slug, name key for look-ups by name).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { GetEndpointName, ParamsOf, ResponseOf } from '../api/endpoints.ts';
import { toMatchKey } from '../api/slugs.ts';
import type { DeclaredPage, ListedRoute } from '../routes/route.ts';
import { DOCTOR_DETAIL, FACILITY_ROUTES, HOSPITAL_DETAIL } from '../routes/table.ts';
import { requestKey, type RequestContext } from './records.ts';

/** The kinds of listing with a detail page of their own (doctors have theirs in doctor_pages). */
export const LISTING_KINDS = ['hospital', 'pharmacy', 'urgent_care', 'group_practice'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const INDEX_DDL = `
DROP TABLE IF EXISTS doctor_pages;
DROP TABLE IF EXISTS listing_pages;
CREATE TABLE doctor_pages (
  uid TEXT PRIMARY KEY, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, speciality_slug TEXT NOT NULL, slug TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE listing_pages (
  kind TEXT NOT NULL, uid TEXT NOT NULL, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, slug TEXT NOT NULL,
  name_key TEXT NOT NULL, PRIMARY KEY (kind, uid)
) WITHOUT ROWID;
CREATE INDEX listing_pages_by_name ON listing_pages (kind, state_slug, name_key, city_slug);
`;

/** A facility's detail page, as the route table declares it. */
type ListingPage = DeclaredPage & { kind: ListingKind; uid: string; name: string; params: { state: string; city: string; listing: string } };

interface Row {
  params: string;
  context: string;
  body: string;
}

/** (Re)builds the page indexes from the responses in a snapshot opened for writing: the detail routes' pages, as the
 * route table lists them (one per uid, the first by request key, when the crawl had the detail). */
export function indexSnapshot(db: DatabaseSync): void {
  db.exec(INDEX_DDL);
  db.exec('BEGIN');
  try {
    const rows = db.prepare("SELECT params, context, body FROM requests WHERE endpoint = ? AND state = 'done' ORDER BY key");
    const done = db.prepare("SELECT 1 FROM requests WHERE key = ? AND state = 'done'");
    /** Every page of a detail route whose needed read the crawl had. */
    function* pagesOf<N extends GetEndpointName, Page extends DeclaredPage>(route: ListedRoute<N, Page>): Iterable<Page> {
      for (const endpoint of route.listedBy) {
        for (const row of rows.iterate(endpoint) as Iterable<Row>) {
          const request = { endpoint, params: JSON.parse(row.params) as ParamsOf<N>, context: JSON.parse(row.context) as RequestContext };
          for (const page of route.pagesIn({ request, body: JSON.parse(row.body) as ResponseOf<N> })) {
            if (!page.needs || done.get(requestKey(page.needs)) !== undefined) yield page;
          }
        }
      }
    }
    const putDoctor = db.prepare('INSERT OR IGNORE INTO doctor_pages (uid, state_slug, city_slug, speciality_slug, slug) VALUES (?, ?, ?, ?, ?)');
    for (const { uid, params } of pagesOf(DOCTOR_DETAIL)) putDoctor.run(uid, params.state, params.city, params.speciality, params.doctor);
    const putListing = db.prepare('INSERT OR IGNORE INTO listing_pages (kind, uid, state_slug, city_slug, slug, name_key) VALUES (?, ?, ?, ?, ?, ?)');
    for (const { uid, name, params } of pagesOf(HOSPITAL_DETAIL)) {
      putListing.run('hospital', uid, params.state, params.city, params.hospital, toMatchKey(name));
    }
    const putListings = <N extends GetEndpointName, Page extends ListingPage>(route: ListedRoute<N, Page>) => {
      for (const { kind, uid, name, params } of pagesOf(route))
        putListing.run(kind, uid, params.state, params.city, params.listing, toMatchKey(name));
    };
    putListings(FACILITY_ROUTES.pharmacy.detail);
    putListings(FACILITY_ROUTES.urgent_care.detail);
    putListings(FACILITY_ROUTES.group_practice.detail);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
