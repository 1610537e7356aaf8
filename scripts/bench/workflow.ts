/**
 * `npm run bench:workflow -- --scale N [--night] [--jobs n]`: the nightly workflow simulated job by job on this machine, from
 * the snapshots `npm run bench -- --scale N` crawled (the first crawl's, or with `--night` the night's): the render
 * matrix, each render job in a folder of its own that starts empty but for what the cache store restores (the
 * Actions cache: manifests by shard), then the deploy job (merge, link check, deploy of the changes) into a bucket
 * of its own. Jobs run one after the other; each reports its seconds, the peak memory of its processes together and
 * the disk its runner needs (its folder and the snapshot it downloads), against a hosted runner's 7 GB and 14 GB.
 * The split and the store are kept for the next night; the figures go to `<scale>-workflow/night-*.json`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../../src/config/project-paths.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';
import { renderJobCountFor, renderJobs } from '../pipeline/render-matrix.ts';
import { outwardLinksFileOf, pagesApartOf } from '../pipeline/shard-hand-off.ts';
import { shardPagesFileOf } from '../pipeline/shard-page-list.ts';
import { parseScale } from '../reference-api/dataset/scale.ts';
import { deployEnvOf, startDeployServer } from './deploy-server.ts';
import { diskUseOf } from './disk.ts';
import { sampleTreePeak } from './process-tree.ts';

const MiB = 1048576;
/** A hosted runner's memory and disk (GitHub's ubuntu-latest for private repositories). */
export const RUNNER = { memoryMiB: 7 * 1024, diskMiB: 14 * 1024 } as const;

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'default' }, night: { type: 'boolean', default: false }, jobs: { type: 'string' } },
});
const scale = parseScale(values.scale);
const benchDir = join(PROJECT_ROOT, 'data', 'bench');
const snapshot = join(benchDir, values.night ? `${scale.name}-night-snapshot.sqlite` : `${scale.name}-snapshot.sqlite`);
if (!existsSync(snapshot)) throw new Error(`No snapshot at ${snapshot}: run \`npm run bench -- --scale ${values.scale}\` first.`);
const work = join(benchDir, `${scale.name}-workflow`);
const store = join(work, 'cache-store');
const splitFile = join(work, 'render-split.json');
mkdirSync(store, { recursive: true });

export interface JobFigures {
  readonly job: string;
  readonly ok: boolean;
  readonly seconds: number;
  readonly peakMiB: number;
  readonly diskMiB: number;
  readonly inodes: number;
  readonly result: unknown;
}

const jobScript = fileURLToPath(new URL('./workflow-job.ts', import.meta.url));
const snapshotMiB = Math.round(statSync(snapshot).size / MiB);

/** Runs one job's process, sampling its processes' memory; its disk is its folder's and the snapshot's. */
async function runJob(job: string, args: readonly string[], folder: string, env: NodeJS.ProcessEnv = process.env): Promise<JobFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, [jobScript, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const sampler = sampleTreePeak(child.pid ?? 0);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const peak = sampler.stop();
  const disk = diskUseOf([folder]);
  const figures: JobFigures = {
    job,
    ok: code === 0,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
    peakMiB: Math.round(peak / MiB),
    diskMiB: disk.mib + snapshotMiB,
    inodes: disk.inodes + 1,
    result: JSON.parse(out.trim().split('\n').pop() || '{}'),
  };
  console.error(`${job}: ${JSON.stringify(figures)}`);
  return figures;
}

const reader = openSnapshot(snapshot, 'walk');
const detailPages = reader.detailPageCount();
reader.close();
const last = existsSync(splitFile) ? (JSON.parse(readFileSync(splitFile, 'utf8')) as { count: number }).count : undefined;
// `--jobs` fixes the count, as BUILD_SHARDS does the workflow's (a change of count at a small scale).
const count = values.jobs === undefined ? renderJobCountFor(detailPages, last) : Number(values.jobs);
if (!Number.isInteger(count) || count < 1) throw new Error(`--jobs must be a whole number of jobs, got '${values.jobs}'`);
console.error(`${detailPages} detail pages: ${count} render job(s)${last ? `, ${last} last night` : ''}; snapshot ${snapshotMiB} MiB`);

const figures: JobFigures[] = [];
for (const job of renderJobs(count, last)) {
  const args = ['render', '--work', join(work, `render-${job.shard}`), '--snapshot', snapshot, '--store', store, '--shard', `${job.shard}/${count}`];
  if (job.restore_own) args.push('--restore-own');
  const seeds = [job.seed_a, job.seed_b].filter(Boolean).join(',');
  if (seeds) args.push('--seeds', seeds);
  const done = await runJob(`render ${job.shard}/${count}`, args, join(work, `render-${job.shard}`));
  figures.push(done);
  if (!done.ok) throw new Error(`The render job ${job.shard}/${count} failed: nothing deployed.`);
}
// What the deploy job downloads: every render job's output (its pages apart) and lists.
const parts = Array.from({ length: count }, (_, shard) => join(work, `render-${shard}`, `dist.shard-${shard}`));
const server = await startDeployServer(join(work, 'bucket.sqlite'), false);
try {
  const deployEnv = deployEnvOf(server);
  const deployFolder = join(work, 'deploy');
  const deployed = await runJob(
    'deploy',
    ['deploy', '--work', deployFolder, '--snapshot', snapshot, '--parts', parts.join(',')],
    deployFolder,
    deployEnv,
  );
  // The deploy job's runner also holds the render jobs' outputs it downloaded (but their pages), and one job's pages
  // at a time: the largest.
  const downloaded = diskUseOf(parts.flatMap((part) => [part, shardPagesFileOf(part), outwardLinksFileOf(part)]));
  const pages = parts.map((part) => diskUseOf([pagesApartOf(part)]));
  const largest = pages.reduce((most, use) => (use.mib > most.mib ? use : most), { mib: 0, inodes: 0 });
  figures.push({
    ...deployed,
    diskMiB: deployed.diskMiB + downloaded.mib + largest.mib,
    inodes: deployed.inodes + downloaded.inodes + largest.inodes,
  });
  if (!deployed.ok) throw new Error('The deploy job failed.');
} finally {
  await server.stop();
}
writeFileSync(splitFile, `${JSON.stringify({ count, detailPages })}\n`);
const night = { scale: scale.name, snapshot, detailPages, count, last, runner: RUNNER, jobs: figures, at: new Date().toISOString() };
writeFileSync(join(work, `night-${Date.now()}.json`), `${JSON.stringify(night, null, 1)}\n`);
console.log(JSON.stringify(night));
for (const { job, seconds, peakMiB, diskMiB } of figures) {
  const within = peakMiB <= RUNNER.memoryMiB && diskMiB <= RUNNER.diskMiB ? 'fits' : 'EXCEEDS a hosted runner';
  console.error(
    `${job.padEnd(12)} ${String(seconds).padStart(8)} s ${String(peakMiB).padStart(6)} MiB memory ${String(diskMiB).padStart(7)} MiB disk  ${within}`,
  );
}
