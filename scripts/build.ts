/**
 * `npm run build [-- --accept-removals] [-- --accept-growth]`: crawl, then render. With no API_BASE_URL the embedded reference API is
 * generated if missing, started on a free port, crawled and stopped. The snapshot is promoted and the site published
 * into dist/ only when everything succeeded and the night removes no more than the removal guard allows; one night
 * runs at a time, and each writes its report beside the snapshot and exits with its outcome's status (docs/operations.md, "Exit statuses").
 *
 * Across machines (see .github/workflows/nightly.yml):
 *   npm run build -- --shard i/n   renders shard i of n from the current snapshot into dist.shard-i (no crawl)
 *     [--changed-only]             only the pages whose facts changed since the shard's manifest, with the lists of
 *                                  the shard's pages and of those removed in dist.shard-i.pages.txt
 *   npm run build -- --merge DIR…  merges shard outputs, writes the site files, swaps the result into dist/
 */
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../src/config/env.ts';
import { buildNight, mergeNight, shardNight } from './night/night-commands.ts';
import { EXIT_STATUS } from './night/night-report.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';

try {
  const { values, positionals } = parseArgs({
    options: {
      shard: { type: 'string' },
      'changed-only': { type: 'boolean', default: false },
      merge: { type: 'boolean', default: false },
      'accept-removals': { type: 'boolean', default: false },
      'accept-growth': { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const options = {
    paths: PIPELINE_PATHS,
    env: readSiteEnv(process.env),
    acceptRemovals: values['accept-removals'],
    acceptGrowth: values['accept-growth'],
  };
  const report = values.shard
    ? await shardNight({ ...options, shard: values.shard, changedOnly: values['changed-only'] })
    : values.merge
      ? await mergeNight({ ...options, parts: positionals })
      : await buildNight(options);
  process.exitCode = report.exitStatus;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = EXIT_STATUS.error;
}
