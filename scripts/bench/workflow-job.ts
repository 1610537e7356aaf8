/**
 * One job of the nightly workflow (.github/workflows/nightly.yml) as its runner runs it, for the benchmark's
 * simulation of the workflow (workflow.ts), in a folder of its own that holds nothing else:
 *   render  restores what the render matrix names from the cache store (its own manifest, or the last split's),
 *           renders its shard's changed pages, saves its manifest back to the store and hands its output off (its
 *           outward links listed, its pages apart);
 *   deploy  merges the shards' outputs but their pages (the removal guard first), checks the links against the
 *           pages on the host, and deploys the changes to the bucket DEPLOY_TARGET and S3_ENDPOINT_URL name: the
 *           merge's files (deletions held), each shard's pages, then the deletions.
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
import { readShardPages, shardPagesFileOf } from '../pipeline/shard-page-list.ts';
import { checkOutwardLinks, handOffShard, outwardLinksFileOf, pagesApartOf } from '../pipeline/shard-hand-off.ts';
import type { SiteContent } from '../deploy/plan.ts';

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
  const into = join(work, `dist.shard-${index}`);
  const ok = await buildShard({ index, count }, options, into, true);
  if (ok) {
    mkdirSync(dirname(stored(own)), { recursive: true });
    copyFileSync(pageFactsOf(shardCacheOf(cacheDir, index, count)), stored(own));
  }
  const handedOff = ok ? await handOffShard(into) : undefined;
  console.log(JSON.stringify({ ok, restored, ...(handedOff ? { handedOff } : {}) }));
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
  broken = checkLinks(dist, onHost).broken.length + checkOutwardLinks(parts.map(outwardLinksFileOf), dist, onHost).broken;
} finally {
  onHost.close();
}
if (broken > 0) {
  console.log(JSON.stringify({ ok: false, brokenLinks: broken }));
  process.exit(1);
}
const deployEnv = readDeployEnv(process.env);
const removed = readRemovedList(removedListOf(dist));
const run = (from: string, content: SiteContent, more: { holdDeletions?: boolean; siteFiles?: number } = {}) =>
  deploy({
    dist: from,
    target: targetOf(deployEnv.DEPLOY_TARGET, { endpoint: deployEnv.S3_ENDPOINT_URL, region: deployEnv.AWS_REGION ?? 'us-east-1' }),
    content,
    limits: DEFAULT_REMOVAL_LIMITS,
    acceptRemovals: false,
    dryRun: false,
    concurrency: deployEnv.DEPLOY_CONCURRENCY,
    manifestPartFiles: deployEnv.DEPLOY_MANIFEST_PART_FILES,
    log: () => {},
    ...more,
  });
// As the workflow's deploy step runs them: the merge's files with the deletions held, each shard's pages (here read
// where the render job left them; the runner downloads one job's at a time), then the deletions.
let sitePages = 0;
for await (const { removed: gone } of readShardPages(parts.map(shardPagesFileOf))) if (!gone) sitePages++;
const runs = [await run(dist, { kind: 'changes', removed }, { holdDeletions: true, siteFiles: sitePages })];
for (const part of parts) runs.push(await run(pagesApartOf(part), { kind: 'part' }));
runs.push(await run(dist, { kind: 'changes', removed }));
const ok = runs.every((deployed) => deployed.ok);
const sum = (key: 'uploaded' | 'deleted' | 'unchanged') => runs.reduce((total, deployed) => total + (deployed.ok ? deployed[key] : 0), 0);
console.log(
  JSON.stringify({ ok, brokenLinks: 0, runs: runs.length, uploaded: sum('uploaded'), deleted: sum('deleted'), unchanged: sum('unchanged') }),
);
process.exit(ok ? 0 : 1);
