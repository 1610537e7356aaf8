/**
 * The render step: one or more `astro build` processes (BUILD_SHARD=i/n, disjoint parts of the pages) render into
 * output folders kept between builds, the site files are written once, and only then is the result published
 * into dist/, so a failed build never leaves a half-written dist/ over the last good one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import pLimit from 'p-limit';
import type { Shard } from '../../src/data/shard.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';
import { readBuildReport, type BuildReport } from '../../src/integrations/build-report.ts';
import { publishInto, type PublishCounts } from './publish.ts';
import { siteFilesStamp } from './site-files-stamp.ts';

// The package exports no bin path; find it next to its package.json.
const ASTRO_CLI = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
// Makes Astro replace a kept page by rename instead of rewriting it, so pages can be published as hard links.
const REPLACE_PAGE_WRITES = new URL('./replace-page-writes.ts', import.meta.url).href;

export interface AstroStepOptions {
  readonly root: string;
  readonly dist: string;
  readonly snapshotPath: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Where the incremental caches and kept outputs live (default `${dist}.cache`). */
  readonly cacheDir?: string;
  /** How many parts the pages are split into (default 1), each rendered by an Astro process of its own. */
  readonly shards?: number;
  /** How many of those processes run at once (default: one per core). */
  readonly parallel?: number;
  /** Keep Astro's output to errors (tests). */
  readonly quiet?: boolean;
  /** Receives Astro's output instead of the terminal (the benchmark keeps its tail for errors). */
  readonly onOutput?: (text: string) => void;
  /** Receives what the build did: pages rendered (by every shard) and reused, files published, seconds per step. */
  readonly onReport?: (report: RenderReport) => void;
  /** Receives the peak resident memory of the build's processes, in bytes (Linux), once they have all ended. */
  readonly onPeakRss?: (peak: PeakRss) => void;
}

export interface RenderReport extends BuildReport {
  /** True when the site files of the last build were kept (nothing they are made from changed). */
  readonly siteFilesKept: boolean;
  readonly published: PublishCounts;
  readonly seconds: { readonly render: number; readonly siteFiles: number; readonly publish: number };
}

/** The peak resident memory of a running process so far (VmHWM), in bytes; 0 where /proc is not available. */
export function peakRssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Peak resident memory, in bytes, of each kind of process a build runs. */
export interface PeakRss {
  /** The largest of the `astro build` processes (one per shard). */
  readonly astro: number;
  /** The process writing the site files (0 when they were kept). */
  readonly siteFiles: number;
  /** This process, which publishes: its peak over its whole life so far. */
  readonly pipeline: number;
}

/** The largest of them: the figure a machine's memory must hold. */
export const largestPeak = (peak: PeakRss): number => Math.max(peak.astro, peak.siteFiles, peak.pipeline);

interface AstroRun {
  readonly ok: boolean;
  readonly peakRss: number;
}

/** Waits for a child process to end, sampling its peak memory (VmHWM only grows: the last reading is its peak). */
async function exitOf(child: ChildProcess): Promise<AstroRun> {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid))), 250);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  return { ok: code === 0, peakRss: peak };
}

/** One `astro build` process into `outDir`. */
export async function runAstroBuild(
  options: AstroStepOptions & { readonly outDir: string; readonly extraEnv?: Readonly<Record<string, string>> },
): Promise<AstroRun> {
  // Astro stages its prerender bundle inside the output folder when that folder is under the project (else in a
  // .astro/ folder every build would share), and the bundle finds its packages there: outputs stay in the project.
  if (!resolve(options.outDir).startsWith(`${resolve(options.root)}${sep}`)) {
    throw new Error(`Build outputs must be inside the project (${options.root}); got ${options.outDir}`);
  }
  const child = spawn(process.execPath, ['--import', REPLACE_PAGE_WRITES, ASTRO_CLI, 'build', '--outDir', options.outDir], {
    cwd: options.root,
    // NODE_ENV is forced: a test runner's 'test' would make Vite bundle React's development build.
    env: {
      ...process.env,
      ASTRO_CACHE_DIR: cacheDirOf(options),
      ...options.env,
      ...options.extraEnv,
      NODE_ENV: 'production',
      SNAPSHOT_PATH: options.snapshotPath,
    },
    stdio: options.onOutput ? ['ignore', 'pipe', 'inherit'] : options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  // Whole lines only, so the logs of shards building at once do not cut into each other.
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const end = pending.lastIndexOf('\n');
    if (end < 0) return;
    options.onOutput?.(pending.slice(0, end + 1));
    pending = pending.slice(end + 1);
  });
  child.stdout?.on('end', () => {
    if (pending) options.onOutput?.(pending);
  });
  return exitOf(child);
}

/** The folder of a build's incremental caches, kept outputs and site files. */
export const cacheDirOf = (options: Pick<AstroStepOptions, 'cacheDir' | 'dist'>): string => options.cacheDir ?? `${options.dist}.cache`;

/** Where shard i of n keeps Astro's incremental cache; its dist/ is also the shard's output, kept between builds. */
export function shardCacheOf(cacheDir: string, index: number, count: number): string {
  return join(cacheDir, `shard-${index}-of-${count}`);
}

const IN_PROGRESS = 'build-in-progress';

/** After a build that failed or was killed (its marker is still there) the kept output may hold pages newer than
 * the cache's manifest says, so the shard starts clean; src/integrations/kept-out-dir.ts tidies the rest. */
