/** Where the pipeline keeps its files (all git-ignored). */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const at = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

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
  nextSnapshot: at('data/snapshot/next.sqlite'),
  /** The last good crawl, which pages read. */
  currentSnapshot: at('data/snapshot/current.sqlite'),
  crawlReport: at('data/snapshot/crawl-report.json'),
  dist: at('dist'),
  root: at(''),
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
    /** Held by the running night (night-lock.ts). */
    lock: join(folder, 'night.lock'),
  };
}
