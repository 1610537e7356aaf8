/**
 * Publishes finished build folders into dist/ the way rsync does: a file whose size and modification time match
 * the published one, or whose bytes do, is left alone (so a static host's sync uploads nothing for it); any other
 * is copied beside it and renamed over it (so no visitor ever reads a half-written file); and published files the
 * build no longer has are removed last. A rebuild in which little changed therefore writes little. Called only
 * after every build step succeeded: a failed build never touches dist/.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, utimesSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';

export interface PublishCounts {
  readonly copied: number;
  readonly kept: number;
  readonly removed: number;
}

// Copies keep the source's modification time, which is what the next publish compares; 1 ms absorbs rounding.
const sameFile = (a: Stats, b: Stats): boolean => b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;

// Files written again with the same bytes (pages without data, the search index) are not published again.
const sameBytes = (source: string, from: Stats, target: string, published: Stats): boolean =>
  published.isFile() && from.size === published.size && readFileSync(source).equals(readFileSync(target));

/** Makes `dist` hold exactly the union of `sources` (the first source with a path wins). */
export function publishInto(sources: readonly string[], dist: string): PublishCounts {
  const wanted = new Map<string, string>();
  for (const source of sources) {
    for (const relative of filesUnder(source)) if (!wanted.has(relative)) wanted.set(relative, join(source, relative));
  }
  mkdirSync(dist, { recursive: true });
  let copied = 0;
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
    copyFileSync(source, partial);
    utimesSync(partial, from.atime, from.mtime);
    renameSync(partial, target);
    copied++;
  }
  const removed = removeOthers(dist, wanted);
  return { copied, kept, removed };
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
