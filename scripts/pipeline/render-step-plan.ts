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
  const continues = lastHolds && shards.every((shard) => manifestWasPublished(cacheDir, shard, last));
  return { cacheDir, shards, last, continues, gathered };
}

/** Whether a shard's manifest is the one the last publish placed: the build number it recorded for it. A night killed
 * or failed before this shard's manifest took its pages leaves it so, and the next night goes on from it; one
 * killed after leaves it a build ahead of dist/, and every page renders. Without a recorded number (another split),
 * a manifest a finished build left. */
function manifestWasPublished(cacheDir: string, shard: Shard, last: PublishedSite): boolean {
  const shardCache = shardCacheOf(cacheDir, shard.index, shard.count);
  const published = last.manifestBuild(shardCache);
  return published === undefined ? shardContinues(cacheDir, shard) : manifestBuildOf(shardCache) === published;
}

function everyFileIn(dist: string, files: Iterable<string>): boolean {
  for (const file of files) if (!existsSync(join(dist, file))) return false;
  return true;
}
