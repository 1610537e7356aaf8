/**
 * What a render step will do, decided before anything runs: its shards, and whether only the changed pages render
 * (dist/ holds every file the last build published, and every shard's manifest is the one that publish placed). A
 * shard new to the split gathers its pages' records from the last split first (split-records.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Shard } from '../../src/routes/shard.ts';
import type { AstroStepOptions } from './astro-options.ts';
import { cacheDirOf, shardCacheOf, shardContinues } from './cache-layout.ts';
import { manifestBuildOf, type PublishedSite, readPublishedSite } from './published-site.ts';
import { gatherSplitRecords } from './split-records.ts';

export interface RenderStepPlan {
  readonly cacheDir: string;
  readonly shards: readonly Shard[];
  /** What the last build published into dist/, if it was this dist/. */
  readonly last: PublishedSite | undefined;
  /** Only changed pages render; else every page does, and the whole site is published. */
  readonly continues: boolean;
  /** The shards whose manifest took a build that was never published (by shard index): the build that was, whose
   * later pages render again (PUBLISHED_BUILD). */
  readonly unpublished: ReadonlyMap<number, number>;
  /** The shards whose records were gathered from another split, with how many pages each got. */
  readonly gathered: ReadonlyArray<{ readonly shard: Shard; readonly pages: number }>;
}

export function planRenderStep(options: AstroStepOptions): RenderStepPlan {
  const count = Math.max(1, options.shards ?? 1);
  const shards: Shard[] = Array.from({ length: count }, (_, index) => ({ index, count }));
  const cacheDir = cacheDirOf(options);
  const last = readPublishedSite(cacheDir, options.dist);
  const lastHolds = last !== undefined && everyFileIn(options.dist, last.eachFile());
  const gathered = lastHolds ? gatherSplitRecords(cacheDir, shards) : [];
  const states = lastHolds ? shards.map((shard) => manifestState(cacheDir, shard, last)) : [];
  const continues = lastHolds && states.every((state) => state.known);
  const unpublished = new Map(shards.flatMap((shard, index) => (states[index]?.aheadOf === undefined ? [] : [[shard.index, states[index].aheadOf]])));
  return { cacheDir, shards, last, continues, unpublished, gathered };
}

/**
 * How a shard's manifest stands to the last publish, by the build number it recorded for it. The same number: a
 * night killed or failed before this shard's manifest took its pages leaves it so, and the next goes on from it.
 * One more (`aheadOf` the published one): the shard finished rendering a night that never published; the next
 * renders that build's pages again and removes what it removed. Anything else is not known, and every page renders.
 * Without a recorded number (another split), a manifest a finished build left is known.
 */
function manifestState(cacheDir: string, shard: Shard, last: PublishedSite): { readonly known: boolean; readonly aheadOf?: number } {
  const shardCache = shardCacheOf(cacheDir, shard.index, shard.count);
  const published = last.manifestBuild(shardCache);
  if (published === undefined) return { known: shardContinues(cacheDir, shard) };
  const build = manifestBuildOf(shardCache);
  if (build === published) return { known: true };
  return build === published + 1 ? { known: true, aheadOf: published } : { known: false };
}

function everyFileIn(dist: string, files: Iterable<string>): boolean {
  for (const file of files) if (!existsSync(join(dist, file))) return false;
  return true;
}
