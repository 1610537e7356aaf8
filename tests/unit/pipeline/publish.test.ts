/** Publishing build folders into dist/: only what changed is written, nothing half-written, nothing stale left. */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publishInto } from '../../../scripts/pipeline/publish.ts';

const scratch = mkdtempSync(join(tmpdir(), 'publish-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
const inodeOf = (path: string) => statSync(path).ino;

describe('publishInto', () => {
  const shardA = join(scratch, 'a');
  const shardB = join(scratch, 'b');
  const dist = join(scratch, 'dist');

  it('publishes the union of the folders, the first one winning a path both have', () => {
    write(shardA, { 'index.html': 'home', 'doctors/one.html': 'one' });
    write(shardB, { 'index.html': 'home from b', 'doctors/two.html': 'two', 'sitemap.xml': '<urlset/>' });
    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 4, kept: 0, removed: 0 });
    expect(read(dist, 'index.html')).toBe('home');
    expect(read(dist, 'doctors/two.html')).toBe('two');
    // The copy keeps the build's modification time, which the next publish compares.
    expect(Math.abs(statSync(join(dist, 'doctors/one.html')).mtimeMs - statSync(join(shardA, 'doctors/one.html')).mtimeMs)).toBeLessThan(1);
  });

  it('leaves unchanged files alone, replaces changed ones by rename, and removes what the build no longer has', () => {
    const untouched = inodeOf(join(dist, 'doctors/one.html'));
    const replaced = inodeOf(join(dist, 'doctors/two.html'));
    // two.html changes; sitemap.xml is written again with the same bytes (a new mtime); index.html goes away.
    write(shardB, { 'doctors/two.html': 'two, new rating', 'sitemap.xml': '<urlset/>' });
    rmSync(join(shardA, 'index.html'));
    rmSync(join(shardB, 'index.html'));
    rmSync(join(shardA, 'doctors/one.html'));
    write(shardA, { 'doctors/one.html': 'one' });
    const later = new Date(Date.now() + 5000);
    utimesSync(join(shardA, 'doctors/one.html'), later, later);

    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 1, kept: 2, removed: 1 });
    expect(inodeOf(join(dist, 'doctors/one.html'))).toBe(untouched);
    // The same bytes written again: the published file keeps its time (a host's sync uploads nothing) and the
    // build's copy takes it, so the next publish knows without reading.
    expect(statSync(join(shardB, 'sitemap.xml')).mtimeMs).toBe(statSync(join(dist, 'sitemap.xml')).mtimeMs);
    expect(read(dist, 'doctors/two.html')).toBe('two, new rating');
    expect(inodeOf(join(dist, 'doctors/two.html'))).not.toBe(replaced);
    expect(readdirSync(dist).sort()).toEqual(['doctors', 'sitemap.xml']);
    expect(readdirSync(join(dist, 'doctors')).sort()).toEqual(['one.html', 'two.html']);
  });

  it('removes folders left empty and replaces a file standing where a folder now is', () => {
    rmSync(join(shardA, 'doctors'), { recursive: true });
    rmSync(join(shardB, 'doctors'), { recursive: true });
    write(shardA, { 'sitemap.xml/index.xml': 'now a folder' });
    rmSync(join(shardB, 'sitemap.xml'));
    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 1, kept: 0, removed: 2 });
    expect(readdirSync(dist)).toEqual(['sitemap.xml']);
    expect(read(dist, 'sitemap.xml/index.xml')).toBe('now a folder');
  });
});
