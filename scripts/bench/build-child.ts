/**
 * The benchmark's render step, in a process of its own so that the pipeline's peak memory (plan, publish, report) is
 * its own and not the benchmark's: `buildInChild` runs this file, which builds as `npm run build` does
 * (astro-step.ts) and prints one JSON line of what the build did, its counts rather than its lists.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type PeakRss, type RenderReport, runAstroStep } from '../pipeline/astro-step.ts';
import { PIPELINE_PATHS } from '../pipeline/paths.ts';

export interface BuildChildResult {
  /** Distinct pages rendered. */
  readonly rendered: number;
  readonly reused: number;
  readonly removed: number;
  readonly siteFilesKept: boolean;
  readonly published: RenderReport['published'];
  readonly steps: RenderReport['seconds'];
  /** Peaks in bytes; `pipeline` is this child's own. */
  readonly peak: PeakRss;
}

export interface BuildChildOptions {
  readonly dist: string;
  readonly snapshotPath: string;
  readonly cacheDir: string;
  readonly shards: number;
}

/** Builds `snapshotPath` into `dist` from a child process; rejects with the tail of Astro's log when it fails. */
export async function buildInChild(options: BuildChildOptions): Promise<BuildChildResult> {
  const args = ['--dist', options.dist, '--snapshot', options.snapshotPath, '--cache', options.cacheDir, '--shards', String(options.shards)];
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  // Astro's log is kept to its tail, for the error.
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-3000)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`The build process exited with ${code}:\n${log}`);
  return JSON.parse(text.trim().split('\n').pop() ?? '{}') as BuildChildResult;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, snapshot: { type: 'string' }, cache: { type: 'string' }, shards: { type: 'string' } },
  });
  if (!values.dist || !values.snapshot || !values.cache) {
    throw new Error('Usage: build-child.ts --dist <folder> --snapshot <file> --cache <folder> [--shards <n>]');
  }
  let peak: PeakRss | undefined;
  let report: RenderReport | undefined;
  const ok = await runAstroStep({
    root: PIPELINE_PATHS.root,
    dist: values.dist,
    snapshotPath: values.snapshot,
    cacheDir: values.cache,
    shards: Number(values.shards ?? 1),
    onOutput: (line) => process.stderr.write(line),
    onPeakRss: (measured) => (peak = measured),
    onReport: (done) => (report = done),
  });
  if (!ok || !report || !peak) process.exit(1);
  const result: BuildChildResult = {
    rendered: report.rendered,
    reused: report.reused,
    removed: report.removed,
    siteFilesKept: report.siteFilesKept,
    published: report.published,
    steps: report.seconds,
    // Measured now: the report's figure was taken before this process's last work.
    peak: { ...peak, pipeline: process.resourceUsage().maxRSS * 1024 },
  };
  console.log(JSON.stringify(result));
  process.exit(0);
}
