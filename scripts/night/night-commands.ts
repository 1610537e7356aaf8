/**
 * The pipeline's commands as nights (night.ts): `npm run build` (and its shard and merge modes), `npm run crawl` and
 * `npm run rollback`. Each takes the night's lock, writes the night report and returns it; the scripts exit with
 * its status.
 */
import { existsSync, linkSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DeployEnv, SiteEnv } from '../../src/config/env.ts';
import type { SiteContent } from '../deploy/plan.ts';
import { DEFAULT_INDEXNOW_ENDPOINT } from '../deploy/indexnow.ts';
import { deploy, describeMissingHeaders } from '../deploy/run.ts';
import { targetOf } from '../deploy/targets.ts';
import { currentShard } from '../../src/routes/shard.ts';
import { buildShard } from '../pipeline/astro-step.ts';
import { renderEnvOf, renderSnapshot, runBuild } from '../pipeline/build-pipeline.ts';
import { runCrawlStep } from '../pipeline/crawl-step.ts';
import { mergeShards } from '../pipeline/merge-shards.ts';
import { nightOfBuild, OUTCOME_OF_STAGE, runNight, type NightOptions } from './night.ts';
import { crawlStepPart, type NightReport, renderPart } from './night-report.ts';
import { type BuildPaths, nightFilesOf } from '../pipeline/paths.ts';
import { decisionOf, removalLimitsOf } from '../guards/removal-guard.ts';
import { startFreeingRetiredFiles } from '../pipeline/retired-files.ts';
import { cacheDirOf } from '../pipeline/cache-layout.ts';

export interface NightCommandOptions {
  readonly paths: BuildPaths;
  readonly env: SiteEnv;
  /** Publish a night over the removal guard's limits on purpose (--accept-removals). */
  readonly acceptRemovals?: boolean;
  /** Crawl and publish a night over the growth guard's limits on purpose (--accept-growth). */
  readonly acceptGrowth?: boolean;
  /** The reference dataset and its fault injection, when no API_BASE_URL is set (tests). */
  readonly referenceDbPath?: string;
  readonly referenceApiEnv?: Readonly<Record<string, string>>;
  readonly quiet?: boolean;
  readonly out?: NightOptions['out'];
  readonly err?: NightOptions['err'];
}

/** Whether removals over the guard's limits are accepted on purpose: the flag or NIGHT_ACCEPT_REMOVALS. */
const acceptsRemovals = (options: NightCommandOptions): boolean => options.acceptRemovals === true || options.env.NIGHT_ACCEPT_REMOVALS;

/** What the render and merge steps are told: the project, the output, the current snapshot, the site's addresses. */
const renderOptionsOf = (options: NightCommandOptions) => ({
  root: options.paths.root,
  dist: options.paths.dist,
  snapshotPath: options.paths.currentSnapshot,
  env: renderEnvOf(options.env),
});

const nightOptions = (command: string, options: NightCommandOptions): NightOptions => ({
  command,
  currentSnapshot: options.paths.currentSnapshot,
  ...(options.out ? { out: options.out } : {}),
  ...(options.err ? { err: options.err } : {}),
});

/** `npm run build`: crawl, guard, render, publish. */
export function buildNight(options: NightCommandOptions): Promise<NightReport> {
  return runNight(nightOptions('build', options), async () => {
    const outcome = await runBuild({
      env: options.env,
      paths: options.paths,
      ...(options.acceptRemovals ? { acceptRemovals: true } : {}),
      ...(options.acceptGrowth ? { acceptGrowth: true } : {}),
      ...(options.referenceDbPath ? { referenceDbPath: options.referenceDbPath } : {}),
      ...(options.referenceApiEnv ? { referenceApiEnv: options.referenceApiEnv } : {}),
      ...(options.quiet ? { quiet: true, log: () => {} } : {}),
    });
    if (outcome.ok && !options.quiet) (options.out ?? console.log)(outcome.crawl.summary);
    return nightOfBuild(outcome, options.env, `Site built into ${options.paths.dist}`);
  });
}

