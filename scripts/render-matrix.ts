/**
 * `npm run render-matrix [-- snapshot.sqlite]`: the nightly workflow's render jobs for the current snapshot
 * (pipeline/render-matrix.ts),
 * as lines for $GITHUB_OUTPUT: `matrix=` (the jobs, with the manifests of the last split each restores) and
 * `shards=` (their count). BUILD_SHARDS fixes the count. The split is recorded beside the snapshot for the next night.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { readSiteEnv } from '../src/config/env.ts';
import { openSnapshot } from '../src/snapshot/read.ts';
import { nightFilesOf, PIPELINE_PATHS } from './pipeline/paths.ts';
import { renderJobCountFor, renderJobs } from './pipeline/render-matrix.ts';

const RecordedSplit = z.object({ count: z.number().int().min(1), detailPages: z.number().int().min(0) });

const [snapshotPath = PIPELINE_PATHS.currentSnapshot] = process.argv.slice(2);
const { renderSplit } = nightFilesOf(snapshotPath);
const snapshot = openSnapshot(snapshotPath, 'walk');
const detailPages = snapshot.detailPageCount();
snapshot.close();
/** Last night's count, from the split recorded beside the snapshot (none on a first night). */
function lastCount(): number | undefined {
  if (!existsSync(renderSplit)) return undefined;
  let recorded: unknown;
  try {
    recorded = JSON.parse(readFileSync(renderSplit, 'utf8'));
  } catch (error) {
    throw new Error(`${renderSplit} is not JSON (${(error as Error).message}): delete it to start a split afresh.`);
  }
  const parsed = RecordedSplit.safeParse(recorded);
  if (!parsed.success) throw new Error(`${renderSplit} is not a recorded split: ${z.prettifyError(parsed.error)}`);
  return parsed.data.count;
}
const last = lastCount();
const count = readSiteEnv(process.env).BUILD_SHARDS ?? renderJobCountFor(detailPages, last);
writeFileSync(renderSplit, `${JSON.stringify({ count, detailPages })}\n`);
console.error(`${detailPages} detail pages: ${count} render job(s)${last !== undefined && last !== count ? `, ${last} last night` : ''}`);
console.log(`matrix=${JSON.stringify({ include: renderJobs(count, last) })}`);
console.log(`shards=${count}`);
