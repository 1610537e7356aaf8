/** Walks a folder into the paths of its files, relative to it with forward slashes (the form URLs and lists use). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (none when it does not exist), one at a time; `enter` decides which sub-folders are walked. */
export function* eachFileUnder(dir: string, enter: (folderName: string) => boolean = () => true): Generator<string> {
  function* walk(folder: string, prefix: string): Generator<string> {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) yield `${prefix}${entry.name}`;
      else if (enter(entry.name)) yield* walk(join(folder, entry.name), `${prefix}${entry.name}/`);
    }
  }
  if (existsSync(dir)) yield* walk(dir, '');
}

/** Every file under `dir`, at once: for folders of a bounded size (a site's whole list belongs on disk). */
export const filesUnder = (dir: string, enter?: (folderName: string) => boolean): string[] => [...eachFileUnder(dir, enter)];
