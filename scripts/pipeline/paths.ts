/** Where the pipeline keeps its files (all git-ignored). */
import { dirname, join } from 'node:path';
import { CURRENT_SNAPSHOT_PATH, PROJECT_ROOT, projectPath } from '../../src/config/project-paths.ts';

/** Where a build reads and writes: the project, the site, the snapshot being crawled and the current one. */
export interface BuildPaths {
  readonly root: string;
  readonly dist: string;
  readonly nextSnapshot: string;
  readonly currentSnapshot: string;
  readonly crawlReport: string;
}

export const PIPELINE_PATHS = {
  /** The crawl's work file; renamed to `currentSnapshot` when the crawl is good. */
  nextSnapshot: projectPath('data/snapshot/next.sqlite'),
  /** The last good crawl, which pages read. */
  currentSnapshot: CURRENT_SNAPSHOT_PATH,
  crawlReport: projectPath('data/snapshot/crawl-report.json'),
  dist: projectPath('dist'),
  root: PROJECT_ROOT,
} as const;

/** The night's other files, beside the current snapshot. */
export function nightFilesOf(currentSnapshot: string) {
  const folder = dirname(currentSnapshot);
  return {
    /** The good snapshot before the current one: `npm run rollback` publishes it again. */
    previousSnapshot: join(folder, 'previous.sqlite'),
    /** The snapshot a rollback replaced, kept for inspection. */
    rolledBackSnapshot: join(folder, 'rolled-back.sqlite'),
    /** A crawl the removal guard refused, kept for inspection. */
    refusedSnapshot: join(folder, 'refused.sqlite'),
    /** What the last run did (night-report.ts). */
    report: join(folder, 'night-report.json'),
    /** How many render jobs the nightly workflow's last night split the pages into (scripts/render-matrix.ts). */
    renderSplit: join(folder, 'render-split.json'),
    /** Held by the running night (night-lock.ts). */
    lock: join(folder, 'night.lock'),
  };
}
