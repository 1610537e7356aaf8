/**
 * Every kind of fact a page can read, each defined once (fact-kind.ts), and the reads pages make of them
 * (`PageReads`): the only view of the snapshot src/data/ has, every read recorded as a fact of the page rendering.
 * A new kind is a record here, a method of `PageReads`, and a case in tests/integration/page-deps/.
 */
import { z } from 'zod';
import { toRequestPath, type GetEndpointName, type ParamsOf, type ResponseOf } from '../api/endpoints.ts';
import { toMatchKey } from '../api/slugs.ts';
import { isRecording } from '../lib/read-tracking.ts';
import { LISTING_KINDS } from '../lib/facility-kinds.ts';
import type { ChunkRevision, DoctorPageRef, ListingPageRef, MediaRef, ResponseRevision, SnapshotReader } from '../snapshot/read.ts';
import { defineFactKind, type AnyFactKind } from './fact-kind.ts';

const Text = z.string();
const ListingKind = z.enum(LISTING_KINDS);
/** The digest of an answer that is not there, in TypeScript and in SQL. */
const NONE = '-';

/** A response, by request key (toRequestPath): its body's digest, dated. */
export const RESPONSE = defineFactKind({
  name: 'response',
  args: z.tuple([Text]),
  read: (reader, key) => reader.revision(key),
  state: (revision: ResponseRevision | undefined) => (revision ? { digest: revision.bodyHash, changedAt: revision.changedAt } : { digest: NONE }),
  check: { from: "LEFT JOIN snapshot.requests r ON r.key = f.arg1 AND r.state = 'done'", digest: "COALESCE(r.body_hash, '-')" },
});

/** Whether the crawl has a response (a link to the page that reads it is shown only then). */
export const EXISTS = defineFactKind({
  name: 'exists',
  args: z.tuple([Text]),
  read: (reader, key) => reader.revision(key) !== undefined,
  state: (exists: boolean) => ({ digest: exists ? 'yes' : 'no' }),
  check: {
    from: "LEFT JOIN snapshot.requests r ON r.key = f.arg1 AND r.state = 'done'",
    digest: "CASE WHEN r.id IS NULL THEN 'no' ELSE 'yes' END",
  },
});

/** Where a doctor's page is, spelled as its path. */
export const DOCTOR_PAGE = defineFactKind({
  name: 'doctorPage',
  args: z.tuple([Text]),
  read: (reader, uid) => reader.doctorPage(uid),
  state: (page: DoctorPageRef | undefined) => ({
    digest: page ? `${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}` : NONE,
  }),
  check: {
    from: 'LEFT JOIN snapshot.doctor_pages d ON d.uid = f.arg1',
    digest: "COALESCE(d.state_slug || '/' || d.city_slug || '/' || d.speciality_slug || '/' || d.slug, '-')",
  },
});

/** Where a listing's page is, by its kind and uid, spelled as its path. */
export const LISTING_PAGE = defineFactKind({
  name: 'listingPage',
  args: z.tuple([ListingKind, Text]),
  read: (reader, kind, uid) => reader.listingPage(kind, uid),
  state: (page: ListingPageRef | undefined) => ({ digest: page ? `${page.kind}/${page.stateSlug}/${page.citySlug}/${page.slug}` : NONE }),
  check: {
    from: 'LEFT JOIN snapshot.listing_pages l ON l.kind = f.arg1 AND l.uid = f.arg2',
    digest: "COALESCE(l.kind || '/' || l.state_slug || '/' || l.city_slug || '/' || l.slug, '-')",
  },
});

/** Which listing of a state a name stands for (a doctor's affiliations), and where its page is. */
export const LISTING_BY_NAME = defineFactKind({
  name: 'listingByName',
  args: z.tuple([ListingKind, Text, Text]),
  read: (reader, kind, stateSlug, name) => reader.listingByName(kind, stateSlug, name),
  state: (page: ListingPageRef | undefined) => ({
    digest: page ? `${page.kind}/${page.uid}/${page.stateSlug}/${page.citySlug}/${page.slug}` : NONE,
  }),
  check: {
    // The name is matched by its key, as the reader matches it; the first listing by city, as the reader takes it.
    columns: (kind, stateSlug, name) => [kind, stateSlug, toMatchKey(name)],
    from: `LEFT JOIN snapshot.listing_pages l ON l.kind = f.arg1 AND l.uid = (SELECT uid FROM snapshot.listing_pages
      WHERE kind = f.arg1 AND state_slug = f.arg2 AND name_key = f.arg3 ORDER BY city_slug LIMIT 1)`,
    digest: "COALESCE(l.kind || '/' || l.uid || '/' || l.state_slug || '/' || l.city_slug || '/' || l.slug, '-')",
  },
});

