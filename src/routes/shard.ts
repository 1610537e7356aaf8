/**
 * Split builds: with BUILD_SHARD=i/n, every dynamic route keeps only the pages whose hash falls in shard i, so n
 * processes (or machines) build disjoint parts of the site from the same snapshot; pages without data are built by
 * every shard (identical files). The whole-site steps (images, search index, host rules, sitemap) run once, after.
 */
import { readPipelineEnv } from '../config/env.ts';
import { stableHash } from '../lib/stable-hash.ts';
import type { Shard } from '../snapshot/read.ts';

export type { Shard };

/** Reads BUILD_SHARD ('0/2', validated in src/config/env.ts); undefined means the whole site. */
export function currentShard(value: string | undefined = process.env.BUILD_SHARD): Shard | undefined {
  return readPipelineEnv({ BUILD_SHARD: value }).BUILD_SHARD;
}

/** The hash that puts the page with these params in a shard: shard i of n builds it when the hash % n is i. The
 * snapshot stores it with each route's page (src/snapshot/indexes.ts), so a shard selects its own pages in SQL. */
export const shardHashOf = (params: Readonly<Record<string, string>>): number => stableHash(JSON.stringify(params));

/** Whether the page with these params is built by the shard (every page is, without a shard): src/routes/paths.ts
 * asks it of every page a route lists. */
export function isInShard(params: Readonly<Record<string, string>>, shard: Shard | undefined = currentShard()): boolean {
  return !shard || shard.count === 1 || shardHashOf(params) % shard.count === shard.index;
}
