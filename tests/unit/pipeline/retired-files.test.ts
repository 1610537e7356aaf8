/** Freeing what a publish retired (retired-files.ts): everything under the folder goes, in memory that does not
 * grow with how many files a night replaced (one flat folder of them all). */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freeTree } from '../../../scripts/pipeline/retired-files.ts';

const scratch = mkdtempSync(join(tmpdir(), 'retired-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('freeTree', () => {
  it('removes a folder with everything under it, a file, and nothing where nothing is', async () => {
    const tree = join(scratch, 'tree');
    for (const folder of ['a/b', 'c', 'empty']) mkdirSync(join(tree, folder), { recursive: true });
    for (const file of ['a/b/1.html', 'a/2.html', 'c/3.webp', '4']) writeFileSync(join(tree, file), file);
    await freeTree(tree);
    expect(existsSync(tree)).toBe(false);
    writeFileSync(join(scratch, 'lone'), 'x');
    await freeTree(join(scratch, 'lone'));
    expect(existsSync(join(scratch, 'lone'))).toBe(false);
    await expect(freeTree(join(scratch, 'never-there'))).resolves.toBeUndefined();
  });

  it('frees a flat folder of 60,000 files in a heap that does not grow with it (Node’s recursive rm runs out of 16 MiB)', () => {
    const flat = join(scratch, 'flat');
    mkdirSync(flat);
    for (let index = 0; index < 60_000; index++) writeFileSync(join(flat, String(index)), '');
    const module = join(import.meta.dirname, '../../../scripts/pipeline/retired-files.ts');
    // The committed heap's peak, sampled while it frees: a promise per file took it to 29 MiB here, 77 for 400,000.
    const script = `let peak = 0;
      const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapTotal)), 5);
      await (await import(${JSON.stringify(module)})).freeTree(${JSON.stringify(flat)});
      clearInterval(sample);
      console.log(Math.max(peak, process.memoryUsage().heapTotal));`;
    const run = spawnSync(process.execPath, ['--max-old-space-size=16', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    expect(existsSync(flat)).toBe(false);
    expect(Number(run.stdout.trim()) / 2 ** 20).toBeLessThan(20);
  }, 120_000);
});
