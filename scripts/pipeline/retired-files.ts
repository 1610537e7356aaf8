/**
 * The published files a build replaced or removed wait in a retirement folder beside its cache (publish.ts): freeing
 * tens of thousands of files is seconds of waiting on the disk, best spent while the night waits on something else.
 * The pipeline starts freeing them as the night's crawl starts (which waits on the network); a build started on its
 * own frees them while it renders. Either way the build's publish waits for them first.
 */
import { existsSync, mkdirSync, opendirSync, renameSync, unlink } from 'node:fs';
import { lstat, rm, rmdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { retiredFolderOf } from './cache-layout.ts';

/** Files unlinked at once while freeing: the thread pool stays busy, memory stays a few entries. */
const UNLINKS_IN_FLIGHT = 64;

/**
 * Removes `path` and all under it, reading each folder an entry at a time with a few unlinks in flight. Node's
 * recursive `rm` lists a folder whole and starts one promise per entry: a night's retirement folder is one flat
 * folder of every file it replaced (2.8 million on a national code-change night), about 545 MiB at 200,000.
 * Callbacks and a count, not a promise per file: on the pipeline's thread, that garbage grew its heap with the
 * folder (77 MiB committed for 400,000 files, 34 for 100,000).
 */
export async function freeTree(path: string): Promise<void> {
  let inFlight = 0;
  let failure: NodeJS.ErrnoException | undefined;
  // The walk waiting for an unlink to finish, if it is.
  let wake: (() => void) | undefined;
  const unlinked = (error: NodeJS.ErrnoException | null) => {
    inFlight--;
    // Gone already: as `rm --force` would.
    if (error && error.code !== 'ENOENT') failure ??= error;
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  const atMost = async (limit: number) => {
    while (inFlight > limit) await new Promise<void>((resolve) => (wake = resolve));
  };
  const walk = async (folder: string): Promise<void> => {
    // Read synchronously from the folder's buffer of entries: an async read is a promise per entry.
    const dir = opendirSync(folder);
    try {
      for (let entry = dir.readSync(); entry !== null; entry = dir.readSync()) {
        const child = join(folder, entry.name);
        if (entry.isDirectory()) await walk(child);
        else {
          if (inFlight >= UNLINKS_IN_FLIGHT) await atMost(UNLINKS_IN_FLIGHT - 1);
          if (failure) throw failure;
          inFlight++;
          unlink(child, unlinked);
        }
      }
    } finally {
      dir.closeSync();
    }
    // The folder's files are gone before it is.
    await atMost(0);
    if (failure) throw failure;
    await rmdir(folder);
  };
  const stats = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats) return;
  if (stats.isDirectory()) await walk(path);
  else await rm(path, { force: true });
}

// Freeing started and not yet waited for, by cache folder: a freeing error message, or undefined once done.
const started = new Map<string, Promise<string | undefined>>();

let retiredCount = 0;
/** Moves `path` (a file or folder on the cache's file system) into the retirement folder of `cacheDir`, to be freed
 * with the files the next publish retires: deleting it now would slow every file a build is about to create. */
export function retire(cacheDir: string, path: string): void {
  const folder = retiredFolderOf(cacheDir);
  mkdirSync(folder, { recursive: true });
  renameSync(path, join(folder, `${basename(path)}-${process.pid}-${Date.now()}-${retiredCount++}`));
}

/** Starts freeing the files the last publish retired into `cacheDir` (moved aside at once, so the next publish
 * retires into a fresh folder), unless that has started already. */
export function startFreeingRetiredFiles(cacheDir: string): void {
  const key = resolve(cacheDir);
  if (started.has(key)) return;
  const retired = retiredFolderOf(key);
  // A folder of its own: files a killed build left there are freed with these.
  const freeing = join(key, 'retired.freeing');
  if (existsSync(retired)) {
    mkdirSync(freeing, { recursive: true });
    renameSync(retired, join(freeing, `${Date.now()}-${process.pid}`));
  }
  started.set(
    key,
    freeTree(freeing).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    ),
  );
}

/** Frees the files the last publish retired into `cacheDir` (or waits for the freeing started earlier); resolves to
 * why some could not be freed, or undefined. They are the old copies of published files: nothing is lost either way. */
export function freeRetiredFiles(cacheDir: string): Promise<string | undefined> {
  startFreeingRetiredFiles(cacheDir);
  const key = resolve(cacheDir);
  const freeing = started.get(key) ?? Promise.resolve(undefined);
  started.delete(key);
  return freeing;
}

/** Frees the retired files of `cacheDir` now (a step that has no crawl to hide it behind, run last); says on stderr
 * what could not be freed. */
export async function freeRetiredFilesNow(cacheDir: string): Promise<void> {
  const notFreed = await freeRetiredFiles(cacheDir);
  if (notFreed) process.stderr.write(`[publish] warning: the retired files were not all freed: ${notFreed}\n`);
}
