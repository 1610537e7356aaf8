/**
 * The read side of the snapshot, for pages: the same questions the pages would ask the API, answered from the
 * file the crawl wrote. Pages never call the API. The snapshot is chosen by SNAPSHOT_PATH (set by `npm run build`),
 * else the last good crawl in data/snapshot/current.sqlite.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { readPipelineEnv } from '../config/env.ts';
import { CURRENT_SNAPSHOT_PATH } from '../config/project-paths.ts';
import { toRequestPath, type GetEndpointName, type ParamsOf, type ResponseOf } from '../api/endpoints.ts';
import { toMatchKey } from '../api/slugs.ts';
import { memoized } from '../lib/memo.ts';
import type { ListingKind } from '../lib/facility-kinds.ts';
import { ROUTE_PAGES_CODE } from './indexes.ts';
import { answerBodiesByKey, answersById, answersOf, type StoredAnswer } from './answers.ts';
import { metaValueOf, SNAPSHOT_SCHEMA_VERSION } from './schema.ts';

/** Where a doctor's detail page under /best-doctors/ is. */
/** Shard i of n of a split build: it builds the pages of the buckets it takes (src/routes/shard.ts). */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

export interface DoctorPageRef {
  readonly uid: string;
  readonly stateSlug: string;
  readonly citySlug: string;
  readonly specialitySlug: string;
  readonly slug: string;
}

/** An image as published under /media/. */
export interface MediaRef {
  readonly path: string;
  readonly width: number;
  readonly height: number;
}

/** Where a hospital's, pharmacy's, urgent care clinic's or group practice's detail page is. */
export interface ListingPageRef {
  readonly kind: ListingKind;
  readonly uid: string;
  readonly stateSlug: string;
  readonly citySlug: string;
  readonly slug: string;
}

/** A page of a route as the snapshot stores it: its id and props digest (src/routes/page-key.ts), and where it
 * was listed: the answer's number and the page's place among those the answer lists. */
export interface StoredRoutePage {
  readonly page: string;
  readonly props: string;
  readonly answer: number;
  readonly position: number;
}

/** Which version of a response the snapshot holds. */
export interface ResponseRevision {
  readonly bodyHash: string;
  readonly changedAt: string | undefined;
}

/** Which version of a Load More chunk the snapshot holds. */
export interface ChunkRevision {
  readonly digest: string;
  readonly changedAt: string | undefined;
}

/** Where the last good crawl's snapshot lives. */

export interface SnapshotReader {
  /** The response the crawl received for a request, or undefined when the crawl did not make it. */
  get<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>): ResponseOf<N> | undefined;
  /** A response with the version of it the snapshot holds, or undefined when the crawl did not make the request. */
  read<N extends GetEndpointName>(
    endpoint: N,
    params: ParamsOf<N>,
  ): { readonly body: ResponseOf<N>; readonly revision: ResponseRevision } | undefined;
  /** Whether the crawl received a response for a request (cheaper than reading it). */
  has<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>): boolean;
  /** The request keys of every response of an endpoint the crawl received (a route's listing asks about all its pages). */
  answeredKeys(endpoint: GetEndpointName): ReadonlySet<string>;
  /** Every response of an endpoint with its parameters, by request key, read one at a time. */
  each<N extends GetEndpointName>(endpoint: N): Iterable<StoredAnswer<N>>;
  /** The answer stored under a number (`StoredAnswer.id`), with its endpoint. */
  answer(id: number): (StoredAnswer<GetEndpointName> & { readonly endpoint: GetEndpointName }) | undefined;
  /** When the response of a request last changed (ISO date), or undefined when the crawl did not make it. */
  changedAt<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>): string | undefined;
  /** The digest of a response's body and when it last changed, by request key (toRequestPath), or undefined when the
   * crawl did not make the request. */
  revision(key: string): ResponseRevision | undefined;
  /** A chunk of Load More (src/routes/speciality-chunks.ts): a digest of its doctors and when they last changed, or
   * undefined when the snapshot has no such chunk. */
  chunk(specialitySlug: string, chunk: string): ChunkRevision | undefined;
  /** A digest of everything in the snapshot pages are built from; empty for a snapshot written without one. */
  readonly contentDigest: string;
  /** The snapshot's file (a page manifest checks many facts at once by attaching it). */
  readonly path: string;
  /** How many responses of an endpoint the snapshot holds. */
  count(endpoint: GetEndpointName): number;
  /** A route's stored pages in these buckets (a shard's: src/routes/shard.ts; every page without), in listing order:
   * their ids and props digests, or undefined when the snapshot's were listed by other code than `codeVersion`
   * (src/snapshot/indexes.ts). */
  routePages(route: string, buckets: readonly number[] | undefined, codeVersion: string | undefined): StoredRoutePage[] | undefined;
  /** The detail page of a doctor, by uid. */
  doctorPage(uid: string): DoctorPageRef | undefined;
  /** Every doctor detail page, one at a time. */
  doctorPages(): Iterable<DoctorPageRef>;
  /** How many detail pages the site has: each doctor twice (/best-doctors/ and /specialities/), each listing once. */
  detailPageCount(): number;
  /** The detail page of a listing, by uid. */
  listingPage(kind: ListingKind, uid: string): ListingPageRef | undefined;
  /** The detail page of a listing of a state, by its name in any spelling. */
  listingByName(kind: ListingKind, stateSlug: string, name: string): ListingPageRef | undefined;
  /** Every detail page of a kind, one at a time. */
  listingPages(kind: ListingKind): Iterable<ListingPageRef>;
  /** The published copy of an image of the API, or undefined when it could not be had (show a placeholder). */
  media(url: string): MediaRef | undefined;
  /** The address an image of the API is stored under (relative ones read against the image host), or undefined. */
  imageAddress(url: string): string | undefined;
  /** Every published image with its size; its bytes are read only when asked for (most are already written). */
  mediaFiles(): Iterable<MediaRef & { readonly size: number; readBody(): Uint8Array }>;
  close(): void;
}

