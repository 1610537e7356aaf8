/** The snapshot as the pages of one build see it: the reader, and the look-ups card builders need. */
import { toBlogNameParam } from '../api/slugs.ts';
import type { SiteLookups } from '../lib/cards.ts';
import { trackedReader } from '../page-deps/facts.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';

let tracked: { readonly raw: SnapshotReader; readonly reader: SnapshotReader } | undefined;
let lookups: SiteLookups | undefined;

/** The snapshot of this build, recording what the page rendering now reads (src/page-deps/facts.ts). */
export function snapshot(): SnapshotReader {
  const raw = getSnapshot();
  if (tracked?.raw !== raw) tracked = { raw, reader: trackedReader(raw) };
  return tracked.reader;
}

/** Page, image and blog look-ups over the snapshot of this build. */
export function siteLookups(): SiteLookups {
  const reader = snapshot();
  lookups ??= {
    doctorPage: (uid) => reader.doctorPage(uid),
    listingPage: (kind, uid) => reader.listingPage(kind, uid),
    media: (url) => reader.media(url),
    // A card links to the blog: it depends on whether the blog has content, not on its article.
    hasBlog: (heading) => reader.has('GetBlogDetails', { blogname: toBlogNameParam(heading) }),
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