/** `npm run crawl`: crawl and guard; the snapshot is promoted when both pass. */
export function crawlNight(options: NightCommandOptions & { readonly resume?: boolean }): Promise<NightReport> {
  return runNight(nightOptions('crawl', options), async () => {
    const step = await runCrawlStep({
      env: options.env,
      nextSnapshot: options.paths.nextSnapshot,
      currentSnapshot: options.paths.currentSnapshot,
      reportPath: options.paths.crawlReport,
      ...(options.resume ? { resume: true } : {}),
      ...(options.acceptRemovals ? { acceptRemovals: true } : {}),
      ...(options.acceptGrowth ? { acceptGrowth: true } : {}),
      ...(options.referenceDbPath ? { referenceDbPath: options.referenceDbPath } : {}),
      ...(options.referenceApiEnv ? { referenceApiEnv: options.referenceApiEnv } : {}),
      ...(options.quiet ? { quiet: true, log: () => {} } : {}),
    });
    const parts = crawlStepPart(step, options.env.CRAWL_MAX_FAILURES);
    if (step.ok) return { outcome: 'succeeded', message: `${step.summary}\nSnapshot: ${options.paths.currentSnapshot}`, ...parts };
    if (step.guard?.decision === 'refused') return { outcome: 'guard-refused', message: step.summary, ...parts };
    if (step.pastDeadline) return { outcome: 'crawl-deadline', message: step.summary, ...parts };
    return {
      outcome: 'crawl-failed',
      message: `${step.summary}\nCrawl failed: the previous snapshot was kept. Fix the API or raise CRAWL_MAX_FAILURES; \`npm run crawl -- --resume\` retries only what is missing.`,
      ...parts,
    };
  });
}

/** Makes the previous good snapshot current again, keeping the current one as `rolled-back.sqlite`; a rollback
 * already made (and not followed by a night) is kept, so running it again publishes the same site again. */
function restorePreviousSnapshot(currentSnapshot: string): string {
  const { previousSnapshot, rolledBackSnapshot } = nightFilesOf(currentSnapshot);
  if (existsSync(previousSnapshot)) {
    if (existsSync(currentSnapshot)) {
      // A second name first, so that a run killed in between still has a current snapshot.
      rmSync(rolledBackSnapshot, { force: true });
      linkSync(currentSnapshot, rolledBackSnapshot);
    }
    renameSync(previousSnapshot, currentSnapshot);
    return `The previous snapshot is current again; the one it replaced is kept at ${rolledBackSnapshot}.`;
  }
  if (existsSync(currentSnapshot) && existsSync(rolledBackSnapshot)) return 'The snapshot was rolled back already: publishing it again.';
  throw new Error(`No previous snapshot to go back to (${previousSnapshot}): a night keeps one when it promotes a new snapshot.`);
}

/** `npm run rollback`: yesterday's site, rebuilt from the previous good snapshot and published. */
export function rollbackNight(options: NightCommandOptions): Promise<NightReport> {
  return runNight(nightOptions('rollback', options), async () => {
    const restored = restorePreviousSnapshot(options.paths.currentSnapshot);
    (options.out ?? console.log)(restored);
    startFreeingRetiredFiles(cacheDirOf(options.paths));
    const rendered = await renderSnapshot(options.paths, options.env, options.quiet ? { quiet: true } : {});
    if (!rendered.ok) return { outcome: OUTCOME_OF_STAGE[rendered.failure.stage], message: rendered.failure.message };
    return {
      outcome: 'succeeded',
      message: `${restored}\nSite rebuilt from it into ${options.paths.dist}`,
      ...renderPart(rendered.render, undefined),
      seconds: rendered.render.seconds,
    };
  });
}

/** `npm run build -- --shard i/n [--changed-only]`: one shard of the current snapshot into `dist.shard-i`. */
export function shardNight(options: NightCommandOptions & { readonly shard: string; readonly changedOnly: boolean }): Promise<NightReport> {
  return runNight(nightOptions(`build --shard ${options.shard}`, options), async () => {
    const shard = currentShard(options.shard);
    if (!shard) throw new Error(`--shard must look like i/n, e.g. 0/2 (got '${options.shard}').`);
    const outDir = `${options.paths.dist}.shard-${shard.index}`;
    const ok = await buildShard(shard, renderOptionsOf(options), outDir, options.changedOnly);
    return ok
      ? { outcome: 'succeeded', message: `Shard ${options.shard} built into ${outDir}` }
      : { outcome: 'render-failed', message: `Shard ${options.shard} did not build.` };
  });
}

/** `npm run build -- --merge DIR…`: the shards' outputs merged into dist/, guarded against a hollow night. */
export function mergeNight(options: NightCommandOptions & { readonly parts: readonly string[] }): Promise<NightReport> {
  return runNight(nightOptions('build --merge', options), async () => {
    const merged = await mergeShards(options.parts, renderOptionsOf(options), {
      limits: removalLimitsOf(options.env),
      accept: acceptsRemovals(options),
    });
    const guard = merged.verdict && { decision: decisionOf(merged.verdict, merged.ok), verdict: merged.verdict };
    if (merged.ok)
      return { outcome: 'succeeded', message: `${options.parts.length} shards merged into ${options.paths.dist}`, ...(guard ? { guard } : {}) };
    return { outcome: merged.stage === 'guard' ? 'guard-refused' : 'render-failed', message: merged.message, ...(guard ? { guard } : {}) };
  });
}

