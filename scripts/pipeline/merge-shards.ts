/**
 * Merges the outputs of sharded builds (other machines' included), writes the site files and publishes into dist/.
 * Shards that rendered only their changed pages leave a list of their pages beside their output: the merge then
 * also writes `{dist}.removed.txt`, the page files the host must delete (one path from the site root per line).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cacheDirOf, type AstroStepOptions } from './astro-options.ts';
import { ShardPages, shardPagesFileOf } from './render-shard.ts';
import { publishInto } from './publish.ts';
import { freeRetiredFilesNow } from './retired-files.ts';
import { siteFilesDirOf, writeSiteDataFor, writeSiteIndexFor } from './site-files-step.ts';

/** Where the merge of changed-only shards lists the page files the host must delete. */
export const removedListOf = (dist: string): string => `${dist}.removed.txt`;

export async function mergeShards(parts: readonly string[], options: AstroStepOptions): Promise<boolean> {
  if (parts.length === 0) throw new Error('Name the shard output folders to merge.');
  for (const part of parts) if (!existsSync(part)) throw new Error(`No shard output at ${part}`);
  const lists = parts.filter((part) => existsSync(shardPagesFileOf(part)));
  if (lists.length > 0 && lists.length < parts.length) {
    throw new Error('Some shards rendered only their changed pages and others the whole shard: build every shard the same way.');
  }
  const siteFiles = siteFilesDirOf(cacheDirOf(options));
  const written = await writeSiteDataFor(options, siteFiles);
  // What the site files replaced was retired; freed once this step is done with the disk.
  if (!written) {
    await freeRetiredFilesNow(cacheDirOf(options));
    return false;
  }
  writeSiteIndexFor(options, siteFiles, parts);
  publishInto([...parts, siteFiles], options.dist);
  await freeRetiredFilesNow(cacheDirOf(options));
  if (lists.length > 0) {
    const removed = lists.flatMap((part) => ShardPages.parse(JSON.parse(readFileSync(shardPagesFileOf(part), 'utf8'))).removed);
    writeFileSync(removedListOf(options.dist), removed.map((file) => `${file.slice(1)}\n`).join(''));
  }
  return true;
}
