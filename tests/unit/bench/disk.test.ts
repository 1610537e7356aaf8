/**
 * The bench's disk figures: the outputs walked by `du` once, then followed by their file system's counts, since a walk
 * of a national site (4 million files) took 10 to 20 minutes after each stage. Measured on a tmpfs of its own, where
 * the other tests do not write.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskTracker, diskUseOf } from '../../../scripts/bench/disk.ts';

const shm = '/dev/shm';
const scratch = existsSync(shm) ? mkdtempSync(join(shm, 'bench-disk-')) : undefined;
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe.runIf(scratch !== undefined)("the bench's disk figures", () => {
  it('walk the outputs once, then add what their file system gained', () => {
    const root = scratch as string;
    const site = join(root, 'site');
    mkdirSync(site);
    for (let n = 0; n < 20; n++) writeFileSync(join(site, `page-${n}.html`), 'x'.repeat(1000));
    const diskNow = diskTracker([site], root);
    const first = diskNow();
    expect(first).toMatchObject(diskUseOf([site]));
    expect(first.inodes).toBe(21);

    // 200 files more and 8 MiB: what a walk would find, without walking.
    for (let n = 20; n < 220; n++) writeFileSync(join(site, `page-${n}.html`), 'x'.repeat(1000));
    writeFileSync(join(site, 'big.bin'), Buffer.alloc(8 << 20, 1));
    const second = diskNow();
    const walked = diskUseOf([site]);
    expect(second.inodes).toBe(walked.inodes);
    expect(Math.abs(second.mib - walked.mib)).toBeLessThanOrEqual(1);
    expect(second.mib).toBeGreaterThanOrEqual(first.mib + 8);
    expect(second.freeMiB).toBeLessThan(first.freeMiB);
  });
});
