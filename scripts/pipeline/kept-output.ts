/**
 * The kept outputs of a split render: shard i of n renders into a folder kept between builds (also Astro's
 * incremental cache), marked while a build runs so that a failed one starts clean next time.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Shard } from '../../src/data/shard.ts';
import { outputFileOf, readBuildReport } from '../../src/integrations/build-report.ts';
import { openPageManifest } from '../../src/page-deps/manifest.ts';
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

/**
 * One shard rendered into its kept output folder; a shard that fails keeps its marker, so its next build starts
 * clean. `changedOnly`: only the pages whose facts changed since the manifest's build, into a fresh folder (the
 * rest of the site is on the host; the manifest is all that is carried from one night to the next).
 */
export async function renderShard(
  options: AstroStepOptions,
  cacheDir: string,
  shard: Shard,
  changedOnly = false,
): Promise<AstroRun & { readonly cache: string; readonly outDir: string }> {
  const cache = shardCacheOf(cacheDir, shard.index, shard.count);
  const outDir = join(cache, changedOnly ? 'changed' : 'dist');
  prepareKeptOutput(cache);
  const run = await runAstroBuild({
    ...options,
    outDir,
    extraEnv: {
      BUILD_SHARD: `${shard.index}/${shard.count}`,
      ASTRO_CACHE_DIR: cache,
      PAGE_FACTS_PATH: join(cache, PAGE_FACTS_FILE),
      ...(changedOnly ? { RENDER_CHANGED_ONLY: '1' } : { KEEP_OUT_DIR: '1', PAGES_OUT_DIR: outDir }),
    },
  });
  if (run.ok) rmSync(join(cache, IN_PROGRESS));
  return { ...run, cache, outDir };
}

/** What a shard rendering only changed pages tells the deploy, beside its output (`{into}.pages.json`). */
export const ShardPages = z.object({
  /** Every page file of the shard, on the host after the deploy (for the link check). */
  pages: z.array(z.string()),
  /** The page files of the shard the last night had and this one does not: the deploy removes them. */
  removed: z.array(z.string()),
});
export type ShardPages = z.infer<typeof ShardPages>;
export const shardPagesFileOf = (into: string): string => `${into}.pages.json`;

/**
 * `npm run build -- --shard i/n [--changed-only]`: renders one shard and publishes it into `into`: incrementally,
 * like the whole build; or only its changed pages, with the list of its pages and of those removed beside.
 */
export async function buildShard(shard: Shard, options: AstroStepOptions, into: string, changedOnly = false): Promise<boolean> {
  const run = await renderShard(options, cacheDirOf(options), shard, changedOnly);
  if (!run.ok) return false;
  publishInto([run.outDir], into);
  if (changedOnly) {
    const manifest = openPageManifest(join(run.cache, PAGE_FACTS_FILE));
    try {
      const list: ShardPages = { pages: manifest.urls().map(outputFileOf), removed: readBuildReport(run.cache).removed };
      writeFileSync(shardPagesFileOf(into), JSON.stringify(list));
    } finally {
      manifest.close();
    }
  }
  return true;
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
