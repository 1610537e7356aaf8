/** The project's root and the files more than one layer names, defined here only (all under data/ are git-ignored). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (with its trailing slash). */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A path from the project root. */
export const projectPath = (relative: string): string => join(PROJECT_ROOT, relative);

/** The last good crawl, which the pages read unless SNAPSHOT_PATH names another. */
export const CURRENT_SNAPSHOT_PATH = projectPath('data/snapshot/current.sqlite');
