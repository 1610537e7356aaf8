import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runAstroStep } from './scripts/pipeline/astro-step.ts';
const root = process.cwd();
const scratch = mkdtempSync(join(root, 'data', 'tmp-ab-'));
const ok = await runAstroStep({
  root,
  dist: join(scratch, 'dist'),
  snapshotPath: '/work/main/data/bench/default-snapshot.sqlite',
  cacheDir: join(scratch, 'cache'),
  shards: 2,
  quiet: true,
  onOutput: () => {},
});
rmSync(scratch, { recursive: true, force: true });
if (!ok) process.exit(1);
