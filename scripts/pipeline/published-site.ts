/**
 * What the last build published into dist/, kept in the cache folder: dist/'s path and the files it published
 * that are not pages (Astro's bundles, public files, sitemap parts, the site files). With the shards' manifests,
 * which list the pages, it is what lets the next build publish only what changed: pages the manifests dropped go,
 * and so do the other files this list has and the next build does not. Forgotten while a build publishes, so a
 * build that dies half-way leaves the next one to publish everything again.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { publishedRecordOf } from './cache-layout.ts';

const PublishedSite = z.object({
  dist: z.string(),
  /** The files other than pages, from dist/'s root. */
  files: z.array(z.string()),
});
export type PublishedSite = z.infer<typeof PublishedSite>;

/** The record of the last build published into `dist` from `cacheDir`; undefined when there is none for it. */
export function readPublishedSite(cacheDir: string, dist: string): PublishedSite | undefined {
  try {
    const record = PublishedSite.parse(JSON.parse(readFileSync(publishedRecordOf(cacheDir), 'utf8')));
    return record.dist === resolve(dist) ? record : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPublishedSite(cacheDir: string): void {
  rmSync(publishedRecordOf(cacheDir), { force: true });
}

export function recordPublishedSite(cacheDir: string, dist: string, files: readonly string[]): void {
  const record: PublishedSite = { dist: resolve(dist), files: [...files].sort() };
  writeFileSync(publishedRecordOf(cacheDir), JSON.stringify(record));
}
