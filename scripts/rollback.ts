/**
 * `npm run rollback`: yesterday's site in one command, for a night that published data that was plausible but
 * wrong. Makes the previous good snapshot current again (the replaced one is kept as rolled-back.sqlite), renders
 * it and publishes it into dist/: byte-identical to what was published from it, with the same code.
 */
import { readSiteEnv } from '../src/config/env.ts';
import { rollbackNight } from './night/night-commands.ts';
import { EXIT_STATUS } from './night/night-report.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';

try {
  const report = await rollbackNight({ paths: PIPELINE_PATHS, env: readSiteEnv(process.env) });
  process.exitCode = report.exitStatus;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = EXIT_STATUS.error;
}
