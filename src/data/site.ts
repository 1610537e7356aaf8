/** The snapshot as the pages of one build see it: the reader, and the look-ups card builders need. */
import type { GetEndpointName, ResponseOf } from '../api/endpoints.ts';
import { toBlogNameParam } from '../api/slugs.ts';
import type { SiteLookups } from './cards.ts';
import { pageReads, type PageReads } from '../page-deps/fact-kinds.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';
import type { RequestRecord } from '../snapshot/records.ts';

let tracked: { readonly raw: SnapshotReader; readonly reader: PageReads } | undefined;
let lookups: SiteLookups | undefined;

/** What a page may read of the snapshot of this build, recorded as facts of the page rendering now
 * (src/page-deps/fact-kinds.ts). */
export function snapshot(): PageReads {
  const raw = getSnapshot();
  if (tracked?.raw !== raw) tracked = { raw, reader: pageReads(raw) };
  return tracked.reader;
}

/** The answer to a request a page declared it reads (src/routes/table.ts), or undefined when the crawl had none. */
export function answerOf<N extends GetEndpointName>(request: RequestRecord<N>): ResponseOf<N> | undefined {
  return snapshot().get(request.endpoint, request.params);
}

/** Whether the crawl had an answer to a request (a link to the page that reads it is shown only then). */
export function hasAnswer<N extends GetEndpointName>(request: RequestRecord<N>): boolean {
  return snapshot().has(request.endpoint, request.params);
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
