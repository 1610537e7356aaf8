/** Merges the outputs of sharded builds (other machines' included), writes the site files and swaps into dist/. */
import { existsSync, rmSync } from 'node:fs';
import { mergeInto, swapInto, writeSiteFilesFor, type AstroStepOptions } from './astro-step.ts';

export async function mergeShards(parts: readonly string[], options: AstroStepOptions): Promise<boolean> {
  if (parts.length === 0) throw new Error('Name the shard output folders to merge.');
  const next = `${options.dist}.next`;
  rmSync(next, { recursive: true, force: true });
  for (const part of parts) {
    if (!existsSync(part)) throw new Error(`No shard output at ${part}`);
    mergeInto(part, next);
  }
  if (!(await writeSiteFilesFor(options, next))) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  swapInto(next, options.dist);
  return true;
}
