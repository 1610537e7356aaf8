/**
 * The whole build: crawl, then render, then swap dist/. Any failure leaves the previous snapshot and dist/
 * exactly as they were, and says why.
 */
import type { SiteEnv } from '../../src/config/env.ts';
import { cacheDirOf } from './astro-options.ts';
import { defaultShardCount, runAstroStep, type RenderReport } from './astro-step.ts';
import { runCrawlStep, type CrawlStepResult } from './crawl-step.ts';
import { startFreeingRetiredFiles } from './retired-files.ts';

export interface BuildPaths {
  readonly root: string;
  readonly dist: string;
  readonly nextSnapshot: string;
  readonly currentSnapshot: string;
  readonly crawlReport: string;
}

export interface BuildOptions {
  readonly env: SiteEnv;
  readonly paths: BuildPaths;
  readonly referenceDbPath?: string;
  readonly referenceApiEnv?: Readonly<Record<string, string>>;
  readonly quiet?: boolean;
  readonly log?: (line: string) => void;
  /** Receives what the render did: pages rendered and reused, files published. */
  readonly onReport?: (report: RenderReport) => void;
}

export type BuildOutcome =
  | { readonly ok: true; readonly crawl: CrawlStepResult }
  | { readonly ok: false; readonly stage: 'crawl' | 'render'; readonly message: string; readonly crawl: CrawlStepResult };

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
  });
  if (!crawl.ok) {
    return {
      ok: false,
      stage: 'crawl',
      crawl,
      message: `${crawl.summary}\nBuild failed: the crawl is over its failure budget; dist/ was left untouched. Report: ${paths.crawlReport}`,
    };
  }
  // The render reads the validated configuration, not whatever the shell had.
  const renderEnv: Record<string, string> = { SITE_URL: options.env.SITE_URL };
  if (options.env.PUBLIC_API_BASE_URL) renderEnv.PUBLIC_API_BASE_URL = options.env.PUBLIC_API_BASE_URL;
  const built = await runAstroStep({
    root: paths.root,
    dist: paths.dist,
    snapshotPath: paths.currentSnapshot,
    env: renderEnv,
    shards: options.env.BUILD_SHARDS ?? defaultShardCount(paths.currentSnapshot),
    quiet: options.quiet ?? false,
    ...(options.onReport ? { onReport: options.onReport } : {}),
  });
  if (!built) return { ok: false, stage: 'render', crawl, message: 'Build failed: astro build did not succeed; dist/ was left untouched.' };
  return { ok: true, crawl };
}
