/**
 * Page indexes derived from the crawled responses when a crawl finishes, so pages can find a listing's URL by
 * uid or by name without holding the directory in memory, and a build takes each route's pages without listing them.
 * All follow src/routes/table.ts:
 * - `doctor_pages`: every doctor detail page under /best-doctors/ (state, city, speciality and name-uid slugs).
 *   A doctor listed twice keeps the first by request key (not by arrival), as the route lists it.
 * - `listing_pages`: every hospital, pharmacy, urgent care and group practice detail page (kind, uid, state and
 *   city slugs, name-uid slug, name key for look-ups by name).
 * - `route_pages`: every page of every listed route, in listing order, with the hash that puts it in a shard, its
 *   id and props digest (what the page manifest compares), and where it was listed (the answer's number in
 *   `requests`, its place among the pages that answer lists), from which a build takes back the pages it renders.
 *   They hold for the code that listed them, named in meta `route_pages_code`: a build of other code lists its pages itself.
 * - `speciality_chunks`: every chunk of Load More (src/routes/speciality-chunks.ts) with a digest of its doctors and
 *   when they last changed (write.ts carries the date over from the previous snapshot): a chunk page's freshness,
 *   which no single response gives (its doctors come from several of the API's pages, which shift every night).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { GetEndpointName } from '../api/endpoints.ts';
import type { DoctorSummary } from '../api/schemas/doctor.ts';
import { toMatchKey } from '../api/slugs.ts';
import { shardHashOf } from '../data/shard.ts';
import { pageIdOf, propsDigestOf } from '../page-deps/page-key.ts';
import type { AnyListedRoute, DeclaredPage, ListedRoute } from '../routes/route.ts';
import { pagesOfRoute, type ListingAnswers } from '../routes/route-pages.ts';
import { DOCTOR_DETAIL, FACILITY_ROUTES, HOSPITAL_DETAIL, LISTED_ROUTES, SPECIALITY_CHUNK } from '../routes/table.ts';
import { digestOfValue } from '../lib/digest.ts';
import { answerBodiesByKey, answersOf } from './answers.ts';
import { requestKey, type RequestRecord } from './records.ts';

/** The kinds of listing with a detail page of their own (doctors have theirs in doctor_pages). */
export const LISTING_KINDS = ['hospital', 'pharmacy', 'urgent_care', 'group_practice'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The meta key naming the code that listed `route_pages` (a digest; absent: unknown code, never trusted). */
export const ROUTE_PAGES_CODE = 'route_pages_code';

export const INDEX_DDL = `
DROP TABLE IF EXISTS doctor_pages;
DROP TABLE IF EXISTS listing_pages;
DROP TABLE IF EXISTS route_pages;
DROP TABLE IF EXISTS speciality_chunks;
CREATE TABLE doctor_pages (
  uid TEXT PRIMARY KEY, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, speciality_slug TEXT NOT NULL, slug TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE listing_pages (
  kind TEXT NOT NULL, uid TEXT NOT NULL, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, slug TEXT NOT NULL,
  name_key TEXT NOT NULL, PRIMARY KEY (kind, uid)
) WITHOUT ROWID;
CREATE INDEX listing_pages_by_name ON listing_pages (kind, state_slug, name_key, city_slug);
CREATE TABLE route_pages (
  route TEXT NOT NULL, seq INTEGER NOT NULL, shard_hash INTEGER NOT NULL, page_id TEXT NOT NULL, props TEXT NOT NULL,
  answer INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (route, seq)
) WITHOUT ROWID;
CREATE TABLE speciality_chunks (
  speciality_slug TEXT NOT NULL, chunk TEXT NOT NULL, digest TEXT NOT NULL, changed_at TEXT, PRIMARY KEY (speciality_slug, chunk)
) WITHOUT ROWID;
`;

/** The digest of a chunk's doctors, by which its date is carried over while they stay the same. */
const chunkDigestOf = (doctors: readonly DoctorSummary[]): string => digestOfValue(doctors);

/** A facility's detail page, as the route table declares it. */
type ListingPage = DeclaredPage & { kind: ListingKind; uid: string; name: string; params: { state: string; city: string; listing: string } };

/** (Re)builds the page indexes from the responses in a snapshot opened for writing: every listed route's pages, as
 * the route table lists them. `codeVersion`: a digest of the code running this (scripts/pipeline/render-inputs.ts). */
export function indexSnapshot(db: DatabaseSync, codeVersion?: string): void {
  db.exec(INDEX_DDL);
  db.exec('BEGIN');
  try {
    const done = db.prepare("SELECT 1 FROM requests WHERE key = ? AND state = 'done'");
    const bodyOf = answerBodiesByKey(db);
    const answers: ListingAnswers = {
      each: (endpoint) => answersOf(db, endpoint),
      answered: (request) => done.get(requestKey(request)) !== undefined,
      body: <N extends GetEndpointName>(request: RequestRecord<N>) => bodyOf<N>(requestKey(request)),
    };
    const putPage = db.prepare('INSERT INTO route_pages (route, seq, shard_hash, page_id, props, answer, position) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const indexed = new Set<AnyListedRoute>();
    /** Stores a route's pages, each also given to `index`. */
    const store = <N extends GetEndpointName, Page extends DeclaredPage>(route: ListedRoute<N, Page>, index?: (page: Page) => void) => {
      indexed.add(route);
      let seq = 0;
      for (const { page, answer, position } of pagesOfRoute(route, answers)) {
        const { params } = page;
        putPage.run(route.pattern, seq++, shardHashOf(params), pageIdOf(route.pattern, params), propsDigestOf({ page }), answer, position);
        index?.(page);
      }
    };
    const putDoctor = db.prepare('INSERT INTO doctor_pages (uid, state_slug, city_slug, speciality_slug, slug) VALUES (?, ?, ?, ?, ?)');
    store(DOCTOR_DETAIL, ({ uid, params }) => putDoctor.run(uid, params.state, params.city, params.speciality, params.doctor));
    const putListing = db.prepare('INSERT INTO listing_pages (kind, uid, state_slug, city_slug, slug, name_key) VALUES (?, ?, ?, ?, ?, ?)');
    store(HOSPITAL_DETAIL, ({ uid, name, params }) => putListing.run('hospital', uid, params.state, params.city, params.hospital, toMatchKey(name)));
    const storeListings = <N extends GetEndpointName, Page extends ListingPage>(route: ListedRoute<N, Page>) =>
      store(route, ({ kind, uid, name, params }) => putListing.run(kind, uid, params.state, params.city, params.listing, toMatchKey(name)));
    storeListings(FACILITY_ROUTES.pharmacy.detail);
    storeListings(FACILITY_ROUTES.urgent_care.detail);
    storeListings(FACILITY_ROUTES.group_practice.detail);
    const putChunk = db.prepare('INSERT INTO speciality_chunks (speciality_slug, chunk, digest) VALUES (?, ?, ?)');
    store(SPECIALITY_CHUNK, ({ specialitySlug, chunk, doctors }) => putChunk.run(specialitySlug, chunk, chunkDigestOf(doctors)));
    for (const route of LISTED_ROUTES) if (!indexed.has(route)) store(route);
    if (codeVersion) db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(ROUTE_PAGES_CODE, codeVersion);
    else db.prepare('DELETE FROM meta WHERE key = ?').run(ROUTE_PAGES_CODE);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
