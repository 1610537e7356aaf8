/**
 * Publishes finished build folders into dist/ the way rsync does: a file whose size and modification time match
 * the published one, or whose bytes do, is left alone (so a static host's sync uploads nothing for it); any other
 * is put beside it and renamed over it (so no visitor ever reads a half-written file). Two ways:
 * - `publishInto` makes dist/ the exact union of the folders (a first build, or one that trusts nothing kept);
 * - `publishChanges` puts in what a night rendered and removes what it names, without walking the whole site.
 * Called only after every build step succeeded: a failed build never touches dist/.
 *
 * Pages (with the JSON that Load More and the blog tabs fetch) and images are the bulk of the site and are never
 * written twice. From a fresh render folder (`moveFrom`), which nothing reads once it is published, they are moved
 * (one rename), so the folder left behind holds next to nothing to delete. From a folder kept between builds (the
 * site files' images) they go in as hard links, which is safe because nothing rewrites them in place: images are
 * replaced by rename (writeMedia), so a published file never changes under a visitor. Other files (Astro's
 * bundles) are copied, and so is everything where the folders cannot share files.
 *
 * Freeing a file is slow on some file systems (ext4 mounted with `discard`), and a night frees tens of thousands. Given a retirement folder (`retireInto`, on dist/'s file system), a file about to
 * be replaced first gets a second name there and a removed one is moved there, so publishing frees nothing; the
 * folder is deleted later, while the next build renders (retired-files.ts).
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, utimesSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { eachFileUnder, filesUnder } from '../../src/lib/files-under.ts';
import type { BacklogWriter } from './deploy-backlog.ts';
import { sameBytesOf } from './same-bytes.ts';

export interface PublishCounts {
  /** Files put in dist/ as copies, as hard links to the build's file, or moved from a fresh render folder. */
  readonly copied: number;
  readonly linked: number;
  readonly moved: number;
  readonly kept: number;
  readonly removed: number;
}

/** Whether the published file is the build's, by size and time: copies keep the source's modification time, which
 * is what the next publish compares; 1 ms absorbs rounding. */
export const sameFile = (a: Stats, b: Stats): boolean => b.isFile() && a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1;

// Files written again with the same bytes (pages without data, the search index) are not published again.
const sameBytes = (source: string, from: Stats, target: string, published: Stats): boolean =>
  published.isFile() && from.size === published.size && sameBytesOf(source, target, from.size);

/** Pages, Load More and blog-section JSON, and images: the files whose writers replace them by rename (see above). */
export const linkable = (relative: string): boolean =>
  !relative.startsWith('_astro/') && (/\.(html|json)$/.test(relative) || relative.startsWith('media/'));

// Why a hard link cannot be made: another file system, or one without hard links (or too many of them).
const LINK_FAILURES = ['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'];

