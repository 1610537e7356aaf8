/**
 * Publishes finished build folders into dist/ the way rsync does: a file whose size and modification time match
 * the published one, or whose bytes do, is left alone (so a static host's sync uploads nothing for it); any other
 * is put beside it and renamed over it (so no visitor ever reads a half-written file); and published files the
 * build no longer has are removed last. A rebuild in which little changed therefore writes little. Called only
 * after every build step succeeded: a failed build never touches dist/.
 *
 * Pages (with the JSON that Load More and the blog tabs fetch) and images go in as hard links, not copies: they
 * are the bulk of the site, written once instead of twice. That is safe because their writers never rewrite a
 * file in place but replace it by rename (replace-page-writes.ts for Astro's pages, writeMedia for images, and
 * the site-files folder is emptied before it is written), so a published file never changes under a visitor.
 * Other files (Astro's bundles, which its bundler writes in place) are copied, and so is everything where the
 * folders cannot share files.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, utimesSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';

export interface PublishCounts {
  /** Files put in dist/ as copies or as hard links to the build's file. */
  readonly copied: number;
  readonly linked: number;
  readonly kept: number;
  readonly removed: number;
}

// Copies keep the source's modification time, which is what the next publish compares; 1 ms absorbs rounding.
const sameFile = (a: Stats, b: Stats): boolean => b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;

// Files written again with the same bytes (pages without data, the search index) are not published again.
const sameBytes = (source: string, from: Stats, target: string, published: Stats): boolean =>
  published.isFile() && from.size === published.size && readFileSync(source).equals(readFileSync(target));

/** Pages, Load More and blog-section JSON, and images: the files whose writers replace them by rename (see above). */
export const linkable = (relative: string): boolean => !relative.startsWith('_astro/') && (/\.(html|json)$/.test(relative) || relative.startsWith('media/'));

/** Puts `source` at `partial` as a hard link where allowed and possible; else as a copy keeping its times. */
function place(source: string, from: Stats, partial: string, link: boolean): 'linked' | 'copied' {
  if (link) {
    try {
      linkSync(source, partial);
      return 'linked';
    } catch (error) {
      // Another file system, or one without hard links: copy instead.
      if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  copyFileSync(source, partial);
  utimesSync(partial, from.atime, from.mtime);
  return 'copied';
}

/** Makes `dist` hold exactly the union of `sources` (the first source with a path wins). */
export function publishInto(sources: readonly string[], dist: string): PublishCounts {
  const wanted = new Map<string, string>();
  for (const source of sources) {
    for (const relative of filesUnder(source)) if (!wanted.has(relative)) wanted.set(relative, join(source, relative));
  }
  mkdirSync(dist, { recursive: true });
  let copied = 0;
  let linked = 0;
  let kept = 0;
  const madeFolders = new Set<string>();
  for (const [relative, source] of wanted) {
    const target = join(dist, relative);
    const from = statSync(source);
    const published = statSync(target, { throwIfNoEntry: false });
    if (published && sameFile(from, published)) {
      kept++;
      continue;
    }
    if (published && sameBytes(source, from, target, published)) {
      // The build's copy takes the published file's time, so the next publish needs no reading to know it.
      utimesSync(source, published.atime, published.mtime);
      kept++;
      continue;
    }
    if (published?.isDirectory()) rmSync(target, { recursive: true });
    ensureFolder(dirname(target), madeFolders);
    const partial = `${target}.publishing`;
    rmSync(partial, { force: true });
    if (place(source, from, partial, linkable(relative)) === 'linked') linked++;
    else copied++;
    renameSync(partial, target);
  }
  const removed = removeOthers(dist, wanted);
  return { copied, linked, kept, removed };
}

/** mkdir -p, replacing a file that stands where a folder must be; `made` remembers folders known to exist. */
function ensureFolder(folder: string, made: Set<string>): void {
  if (made.has(folder)) return;
  const found = statSync(folder, { throwIfNoEntry: false });
  if (found && !found.isDirectory()) rmSync(folder);
  if (!found?.isDirectory()) {
    ensureFolder(dirname(folder), made);
    mkdirSync(folder, { recursive: true });
  }
  made.add(folder);
}

/** Removes the files of `dist` that are not wanted, then the folders left empty; returns how many files. */
function removeOthers(dist: string, wanted: ReadonlyMap<string, string>, prefix = ''): number {
  let removed = 0;
  const folder = join(dist, prefix);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      removed += removeOthers(dist, wanted, `${relative}/`);
      if (readdirSync(join(dist, relative)).length === 0) rmdirSync(join(dist, relative));
    } else if (!wanted.has(relative)) {
      rmSync(join(dist, relative));
      removed++;
    }
  }
  return removed;
}