/** Which file an image of the API is published as, and its size. */
export const MEDIA = defineFactKind({
  name: 'media',
  args: z.tuple([Text]),
  read: (reader, url) => reader.media(url),
  state: (media: MediaRef | undefined) => ({ digest: media ? `${media.path} ${media.width}x${media.height}` : NONE }),
  check: {
    // Images are stored by address, read against this crawl's image host (whose port may change nightly).
    input: (reader, url) => reader.imageAddress(url),
    from: "LEFT JOIN temp.fact_inputs i ON i.fact = f.id LEFT JOIN snapshot.assets a ON a.url = i.value AND a.state = 'done'",
    digest: "COALESCE(a.path || ' ' || a.width || 'x' || a.height, '-')",
  },
});

/** Which doctors a Load More chunk holds (a digest of them), dated. */
export const CHUNK = defineFactKind({
  name: 'chunk',
  args: z.tuple([Text, Text]),
  read: (reader, specialitySlug, chunk) => reader.chunk(specialitySlug, chunk),
  state: (revision: ChunkRevision | undefined) => (revision ? { digest: revision.digest, changedAt: revision.changedAt } : { digest: NONE }),
  check: {
    // A snapshot written before chunks were dated has no such table: every chunk's fact changed.
    needs: 'speciality_chunks',
    from: 'LEFT JOIN snapshot.speciality_chunks c ON c.speciality_slug = f.arg1 AND c.chunk = f.arg2',
    digest: "COALESCE(c.digest, '-')",
  },
});

export const FACT_KINDS: readonly AnyFactKind[] = [RESPONSE, EXISTS, DOCTOR_PAGE, LISTING_PAGE, LISTING_BY_NAME, MEDIA, CHUNK];

/** What a page may read of the snapshot: each read is a fact the page depends on. Reads of whole tables (a route's
 * listing, the site files) are the build's, on the SnapshotReader itself, and never reach a page. */
export interface PageReads {
  /** The response the crawl received for a request, or undefined when it did not make it. */
  get<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>): ResponseOf<N> | undefined;
  /** Whether the crawl received a response for a request. */
  has<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>): boolean;
  doctorPage(uid: string): DoctorPageRef | undefined;
  listingPage(kind: z.output<typeof ListingKind>, uid: string): ListingPageRef | undefined;
  /** The page of a listing of a state, by its name in any spelling. */
  listingByName(kind: z.output<typeof ListingKind>, stateSlug: string, name: string): ListingPageRef | undefined;
  /** The published copy of an image of the API, or undefined when it could not be had. */
  media(url: string): MediaRef | undefined;
  /** A Load More chunk's digest and date. */
  chunk(specialitySlug: string, chunk: string): ChunkRevision | undefined;
  /** An answer of which the page shows a part that the page indexes store as chunk `chunk` of the list `listKey` (a
   * listing's own page shows the first page of its doctors): recorded as that chunk, not as the whole answer. */
  getShown<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>, listKey: string, chunk: string): ResponseOf<N> | undefined;
}

/** The reads of `reader` a page may make, each recorded as a fact of the page rendering (if one is). */
export function pageReads(reader: SnapshotReader): PageReads {
  return {
    get(endpoint, params) {
      if (!isRecording()) return reader.get(endpoint, params);
      const found = reader.read(endpoint, params);
      RESPONSE.record([toRequestPath(endpoint, params)], found?.revision);
      return found?.body;
    },
    has(endpoint, params) {
      const exists = reader.has(endpoint, params);
      return isRecording() ? EXISTS.record([toRequestPath(endpoint, params)], exists) : exists;
    },
    doctorPage: DOCTOR_PAGE.tracked(reader),
    listingPage: LISTING_PAGE.tracked(reader),
    listingByName: LISTING_BY_NAME.tracked(reader),
    media: MEDIA.tracked(reader),
    chunk: CHUNK.tracked(reader),
    getShown(endpoint, params, listKey, chunk) {
      if (isRecording()) CHUNK.record([listKey, chunk], reader.chunk(listKey, chunk));
      return reader.get(endpoint, params);
    },
  };
}
