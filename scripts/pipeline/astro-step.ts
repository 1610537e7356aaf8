/**
 * The render step: `astro build` into a temporary folder, then swapped into place, so a failed build never
 * leaves a half-written dist/ over the last good one. With `shards` above 1 it runs that many Astro processes,
 * each building a disjoint part of the pages (BUILD_SHARD=i/n), merges them and writes the site files once.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';

// The package exports no bin path; find it next to its package.json.
const ASTRO_CLI = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');

export interface AstroStepOptions {
  readonly root: string;
  readonly dist: string;
  readonly snapshotPath: string;
  readonly env?: Readonly<Record<string, string>>;
  /** How many Astro processes share the pages (default 1). */
  readonly shards?: number;
  /** Keep Astro's output to errors (tests). */
  readonly quiet?: boolean;
  /** Receives Astro's output instead of the terminal (the benchmark and tests count rendered and reused pages). */
  readonly onOutput?: (text: string) => void;
  /** Receives the largest peak resident memory of the build processes, in bytes (Linux). */
  readonly onPeakRss?: (bytes: number) => void;
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

interface AstroRun {
  readonly ok: boolean;
  readonly peakRss: number;
}

/** One `astro build` process into `outDir`. */
export async function runAstroBuild(options: AstroStepOptions & { readonly outDir: string; readonly extraEnv?: Readonly<Record<string, string>> }): Promise<AstroRun> {
  // Astro stages its prerender bundle inside the output folder when that folder is under the project (else in a
  // .astro/ folder every build would share), and the bundle finds its packages there: outputs stay in the project.
  if (!resolve(options.outDir).startsWith(`${resolve(options.root)}${sep}`)) {
    throw new Error(`Build outputs must be inside the project (${options.root}); got ${options.outDir}`);
  }
  const child = spawn(process.execPath, [ASTRO_CLI, 'build', '--outDir', options.outDir], {
    cwd: options.root,
    // NODE_ENV is forced: a test runner's 'test' would make Vite bundle React's development build.
    env: {
      ...process.env,
      ASTRO_CACHE_DIR: `${options.dist}.cache`,
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
  // VmHWM only grows: the last reading before the process ends is its peak.
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid))), 250);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  return { ok: code === 0, peakRss: peak };
}

/** Moves every file of `from` into `to`; a file already there (pages without data, bundles) is identical and kept. */
export function mergeInto(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      if (!existsSync(target)) renameSync(source, target);
      else mergeInto(source, target);
    } else if (!existsSync(target)) {
      renameSync(source, target);
    }
  }
}

/** Builds the site from a snapshot and swaps it in as `dist`; returns false (dist untouched) when Astro fails. */
export async function runAstroStep(options: AstroStepOptions): Promise<boolean> {
  const next = `${options.dist}.next`;
  const shards = Math.max(1, options.shards ?? 1);
  rmSync(next, { recursive: true, force: true });
  let ok: boolean;
  if (shards === 1) {
    const run = await runAstroBuild({ ...options, outDir: next });
    options.onPeakRss?.(run.peakRss);
    ok = run.ok;
  } else {
    const parts = Array.from({ length: shards }, (_, i) => `${next}.shard-${i}`);
    const runs = await Promise.all(
      parts.map((outDir, i) =>
        runAstroBuild({
          ...options,
          outDir,
          extraEnv: { BUILD_SHARD: `${i}/${shards}`, ASTRO_CACHE_DIR: `${options.dist}.cache/shard-${i}-of-${shards}` },
        }),
      ),
    );
    options.onPeakRss?.(Math.max(...runs.map((run) => run.peakRss)));
    ok = runs.every((run) => run.ok);
    if (ok) {
      for (const part of parts) mergeInto(part, next);
      ok = await writeSiteFilesFor(options, next);
    }
    for (const part of parts) rmSync(part, { recursive: true, force: true });
  }
  if (!ok) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  swapInto(next, options.dist);
  return true;
}

/** Puts a finished build in place of `dist` in two renames; the old one is removed only after. */
export function swapInto(next: string, dist: string): void {
  const old = `${dist}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}

/** The whole-site files of a merged build, written by a process reading the same snapshot and configuration. */
export async function writeSiteFilesFor(options: AstroStepOptions, out: string): Promise<boolean> {
  const child = spawn(process.execPath, [join(options.root, 'scripts', 'pipeline', 'write-site-files.ts'), out], {
    cwd: options.root,
    env: { ...process.env, ...options.env, SNAPSHOT_PATH: options.snapshotPath },
    stdio: options.quiet || options.onOutput ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return code === 0;
}
