/** Walks a folder into the paths of its files, relative to it with forward slashes (the form URLs and lists use). */
import { type Dir, type Dirent, existsSync, opendirSync } from 'node:fs';
import { join } from 'node:path';

/** The entries of `folder`, read one at a time rather than listed whole: a speciality's folder holds hundreds of
 * thousands of pages. */
export function* eachEntryIn(folder: string): Generator<Dirent> {
  let entries: Dir;
  try {
    entries = opendirSync(folder);
  } catch (error) {
    // Node's opendir names no path in its error (readdir's does): named here, its code kept.
    const failure = error as NodeJS.ErrnoException;
    failure.path ??= folder;
    failure.message = `${failure.message} '${folder}'`;
    throw failure;
  }
  try {
    for (let entry = entries.readSync(); entry !== null; entry = entries.readSync()) yield entry;
  } finally {
    entries.closeSync();
  }
}

/** Every file under `dir` (none when it does not exist), one at a time; `enter` decides which sub-folders are walked. */
export function* eachFileUnder(dir: string, enter: (folderName: string) => boolean = () => true): Generator<string> {
  function* walk(folder: string, prefix: string): Generator<string> {
    for (const entry of eachEntryIn(folder)) {
      if (!entry.isDirectory()) yield `${prefix}${entry.name}`;
      else if (enter(entry.name)) yield* walk(join(folder, entry.name), `${prefix}${entry.name}/`);
    }
  }
  if (existsSync(dir)) yield* walk(dir, '');
}

/** Every file under `dir`, at once: for folders of a bounded size (a site's whole list belongs on disk). */
export const filesUnder = (dir: string, enter?: (folderName: string) => boolean): string[] => [...eachFileUnder(dir, enter)];
