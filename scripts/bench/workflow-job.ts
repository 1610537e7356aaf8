/**
 * One job of the nightly workflow (.github/workflows/nightly.yml) as its runner runs it, for the benchmark's
 * simulation of the workflow (workflow.ts), in a folder of its own that holds nothing else:
 *   render  restores what the render matrix names from the cache store (its own manifest, or the last split's),
 *           renders its shard's changed pages and saves its manifest back to the store;
 *   deploy  merges the shards' outputs (the removal guard first), checks the links against the pages on the host,
 *           and deploys the changes to the bucket DEPLOY_TARGET and S3_ENDPOINT_URL name.
 * Prints one JSON line.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readDeployEnv, readSiteEnv } from '../../src/config/env.ts';
import { checkLinks } from '../../src/hosting/link-check.ts';
import { deploy } from '../deploy/run.ts';
import { targetOf } from '../deploy/targets.ts';
import { DEFAULT_REMOVAL_LIMITS } from '../guards/removal-guard.ts';
import { readRemovedList } from '../night/night-commands.ts';
import type { AstroStepOptions } from '../pipeline/astro-options.ts';
import { buildShard } from '../pipeline/astro-step.ts';
import { renderEnvOf } from '../pipeline/build-pipeline.ts';
import { cacheDirOf, pageFactsOf, shardCacheOf } from '../pipeline/cache-layout.ts';
import { openHostedPages } from '../pipeline/hosted-pages.ts';
import { mergeShards, removedListOf } from '../pipeline/merge-shards.ts';
import { PIPELINE_PATHS } from '../pipeline/paths.ts';
import { shardPagesFileOf } from '../pipeline/shard-page-list.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    work: { type: 'string' },
    snapshot: { type: 'string' },
    store: { type: 'string' },
    shard: { type: 'string' },
    'restore-own': { type: 'boolean', default: false },
    seeds: { type: 'string', default: '' },
    parts: { type: 'string', default: '' },
  },
});
const [mode] = positionals;
const { work, snapshot } = values;
if (!work || !snapshot || (mode !== 'render' && mode !== 'deploy')) {
  throw new Error('Usage: workflow-job.ts render|deploy --work <folder> --snapshot <file> [--store <folder> --shard i/n ...] [--parts a,b]');
}
const siteEnv = readSiteEnv(process.env);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const dist = join(work, 'dist');
const options: AstroStepOptions = { root: PIPELINE_PATHS.root, dist, snapshotPath: snapshot, env: renderEnvOf(siteEnv), quiet: true };

/** A manifest kept in the store under the key of shard 'i-of-n', as the Actions cache keeps it. */
const stored = (key: string) => join(values.store ?? '', key, 'page-facts.sqlite');

if (mode === 'render') {
  const [index = Number.NaN, count = Number.NaN] = (values.shard ?? '').split('/').map(Number);
  if (!values.store || !Number.isInteger(index) || !Number.isInteger(count)) throw new Error('render needs --store and --shard i/n');
  const cacheDir = cacheDirOf({ dist });
  const restore = (key: string) => {
    const [from = -1, of = 0] = key.split('-of-').map(Number);
    if (!existsSync(stored(key))) return false;
    const into = pageFactsOf(shardCacheOf(cacheDir, from, of));
    mkdirSync(dirname(into), { recursive: true });
    copyFileSync(stored(key), into);
    return true;
  };
  const own = `${index}-of-${count}`;
  const restored = [...(values['restore-own'] ? [own] : []), ...values.seeds.split(',').filter(Boolean)].filter(restore);
  const ok = await buildShard({ index, count }, options, join(work, `dist.shard-${index}`), true);
  if (ok) {
    mkdirSync(dirname(stored(own)), { recursive: true });
    copyFileSync(pageFactsOf(shardCacheOf(cacheDir, index, count)), stored(own));
  }
  console.log(JSON.stringify({ ok, restored }));
  process.exit(ok ? 0 : 1);
}

const parts = values.parts.split(',').filter(Boolean);
const merged = await mergeShards(parts, options, { limits: DEFAULT_REMOVAL_LIMITS, accept: false });
if (!merged.ok) {
  console.log(JSON.stringify({ ok: false, stage: merged.stage, message: merged.message }));
  process.exit(1);
}
const onHost = await openHostedPages(parts.map(shardPagesFileOf), work);
let broken: number;
try {
  broken = checkLinks(dist, onHost).broken.length;
} finally {
  onHost.close();
}
const deployEnv = readDeployEnv(process.env);
const deployed = await deploy({
  dist,
  target: targetOf(deployEnv.DEPLOY_TARGET, { endpoint: deployEnv.S3_ENDPOINT_URL, region: deployEnv.AWS_REGION ?? 'us-east-1' }),
  content: { kind: 'changes', removed: readRemovedList(removedListOf(dist)) },
  limits: DEFAULT_REMOVAL_LIMITS,
  acceptRemovals: false,
  dryRun: false,
  concurrency: deployEnv.DEPLOY_CONCURRENCY,
  log: () => {},
});
const ok = deployed.ok && broken === 0;
console.log(
  JSON.stringify({
    ok,
    brokenLinks: broken,
    ...(deployed.ok ? { uploaded: deployed.uploaded, deleted: deployed.deleted, unchanged: deployed.unchanged } : {}),
  }),
);
process.exit(ok ? 0 : 1);
