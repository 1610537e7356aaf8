/**
 * What one `astro build` of a shard did: how many pages it rendered, reused and removed, and why they rendered,
 * written by page-deps.ts into the cache folder with the pages themselves in two line files beside (paths from the
 * output root, e.g. '/best-doctors/index.html'), so that a reader of a whole-site build's lists streams them instead
 * of parsing them at once. Read by the build pipeline and the tests (Astro's page-by-page log is too long to rely on).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const BUILD_REPORT_FILE = 'build-report.json';

/** The line files of a shard's report: the pages it rendered, and those the last build had and this one does not. */
export const renderedPagesFileOf = (cacheDir: string): string => join(cacheDir, 'rendered-pages.txt');
export const removedPagesFileOf = (cacheDir: string): string => join(cacheDir, 'removed-pages.txt');

export const BuildReport = z.object({
  rendered: z.number().int().nonnegative(),
  reused: z.number().int().nonnegative(),
  /** The pages the last build had and this one does not (their files go from the host). */
  removed: z.number().int().nonnegative(),
  /** How many pages rendered for each reason (src/page-deps/plan.ts): `new`, `props`, `code`, `always`, `fact:<kind>`. */
  reasons: z.record(z.string(), z.number().int().nonnegative()).default({}),
});
export type BuildReport = z.output<typeof BuildReport>;

/** The output file of a page's URL path (build.format 'preserve'): folders hold index.html, details are .html. */
export function outputFileOf(pathname: string): string {
  if (pathname.endsWith('/')) return `${pathname}index.html`;
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/'))) ? pathname : `${pathname}.html`;
}

/** The report the last build with `cacheDir` wrote; throws, naming the file, when it is missing or malformed. */
export function readBuildReport(cacheDir: string): BuildReport {
  const file = join(cacheDir, BUILD_REPORT_FILE);
  try {
    return BuildReport.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`No valid build report at ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The shards' counts of pages rendered by reason, added up. */
export function sumReasons(parts: ReadonlyArray<Readonly<Record<string, number>>>): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const part of parts) for (const [reason, pages] of Object.entries(part)) sum[reason] = (sum[reason] ?? 0) + pages;
  return sum;
}
