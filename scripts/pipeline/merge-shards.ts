/** Merges the outputs of sharded builds (other machines' included), writes the site files and publishes into dist/. */
import { existsSync } from 'node:fs';
import { cacheDirOf, type AstroStepOptions } from './astro-options.ts';
import { siteFilesDirOf, writeSiteFilesFor } from './site-files-step.ts';
import { publishInto } from './publish.ts';

export async function mergeShards(parts: readonly string[], options: AstroStepOptions): Promise<boolean> {
  if (parts.length === 0) throw new Error('Name the shard output folders to merge.');
  for (const part of parts) if (!existsSync(part)) throw new Error(`No shard output at ${part}`);
  const siteFiles = siteFilesDirOf(cacheDirOf(options));
  if (!(await writeSiteFilesFor(options, siteFiles, parts))) return false;
  publishInto([...parts, siteFiles], options.dist);
  return true;
}
