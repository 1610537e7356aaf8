/**
 * `npm run build`: crawl, then render. With no API_BASE_URL the embedded reference API is generated if missing,
 * started on a free port, crawled and stopped. The site is built into a temporary folder and swapped into dist/
 * only when everything succeeded: a failed crawl or render leaves the previous dist/ exactly as it was.
 */
import { readSiteEnv } from '../src/config/env.ts';
import { runAstroStep } from './pipeline/astro-step.ts';
import { runCrawlStep } from './pipeline/crawl-step.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';

try {
  const env = readSiteEnv(process.env);
  const step = await runCrawlStep({
    env,
    nextSnapshot: PIPELINE_PATHS.nextSnapshot,
    currentSnapshot: PIPELINE_PATHS.currentSnapshot,
    reportPath: PIPELINE_PATHS.crawlReport,
  });
  console.log(step.summary);
  if (!step.ok) {
    console.error(`Build failed: the crawl is over its failure budget. dist/ was left untouched. Report: ${PIPELINE_PATHS.crawlReport}`);
    process.exit(1);
  }
  const built = await runAstroStep({ root: PIPELINE_PATHS.root, dist: PIPELINE_PATHS.dist, snapshotPath: PIPELINE_PATHS.currentSnapshot });
  if (!built) {
    console.error('Build failed: astro build did not succeed. dist/ was left untouched.');
    process.exit(1);
  }
  console.log(`Site built into ${PIPELINE_PATHS.dist}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