function prepareKeptOutput(shardCache: string): void {
  if (existsSync(join(shardCache, IN_PROGRESS))) rmSync(shardCache, { recursive: true, force: true });
  mkdirSync(shardCache, { recursive: true });
  writeFileSync(join(shardCache, IN_PROGRESS), `${new Date().toISOString()}\n`);
}

/**
 * Builds the site from a snapshot into `dist`: `shards` Astro processes (default 1) each render their part into
 * a folder kept between builds, so an unchanged page is neither rendered nor copied again; the site files are
 * written once; and only when all of that succeeded is the result published into `dist` (see publish.ts).
 * Returns false, with `dist` untouched, when any step fails.
 */
export async function runAstroStep(options: AstroStepOptions): Promise<boolean> {
  const shards = Math.max(1, options.shards ?? 1);
  const cacheDir = cacheDirOf(options);
  const secondsSince = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
  let started = performance.now();
  // More shards than cores bound each process's memory (Astro holds a shard's paths at once); they queue.
  const limit = pLimit(Math.max(1, options.parallel ?? availableParallelism()));
  const runs = await Promise.all(Array.from({ length: shards }, (_, i) => limit(() => renderShard(options, cacheDir, { index: i, count: shards }))));
  const astroPeak = Math.max(...runs.map((run) => run.peakRss));
  let siteFilesPeak = 0;
  const reportPeak = () => {
    const peak = { astro: astroPeak, siteFiles: siteFilesPeak, pipeline: process.resourceUsage().maxRSS * 1024 };
    const mib = (bytes: number) => Math.round(bytes / 1048576);
    options.onOutput?.(
      `[memory] peak RSS: astro ${mib(peak.astro)} MiB, site files ${mib(peak.siteFiles)} MiB, pipeline ${mib(peak.pipeline)} MiB\n`,
    );
    options.onPeakRss?.(peak);
  };
  if (!runs.every((run) => run.ok)) {
    reportPeak();
    return false;
  }
  const render = secondsSince(started);
  started = performance.now();
  const outDirs = runs.map((run) => run.outDir);
  const siteFiles = siteFilesDirOf(cacheDir);
  const siteFilesWritten = await writeSiteFilesFor(options, siteFiles, outDirs, (bytes) => (siteFilesPeak = bytes));
  if (siteFilesWritten === false) {
    reportPeak();
    return false;
  }
  const siteFilesSeconds = secondsSince(started);
  started = performance.now();
  const published = publishInto([...outDirs, siteFiles], options.dist);
  const reports = runs.map((run) => readBuildReport(run.cache));
  const report: RenderReport = {
    rendered: reports.flatMap((shard) => shard.rendered),
    reused: reports.reduce((sum, shard) => sum + shard.reused, 0),
    siteFilesKept: siteFilesWritten === 'kept',
    published,
    seconds: { render, siteFiles: siteFilesSeconds, publish: secondsSince(started) },
  };
  options.onOutput?.(
    `[publish] ${published.linked} file(s) linked, ${published.copied} copied, ${published.kept} unchanged, ${published.removed} removed\n`,
  );
  options.onOutput?.(`[timing] render ${render} s, site files ${report.seconds.siteFiles} s, publish ${report.seconds.publish} s\n`);
  reportPeak();
  options.onReport?.(report);
  return true;
}

/** One shard rendered into its kept output folder; a shard that fails keeps its marker, so its next build starts clean. */
async function renderShard(
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
    extraEnv: { BUILD_SHARD: `${shard.index}/${shard.count}`, ASTRO_CACHE_DIR: cache, KEEP_OUT_DIR: '1', PAGES_OUT_DIR: outDir },
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

/** Where the site files are written before publishing, kept between builds. */
export function siteFilesDirOf(cacheDir: string): string {
  const dir = join(cacheDir, 'site-files');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The whole-site files (into `out`) of the pages built in `pageDirs`, written by a process reading the same
 * snapshot and configuration; kept as they are when their stamp says nothing they are made from changed.
 */
export async function writeSiteFilesFor(
  options: AstroStepOptions,
  out: string,
  pageDirs: readonly string[],
  onPeakRss?: (bytes: number) => void,
): Promise<'written' | 'kept' | false> {
  const env = { ...process.env, ...options.env, SNAPSHOT_PATH: options.snapshotPath };
  const stampFile = `${out}.stamp`;
  const stamp = siteFilesStamp(options.root, options.snapshotPath, pageDirs, env);
  // The stamp is written only after the files; a folder emptied since (by hand) is written again.
  if (stamp !== undefined && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(out, 'sitemap-index.xml'))) {
    options.onOutput?.('[site files] kept: nothing they are made from changed since the last build\n');
    return 'kept';
  }
  // Everything but the images goes (they are written only when new, see writeMedia); the stamp goes first.
  rmSync(stampFile, { force: true });
  for (const entry of readdirSync(out)) if (entry !== 'media') rmSync(join(out, entry), { recursive: true, force: true });
  const child = spawn(process.execPath, [join(options.root, 'scripts', 'pipeline', 'write-site-files.ts'), out, ...pageDirs], {
    cwd: options.root,
    env,
    stdio: options.quiet || options.onOutput ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const run = await exitOf(child);
  onPeakRss?.(run.peakRss);
  if (!run.ok) return false;
  if (stamp !== undefined) writeFileSync(stampFile, stamp);
  return 'written';
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
