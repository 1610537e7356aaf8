/** Astro's page writes under the kept output replace files by rename, so a published hard link never changes. */
import { promises, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { replacingWrites } from '../../../scripts/pipeline/replace-page-writes.ts';

const scratch = mkdtempSync(join(tmpdir(), 'replace-writes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const outDir = join(scratch, 'out');
mkdirSync(join(outDir, 'doctors'), { recursive: true });

describe('replacingWrites', () => {
  const writeFile = vi.fn(promises.writeFile);
  const write = replacingWrites(writeFile, promises.rename, outDir);

  it('replaces a page under the output folder by rename: a published link keeps its bytes', async () => {
    const page = join(outDir, 'doctors', 'index.html');
    writeFileSync(page, 'old page');
    const published = join(scratch, 'published.html');
    linkSync(page, published);

    await write(pathToFileURL(page), 'new page');
    expect(readFileSync(page, 'utf8')).toBe('new page');
    expect(readFileSync(published, 'utf8')).toBe('old page');
    expect(statSync(page).ino).not.toBe(statSync(published).ino);
  });

  it('skips the identical second write Astro makes as its cache copy of the same file', async () => {
    const page = join(outDir, 'doctors', 'two.html');
    const body = new TextEncoder().encode('page two');
    writeFile.mockClear();
    await write(pathToFileURL(page), body);
    await write(page, body);
    expect(writeFile).toHaveBeenCalledTimes(1);
    // A different body for the same path is written.
    await write(page, new TextEncoder().encode('page two, changed'));
    expect(writeFile).toHaveBeenCalledTimes(2);
    expect(readFileSync(page, 'utf8')).toBe('page two, changed');
  });

  it('leaves writes elsewhere, and appends, as they are', async () => {
    const elsewhere = join(scratch, 'elsewhere.txt');
    writeFileSync(elsewhere, 'a');
    const inode = statSync(elsewhere).ino;
    await write(elsewhere, 'b');
    expect(statSync(elsewhere).ino).toBe(inode);
    const log = join(outDir, 'log.txt');
    writeFileSync(log, 'one\n');
    const logInode = statSync(log).ino;
    await write(log, 'two\n', { flag: 'a' });
    expect(readFileSync(log, 'utf8')).toBe('one\ntwo\n');
    expect(statSync(log).ino).toBe(logInode);
  });
});
