/** A changed-only shard's page list: written and read line by line, a line it cannot read named. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readShardPages, readShardPagesListingRemoved, writeShardPages } from '../../../scripts/pipeline/shard-page-list.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shard-pages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a shard page list', () => {
  it('gives back its pages and removed pages in order, across lists, and lists the removed ones for the host', async () => {
    const [a, b] = [join(scratch, 'a.txt'), join(scratch, 'b.txt')];
    writeShardPages(a, ['/best-doctors/index.html', '/best-doctors/ohio/index.html'], ['/best-doctors/iowa/index.html']);
    writeShardPages(
      b,
      (function* () {
        yield '/blogs/a-b.html';
      })(),
      [],
    );
    expect(await Array.fromAsync(readShardPages([a, b]))).toEqual([
      { file: '/best-doctors/index.html', removed: false },
      { file: '/best-doctors/ohio/index.html', removed: false },
      { file: '/best-doctors/iowa/index.html', removed: true },
      { file: '/blogs/a-b.html', removed: false },
    ]);
    // Read once more, listing the removed ones for the host on the way, every line still given.
    const removed = join(scratch, 'removed.txt');
    expect(await Array.fromAsync(readShardPagesListingRemoved([a, b], removed))).toHaveLength(4);
    expect(readFileSync(removed, 'utf8')).toBe('best-doctors/iowa/index.html\n');
  });

  it('names the list and line of a line it cannot read, and refuses a path with a line break', async () => {
    const bad = join(scratch, 'bad.txt');
    writeFileSync(bad, '+/a/index.html\n/b/index.html\n');
    await expect(Array.fromAsync(readShardPages([bad]))).rejects.toThrow(`${bad}:2: not a page list's line: "/b/index.html"`);
    expect(() => writeShardPages(join(scratch, 'c.txt'), ['/a\n/b.html'], [])).toThrow('holds a line break');
  });
});
