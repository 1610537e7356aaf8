/**
 * Page records across a change of shard count. A shard new to this split (no manifest of its own) gathers its pages'
 * records from the manifests of the last split's shards that took any of its buckets (src/routes/shard.ts), so it
 * renders what changed, not every page; once a build of the new split is published, the last split's caches go.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { seedManifest } from '../../src/page-deps/seed-manifest.ts';
import { pageIdInShard, type Shard, shardsSharingBuckets } from '../../src/routes/shard.ts';
import { pageFactsOf, shardCacheOf, shardContinues } from './cache-layout.ts';
import { retire } from './retired-files.ts';

const SPLIT_FOLDER = /^shard-(\d+)-of-(\d+)$/;

/** The shard counts of the splits whose caches are in `cacheDir`, besides `count`. */
function otherCounts(cacheDir: string, count: number): number[] {
  if (!existsSync(cacheDir)) return [];
  const counts = new Set<number>();
  for (const name of readdirSync(cacheDir)) {
    const other = Number(SPLIT_FOLDER.exec(name)?.[2]);
    if (other && other !== count) counts.add(other);
  }
  return [...counts];
}

/**
 * The manifests that hold the records of `shard`'s pages in another split: those of its shards that take any of
 * the shard's buckets, each left by a finished build (the split built last when there are several), or undefined.
 */
export function otherSplitRecordsOf(cacheDir: string, shard: Shard): string[] | undefined {
  const candidates = otherCounts(cacheDir, shard.count).flatMap((count) => {
    const sources = shardsSharingBuckets(shard, count);
    if (!sources.every((source) => shardContinues(cacheDir, source))) return [];
    const manifests = sources.map((source) => pageFactsOf(shardCacheOf(cacheDir, source.index, source.count)));
    return [{ manifests, builtAt: Math.max(...manifests.map((path) => statSync(path).mtimeMs)) }];
  });
  return candidates.sort((a, b) => b.builtAt - a.builtAt)[0]?.manifests;
}

/** Gathers the records of each shard without a manifest of its own from another split: how many pages each got. */
export function gatherSplitRecords(cacheDir: string, shards: readonly Shard[]): Array<{ readonly shard: Shard; readonly pages: number }> {
  const gathered: Array<{ shard: Shard; pages: number }> = [];
  for (const shard of shards) {
    if (shardContinues(cacheDir, shard)) continue;
    const sources = otherSplitRecordsOf(cacheDir, shard);
    if (!sources) continue;
    const cache = shardCacheOf(cacheDir, shard.index, shard.count);
    // What a failed build of this shard left goes first: its marker would outlive the gathered manifest.
    if (existsSync(cache)) retire(cacheDir, cache);
    mkdirSync(cache, { recursive: true });
    const seeded = seedManifest(pageFactsOf(cache), sources, (pageId) => pageIdInShard(pageId, shard));
    if (seeded) gathered.push({ shard, pages: seeded.pages });
  }
  return gathered;
}

/** Retires the caches of every split but the one of `count` shards (once a build of it is published). */
export function forgetOtherSplits(cacheDir: string, count: number): void {
  for (const other of otherCounts(cacheDir, count)) {
    for (let index = 0; index < other; index++) {
      const cache = shardCacheOf(cacheDir, index, other);
      if (existsSync(cache)) retire(cacheDir, cache);
    }
  }
}
