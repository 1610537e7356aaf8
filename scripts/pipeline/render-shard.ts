/**
 * One shard of the render: `astro build` of shard i of n (BUILD_SHARD) into a fresh folder, with the shard's
 * manifest of page facts, so that only the pages whose facts (or the code) changed since the manifest's last build
 * render; the rest are where that build was published. The manifest is all a shard keeps from one build to the next.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import type { Shard } from '../../src/routes/shard.ts';
import { outputFileOf, removedPagesFileOf } from '../../src/integrations/build-report.ts';
import { linesOf } from '../../src/lib/line-files.ts';
import { openPageManifest } from '../../src/page-deps/manifest.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';
import type { AstroStepOptions } from './astro-options.ts';
import { cacheDirOf, inProgressMarkerOf, pageFactsOf, shardCacheOf, shardContinues, shardOutputOf } from './cache-layout.ts';
import { runAstroBuild, type AstroRun } from './astro-process.ts';
import { publishInto } from './publish.ts';
import { codeDigest, renderInputsDigest } from './render-inputs.ts';
import { freeRetiredFilesNow, retire } from './retired-files.ts';
import { shardPagesFileOf, writeShardPages } from './shard-page-list.ts';
import { gatherSplitRecords } from './split-records.ts';

export interface ShardRun extends AstroRun {
  readonly cache: string;
  /** The fresh folder the shard rendered into: its rendered pages, Astro's bundles and its sitemap parts. */
  readonly outDir: string;
}

/**
 * Renders one shard. `fromScratch`: every page renders (the manifest is started anew), for an output that holds
 * nothing of the last build. `publishedBuild`: the manifest's build last published, when a later one was not. A
 * shard that fails keeps its marker: a build that goes on from its manifest (render-step-plan.ts found it is the one
 * last published, or one build past it) starts from that alone, whatever else the killed one left.
 */
export async function renderShard(
  options: AstroStepOptions,
  cacheDir: string,
  shard: Shard,
  fromScratch: boolean,
  publishedBuild?: number,
): Promise<ShardRun> {
  const cache = shardCacheOf(cacheDir, shard.index, shard.count);
  if (fromScratch) rmSync(cache, { recursive: true, force: true });
  else if (existsSync(inProgressMarkerOf(cache))) keepOnlyManifest(cache);
  mkdirSync(cache, { recursive: true });
  writeFileSync(inProgressMarkerOf(cache), `${new Date().toISOString()}\n`);
  const outDir = shardOutputOf(cache);
  // Fresh every build: a file published from the last one (a hard link) is never written again. The last build's
  // folder (its published pages were moved out: folders, mostly) is retired, freed while the next night crawls: on
  // ext4, every file a build creates while others are being deleted costs a scan past the freshly freed inodes.
  if (existsSync(outDir)) retire(cacheDir, outDir);
  const code = codeDigest(options.root);
  const run = await runAstroBuild({
    ...options,
    outDir,
    extraEnv: {
      BUILD_SHARD: `${shard.index}/${shard.count}`,
      ASTRO_CACHE_DIR: cache,
      PAGE_FACTS_PATH: pageFactsOf(cache),
      RENDER_INPUTS: renderInputsDigest(options.root, { ...process.env, ...options.env }, code),
      // The route pages the crawl stored are this code's when it names the same digest.
      CODE_DIGEST: code,
      // The manifest took a build that was never published: its pages render again (render-step-plan.ts). Set
      // empty for the others: never inherited.
      PUBLISHED_BUILD: publishedBuild === undefined ? '' : String(publishedBuild),
      // Warnings and errors only, unless asked otherwise: Astro's line per page is millions of lines nationally.
      ASTRO_LOG_LEVEL: options.env?.ASTRO_LOG_LEVEL ?? process.env.ASTRO_LOG_LEVEL ?? 'warn',
      // A nightly job sends no usage reports (Astro would also ask git for the project's id in every shard).
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  if (run.ok) rmSync(inProgressMarkerOf(cache));
  return { ...run, cache, outDir };
}

/**
 * `npm run build -- --shard i/n [--changed-only]`: renders one shard and publishes it into `into`: the whole shard;
 * or only its changed pages, with the list of its pages and of those removed beside.
 */
export async function buildShard(shard: Shard, options: AstroStepOptions, into: string, changedOnly = false): Promise<boolean> {
  const cacheDir = cacheDirOf(options);
  // A shard count changed since the last night: the shard's records come from the last split's manifests restored
  // beside it (the workflow restores those that took its buckets: render-matrix.ts).
  if (changedOnly) gatherSplitRecords(cacheDir, [shard]);
  // A job's shard killed or failed before starts from scratch: its manifest may hold pages it never published.
  const run = await renderShard(options, cacheDir, shard, !changedOnly || !shardContinues(cacheDir, shard));
  if (run.ok) publishInto([run.outDir], into, { moveFrom: new Set([run.outDir]) });
  // The last build's output, retired as the render started, is freed once this one is done.
  await freeRetiredFilesNow(cacheDir);
  if (!run.ok) return false;
  if (changedOnly) {
    const manifest = openPageManifest(pageFactsOf(run.cache));
    try {
      writeShardPages(shardPagesFileOf(into), Iterator.from(manifest.eachUrl()).map(outputFileOf), linesOf(removedPagesFileOf(run.cache)));
    } finally {
      manifest.close();
    }
  }
  return true;
}

/** Empties a shard's cache but its manifest (with the journal of a merge cut short, which rolls it back) and its
 * output folder (retired as the render starts): the build records, lists, report and Astro's cache a killed build
 * left are made again. */
function keepOnlyManifest(cache: string): void {
  const manifest = basename(pageFactsOf(cache));
  const kept = new Set([manifest, `${manifest}-journal`, basename(shardOutputOf(cache))]);
  for (const entry of readdirSync(cache)) {
    if (kept.has(entry)) continue;
    rmSync(join(cache, entry), { recursive: true, force: true });
  }
}

/** Above this many detail pages a process would pass a few GB of memory (Astro holds a shard's paths at once). */
export const MAX_PAGES_PER_SHARD = 250_000;

/**
 * The default split of a snapshot: one shard per core (the render runs one process per core at a time), more when
 * a shard would hold too many pages, in whole rounds: a last round with fewer shards than cores leaves cores idle,
 * and the same pages over more shards keep each process's memory lower.
 */
export function defaultShardCount(snapshotPath: string): number {
  const snapshot = openSnapshot(snapshotPath, 'walk');
  try {
    return shardCountFor(snapshot.detailPageCount(), availableParallelism());
  } finally {
    snapshot.close();
  }
}

/** The shards for this many detail pages: the fewest whole rounds of `parallel` shards that keep each under the cap. */
export function shardCountFor(detailPages: number, parallel: number): number {
  const rounds = Math.max(1, Math.ceil(detailPages / MAX_PAGES_PER_SHARD / parallel));
  return rounds * Math.max(1, parallel);
}
