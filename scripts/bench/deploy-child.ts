/**
 * The benchmark's deploy, in a process of its own so that its peak memory is its own: `deployInChild` runs this file
 * against the S3-protocol server the benchmark started, configured as `npm run deploy` is (DEPLOY_TARGET,
 * S3_ENDPOINT_URL, DEPLOY_CONCURRENCY's default), from the publish's list as a night's deploy is; run directly it
 * deploys `--dist` and prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_REMOVAL_LIMITS } from '../guards/removal-guard.ts';
import { deploy } from '../deploy/run.ts';
import { targetOf } from '../deploy/targets.ts';
import { readDeployEnv } from '../../src/config/env.ts';
import { type BenchDeployServer, deployEnvOf } from './deploy-server.ts';

export interface DeployChildResult {
  readonly files: number;
  readonly mib: number;
  readonly deleted: number;
  readonly unchanged: number;
  /** What the deploy compared: the publish's list, or every file. */
  readonly scope: string;
  readonly manifestParts: number;
  readonly seconds: number;
  readonly peakRssMiB: number;
}

const MiB = 1048576;

/** Deploys `dist` (the whole site it holds) to the benchmark's bucket from a child process. */
export async function deployInChild(dist: string, server: BenchDeployServer): Promise<DeployChildResult> {
  const env = deployEnvOf(server);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--dist', dist], { stdio: ['ignore', 'pipe', 'inherit'], env });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`The deploy process exited with ${code}`);
  return JSON.parse(text.trim().split('\n').pop() ?? '{}') as DeployChildResult;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  if (!values.dist) throw new Error('Usage: deploy-child.ts --dist <folder> (with DEPLOY_TARGET and S3_ENDPOINT_URL set)');
  const env = readDeployEnv(process.env);
  const result = await deploy({
    dist: values.dist,
    target: targetOf(env.DEPLOY_TARGET, { endpoint: env.S3_ENDPOINT_URL, region: env.AWS_REGION ?? 'us-east-1' }),
    content: { kind: 'whole' },
    limits: DEFAULT_REMOVAL_LIMITS,
    acceptRemovals: false,
    dryRun: false,
    concurrency: env.DEPLOY_CONCURRENCY,
    manifestPartFiles: env.DEPLOY_MANIFEST_PART_FILES,
    backlog: true,
    log: () => {},
  });
  if (!result.ok) throw new Error(result.message);
  const figures: DeployChildResult = {
    files: result.uploaded,
    mib: +(result.uploadedBytes / MiB).toFixed(1),
    deleted: result.deleted,
    unchanged: result.unchanged,
    scope: result.scope,
    manifestParts: result.manifestParts,
    seconds: +result.seconds.toFixed(1),
    peakRssMiB: Math.round((process.resourceUsage().maxRSS * 1024) / MiB),
  };
  console.log(JSON.stringify(figures));
  process.exit(0);
}
