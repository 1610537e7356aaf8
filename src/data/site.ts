/** The snapshot as the pages of one build see it: the reader, and the look-ups card builders need. */
import { createHash } from 'node:crypto';
import type { GetEndpointName, ParamsOf } from '../api/endpoints.ts';
import { toBlogNameParam } from '../api/slugs.ts';
import type { SiteLookups } from '../lib/cards.ts';
import { memoized } from '../lib/memo.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';

let lookups: SiteLookups | undefined;

/** The snapshot of this build. */
export function snapshot(): SnapshotReader {
  return getSnapshot();
}

/** Page, image and blog look-ups over the snapshot of this build. */
export function siteLookups(): SiteLookups {
  const reader = getSnapshot();
  lookups ??= {
    doctorPage: (uid) => reader.doctorPage(uid),
    listingPage: (kind, uid) => reader.listingPage(kind, uid),
    media: (url) => reader.media(url),
    // Asked for every blog card of every page, of a few hundred blogs: each answer parses a whole article.
    hasBlog: memoized(
      (heading) => (reader.get('GetBlogDetails', { blogname: toBlogNameParam(heading) })?.length ?? 0) > 0,
      (heading) => heading,
    ),
  };
  return lookups;
}

/** Finds the item of a list whose name has the given URL slug. */
export function findBySlug<T>(
  items: readonly T[] | undefined,
  slug: string,
  nameOf: (item: T) => string,
  toSlug: (name: string) => string,
): T | undefined {
  return items?.find((item) => toSlug(nameOf(item)) === slug);
}

/** A request a page is built from: an endpoint and its parameters. */
export type PageSource = { readonly [N in GetEndpointName]: readonly [N, ParamsOf<N>] }[GetEndpointName];

/**
 * The incremental build's key of a page (Astro `cacheKey`): the digests of the responses the page is built from,
 * and the snapshot's epoch (what pages link to). Same key, same page: Astro reuses the previous output.
 */
export function cacheKeyOf(sources: readonly PageSource[]): string {
  const reader = getSnapshot();
  return cacheKeyOfDigests(sources.map(([endpoint, params]) => reader.bodyHash(endpoint, params as never)));
}

/** The same key from the digests already read (undefined: a response the snapshot does not have). */
export function cacheKeyOfDigests(digests: ReadonlyArray<string | undefined>): string {
  const hash = createHash('sha1').update(getSnapshot().epoch);
  for (const digest of digests) hash.update(`|${digest ?? '-'}`);
  return hash.digest('base64url');
}
