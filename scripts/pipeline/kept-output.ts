/**
 * The kept outputs of a split render: shard i of n renders into a folder kept between builds (also Astro's
 * incremental cache), marked while a build runs so that a failed one starts clean next time.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Shard } from '../../src/data/shard.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';
import { cacheDirOf, type AstroStepOptions } from './astro-options.ts';
import { runAstroBuild, type AstroRun } from './astro-process.ts';
import { publishInto } from './publish.ts';

/** Where shard i of n keeps Astro's incremental cache; its dist/ is also the shard's output, kept between builds. */
export function shardCacheOf(cacheDir: string, index: number, count: number): string {
  return join(cacheDir, `shard-${index}-of-${count}`);
}

const IN_PROGRESS = 'build-in-progress';
/** The shard's manifest of page facts (src/page-deps/manifest.ts): with the snapshot, all a night needs to know. */
export const PAGE_FACTS_FILE = 'page-facts.sqlite';

/** After a build that failed or was killed (its marker is still there) the kept output may hold pages newer than
 * the cache's manifest says, so the shard starts clean; src/integrations/kept-out-dir.ts tidies the rest. */
function prepareKeptOutput(shardCache: string): void {
  if (existsSync(join(shardCache, IN_PROGRESS))) rmSync(shardCache, { recursive: true, force: true });
  mkdirSync(shardCache, { recursive: true });
  writeFileSync(join(shardCache, IN_PROGRESS), `${new Date().toISOString()}\n`);
}

/** One shard rendered into its kept output folder; a shard that fails keeps its marker, so its next build starts clean. */
export async function renderShard(
  options: AstroStepOptions,
  cacheDir: string,
  shard: Shard,
): Promise<AstroRun & { readonly cache: string; readonly outDir: string }> {
  const cache = shardCacheOf(cacheDir, shard.index, shard.count);
  const outDir = join(cache, 'dist');
  prepareKeptOutput(cache);
  const run = await runAstroBuild({
    ...options,
    outDir,
    extraEnv: {
      BUILD_SHARD: `${shard.index}/${shard.count}`,
      ASTRO_CACHE_DIR: cache,
      KEEP_OUT_DIR: '1',
      PAGES_OUT_DIR: outDir,
      PAGE_FACTS_PATH: join(cache, PAGE_FACTS_FILE),
    },
  });
  if (run.ok) rmSync(join(cache, IN_PROGRESS));
  return { ...run, cache, outDir };
}

/** `npm run build -- --shard i/n`: renders one shard (incrementally, like the whole build) and publishes it into `into`. */
export async function buildShard(shard: Shard, options: AstroStepOptions, into: string): Promise<boolean> {
  const run = await renderShard(options, cacheDirOf(options), shard);
  if (run.ok) publishInto([run.outDir], into);
  return run.ok;
}

/** Above this many detail pages a process would pass a few GB of memory (Astro holds a shard's paths at once). */
export const MAX_PAGES_PER_SHARD = 250_000;

/** The default split of a snapshot: one shard per core, more when a shard would hold too many pages. */
export function defaultShardCount(snapshotPath: string): number {
  const snapshot = openSnapshot(snapshotPath);
  try {
    return Math.max(availableParallelism(), Math.ceil(snapshot.detailPageCount() / MAX_PAGES_PER_SHARD));
  } finally {
    snapshot.close();
  }
}
