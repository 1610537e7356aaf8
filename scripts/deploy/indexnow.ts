/**
 * Tells search engines what a deploy changed (IndexNow): the canonical URLs of the pages it uploaded or deleted,
 * never the unchanged ones nor duplicates whose canonical page is elsewhere (a doctor's page under /specialities/
 * points at its /best-doctors/ one), in batches of at most 10,000 (the protocol's limit) with a pause between them,
 * once the upload is done. A failed submission is not fatal: the site is published either way, and the URLs not
 * accepted are kept in a small file and submitted first the next night.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import ky from 'ky';
import { toCanonicalPath } from '../../src/routes/urls.ts';
import { routeOfPath, urlOfOutputFile } from '../../src/routes/route-of-path.ts';
import { SPECIALITY_DOCTOR } from '../../src/routes/table.ts';

/** The shared endpoint, which passes submissions on to every search engine that takes part. */
export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
const BATCH = 10_000;
/** The most URLs carried over to the next night: a week of busy nights; older ones are left to the sitemap. */
export const MAX_CARRIED_OVER = 200_000;

/** The key file the protocol asks for at the site's root (the build writes it: src/integrations/site-files.ts). */
export const indexNowKeyFile = (key: string): string => `${key}.txt`;

/** Routes whose pages may be duplicates of a page elsewhere (their canonical link says which): a deleted one is
 * not submitted, its canonical being unknown once it is gone. */
const MAYBE_DUPLICATE_ROUTES: ReadonlySet<string> = new Set([SPECIALITY_DOCTOR.pattern]);

/** The URL of the page file at `path`, when it is a page of the site (not the not-found page). */
function pageUrlOf(path: string, siteUrl: string): { readonly url: string; readonly route: string } | undefined {
  const route = path.endsWith('.html') && path !== '404.html' ? routeOfPath(path) : undefined;
  return route ? { url: new URL(toCanonicalPath(urlOfOutputFile(path)), siteUrl).href, route } : undefined;
}

const CANONICAL = /<link rel="canonical" href="([^"]+)"/;

/** The URL of an uploaded page (`path`, with its `bytes`) when it is its own canonical page. */
export function canonicalUrlOf(path: string, bytes: Uint8Array, siteUrl: string): string | undefined {
  const page = pageUrlOf(path, siteUrl);
  if (!page) return undefined;
  const canonical = CANONICAL.exec(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'))?.[1];
  return canonical === undefined || canonical === page.url ? page.url : undefined;
}

/** The URLs of deleted pages (`paths`) a search engine may hold: pages that were no duplicate. */
export const goneUrlsOf = (paths: readonly string[], siteUrl: string): string[] =>
  paths.flatMap((path) => {
    const page = pageUrlOf(path, siteUrl);
    return page && !MAYBE_DUPLICATE_ROUTES.has(page.route) ? [page.url] : [];
  });

export interface IndexNowResult {
  readonly submitted: number;
  readonly batches: number;
  /** URLs of earlier nights submitted first (included in `submitted` when accepted). */
  readonly carriedIn?: number;
  /** Why a batch was not accepted; the deploy goes on. */
  readonly failed?: string;
  /** URLs kept for the next night. */
  readonly carriedOver?: number;
}

export interface IndexNowOptions {
  readonly endpoint: string;
  readonly key: string;
  readonly siteUrl: string;
  /** Milliseconds between batches: the shared endpoint throttles hosts that send many at once. */
  readonly pauseMs: number;
  /** Where URLs not accepted wait for the next night (one a line). */
  readonly carryOverFile?: string;
}

/** Submits the URLs carried over from earlier nights, then `urls` (`count` of them: a first national deploy's are
 * millions, read from a file as they go), to `endpoint` for the site at `siteUrl` with `key`; at the first batch not
 * accepted it stops, and keeps that batch and the rest for the next night (the newest MAX_CARRIED_OVER). */
export async function submitToIndexNow(
  urls: Iterable<string>,
  options: IndexNowOptions,
  count: number = Array.isArray(urls) ? urls.length : 0,
): Promise<IndexNowResult> {
  const carriedIn =
    options.carryOverFile && existsSync(options.carryOverFile) ? readFileSync(options.carryOverFile, 'utf8').split('\n').filter(Boolean) : [];
  const carried = new Set(carriedIn);
  const { host } = new URL(options.siteUrl);
  const total = Math.ceil((carried.size + count) / BATCH);
  let submitted = 0;
  let batches = 0;
  const counts = carriedIn.length > 0 ? { carriedIn: carriedIn.length } : {};
  const all = (function* () {
    yield* carried;
    for (const url of urls) if (!carried.has(url)) yield url;
  })();
  for (let urlList = take(all, BATCH); urlList.length > 0; urlList = take(all, BATCH)) {
    if (batches > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    try {
      await ky.post(options.endpoint, {
        json: { host, key: options.key, keyLocation: new URL(indexNowKeyFile(options.key), options.siteUrl).href, urlList },
        timeout: 30_000,
        // A submission is idempotent: retried like a GET.
        retry: { limit: 2, methods: ['post'] },
      });
    } catch (error) {
      // The newest URLs are kept when there are too many: older pages have had their sitemap dates for days.
      const kept = newest([urlList, all], MAX_CARRIED_OVER);
      if (options.carryOverFile) writeFileSync(options.carryOverFile, kept.map((url) => `${url}\n`).join(''));
      return {
        submitted,
        batches,
        ...counts,
        failed: `batch ${batches + 1} of ${Math.max(total, batches + 1)}: ${error instanceof Error ? error.message : String(error)}`,
        ...(options.carryOverFile ? { carriedOver: kept.length } : {}),
      };
    }
    submitted += urlList.length;
    batches++;
  }
  if (options.carryOverFile) rmSync(options.carryOverFile, { force: true });
  return { submitted, batches, ...counts };
}

/** The next `size` items of `items` (fewer at its end). */
function take<T>(items: Iterator<T>, size: number): T[] {
  const taken: T[] = [];
  for (let next = items.next(); !next.done; next = items.next()) {
    taken.push(next.value);
    if (taken.length === size) break;
  }
  return taken;
}

/** The last `most` items of `sources` in turn, read to their end. */
function newest(sources: ReadonlyArray<Iterable<string>>, most: number): string[] {
  let kept: string[] = [];
  for (const source of sources) {
    for (const item of source) {
      kept.push(item);
      if (kept.length >= 2 * most) kept = kept.slice(-most);
    }
  }
  return kept.slice(-most);
}
