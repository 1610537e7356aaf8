/** Where the reference API's data lives by default (git-ignored). */
import { projectPath } from '../../src/config/project-paths.ts';

export { PROJECT_ROOT } from '../../src/config/project-paths.ts';

/** The default reference database, written by `npm run seed` and opened by `npm run api`. */
export const DEFAULT_DB_PATH = projectPath('data/reference-api/default.sqlite');

/** The seed of the default dataset. */
export const DEFAULT_SEED = 2023;
