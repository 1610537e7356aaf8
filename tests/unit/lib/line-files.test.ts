/** Line files (src/lib/line-files.ts): what is written reads back line for line, across the reader's chunks. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linesOf, openLineWriter, writeLines } from '../../../src/lib/line-files.ts';

const scratch = mkdtempSync(join(tmpdir(), 'line-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('line files', () => {
  it('reads back every line, characters of several bytes cut by a chunk included', () => {
    // Over 3 MiB of lines with two- and three-byte characters: some fall across the 1 MiB chunks.
    const lines = Array.from({ length: 60_000 }, (_, index) => `/best-doctors/puerto-rico/san-germán/${index}-josé-müller-€.html`);
    const file = join(scratch, 'pages.txt');
    expect(writeLines(file, lines)).toBe(lines.length);
    expect([...linesOf(file)]).toEqual(lines);
  });

  it('appends, reads a last line without its line break, and reads nothing from a missing file', () => {
    const file = join(scratch, 'appended.txt');
    writeLines(file, ['a']);
    const out = openLineWriter(file, { append: true });
    out.write('b');
    out.close();
    expect([...linesOf(file)]).toEqual(['a', 'b']);
    writeFileSync(file, 'one\ntwo');
    expect([...linesOf(file)]).toEqual(['one', 'two']);
    expect([...linesOf(join(scratch, 'none.txt'))]).toEqual([]);
  });

  it('refuses a line holding a line break, which would read back as two', () => {
    const out = openLineWriter(join(scratch, 'broken.txt'));
    expect(() => out.write('a\nb')).toThrow(/line break/);
    out.close();
  });
});
