/** The snapshot as the pages of one build see it: the reader, and the look-ups card builders need. */
import { toBlogNameParam } from '../api/slugs.ts';
import type { SiteLookups } from '../lib/cards.ts';
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
    hasBlog: (heading) => (reader.get('GetBlogDetails', { blogname: toBlogNameParam(heading) })?.length ?? 0) > 0,
  };
  return lookups;
}

/** Finds the item of a list whose name has the given URL slug. */
export function findBySlug<T>(items: readonly T[] | undefined, slug: string, nameOf: (item: T) => string, toSlug: (name: string) => string): T | undefined {
  return items?.find((item) => toSlug(nameOf(item)) === slug);
}