/** Puts `source` at `partial` as a hard link where allowed and possible; else as a copy keeping its times. */
function place(source: string, from: Stats, partial: string, link: boolean): 'linked' | 'copied' {
  if (link) {
    try {
      linkSync(source, partial);
      return 'linked';
    } catch (error) {
      // Another file system, or one without hard links: copy instead.
      if (!LINK_FAILURES.includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  copyFileSync(source, partial);
  utimesSync(partial, from.atime, from.mtime);
  return 'copied';
}

/** How a publish treats its folders: `moveFrom`, fresh render folders whose files are moved; `retireInto`, where
 * the files it replaces or removes go to be freed later (see above). */
export interface PublishOptions {
  readonly moveFrom?: ReadonlySet<string>;
  readonly retireInto?: string | undefined;
  /** Told of each file about to be written or removed: the deploy's list (deploy-backlog.ts). */
  readonly backlog?: BacklogWriter | undefined;
}

/** Tells `backlog` of every file under `target` (a file or folder of dist/ at `relative`) about to be removed. */
function listRemoval(backlog: BacklogWriter | undefined, target: string, relative: string, isFolder: boolean): void {
  if (!backlog) return;
  if (!isFolder) backlog.removed(relative);
  else for (const file of eachFileUnder(target)) backlog.removed(`${relative}/${file}`);
}

/** Retires published files into `folder` (numbered names), or frees them at once without a folder, or where the
 * folder cannot share dist/'s files. */
function retirer(folder: string | undefined) {
  let into = folder;
  let next = 0;
  const nameFor = (into: string): string => {
    if (next === 0) mkdirSync(into, { recursive: true });
    return join(into, String(next++));
  };
  return {
    /** Before `target` is replaced: its file keeps a name in the folder, so the replacement frees nothing. */
    keep(target: string): void {
      if (!into) return;
      try {
        linkSync(target, nameFor(into));
      } catch (error) {
        if (!LINK_FAILURES.includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
        into = undefined;
      }
    },
    /** Removes the published file or folder `target`. */
    remove(target: string): void {
      if (into) {
        try {
          renameSync(target, nameFor(into));
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          into = undefined;
        }
      }
      rmSync(target, { recursive: true });
    },
  };
}
type Retirer = ReturnType<typeof retirer>;

/** Publishes one file at `target` (whose folder exists); `publishedFile`: the file there already, if any; `move`:
 * the source is a fresh render's, read by nothing after. */
function publishFile(
  source: string,
  relative: string,
  target: string,
  publishedFile: Stats | undefined,
  move: boolean,
  retire: Retirer,
  backlog: BacklogWriter | undefined,
): keyof Omit<PublishCounts, 'removed'> {
  if (publishedFile) {
    const from = statSync(source);
    if (sameFile(from, publishedFile)) return 'kept';
    if (sameBytes(source, from, target, publishedFile)) {
      // The build's copy takes the published file's time, so the next publish needs no reading to know it.
      utimesSync(source, publishedFile.atime, publishedFile.mtime);
      return 'kept';
    }
    retire.keep(target);
  }
  backlog?.added(relative);
  if (move && linkable(relative)) {
    try {
      // Atomic: a visitor reads the old file or the new one, never half of one.
      renameSync(source, target);
      return 'moved';
    } catch (error) {
      // Another file system: placed below as a link or a copy.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    }
  }
  const partial = `${target}.publishing`;
  rmSync(partial, { force: true });
  try {
    const placed = place(source, statSync(source), partial, linkable(relative));
    renameSync(partial, target);
    return placed;
  } catch (error) {
    // A copy cut short (a full disk) leaves no partial file behind.
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Moves a fresh folder's subtree that dist/ and the other sources lack to `target` in one rename, whatever it holds;
 * false where it lies on another file system (its files are placed one by one then). */
function moveFolder(source: string, target: string): boolean {
  try {
    renameSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EXDEV') return false;
    throw error;
  }
}

/** How many files under `folder` (from the site root) the source `root` holds, where the caller has them listed:
 * a second walk of the whole site costs seconds. Undefined where it has not. */
export type FilesIn = (root: string, folder: string) => number | undefined;

/** How many files the folders moved whole held: as `filesIn` counts them, else by walking them where they now are
 * in dist/. */
function filesMovedWhole(moved: ReadonlyMap<string, readonly string[]>, dist: string, filesIn: FilesIn): number {
  let count = 0;
  for (const [root, folders] of moved) {
    for (const folder of folders) {
      const listed = filesIn(root, folder);
      if (listed !== undefined) count += listed;
      else count += Iterator.from(eachFileUnder(join(dist, folder))).reduce((sum) => sum + 1, 0);
    }
  }
  return count;
}

/**
 * Makes `dist` hold exactly the union of `sources` (the first source with a path wins); files of `moveFrom`'s
 * folders are moved, not linked, and a folder of theirs that dist/ and the other sources lack moves whole (a first
 * build's whole site is a few renames). `filesIn`: counts the sources' files where the caller has listed them. The
 * folders are walked side by side, one folder at a time, so memory stays that of the widest folder, not of the
 * whole site's paths.
 */
export function publishInto(
  sources: readonly string[],
  dist: string,
  { moveFrom = new Set(), retireInto, filesIn = () => undefined, backlog }: PublishOptions & { readonly filesIn?: FilesIn } = {},
): PublishCounts {
  mkdirSync(dist, { recursive: true });
  const retire = retirer(retireInto);
  const counts = { copied: 0, linked: 0, moved: 0, kept: 0 };
  // Folders moved whole, by source: their files are counted once the walk is done.
  const movedWhole = new Map<string, string[]>();
  // Published paths the build no longer has: removed last, so that pages not yet replaced keep their links meanwhile.
  const stale: string[] = [];

  /** Publishes the folder `prefix` ('' or ending in '/') of the roots in `from`; returns how many files it holds. */
  const publishFolder = (prefix: string, from: readonly string[]): number => {
    const entries = new Map<string, { readonly isFolder: boolean; readonly roots: string[] }>();
    for (const root of from) {
      for (const entry of readdirSync(join(root, prefix), { withFileTypes: true })) {
        const known = entries.get(entry.name);
        if (!known) entries.set(entry.name, { isFolder: entry.isDirectory(), roots: [root] });
        else if (known.isFolder && entry.isDirectory()) known.roots.push(root);
      }
    }
    const folder = join(dist, prefix);
    // What is published here now: name → is a folder.
    const published = new Map<string, boolean>();
    let folderExists = statSync(folder, { throwIfNoEntry: false })?.isDirectory() ?? false;
    if (folderExists) for (const entry of readdirSync(folder, { withFileTypes: true })) published.set(entry.name, entry.isDirectory());
    // Made when the first entry comes into it.
    const makeFolder = () => {
      if (folderExists) return;
      mkdirSync(folder, { recursive: true });
      folderExists = true;
    };
    let files = 0;
    for (const [name, entry] of entries) {
      const relative = `${prefix}${name}`;
      const target = join(dist, relative);
      if (entry.isFolder) {
        // A file standing where a folder must be goes now; the folder is made when a file needs it.
        if (published.get(name) === false) {
          backlog?.removed(relative);
          retire.remove(target);
        }
        const root = entry.roots[0] ?? '';
        if (published.get(name) !== true && entry.roots.length === 1 && moveFrom.has(root)) {
          makeFolder();
          if (backlog) for (const file of eachFileUnder(join(root, relative))) backlog.added(`${relative}/${file}`);
          if (moveFolder(join(root, relative), target)) {
            const folders = movedWhole.get(root) ?? [];
            folders.push(relative);
            movedWhole.set(root, folders);
            // Not empty, for the folder above it (its files are counted below).
            files++;
            continue;
          }
        }
        const before = stale.length;
        const inside = publishFolder(`${relative}/`, entry.roots);
        // A folder left with nothing to publish goes as a whole.
        if (inside === 0 && published.get(name) === true) stale.splice(before, Infinity, relative);
        files += inside;
        continue;
      }
      files++;
      const current = published.get(name);
      if (current === true) {
        listRemoval(backlog, target, relative, true);
        retire.remove(target);
      }
      if (current === undefined) makeFolder();
      const root = entry.roots[0] ?? '';
      const publishedFile = current === false ? statSync(target) : undefined;
      counts[publishFile(join(root, relative), relative, target, publishedFile, moveFrom.has(root), retire, backlog)]++;
    }
    for (const name of published.keys()) if (!entries.has(name)) stale.push(`${prefix}${name}`);
    return files;
  };

  publishFolder(
    '',
    sources.filter((source) => existsSync(source)),
  );
  counts.moved += filesMovedWhole(movedWhole, dist, filesIn);
  let removed = 0;
  for (const relative of stale) {
    const target = join(dist, relative);
    const isFolder = statSync(target).isDirectory();
    removed += isFolder ? Iterator.from(eachFileUnder(target)).reduce((sum) => sum + 1, 0) : 1;
    listRemoval(backlog, target, relative, isFolder);
    retire.remove(target);
  }
  return { ...counts, removed };
}

/** A build folder with the paths of its files (from its root), as `publishChanges` takes them: read once, in order. */
export type ListedSource = readonly [folder: string, files: Iterable<string>];

/** Lists the files of each folder, once: the caller may need the list too. */
export const listSources = (sources: readonly string[]): ListedSource[] => sources.map((source) => [source, filesUnder(source)]);

/**
 * Puts every file of `sources` into `dist` (the first source with a path wins) and then removes the files named in
 * `remove` (paths from the site root), with the folders they leave empty. dist/ is walked only where a file goes.
 */
export function publishChanges(
  sources: readonly ListedSource[],
  dist: string,
  remove: Iterable<string>,
  { moveFrom = new Set(), retireInto, backlog }: PublishOptions = {},
): PublishCounts {
  const root = resolve(dist);
  const retire = retirer(retireInto);
  const counts = { copied: 0, linked: 0, moved: 0, kept: 0 };
  const placed = new Set<string>();
  // Folders known to exist: one mkdir per folder, not one per file.
  const folders = new Set<string>();
  for (const [source, files] of sources) {
    for (const relative of files) {
      if (placed.has(relative)) continue;
      placed.add(relative);
      const target = join(root, relative);
      const current = statSync(target, { throwIfNoEntry: false });
      if (current?.isDirectory()) {
        listRemoval(backlog, target, relative, true);
        retire.remove(target);
      } else if (!current && !folders.has(dirname(target))) {
        mkdirSync(dirname(target), { recursive: true });
        folders.add(dirname(target));
      }
      counts[publishFile(join(source, relative), relative, target, current?.isFile() ? current : undefined, moveFrom.has(source), retire, backlog)]++;
    }
  }
  let removed = 0;
  for (const relative of remove) {
    if (placed.has(relative)) continue;
    const target = join(root, relative);
    if (!statSync(target, { throwIfNoEntry: false })?.isFile()) continue;
    backlog?.removed(relative);
    retire.remove(target);
    removed++;
    // A folder the removal left empty goes too, as a full build would not have it.
    for (let folder = dirname(target); folder.startsWith(`${root}/`) && readdirSync(folder).length === 0; folder = dirname(folder)) rmdirSync(folder);
  }
  return { ...counts, removed };
}
