/** Walks a folder into the paths of its files, relative to it with forward slashes (the form URLs and lists use). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (none when it does not exist); `enter` decides which sub-folders are walked. */
export function filesUnder(dir: string, enter: (folderName: string) => boolean = () => true): string[] {
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) found.push(`${prefix}${entry.name}`);
      else if (enter(entry.name)) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
    }
  };
  if (existsSync(dir)) walk(dir, '');
  return found;
}
