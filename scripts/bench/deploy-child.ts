/**
 * The benchmark's deploy, in a process of its own so that its peak memory is its own: `deployInChild` runs this file
 * against the S3-protocol server the benchmark started; run directly it deploys `--dist` to `--endpoint` and prints
 * one JSON line.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_REMOVAL_LIMITS } from '../pipeline/removal-guard.ts';
import { deploy } from '../deploy/run.ts';
import { targetOf } from '../deploy/targets.ts';
import { BENCH_BUCKET, type BenchDeployServer } from './deploy-server.ts';

export interface DeployChildResult {
  readonly files: number;
  readonly mib: number;
  readonly deleted: number;
  readonly unchanged: number;
  readonly seconds: number;
  readonly peakRssMiB: number;
}

const MiB = 1048576;

/** Deploys `dist` (the whole site it holds) to the benchmark's bucket from a child process. */
export async function deployInChild(dist: string, server: BenchDeployServer, concurrency?: number): Promise<DeployChildResult> {
  const args = [fileURLToPath(import.meta.url), '--dist', dist, '--endpoint', server.endpoint];
  if (concurrency !== undefined) args.push('--concurrency', String(concurrency));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...server.credentials } });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`The deploy process exited with ${code}`);
  return JSON.parse(text.trim().split('\n').pop() ?? '{}') as DeployChildResult;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, endpoint: { type: 'string' }, concurrency: { type: 'string', default: '16' } },
  });
  if (!values.dist || !values.endpoint) throw new Error('Usage: deploy-child.ts --dist <folder> --endpoint <url> [--concurrency N]');
  const result = await deploy({
    dist: values.dist,
    target: targetOf(`s3://${BENCH_BUCKET}`, { endpoint: values.endpoint, region: 'us-east-1' }),
    content: { kind: 'whole' },
    limits: DEFAULT_REMOVAL_LIMITS,
    acceptRemovals: false,
    dryRun: false,
    concurrency: Number(values.concurrency),
    log: () => {},
  });
  if (!result.ok) throw new Error(result.message);
  const figures: DeployChildResult = {
    files: result.uploaded,
    mib: +(result.uploadedBytes / MiB).toFixed(1),
    deleted: result.deleted,
    unchanged: result.unchanged,
    seconds: +result.seconds.toFixed(1),
    peakRssMiB: Math.round((process.resourceUsage().maxRSS * 1024) / MiB),
  };
  console.log(JSON.stringify(figures));
  process.exit(0);
}
