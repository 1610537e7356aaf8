/**
 * The whole build: crawl, then render, then swap dist/. Any failure leaves the previous snapshot and dist/
 * exactly as they were, and says why.
 */
import type { SiteEnv } from '../../src/config/env.ts';
import type { HostTable } from '../../src/hosting/host-limits.ts';
import { checkHost } from './site-estimate.ts';
import type { BuildPaths } from './paths.ts';
import { cacheDirOf } from './cache-layout.ts';
import { defaultShardCount, runAstroStep, type RenderFailure, type RenderReport } from './astro-step.ts';
import { runCrawlStep, type CrawlStepResult } from './crawl-step.ts';
import { startFreeingRetiredFiles } from './retired-files.ts';

export interface BuildOptions {
  readonly env: SiteEnv;
  readonly paths: BuildPaths;
  readonly referenceDbPath?: string;
  readonly referenceApiEnv?: Readonly<Record<string, string>>;
  readonly quiet?: boolean;
  readonly log?: (line: string) => void;
  /** Receives what the render did: pages rendered and reused, files published. */
  readonly onReport?: (report: RenderReport) => void;
  /** Publish a night that removes more than the removal guard allows (also NIGHT_ACCEPT_REMOVALS). */
  readonly acceptRemovals?: boolean;
  /** Publish a night that grows more than the growth guard allows (also NIGHT_ACCEPT_GROWTH). */
  readonly acceptGrowth?: boolean;
  /** The hosts' limits DEPLOY_HOST is checked against: the documented ones (tests give their own). */
  readonly hosts?: HostTable;
}

/** Where a build stopped: the crawl over its failure budget or past its deadline, the removal or growth guard, a site
 * over DEPLOY_HOST's limits, the render, too little space to publish, or a disk that filled while publishing. */
export type BuildStage = 'crawl' | 'deadline' | 'guard' | 'host' | RenderFailure['stage'];

export type BuildOutcome =
  | { readonly ok: true; readonly crawl: CrawlStepResult; readonly render: RenderReport }
  | {
      readonly ok: false;
      readonly stage: BuildStage;
      readonly message: string;
      readonly crawl: CrawlStepResult;
      readonly failure?: RenderFailure;
    };

/** Crawls and builds; `dist` changes only when both succeed. */
export async function runBuild(options: BuildOptions): Promise<BuildOutcome> {
  const { paths } = options;
  // The last build's replaced files are freed while the crawl waits on the network.
  startFreeingRetiredFiles(cacheDirOf(paths));
  const crawl = await runCrawlStep({
    env: options.env,
    nextSnapshot: paths.nextSnapshot,
    currentSnapshot: paths.currentSnapshot,
    reportPath: paths.crawlReport,
    ...(options.referenceDbPath ? { referenceDbPath: options.referenceDbPath } : {}),
    ...(options.referenceApiEnv ? { referenceApiEnv: options.referenceApiEnv } : {}),
    ...(options.quiet ? { quiet: options.quiet } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.acceptRemovals ? { acceptRemovals: true } : {}),
    ...(options.acceptGrowth ? { acceptGrowth: true } : {}),
  });
  if (!crawl.ok && crawl.guard?.decision === 'refused') return { ok: false, stage: 'guard', crawl, message: crawl.summary };
  if (!crawl.ok && crawl.pastDeadline) return { ok: false, stage: 'deadline', crawl, message: `${crawl.summary}\ndist/ was left untouched.` };
  if (!crawl.ok) {
    return {
      ok: false,
      stage: 'crawl',
      crawl,
      message: `${crawl.summary}\nBuild failed: the crawl is over its failure budget; dist/ was left untouched. Report: ${paths.crawlReport}`,
    };
  }
  const host = options.env.DEPLOY_HOST;
  if (host) {
    // Once the snapshot lists every page, before an hour of rendering a site the host would refuse.
    const fits = checkHost(paths, options.env, host, options.hosts);
    if (!fits.ok) {
      return {
        ok: false,
        stage: 'host',
        crawl,
        message: `${crawl.summary}\n${fits.message}\nNothing was rendered or published; dist/ was left untouched.`,
      };
    }
    (options.log ?? console.log)(fits.message);
  }
  const rendered = await renderSnapshot(paths, options.env, options);
  return rendered.ok ? { ok: true, crawl, render: rendered.render } : { ok: false, crawl, ...rendered.failure, failure: rendered.failure };
}

/** What the render's processes are told, from the validated configuration, not whatever the shell had. */
export const renderEnvOf = (env: SiteEnv): Record<string, string> => ({
  SITE_URL: env.SITE_URL,
  ...(env.PUBLIC_API_BASE_URL ? { PUBLIC_API_BASE_URL: env.PUBLIC_API_BASE_URL } : {}),
  ...(env.INDEXNOW_KEY ? { INDEXNOW_KEY: env.INDEXNOW_KEY } : {}),
});

/** Renders the current snapshot of `paths` and publishes it into dist/ (the build after its crawl, or a rollback). */
export async function renderSnapshot(
  paths: Pick<BuildPaths, 'root' | 'dist' | 'currentSnapshot'>,
  env: SiteEnv,
  options: Pick<BuildOptions, 'quiet' | 'onReport'> = {},
): Promise<{ readonly ok: true; readonly render: RenderReport } | { readonly ok: false; readonly failure: RenderFailure }> {
  let render: RenderReport | undefined;
  let failure: RenderFailure | undefined;
  const built = await runAstroStep({
    root: paths.root,
    dist: paths.dist,
    snapshotPath: paths.currentSnapshot,
    env: renderEnvOf(env),
    shards: env.BUILD_SHARDS ?? defaultShardCount(paths.currentSnapshot),
    quiet: options.quiet ?? false,
    onReport: (report) => {
      render = report;
      options.onReport?.(report);
    },
    onFailure: (why) => (failure = why),
  });
  if (built && render) return { ok: true, render };
  return { ok: false, failure: failure ?? { stage: 'render', message: 'Build failed: astro build did not succeed; dist/ was left untouched.' } };
}
