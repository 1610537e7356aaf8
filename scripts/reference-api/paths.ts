/** Where the reference API's data lives by default (git-ignored). */
import { fileURLToPath } from 'node:url';

/** The project root. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The default reference database, written by `npm run seed` and opened by `npm run api`. */
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../../data/reference-api/default.sqlite', import.meta.url));

/** The seed of the default dataset. */
export const DEFAULT_SEED = 2023;
