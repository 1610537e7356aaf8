/** Astro's page writes under the kept output replace files by rename, so a published hard link never changes. */
import fs, { promises, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { onceFolders, replacingWrites } from '../../../scripts/pipeline/replace-page-writes.ts';

const scratch = mkdtempSync(join(tmpdir(), 'replace-writes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const outDir = join(scratch, 'out');
mkdirSync(join(outDir, 'doctors'), { recursive: true });

describe('replacingWrites', () => {
  const writeFile = vi.fn(promises.writeFile);
  const io = { writeFileSync: vi.fn(fs.writeFileSync), renameSync: fs.renameSync, mkdirSync: fs.mkdirSync };
  const write = replacingWrites(writeFile, outDir, io);

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
    io.writeFileSync.mockClear();
    await write(pathToFileURL(page), body);
    await write(page, body);
    expect(io.writeFileSync).toHaveBeenCalledTimes(1);
    // A different body for the same path is written.
    await write(page, new TextEncoder().encode('page two, changed'));
    expect(io.writeFileSync).toHaveBeenCalledTimes(2);
    expect(readFileSync(page, 'utf8')).toBe('page two, changed');
  });

  it('replaces a page written with options by rename too', async () => {
    const page = join(outDir, 'doctors', 'three.html');
    writeFileSync(page, 'old');
    const inode = statSync(page).ino;
    await write(page, 'new', { encoding: 'utf8' });
    expect(readFileSync(page, 'utf8')).toBe('new');
    expect(statSync(page).ino).not.toBe(inode);
    writeFile.mockClear();
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
    expect(writeFile).toHaveBeenCalledTimes(2);
  });
});

describe('onceFolders', () => {
  const mkdir = vi.fn(promises.mkdir);
  const io = { writeFileSync: fs.writeFileSync, renameSync: fs.renameSync, mkdirSync: vi.fn(fs.mkdirSync) };
  const makeFolder = onceFolders(mkdir, outDir, io);

  it('makes a folder under the output folder once, however it is named', async () => {
    const folder = join(outDir, 'ohio', 'akron');
    await makeFolder(pathToFileURL(folder), { recursive: true });
    await makeFolder(folder, { recursive: true });
    expect(statSync(folder).isDirectory()).toBe(true);
    expect(io.mkdirSync).toHaveBeenCalledTimes(1);
    expect(mkdir).not.toHaveBeenCalled();
  });

  it('leaves folders elsewhere, and plain mkdir, as they are', async () => {
    await makeFolder(join(scratch, 'elsewhere'), { recursive: true });
    await expect(makeFolder(join(outDir, 'ohio'))).rejects.toThrow(/EEXIST/);
    expect(mkdir).toHaveBeenCalledTimes(2);
  });
});
