/** The publish's byte comparison (same-bytes.ts): a file the build wrote again with the same bytes is kept, any
 * difference anywhere is seen, and comparing large files holds a chunk of each, not the files. */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sameBytesOf } from '../../../scripts/pipeline/same-bytes.ts';

const scratch = mkdtempSync(join(tmpdir(), 'same-bytes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const MiB = 1 << 20;
/** A file of `size` bytes with a pattern that differs from chunk to chunk. */
const patterned = (name: string, size: number, change?: number): string => {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 31 + (index >> 12)) & 0xff;
  if (change !== undefined) bytes[change] = (bytes[change] ?? 0) ^ 0x01;
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return path;
};

describe('sameBytesOf', () => {
  const size = 3 * MiB + 123;
  const original = patterned('original', size);

  it('finds two files of the same bytes the same, and an empty pair too', () => {
    expect(sameBytesOf(original, patterned('copy', size), size)).toBe(true);
    writeFileSync(join(scratch, 'empty-a'), '');
    writeFileSync(join(scratch, 'empty-b'), '');
    expect(sameBytesOf(join(scratch, 'empty-a'), join(scratch, 'empty-b'), 0)).toBe(true);
  });

  it('sees one byte changed at the start, at a chunk’s edge, in the middle and at the end', () => {
    for (const at of [0, (1 << 16) - 1, 1 << 16, Math.floor(size / 2), size - 1]) {
      expect(sameBytesOf(original, patterned(`changed-${at}`, size, at), size), `byte ${at}`).toBe(false);
    }
  });

  it('sees a file that is not the size it was said to be', () => {
    const shorter = patterned('shorter', size);
    truncateSync(shorter, size - 1);
    expect(sameBytesOf(original, shorter, size)).toBe(false);
    expect(sameBytesOf(original, patterned('longer', size + 1), size)).toBe(false);
  });

  it('holds a chunk of each file, not the files: comparing two 48 MiB files adds no 96 MiB of buffers', () => {
    const big = 48 * MiB;
    const a = patterned('big-a', big);
    const b = patterned('big-b', big);
    const before = process.memoryUsage().arrayBuffers;
    expect(sameBytesOf(a, b, big)).toBe(true);
    // Read straight after the comparison: buffers of whole files would still be counted here.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * MiB);
  });
});