// How many doctors' places a build looks up one by one before it reads them all (see doctorPage below).
const DOCTOR_LOOKUPS_BEFORE_MAP = 5000;
// Between a place's slugs in that map: a control character, which no slug holds.
const PLACE_SEPARATOR = '\x1f';

/**
 * How a process reads the snapshot: `pages`, the pages of a build looking up hundreds of thousands of rows at random
 * (the file mapped, a large page cache, every doctor's place held once it asks for many); `walk`, a process that
 * walks the site's answers once (the site files): a mapped file's pages stay resident in the process that touched
 * them, which would make its memory grow with the snapshot, so it reads through a small page cache instead.
 */
export type SnapshotAccess = 'pages' | 'walk';

/** Opens a snapshot for reading; a missing file is an error that says how to make one. */
export function openSnapshot(
  path: string = readPipelineEnv().SNAPSHOT_PATH ?? CURRENT_SNAPSHOT_PATH,
  access: SnapshotAccess = 'pages',
): SnapshotReader {
  if (!existsSync(path)) {
    throw new Error(`No snapshot at ${path}. Run \`npm run crawl\` (or \`npm run build\`, which crawls first).`);
  }
  const db = new DatabaseSync(path, { readOnly: true });
  // Pages: the file mapped (up to SQLite's default cap) with a larger page cache, instead of a read() call per B-tree page.
  db.exec(access === 'pages' ? 'PRAGMA mmap_size = 2147418112; PRAGMA cache_size = -65536;' : 'PRAGMA mmap_size = 0; PRAGMA cache_size = -16384;');
  const metaValue = (key: string): string | undefined => metaValueOf(db, key);
  if (Number(metaValue('schema_version')) !== SNAPSHOT_SCHEMA_VERSION) {
    db.close();
    throw new Error(`${path} is not a snapshot of schema version ${SNAPSHOT_SCHEMA_VERSION}. Run \`npm run crawl\` again.`);
  }
  const bodyByKey = answerBodiesByKey(db);
  const revisedByKey = db.prepare("SELECT body, body_hash AS bodyHash, changed_at AS changedAt FROM requests WHERE key = ? AND state = 'done'");
  const changedAtOf = db.prepare("SELECT changed_at FROM requests WHERE key = ? AND state = 'done'");
  const keysOf = db.prepare("SELECT key FROM requests WHERE endpoint = ? AND state = 'done'");
  const revisionOf = db.prepare("SELECT body_hash AS bodyHash, changed_at AS changedAt FROM requests WHERE key = ? AND state = 'done'");
  const contentDigest = metaValue('content_digest') ?? '';
  const countOf: StatementSync = db.prepare("SELECT COUNT(*) AS n FROM requests WHERE endpoint = ? AND state = 'done'");
  const DOCTOR = 'SELECT uid, state_slug AS stateSlug, city_slug AS citySlug, speciality_slug AS specialitySlug, slug FROM doctor_pages';
  const LISTING = 'SELECT kind, uid, state_slug AS stateSlug, city_slug AS citySlug, slug FROM listing_pages';
  const doctorByUid = db.prepare(`${DOCTOR} WHERE uid = ?`);
  const detailPages = db.prepare('SELECT (SELECT COUNT(*) FROM doctor_pages) * 2 + (SELECT COUNT(*) FROM listing_pages) AS n');
  const allDoctors = db.prepare(`${DOCTOR} ORDER BY state_slug, city_slug, speciality_slug, slug`);
  const listingByUid = db.prepare(`${LISTING} WHERE kind = ? AND uid = ?`);
  const listingByKey = db.prepare(`${LISTING} WHERE kind = ? AND state_slug = ? AND name_key = ? ORDER BY city_slug LIMIT 1`);
  const allListings = db.prepare(`${LISTING} WHERE kind = ? ORDER BY state_slug, city_slug, slug`);
  // Every published image by its address, read at the first question: cards ask for tens of thousands of photos, a
  // map look-up each instead of a B-tree one (a few MB per 100,000 doctors).
  const allMediaRefs = db.prepare("SELECT url, path, width, height FROM assets WHERE state = 'done'");
  let mediaByAddress: Map<string, MediaRef> | undefined;
  const mediaAt = (address: string): MediaRef | undefined => {
    mediaByAddress ??= new Map(
      (allMediaRefs.all() as Array<{ url: string; path: string; width: number; height: number }>).map(({ url, path, width, height }) => [
        url,
        { path, width, height },
      ]),
    );
    return mediaByAddress.get(address);
  };
  // Images are stored by absolute address; blog images arrive site-relative to the image host.
  const imageBase = metaValue('image_base_url');
  const imageAddress = (url: string): string | undefined => {
    if (!url.trim()) return undefined;
    try {
      return new URL(url.trim(), imageBase).href;
    } catch {
      return undefined;
    }
  };
  // Pages ask whether a response exists hundreds of thousands of times (a card links to a page only when its data was
  // crawled): each endpoint's answered keys are read once, a set look-up instead of a B-tree one each.
  const answeredKeys = new Map<GetEndpointName, ReadonlySet<string>>();
  const answeredKeysOf = (endpoint: GetEndpointName): ReadonlySet<string> => {
    let keys = answeredKeys.get(endpoint);
    if (!keys) {
      keys = new Set((keysOf.all(endpoint) as Array<{ key: string }>).map((row) => row.key));
      answeredKeys.set(endpoint, keys);
    }
    return keys;
  };
  // Where each doctor's page is, asked by every card: by B-tree (about 10 µs each) for a build that asks a little, from
  // a map of every doctor read at once (a fraction of a second per 100,000 doctors) once it asks a lot.
  const allDoctorPlaces = db.prepare(
    'SELECT uid, state_slug || char(31) || city_slug || char(31) || speciality_slug || char(31) || slug AS place FROM doctor_pages',
  );
  let doctorLookups = 0;
  let doctorPlaces: Map<string, string> | undefined;
  const doctorPage = (uid: string): DoctorPageRef | undefined => {
    if (!doctorPlaces && access === 'pages' && ++doctorLookups > DOCTOR_LOOKUPS_BEFORE_MAP) {
      doctorPlaces = new Map((allDoctorPlaces.all() as Array<{ uid: string; place: string }>).map(({ uid, place }) => [uid, place]));
    }
    if (!doctorPlaces) return doctorByUid.get(uid) as DoctorPageRef | undefined;
    const place = doctorPlaces.get(uid);
    if (place === undefined) return undefined;
    const [stateSlug = '', citySlug = '', specialitySlug = '', slug = ''] = place.split(PLACE_SEPARATOR);
    return { uid, stateSlug, citySlug, specialitySlug, slug };
  };
  // A shard reads its pages' ids and props from the index alone (src/snapshot/indexes.ts); undefined: listed by other code.
  const routePagesCode = metaValue(ROUTE_PAGES_CODE);
  let pagesOfRoute: StatementSync | undefined;
  let pagesInBuckets: StatementSync | undefined;
  const allMedia = db.prepare("SELECT id, path, width, height, length(body) AS size FROM assets WHERE state = 'done' ORDER BY id");
  const mediaBody = db.prepare('SELECT body FROM assets WHERE id = ?');
  // Prepared when first asked: a snapshot of this schema written before chunks were dated has no such table.
  let chunkOf: StatementSync | undefined | null;
  const chunk = (specialitySlug: string, name: string): ChunkRevision | undefined => {
    if (chunkOf === undefined) {
      try {
        chunkOf = db.prepare('SELECT digest, changed_at AS changedAt FROM speciality_chunks WHERE speciality_slug = ? AND chunk = ?');
      } catch {
        chunkOf = null;
      }
    }
    const row = chunkOf?.get(specialitySlug, name) as { digest: string; changedAt: string | null } | undefined;
    return row && { digest: row.digest, changedAt: row.changedAt ?? undefined };
  };
  return {
    chunk,
    get(endpoint, params) {
      return bodyByKey<typeof endpoint>(toRequestPath(endpoint, params));
    },
    contentDigest,
    path,
    read(endpoint, params) {
      const row = revisedByKey.get(toRequestPath(endpoint, params)) as { body: string; bodyHash: string; changedAt: string | null } | undefined;
      if (!row) return undefined;
      return {
        body: JSON.parse(row.body) as ResponseOf<typeof endpoint>,
        revision: { bodyHash: row.bodyHash, changedAt: row.changedAt ?? undefined },
      };
    },
    has(endpoint, params) {
      return answeredKeysOf(endpoint).has(toRequestPath(endpoint, params));
    },
    answeredKeys: answeredKeysOf,
    revision(key) {
      const row = revisionOf.get(key) as { bodyHash: string; changedAt: string | null } | undefined;
      return row ? { bodyHash: row.bodyHash, changedAt: row.changedAt ?? undefined } : undefined;
    },
    changedAt(endpoint, params) {
      return (changedAtOf.get(toRequestPath(endpoint, params)) as { changed_at: string | null } | undefined)?.changed_at ?? undefined;
    },
    // A walk of its own each time: a page may walk one endpoint while a look-up walks another.
    each: (endpoint) => answersOf(db, endpoint),
    count(endpoint) {
      return (countOf.get(endpoint) as { n: number }).n;
    },
    routePages(route, buckets, codeVersion) {
      if (!codeVersion || routePagesCode !== codeVersion) return undefined;
      // A shard's pages found by the bucket stored with each (its index), not by a walk of the route's.
      pagesOfRoute ??= db.prepare('SELECT page_id AS page, props, answer, position FROM route_pages WHERE route = ? ORDER BY seq');
      pagesInBuckets ??= db.prepare(
        'SELECT page_id AS page, props, answer, position FROM route_pages WHERE route = ? AND bucket IN (SELECT value FROM json_each(?)) ORDER BY seq',
      );
      const rows = buckets ? pagesInBuckets.all(route, JSON.stringify(buckets)) : pagesOfRoute.all(route);
      return rows as Array<{
        page: string;
        props: string;
        answer: number;
        position: number;
      }>;
    },
    answer: answersById(db),
    doctorPage,
    doctorPages: () => allDoctors.iterate() as Iterable<DoctorPageRef>,
    detailPageCount: () => (detailPages.get() as { n: number }).n,
    listingPage: (kind, uid) => listingByUid.get(kind, uid) as ListingPageRef | undefined,
    listingByName: memoized(
      (kind, stateSlug, name) => listingByKey.get(kind, stateSlug, toMatchKey(name)) as ListingPageRef | undefined,
      // Doctors of a city share hospitals and pages render city by city, so the same names come back soon after.
      (kind, stateSlug, name) => `${kind}\t${stateSlug}\t${name}`,
    ),
    listingPages: (kind) => allListings.iterate(kind) as Iterable<ListingPageRef>,
    media(url) {
      const address = imageAddress(url);
      return address ? mediaAt(address) : undefined;
    },
    imageAddress,
    *mediaFiles() {
      for (const { id, ...file } of allMedia.iterate() as Iterable<MediaRef & { id: number; size: number }>) {
        yield { ...file, readBody: () => (mediaBody.get(id) as { body: Uint8Array }).body };
      }
    },
    close: () => db.close(),
  };
}

let shared: SnapshotReader | undefined;

/** The snapshot every page of one build reads, opened once. */
export function getSnapshot(): SnapshotReader {
  shared ??= openSnapshot();
  return shared;
}
