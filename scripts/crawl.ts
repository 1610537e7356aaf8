/**
 * `npm run crawl [-- --resume] [-- --accept-removals] [-- --accept-growth]`: crawls the API (API_BASE_URL, or the embedded reference API)
 * into the snapshot the pages read. Keeps the previous snapshot, and exits with its outcome's status (docs/operations.md, "Exit statuses"), when
 * more requests fail than CRAWL_MAX_FAILURES, the crawl passes its deadline, or the night would remove or add more than
 * the removal and growth guards allow.
 */
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../src/config/env.ts';
import { crawlNight } from './night/night-commands.ts';
import { EXIT_STATUS } from './night/night-report.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';

try {
  const { values } = parseArgs({
    options: {
      resume: { type: 'boolean', default: false },
      'accept-removals': { type: 'boolean', default: false },
      'accept-growth': { type: 'boolean', default: false },
    },
  });
  const report = await crawlNight({
    paths: PIPELINE_PATHS,
    env: readSiteEnv(process.env),
    resume: values.resume,
    acceptRemovals: values['accept-removals'],
    acceptGrowth: values['accept-growth'],
  });
  process.exitCode = report.exitStatus;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = EXIT_STATUS.error;
}
