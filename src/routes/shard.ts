/**
 * Split builds: with BUILD_SHARD=i/n, every dynamic route keeps only the pages of the shard, so n processes (or
 * machines) build disjoint parts of the site from the same snapshot; pages without data are built by every shard
 * (identical files). The whole-site steps (images, search index, host rules, sitemap) run once, after.
 *
 * Pages fall in a fixed number of buckets by their params, and shard i of n takes the buckets whose number % n is i:
 * a change of shard count moves whole buckets, so a shard's page records can be gathered from the last split's
 * (src/page-deps/seed-manifest.ts) instead of every page rendering again.
 */
import { readPipelineEnv } from '../config/env.ts';
import { stableHash } from '../lib/stable-hash.ts';
import type { Shard } from '../snapshot/read.ts';
import { paramsKeyOf, paramsKeyOfId } from './page-key.ts';

export type { Shard };

/** How many buckets pages fall in: more than any split uses (a shard of 64 takes 16), few enough to list. */
export const PAGE_BUCKETS = 1024;

/** Reads BUILD_SHARD ('0/2', validated in src/config/env.ts); undefined means the whole site. */
export function currentShard(value: string | undefined = process.env.BUILD_SHARD): Shard | undefined {
  const shard = readPipelineEnv({ BUILD_SHARD: value }).BUILD_SHARD;
  if (shard && shard.count > PAGE_BUCKETS) throw new Error(`BUILD_SHARD: at most ${PAGE_BUCKETS} shards (the page buckets).`);
  return shard;
}

/** The bucket of the page with these params. The snapshot stores it with each route's page (src/snapshot/indexes.ts),
 * so a shard selects its own pages in SQL. */
export const bucketOf = (params: Readonly<Record<string, string | undefined>>): number => stableHash(paramsKeyOf(params)) % PAGE_BUCKETS;

/** The bucket of a page by its id (src/routes/page-key.ts): the same as its params'. */
export const bucketOfPageId = (pageId: string): number => stableHash(paramsKeyOfId(pageId)) % PAGE_BUCKETS;

/** Whether the shard takes a bucket. */
export const takesBucket = (shard: Shard, bucket: number): boolean => bucket % shard.count === shard.index;

/** The buckets a shard takes, in order. */
export const bucketsOf = (shard: Shard): number[] =>
  Array.from({ length: PAGE_BUCKETS }, (_, bucket) => bucket).filter((bucket) => takesBucket(shard, bucket));

/** The shards of a split of `count` that take any of `shard`'s buckets: where its pages were in that split. */
export const shardsSharingBuckets = (shard: Shard, count: number): Shard[] => {
  const buckets = bucketsOf(shard);
  return Array.from({ length: count }, (_, index) => ({ index, count })).filter((other) => buckets.some((bucket) => takesBucket(other, bucket)));
};

/** Whether the page with these params is built by the shard (every page is, without a shard): src/routes/paths.ts
 * asks it of every page a route lists. */
export function isInShard(params: Readonly<Record<string, string>>, shard: Shard | undefined = currentShard()): boolean {
  return !shard || shard.count === 1 || takesBucket(shard, bucketOf(params));
}

/** The same by page id: a page without params (no data) is every shard's. */
export function pageIdInShard(pageId: string, shard: Shard): boolean {
  return shard.count === 1 || paramsKeyOfId(pageId) === '[]' || takesBucket(shard, bucketOfPageId(pageId));
}
