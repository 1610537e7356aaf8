/**
 * The render step: `astro build` into a temporary folder, then swapped into place, so a failed build never
 * leaves a half-written dist/ over the last good one.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The package exports no bin path; find it next to its package.json.
const ASTRO_CLI = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');

export interface AstroStepOptions {
  readonly root: string;
  readonly dist: string;
  readonly snapshotPath: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Keep Astro's output to errors (tests). */
  readonly quiet?: boolean;
  /** Receives Astro's output instead of the terminal (the benchmark and tests count rendered and reused pages). */
  readonly onOutput?: (text: string) => void;
  /** Receives the build process's peak resident memory in bytes when it ends (Linux). */
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

/** Builds the site from a snapshot and swaps it in as `dist`; returns false (dist untouched) when Astro fails. */
export async function runAstroStep(options: AstroStepOptions): Promise<boolean> {
  const next = `${options.dist}.next`;
  const old = `${options.dist}.old`;
  rmSync(next, { recursive: true, force: true });
  const child = spawn(process.execPath, [ASTRO_CLI, 'build', '--outDir', next], {
    cwd: options.root,
    // NODE_ENV is forced: a test runner's 'test' would make Vite bundle React's development build.
    env: { ...process.env, ASTRO_CACHE_DIR: `${options.dist}.cache`, ...options.env, NODE_ENV: 'production', SNAPSHOT_PATH: options.snapshotPath },
    stdio: options.onOutput ? ['ignore', 'pipe', 'inherit'] : options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  child.stdout?.on('data', (chunk: Buffer) => options.onOutput?.(chunk.toString()));
  // VmHWM only grows: the last reading before the process ends is its peak.
  let peak = 0;
  const sampler = options.onPeakRss ? setInterval(() => (peak = Math.max(peak, peakRssOf(child.pid))), 250) : undefined;
  const [code] = (await once(child, 'exit')) as [number | null];
  if (sampler) clearInterval(sampler);
  options.onPeakRss?.(peak);
  if (code !== 0) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  rmSync(old, { recursive: true, force: true });
  if (existsSync(options.dist)) renameSync(options.dist, old);
  renameSync(next, options.dist);
  rmSync(old, { recursive: true, force: true });
  return true;
}
