/** Where the pipeline keeps its files (all git-ignored). */
import { fileURLToPath } from 'node:url';

const at = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const PIPELINE_PATHS = {
  /** The crawl's work file; renamed to `currentSnapshot` when the crawl is good. */
  nextSnapshot: at('data/snapshot/next.sqlite'),
  /** The last good crawl, which pages read. */
  currentSnapshot: at('data/snapshot/current.sqlite'),
  crawlReport: at('data/snapshot/crawl-report.json'),
  dist: at('dist'),
  root: at(''),
} as const;
