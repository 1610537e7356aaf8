/**
 * The site-files step. The files made from the snapshot alone (images, search index, host rules) are written by a
 * process of their own, which the render step starts beside the Astro processes, or kept when nothing they are made
 * from changed; the sitemap index, over the sitemap parts the pages' builds wrote, is written once they are done.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSiteEnv } from '../../src/config/env.ts';
import { writeSitemapIndex } from '../../src/hosting/sitemap.ts';
import { SITE_DATA_LAST_FILE } from '../../src/integrations/site-data-last-file.ts';
import type { AstroStepOptions } from './astro-options.ts';
import { cacheDirOf, siteFilesFolderOf } from './cache-layout.ts';
import { exitOf } from './astro-process.ts';
import { retire } from './retired-files.ts';
import { siteFilesStamp } from './site-files-stamp.ts';

/**
 * The writer's heap, in MiB: about 90 MiB stay live at 50,000 and 200,000 doctors alike (docs/benchmarks.md, "Shards
 * and memory"); left to itself V8 let the heap grow to 420 MiB of garbage at 200,000, which a cap collects sooner.
 */
export const SITE_FILES_HEAP_MIB = 256;

/** The folder the site files are written into before publishing (made when missing). */
export function siteFilesDirOf(cacheDir: string): string {
  const dir = siteFilesFolderOf(cacheDir);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The site files made from the snapshot and configuration alone (into `out`), written by a process reading the same
 * snapshot and configuration; kept as they are when their stamp says nothing they are made from changed.
 */
export async function writeSiteDataFor(
  options: AstroStepOptions,
  out: string,
  onPeakRss?: (bytes: number) => void,
): Promise<'written' | 'kept' | false> {
  const env = { ...process.env, ...options.env, SNAPSHOT_PATH: options.snapshotPath };
  const stampFile = `${out}.stamp`;
  const stamp = siteFilesStamp(options.root, options.snapshotPath, env);
  // The stamp is written only after the files; a folder emptied since (by hand) is written again.
  if (stamp !== undefined && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(out, SITE_DATA_LAST_FILE))) {
    options.onOutput?.('[site files] kept: nothing they are made from changed since the last build\n');
    return 'kept';
  }
  // Everything but the images goes (they are written only when new, see writeMedia); the stamp goes first.
  rmSync(stampFile, { force: true });
  // Retired, not deleted: freeing them now would slow every file the Astro processes starting meanwhile create.
  for (const entry of readdirSync(out)) if (entry !== 'media') retire(cacheDirOf(options), join(out, entry));
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${SITE_FILES_HEAP_MIB}`, join(options.root, 'scripts', 'pipeline', 'write-site-files.ts'), out],
    {
      cwd: options.root,
      env,
      stdio: options.quiet || options.onOutput ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    },
  );
  const run = await exitOf(child);
  onPeakRss?.(run.peakRss);
  if (!run.ok) return false;
  if (stamp !== undefined) writeFileSync(stampFile, stamp);
  return 'written';
}

/** The sitemap index (into `out`) over the sitemap parts of the pages built in `pageDirs`; returns its URL count. */
export function writeSiteIndexFor(options: AstroStepOptions, out: string, pageDirs: readonly string[]): number {
  return writeSitemapIndex(out, pageDirs, readSiteEnv({ ...process.env, ...options.env }).SITE_URL);
}