/** What deploys dist/ where, and how (scripts/deploy.ts). */
export interface DeployCommandOptions extends NightCommandOptions {
  readonly deployEnv: DeployEnv;
  readonly dryRun: boolean;
  /** dist/ holds only the night's changes and this file lists the pages to delete (dist.removed.txt). */
  readonly changes?: string;
  /** Compare every file of dist/ with the target, not only those publishing listed (--full). */
  readonly full?: boolean;
  /** Upload the changes, leave the deletions for a later run (--hold-deletions). */
  readonly holdDeletions?: boolean;
  /** The site's files in all, when dist/ holds part of it (--site-files). */
  readonly siteFiles?: number;
  /** Upload this folder's files (one render job's pages), deleting nothing (--part). */
  readonly part?: string;
}

/** `npm run deploy`: dist/ onto its target, only what changed, deletions last, guarded like the night. */
export function deployNight(options: DeployCommandOptions): Promise<NightReport> {
  const { report } = nightFilesOf(options.paths.currentSnapshot);
  return runNight({ ...nightOptions('deploy', options), reportPath: join(dirname(report), 'deploy-report.json') }, async () => {
    const target = targetOf(options.deployEnv.DEPLOY_TARGET, {
      endpoint: options.deployEnv.S3_ENDPOINT_URL,
      region: options.deployEnv.AWS_REGION ?? options.deployEnv.AWS_DEFAULT_REGION ?? 'us-east-1',
    });
    // Said once, before anything goes up: the deploy proceeds, and the report keeps it for whoever reads it later.
    const warning = describeMissingHeaders(target);
    if (warning) (options.err ?? console.error)(warning);
    const content: SiteContent = options.part
      ? { kind: 'part' }
      : options.changes
        ? { kind: 'changes', removed: readRemovedList(options.changes) }
        : { kind: 'whole' };
    const dist = options.part ?? options.paths.dist;
    try {
      const result = await deploy({
        dist,
        target,
        content,
        limits: removalLimitsOf(options.env),
        acceptRemovals: acceptsRemovals(options),
        dryRun: options.dryRun,
        concurrency: options.deployEnv.DEPLOY_CONCURRENCY,
        manifestPartFiles: options.deployEnv.DEPLOY_MANIFEST_PART_FILES,
        backlog: true,
        ...(options.full ? { full: true } : {}),
        ...(options.holdDeletions ? { holdDeletions: true } : {}),
        ...(options.siteFiles !== undefined ? { siteFiles: options.siteFiles } : {}),
        ...(options.env.INDEXNOW_KEY
          ? {
              indexNow: {
                key: options.env.INDEXNOW_KEY,
                endpoint: options.env.INDEXNOW_ENDPOINT ?? DEFAULT_INDEXNOW_ENDPOINT,
                siteUrl: options.env.SITE_URL,
                pauseMs: options.env.INDEXNOW_PAUSE_SECONDS * 1000,
                carryOverFile: join(dirname(report), 'indexnow-pending.txt'),
              },
            }
          : {}),
        ...(options.out ? { log: options.out } : {}),
      });
      const guard = { decision: decisionOf(result.verdict, result.ok), verdict: result.verdict };
      if (!result.ok) return { outcome: 'guard-refused', message: result.message, guard };
      const { dryRun, scope, uploaded, uploadedBytes, deleted, unchanged, manifestParts, indexNow } = result;
      return {
        outcome: 'succeeded',
        message: dryRun ? 'Dry run: nothing was uploaded or deleted.' : `Deployed ${dist} to ${target.name}.`,
        guard,
        deploy: {
          target: target.name,
          dryRun,
          scope,
          uploaded,
          uploadedBytes,
          deleted,
          unchanged,
          manifestParts,
          ...(indexNow ? { indexNow } : {}),
          ...(warning ? { warnings: [warning] } : {}),
        },
        seconds: { deploy: result.seconds },
      };
    } catch (error) {
      return {
        outcome: 'deploy-failed',
        message: `The deploy to ${target.name} did not finish: ${error instanceof Error ? error.message : String(error)}. Run it again: it uploads what is missing.`,
      };
    }
  });
}

/** The page files a changed-only merge lists for deletion, one path from the site root per line. */
export const readRemovedList = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
