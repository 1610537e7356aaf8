/** The site-files step: the whole-site files of the pages built, written once by a process of their own, or kept. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroStepOptions } from './astro-options.ts';
import { exitOf } from './astro-process.ts';
import { siteFilesStamp } from './site-files-stamp.ts';

/** Where the site files are written before publishing, kept between builds. */
export function siteFilesDirOf(cacheDir: string): string {
  const dir = join(cacheDir, 'site-files');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The whole-site files (into `out`) of the pages built in `pageDirs`, written by a process reading the same
 * snapshot and configuration; kept as they are when their stamp says nothing they are made from changed.
 */
export async function writeSiteFilesFor(
  options: AstroStepOptions,
  out: string,
  pageDirs: readonly string[],
  onPeakRss?: (bytes: number) => void,
): Promise<'written' | 'kept' | false> {
  const env = { ...process.env, ...options.env, SNAPSHOT_PATH: options.snapshotPath };
  const stampFile = `${out}.stamp`;
  const stamp = siteFilesStamp(options.root, options.snapshotPath, pageDirs, env);
  // The stamp is written only after the files; a folder emptied since (by hand) is written again.
  if (stamp !== undefined && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(out, 'sitemap-index.xml'))) {
    options.onOutput?.('[site files] kept: nothing they are made from changed since the last build\n');
    return 'kept';
  }
  // Everything but the images goes (they are written only when new, see writeMedia); the stamp goes first.
  rmSync(stampFile, { force: true });
  for (const entry of readdirSync(out)) if (entry !== 'media') rmSync(join(out, entry), { recursive: true, force: true });
  const child = spawn(process.execPath, [join(options.root, 'scripts', 'pipeline', 'write-site-files.ts'), out, ...pageDirs], {
    cwd: options.root,
    env,
    stdio: options.quiet || options.onOutput ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const run = await exitOf(child);
  onPeakRss?.(run.peakRss);
  if (!run.ok) return false;
  if (stamp !== undefined) writeFileSync(stampFile, stamp);
  return 'written';
}
