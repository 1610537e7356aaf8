/**
 * `npm run build`: crawl, then render. With no API_BASE_URL the embedded reference API is generated if missing,
 * started on a free port, crawled and stopped. The site is built into a temporary folder and swapped into dist/
 * only when everything succeeded: a failed crawl or render leaves the previous dist/ exactly as it was.
 */
import { readSiteEnv } from '../src/config/env.ts';
import { runBuild } from './pipeline/build-pipeline.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';

try {
  const outcome = await runBuild({ env: readSiteEnv(process.env), paths: PIPELINE_PATHS });
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exitCode = 1;
  } else {
    console.log(outcome.crawl.summary);
    console.log(`Site built into ${PIPELINE_PATHS.dist}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
