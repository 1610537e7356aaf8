/**
 * Page indexes derived from the crawled responses when a crawl finishes, so pages can find a listing's URL by
 * uid or by name without holding the directory in memory, and a build takes each route's pages without listing them.
 * The snapshot holds them; what goes in follows the route table, which fills them (src/routes/index-pages.ts):
 * - `doctor_pages`: every doctor detail page under /best-doctors/ (state, city, speciality and name-uid slugs).
 *   A doctor listed twice keeps the first by request key (not by arrival), as the route lists it.
 * - `listing_pages`: every hospital, pharmacy, urgent care and group practice detail page (kind, uid, state and
 *   city slugs, name-uid slug, name key for look-ups by name).
 * - `route_pages`: every page of every listed route, in listing order, with the hash that puts it in a shard, its
 *   id and props digest (what the page manifest compares), and where it was listed (the answer's number in
 *   `requests`, its place among the pages that answer lists), from which a build takes back the pages it renders.
 *   They hold for the code that listed them, named in meta `route_pages_code`: a build of other code lists its pages itself.
 * - `route_page_counts`: how many pages each route lists in each area (the first two segments of their URL, '' for
 *   none): what the night's removal guard weighs tonight's removals against, without reading every page id again.
 * - `speciality_chunks`: every chunk of Load More (src/routes/speciality-chunks.ts) with a digest of its doctors and
 *   when they last changed (write.ts carries the date over from the previous snapshot): a chunk page's freshness,
 *   which no single response gives (its doctors come from several of the API's pages, which shift every night).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { GetEndpointName, ResponseOf } from '../api/endpoints.ts';
import type { ListingKind } from '../lib/facility-kinds.ts';
import { answerBodiesByKey, answersOf, type StoredAnswer } from './answers.ts';
import { requestKey, type RequestRecord } from './records.ts';

/** The meta key naming the code that listed `route_pages` (a digest; absent: unknown code, never trusted). */
export const ROUTE_PAGES_CODE = 'route_pages_code';

export const INDEX_DDL = `
DROP TABLE IF EXISTS doctor_pages;
DROP TABLE IF EXISTS listing_pages;
DROP TABLE IF EXISTS route_pages;
DROP TABLE IF EXISTS speciality_chunks;
DROP TABLE IF EXISTS route_page_counts;
CREATE TABLE doctor_pages (
  uid TEXT PRIMARY KEY, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, speciality_slug TEXT NOT NULL, slug TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE listing_pages (
  kind TEXT NOT NULL, uid TEXT NOT NULL, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, slug TEXT NOT NULL,
  name_key TEXT NOT NULL, PRIMARY KEY (kind, uid)
) WITHOUT ROWID;
CREATE INDEX listing_pages_by_name ON listing_pages (kind, state_slug, name_key, city_slug);
CREATE TABLE route_pages (
  route TEXT NOT NULL, seq INTEGER NOT NULL, bucket INTEGER NOT NULL, page_id TEXT NOT NULL, props TEXT NOT NULL,
  answer INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (route, seq)
) WITHOUT ROWID;
CREATE TABLE route_page_counts (route TEXT NOT NULL, area TEXT NOT NULL, pages INTEGER NOT NULL, PRIMARY KEY (route, area)) WITHOUT ROWID;
CREATE TABLE speciality_chunks (
  speciality_slug TEXT NOT NULL, chunk TEXT NOT NULL, digest TEXT NOT NULL, changed_at TEXT, PRIMARY KEY (speciality_slug, chunk)
) WITHOUT ROWID;
`;

/** Made once the pages are in: one sort of them, rather than a second tree kept in order at every insert. */
const ROUTE_PAGES_BY_BUCKET = `
-- A shard's pages by bucket (src/routes/shard.ts), without a walk of every page of the route.
CREATE INDEX route_pages_by_bucket ON route_pages (route, bucket);
`;

/** The rows of the page indexes, as the route table's pages fill them. */
export interface PageIndexRows {
  /** Every answer of an endpoint, whether a request was answered, and any answer's body by its request. */
  each<N extends GetEndpointName>(endpoint: N): Iterable<StoredAnswer<N>>;
  answered(request: RequestRecord): boolean;
  body<N extends GetEndpointName>(request: RequestRecord<N>): ResponseOf<N> | undefined;
  routePage(route: string, seq: number, bucket: number, pageId: string, props: string, answer: number, position: number): void;
  doctorPage(uid: string, stateSlug: string, citySlug: string, specialitySlug: string, slug: string): void;
  listingPage(kind: ListingKind, uid: string, stateSlug: string, citySlug: string, slug: string, nameKey: string): void;
  chunk(specialitySlug: string, chunk: string, digest: string): void;
  /** How many pages a route lists in an area ('' for pages in none), once all its pages are listed. */
  pageCount(route: string, area: string, pages: number): void;
}

/** Fills the page indexes from the responses in a snapshot opened for writing, by `fill` (the route table's,
 * src/routes/index-pages.ts: the snapshot knows no routes). `codeVersion`: a digest of the code running this. */
export function indexSnapshot(db: DatabaseSync, fill: (rows: PageIndexRows) => void, codeVersion?: string): void {
  db.exec(INDEX_DDL);
  db.exec('BEGIN');
  try {
    // Answered or not, from the index by endpoint alone (SNAPSHOT_READ_INDEXES): no look-up in the table, whose rows
    // hold the bodies (a national snapshot's 6 GB, read at random).
    const done = db.prepare("SELECT 1 FROM requests INDEXED BY requests_by_endpoint_state WHERE endpoint = ? AND state = 'done' AND key = ?");
    const bodyOf = answerBodiesByKey(db);
    const putPage = db.prepare('INSERT INTO route_pages (route, seq, bucket, page_id, props, answer, position) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const putDoctor = db.prepare('INSERT INTO doctor_pages (uid, state_slug, city_slug, speciality_slug, slug) VALUES (?, ?, ?, ?, ?)');
    const putListing = db.prepare('INSERT INTO listing_pages (kind, uid, state_slug, city_slug, slug, name_key) VALUES (?, ?, ?, ?, ?, ?)');
    const putChunk = db.prepare('INSERT INTO speciality_chunks (speciality_slug, chunk, digest) VALUES (?, ?, ?)');
    const putCount = db.prepare('INSERT INTO route_page_counts (route, area, pages) VALUES (?, ?, ?)');
    fill({
      each: (endpoint) => answersOf(db, endpoint),
      answered: (request) => done.get(request.endpoint, requestKey(request)) !== undefined,
      body: <N extends GetEndpointName>(request: RequestRecord<N>) => bodyOf<N>(requestKey(request)),
      routePage: (...row) => putPage.run(...row),
      doctorPage: (...row) => putDoctor.run(...row),
      listingPage: (...row) => putListing.run(...row),
      chunk: (...row) => putChunk.run(...row),
      pageCount: (...row) => putCount.run(...row),
    });
    db.exec(ROUTE_PAGES_BY_BUCKET);
    if (codeVersion) db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(ROUTE_PAGES_CODE, codeVersion);
    else db.prepare('DELETE FROM meta WHERE key = ?').run(ROUTE_PAGES_CODE);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
