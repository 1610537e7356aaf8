/**
 * Tells search engines what a deploy changed (IndexNow): the canonical URLs of the pages it uploaded or deleted,
 * never the unchanged ones, in batches of at most 10,000 (the protocol's limit), once the upload is done. A failed
 * submission is reported, not fatal: the site is published either way, and the sitemap still dates every page.
 */
import ky from 'ky';
import { toCanonicalPath } from '../../src/routes/urls.ts';
import { routeOfPath, urlOfOutputFile } from '../../src/routes/route-of-path.ts';

/** The shared endpoint, which passes submissions on to every search engine that takes part. */
export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
const BATCH = 10_000;

/** The key file the protocol asks for at the site's root (the build writes it: src/integrations/site-files.ts). */
export const indexNowKeyFile = (key: string): string => `${key}.txt`;

/** The canonical URLs of the HTML pages among `paths` (files from the site root), the not-found page aside. */
export function pageUrlsOf(paths: readonly string[], siteUrl: string): string[] {
  return paths
    .filter((path) => path.endsWith('.html') && path !== '404.html' && routeOfPath(path) !== undefined)
    .map((path) => new URL(toCanonicalPath(urlOfOutputFile(path)), siteUrl).href);
}

export interface IndexNowResult {
  readonly submitted: number;
  readonly batches: number;
  /** Why a batch was not accepted; the deploy goes on. */
  readonly failed?: string;
}

/** Submits `urls` to `endpoint` for the site at `siteUrl` with `key`. */
export async function submitToIndexNow(
  urls: readonly string[],
  options: { endpoint: string; key: string; siteUrl: string },
): Promise<IndexNowResult> {
  const { host } = new URL(options.siteUrl);
  let submitted = 0;
  let batches = 0;
  for (let start = 0; start < urls.length; start += BATCH) {
    const urlList = urls.slice(start, start + BATCH);
    try {
      await ky.post(options.endpoint, {
        json: { host, key: options.key, keyLocation: new URL(indexNowKeyFile(options.key), options.siteUrl).href, urlList },
        timeout: 30_000,
        // A submission is idempotent: retried like a GET.
        retry: { limit: 2, methods: ['post'] },
      });
    } catch (error) {
      return {
        submitted,
        batches,
        failed: `batch ${batches + 1} of ${Math.ceil(urls.length / BATCH)}: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    submitted += urlList.length;
    batches++;
  }
  return { submitted, batches };
}
