/**
 * Split builds: with BUILD_SHARD=i/n, every dynamic route keeps only the pages whose hash falls in shard i, so n
 * processes (or machines) build disjoint parts of the site from the same snapshot; pages without data are built by
 * every shard (identical files). The whole-site steps (images, search index, host rules, sitemap) run once, after.
 */
import { readPipelineEnv } from '../config/env.ts';
import { stableHash } from '../lib/stable-hash.ts';

export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Reads BUILD_SHARD ('0/2', validated in src/config/env.ts); undefined means the whole site. */
export function currentShard(value: string | undefined = process.env.BUILD_SHARD): Shard | undefined {
  return readPipelineEnv({ BUILD_SHARD: value }).BUILD_SHARD;
}

/** Whether the page with these params is built by the shard (every page is, without a shard). Routes with a page
 * per listing ask this first, so a shard reads and keys only its own listings. */
export function isInShard(params: Readonly<Record<string, string>>, shard: Shard | undefined = currentShard()): boolean {
  return !shard || shard.count === 1 || stableHash(JSON.stringify(params)) % shard.count === shard.index;
}

/** The pages of this shard, among a route's paths (all of them without a shard). */
export function inShard<T extends { readonly params: Readonly<Record<string, string>> }>(paths: T[], shard: Shard | undefined = currentShard()): T[] {
  if (!shard || shard.count === 1) return paths;
  return paths.filter((path) => isInShard(path.params, shard));
}
