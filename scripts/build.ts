/**
 * `npm run build`: crawl, then render. With no API_BASE_URL the embedded reference API is generated if missing,
 * started on a free port, crawled and stopped. The site is built into a temporary folder and swapped into dist/
 * only when everything succeeded: a failed crawl or render leaves the previous dist/ exactly as it was.
 *
 * Across machines (see .github/workflows/nightly.yml):
 *   npm run build -- --shard i/n   renders shard i of n from the current snapshot into dist.shard-i (no crawl)
 *     [--changed-only]             only the pages whose facts changed since the shard's manifest, with the lists of
 *                                  the shard's pages and of those removed in dist.shard-i.pages.json
 *   npm run build -- --merge DIR…  merges shard outputs, writes the site files, swaps the result into dist/
 */
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../src/config/env.ts';
import { currentShard } from '../src/data/shard.ts';
import { buildShard } from './pipeline/astro-step.ts';
import { runBuild } from './pipeline/build-pipeline.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';
import { mergeShards } from './pipeline/merge-shards.ts';

const { values, positionals } = parseArgs({
  options: { shard: { type: 'string' }, 'changed-only': { type: 'boolean', default: false }, merge: { type: 'boolean', default: false } },
  allowPositionals: true,
});

try {
  const env = readSiteEnv(process.env);
  const renderEnv: Record<string, string> = {
    SITE_URL: env.SITE_URL,
    ...(env.PUBLIC_API_BASE_URL ? { PUBLIC_API_BASE_URL: env.PUBLIC_API_BASE_URL } : {}),
  };
  if (values.shard) {
    const shard = currentShard(values.shard)!;
    const outDir = `${PIPELINE_PATHS.dist}.shard-${shard.index}`;
    const ok = await buildShard(
      shard,
      { root: PIPELINE_PATHS.root, dist: PIPELINE_PATHS.dist, snapshotPath: PIPELINE_PATHS.currentSnapshot, env: renderEnv },
      outDir,
      values['changed-only'],
    );
    if (!ok) throw new Error(`Shard ${values.shard} did not build.`);
    console.log(`Shard ${values.shard} built into ${outDir}`);
  } else if (values.merge) {
    const ok = await mergeShards(positionals, {
      root: PIPELINE_PATHS.root,
      dist: PIPELINE_PATHS.dist,
      snapshotPath: PIPELINE_PATHS.currentSnapshot,
      env: renderEnv,
    });
    if (!ok) throw new Error('Writing the site files of the merged shards failed; dist/ was left untouched.');
    console.log(`${positionals.length} shards merged into ${PIPELINE_PATHS.dist}`);
  } else {
    const outcome = await runBuild({ env, paths: PIPELINE_PATHS });
    if (!outcome.ok) {
      console.error(outcome.message);
      process.exitCode = 1;
    } else {
      console.log(outcome.crawl.summary);
      console.log(`Site built into ${PIPELINE_PATHS.dist}`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
