/**
 * `dist.cache`: what a build keeps beside dist/ from one night to the next, and where it works. Its layout, here
 * only:
 *   shard-{i}-of-{n}/   one shard's page-facts manifest, build report and Astro cache; `rendered/` its fresh output
 *   site-files/         the files made from the snapshot alone, kept between builds while their stamp holds
 *   staged/             the shards' fresh folders gathered into one before publishing
 *   retired/            what the last publish replaced or removed, freed while the next night crawls
 *   published.sqlite    what the last build published into dist/ that is not a page (set aside while publishing)
 *   build-lists.sqlite  the last build's whole-site lists: pages rendered and removed, files staged (build-lists.ts)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Shard } from '../../src/routes/shard.ts';

/** The cache folder of a build into `dist` (default `${dist}.cache`). */
export const cacheDirOf = (options: { readonly cacheDir?: string; readonly dist: string }): string => options.cacheDir ?? `${options.dist}.cache`;

/** Where shard i of n keeps its manifest, its build report and Astro's cache folder. */
export const shardCacheOf = (cacheDir: string, index: number, count: number): string => join(cacheDir, `shard-${index}-of-${count}`);
/** The fresh folder a shard renders into, in its cache. */
export const shardOutputOf = (shardCache: string): string => join(shardCache, 'rendered');
/** The shard's manifest of page facts (src/page-deps/manifest.ts): with the snapshot, all a night needs to know. */
export const pageFactsOf = (shardCache: string): string => join(shardCache, 'page-facts.sqlite');
/** Present while a shard builds: a build that failed or was killed leaves it, and the next one starts afresh. */
export const inProgressMarkerOf = (shardCache: string): string => join(shardCache, 'build-in-progress');

/** Where the site files are written before publishing, kept between builds. */
export const siteFilesFolderOf = (cacheDir: string): string => join(cacheDir, 'site-files');
/** Where a build gathers its shards' folders before publishing them. */
export const stagedFolderOf = (cacheDir: string): string => join(cacheDir, 'staged');
/** Where a build's publish retires the files it replaces or removes. */
export const retiredFolderOf = (cacheDir: string): string => join(cacheDir, 'retired');
/** The record of what the last build published (published-site.ts). */
export const publishedRecordOf = (cacheDir: string): string => join(cacheDir, 'published.sqlite');
/** The record set aside while a build publishes (published-site.ts), read for what the publish removes. */
export const forgottenRecordOf = (cacheDir: string): string => join(cacheDir, 'published.forgotten.sqlite');
/** The last build's whole-site lists (build-lists.ts). */
export const buildListsOf = (cacheDir: string): string => join(cacheDir, 'build-lists.sqlite');

/** Whether shard i of n has a manifest a build finished (a build that failed or was killed leaves its marker). */
export function shardContinues(cacheDir: string, shard: Shard): boolean {
  const cache = shardCacheOf(cacheDir, shard.index, shard.count);
  return existsSync(pageFactsOf(cache)) && !existsSync(inProgressMarkerOf(cache));
}
