/**
 * Merges the outputs of sharded builds (other machines' included), writes the site files and publishes into dist/.
 * Shards that rendered only their changed pages leave a list of their pages beside their output: the merge then
 * also writes `{dist}.removed.txt`, the page files the host must delete (one path from the site root per line).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import type { AstroStepOptions } from './astro-options.ts';
import { cacheDirOf } from './cache-layout.ts';
import { describeRefusal, type RemovalLimits, type RemovalVerdict, tallyOfPageList } from '../guards/removal-guard.ts';
import { readShardPagesListingRemoved, shardPagesFileOf } from './shard-page-list.ts';
import { publishInto } from './publish.ts';
import { freeRetiredFilesNow } from './retired-files.ts';
import { siteFilesDirOf, writeSiteDataFor, writeSiteIndexFor } from './site-files-step.ts';

/** Where the merge of changed-only shards lists the page files the host must delete. */
export const removedListOf = (dist: string): string => `${dist}.removed.txt`;

/** The removal guard of a merge: its limits, and whether a night over them is accepted on purpose. */
export interface MergeGuard {
  readonly limits: RemovalLimits;
  readonly accept: boolean;
}

export type MergeOutcome =
  | { readonly ok: true; readonly verdict?: RemovalVerdict }
  | { readonly ok: false; readonly stage: 'guard' | 'render'; readonly message: string; readonly verdict?: RemovalVerdict };

export async function mergeShards(parts: readonly string[], options: AstroStepOptions, guard: MergeGuard): Promise<MergeOutcome> {
  if (parts.length === 0) throw new Error('Name the shard output folders to merge.');
  for (const part of parts) if (!existsSync(part)) throw new Error(`No shard output at ${part}`);
  const lists = parts.map(shardPagesFileOf).filter((list) => existsSync(list));
  if (lists.length > 0 && lists.length < parts.length) {
    throw new Error('Some shards rendered only their changed pages and others the whole shard: build every shard the same way.');
  }
  // The deletions are listed as the guard reads the lists, and take their place only once the merge is published.
  const removedList = removedListOf(options.dist);
  const pendingRemoved = `${removedList}.pending`;
  try {
    // Before anything is published or listed for deletion, read one line at a time (a shard's pages are never held).
    // Last night's pages were tonight's and the removed ones, less the few added tonight.
    const verdict = lists.length > 0 ? (await tallyOfPageList(readShardPagesListingRemoved(lists, pendingRemoved))).decide(guard.limits) : undefined;
    if (verdict?.refused && !guard.accept) {
      return { ok: false, stage: 'guard', verdict, message: describeRefusal(verdict, undefined, 'The shard outputs are kept as they are.') };
    }
    const siteFiles = siteFilesDirOf(cacheDirOf(options));
    const written = await writeSiteDataFor(options, siteFiles);
    // What the site files replaced was retired; freed once this step is done with the disk.
    if (!written) {
      await freeRetiredFilesNow(cacheDirOf(options));
      return { ok: false, stage: 'render', message: 'Writing the site files of the merged shards failed; dist/ was left untouched.' };
    }
    writeSiteIndexFor(options, siteFiles, parts);
    publishInto([...parts, siteFiles], options.dist);
    await freeRetiredFilesNow(cacheDirOf(options));
    if (lists.length > 0) renameSync(pendingRemoved, removedList);
    return verdict ? { ok: true, verdict } : { ok: true };
  } finally {
    rmSync(pendingRemoved, { force: true });
  }
}
