/**
 * `npm run crawl [-- --resume]`: crawls the API (API_BASE_URL, or the embedded reference API) into the snapshot
 * the pages read. Exits non-zero, keeping the previous snapshot, when more requests fail than CRAWL_MAX_FAILURES.
 */
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../src/config/env.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';
import { runCrawlStep } from './pipeline/crawl-step.ts';

const { values } = parseArgs({ options: { resume: { type: 'boolean', default: false } } });

try {
  const step = await runCrawlStep({
    env: readSiteEnv(process.env),
    nextSnapshot: PIPELINE_PATHS.nextSnapshot,
    currentSnapshot: PIPELINE_PATHS.currentSnapshot,
    reportPath: PIPELINE_PATHS.crawlReport,
    resume: values.resume,
  });
  console.log(step.summary);
  console.log(`Report: ${PIPELINE_PATHS.crawlReport}`);
  if (!step.ok) {
    console.error(
      'Crawl failed: the previous snapshot was kept. Fix the API or raise CRAWL_MAX_FAILURES; `npm run crawl -- --resume` retries only what is missing.',
    );
    process.exitCode = 1;
  } else {
    console.log(`Snapshot: ${PIPELINE_PATHS.currentSnapshot}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
