/** One `astro build` process of the pipeline: how it is started, and the peak memory of the processes it runs. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { AstroStepOptions, PeakRss } from './astro-options.ts';
import { cacheDirOf } from './cache-layout.ts';

// The package exports no bin path; find it next to its package.json.
const ASTRO_CLI = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');

/** A running process's memory from /proc (Linux), in bytes; zeros where it is not available. */
export interface ProcessMemory {
  /** Its peak resident memory so far (VmHWM): its own memory and the pages of files it maps. */
  readonly peakRss: number;
  /** Its own memory now (RssAnon): without the files it reads mapped (the snapshot, the manifest), whose pages are
   * the kernel's page cache, held once for every process reading them and given back under pressure. */
  readonly anonymous: number;
}

export function memoryOf(pid: number | undefined): ProcessMemory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { peakRss: kib('VmHWM'), anonymous: kib('RssAnon') };
  } catch {
    return { peakRss: 0, anonymous: 0 };
  }
}

/** The largest of them: the figure a machine's memory must hold. */
export const largestPeak = (peak: PeakRss): number => Math.max(peak.astro, peak.siteFiles, peak.pipeline);

export interface AstroRun {
  readonly ok: boolean;
  readonly peakRss: number;
  /** The largest of its own memory sampled (RssAnon has no peak of its own in /proc). */
  readonly peakAnonymous: number;
}

/** Waits for a child process to end, sampling its memory (VmHWM only grows: the last reading is its peak). */
export async function exitOf(child: ChildProcess): Promise<AstroRun> {
  let peakRss = 0;
  let peakAnonymous = 0;
  const sampler = setInterval(() => {
    const now = memoryOf(child.pid);
    peakRss = Math.max(peakRss, now.peakRss);
    peakAnonymous = Math.max(peakAnonymous, now.anonymous);
  }, 250);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  return { ok: code === 0, peakRss, peakAnonymous };
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
  const child = spawn(process.execPath, [ASTRO_CLI, 'build', '--outDir', options.outDir], {
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
