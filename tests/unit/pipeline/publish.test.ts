/** Publishing build folders into dist/: only what changed is written, nothing half-written, nothing stale left. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listSources, publishChanges, publishInto } from '../../../scripts/pipeline/publish.ts';
import { retiredFolderOf } from '../../../scripts/pipeline/cache-layout.ts';
import { freeRetiredFiles, retire } from '../../../scripts/pipeline/retired-files.ts';

const scratch = mkdtempSync(join(tmpdir(), 'publish-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// As the build's writers do (a fresh render folder, writeMedia): a file is replaced by rename, never rewritten.
const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, `${path}.writing`), text);
    renameSync(join(root, `${path}.writing`), join(root, path));
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
    write(shardA, { 'media/ab12.webp': 'image' });
    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 1, linked: 4, moved: 0, kept: 0, removed: 0 });
    expect(read(dist, 'index.html')).toBe('home');
    expect(read(dist, 'doctors/two.html')).toBe('two');
    // Pages and images are the build's own files, linked; anything else is a copy keeping the build's time.
    expect(inodeOf(join(dist, 'doctors/two.html'))).toBe(inodeOf(join(shardB, 'doctors/two.html')));
    expect(inodeOf(join(dist, 'media/ab12.webp'))).toBe(inodeOf(join(shardA, 'media/ab12.webp')));
    expect(inodeOf(join(dist, 'sitemap.xml'))).not.toBe(inodeOf(join(shardB, 'sitemap.xml')));
    expect(Math.abs(statSync(join(dist, 'sitemap.xml')).mtimeMs - statSync(join(shardB, 'sitemap.xml')).mtimeMs)).toBeLessThan(1);
  });

  it('leaves unchanged files alone, replaces changed ones by rename, and removes what the build no longer has', () => {
    const untouched = inodeOf(join(dist, 'doctors/one.html'));
    const replaced = inodeOf(join(dist, 'doctors/two.html'));
    // two.html changes; sitemap.xml is written again with the same bytes (a new mtime); index.html goes away.
    write(shardB, { 'doctors/two.html': 'two, new rating', 'sitemap.xml': '<urlset/>' });
    // The file clock ticks coarsely: a rewrite within the same tick as the first write would keep its time.
    const rewritten = new Date(Date.now() + 3000);
    utimesSync(join(shardB, 'sitemap.xml'), rewritten, rewritten);
    // The build replaced its page; the published one is as it was until the publish.
    expect(read(dist, 'doctors/two.html')).toBe('two');
    rmSync(join(shardA, 'index.html'));
    rmSync(join(shardA, 'media'), { recursive: true });
    rmSync(join(shardB, 'index.html'));
    rmSync(join(shardA, 'doctors/one.html'));
    write(shardA, { 'doctors/one.html': 'one' });
    const later = new Date(Date.now() + 5000);
    utimesSync(join(shardA, 'doctors/one.html'), later, later);

    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 0, linked: 1, moved: 0, kept: 2, removed: 2 });
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
    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 1, linked: 0, moved: 0, kept: 0, removed: 2 });
    expect(readdirSync(dist)).toEqual(['sitemap.xml']);
    expect(read(dist, 'sitemap.xml/index.xml')).toBe('now a folder');
  });

  // Hard links cannot cross file systems; /dev/shm is a tmpfs of its own on Linux machines.
  const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(scratch).dev;
  it.runIf(otherFileSystem)('copies pages where the build and dist/ are on different file systems', () => {
    const elsewhere = mkdtempSync(join('/dev/shm', 'publish-'));
    try {
      write(elsewhere, { 'index.html': 'home' });
      expect(publishInto([elsewhere], dist)).toEqual({ copied: 1, linked: 0, moved: 0, kept: 0, removed: 1 });
      expect(read(dist, 'index.html')).toBe('home');
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('removes a published folder whose build folder is still there but holds no files any more', () => {
    write(shardA, { 'ohio/akron/one.html': 'one', 'ohio/akron/two.html': 'two', 'ohio/index.html': 'ohio' });
    expect(publishInto([shardA, shardB], dist)).toMatchObject({ linked: 3 });
    rmSync(join(shardA, 'ohio/akron/one.html'));
    rmSync(join(shardA, 'ohio/akron/two.html'));
    expect(publishInto([shardA, shardB], dist)).toEqual({ copied: 0, linked: 0, moved: 0, kept: 2, removed: 2 });
    expect(readdirSync(join(dist, 'ohio'))).toEqual(['index.html']);
  });
});

describe('publishChanges', () => {
  const dist = join(scratch, 'changes-dist');
  const night = join(scratch, 'night');
  const files = (root: string) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  it("puts in a night's files, replacing changed ones by rename, and removes the pages and files it names", () => {
    write(dist, {
      'index.html': 'home',
      'best-doctors/texas/austin/one.html': 'one',
      'best-doctors/texas/austin/two.html': 'two',
      'best-doctors/ohio/dayton/gone.html': 'gone',
      '_astro/old.css': 'old',
    });
    const two = join(scratch, 'held-two.html');
    rmSync(two, { force: true });
    renameSync(join(dist, 'best-doctors/texas/austin/two.html'), two);
    write(dist, { 'best-doctors/texas/austin/two.html': 'two' });
    const visitor = inodeOf(join(dist, 'best-doctors/texas/austin/two.html'));
    write(night, { 'index.html': 'home', 'best-doctors/texas/austin/two.html': 'two, changed', '_astro/new.css': 'new' });
    const counts = publishChanges(listSources([night]), dist, ['best-doctors/ohio/dayton/gone.html', '_astro/old.css', 'never-there.html']);
    expect(counts).toEqual({ copied: 1, linked: 1, moved: 0, kept: 1, removed: 2 });
    expect(read(dist, 'best-doctors/texas/austin/two.html')).toBe('two, changed');
    // Replaced, not rewritten: whoever held the old file still reads it whole.
    expect(inodeOf(join(dist, 'best-doctors/texas/austin/two.html'))).not.toBe(visitor);
    expect(read(dist, 'best-doctors/texas/austin/one.html')).toBe('one');
    expect(existsSync(join(dist, 'best-doctors/ohio'))).toBe(false);
    expect(existsSync(join(dist, '_astro/old.css'))).toBe(false);
    expect(read(dist, '_astro/new.css')).toBe('new');
    expect(files(dist)).toBe(4);
  });

  it('never removes a file the same night put in', () => {
    write(night, { 'best-doctors/ohio/dayton/back.html': 'back' });
    expect(publishChanges(listSources([night]), dist, ['best-doctors/ohio/dayton/back.html']).removed).toBe(0);
    expect(read(dist, 'best-doctors/ohio/dayton/back.html')).toBe('back');
  });
});

describe('publishing a fresh render folder', () => {
  const fresh = join(scratch, 'fresh');
  const kept = join(scratch, 'kept');
  const dist = join(scratch, 'moved-dist');

  it('moves its pages into dist/ (nothing left behind to delete), and a folder nothing else has in one rename', () => {
    write(fresh, { 'index.html': 'home', 'doctors/one.html': 'one', 'specialities/x/page-2.json': '[]', '_astro/app.js': 'js' });
    write(kept, { 'media/ab12.webp': 'image', 'index.html': 'home from the site files', 'doctors/kept.html': 'kept' });
    const page = inodeOf(join(fresh, 'doctors/one.html'));
    const specialities = inodeOf(join(fresh, 'specialities'));
    expect(publishInto([fresh, kept], dist, { moveFrom: new Set([fresh]) })).toEqual({ copied: 0, linked: 2, moved: 4, kept: 0, removed: 0 });
    expect(inodeOf(join(dist, 'doctors/one.html'))).toBe(page);
    expect(existsSync(join(fresh, 'doctors/one.html'))).toBe(false);
    expect(read(dist, 'index.html')).toBe('home');
    // Folders only the fresh one has are the same folders in dist/; one the kept folder has too is filled file by file.
    expect(inodeOf(join(dist, 'specialities'))).toBe(specialities);
    expect(read(dist, 'specialities/x/page-2.json')).toBe('[]');
    expect(read(dist, '_astro/app.js')).toBe('js');
    expect(existsSync(join(fresh, 'specialities'))).toBe(false);
    // The kept folder keeps its files: its image and page are shared, its page lost to the first folder stays.
    expect(inodeOf(join(dist, 'media/ab12.webp'))).toBe(inodeOf(join(kept, 'media/ab12.webp')));
    expect(inodeOf(join(dist, 'doctors/kept.html'))).toBe(inodeOf(join(kept, 'doctors/kept.html')));
    expect(read(kept, 'index.html')).toBe('home from the site files');
  });

  it('counts the files of the folders it moved whole as the caller counts them, without walking them', () => {
    const listedFresh = join(scratch, 'listed-fresh');
    const listedDist = join(scratch, 'listed-dist');
    write(listedFresh, { 'index.html': 'home', 'doctors/ohio/one.html': 'one', 'doctors/ohio/two.html': 'two', 'doctors/texas/three.html': 'three' });
    // The listing is what is counted: one file fewer than the folder holds shows it was not walked.
    const listing = ['index.html', 'doctors/ohio/one.html', 'doctors/texas/three.html'];
    const filesIn = (root: string, folder: string) =>
      root === listedFresh ? listing.filter((file) => file.startsWith(`${folder}/`)).length : undefined;
    expect(publishInto([listedFresh], listedDist, { moveFrom: new Set([listedFresh]), filesIn })).toMatchObject({
      moved: 3,
    });
    expect(read(listedDist, 'doctors/ohio/two.html')).toBe('two');
  });

  it('moves no folder whole over a published one: its files are compared one by one, unchanged ones kept', () => {
    const again = join(scratch, 'fresh-again');
    write(again, { 'index.html': 'home', 'doctors/one.html': 'one', 'specialities/x/page-2.json': '[]', '_astro/app.js': 'js' });
    utimesSync(
      join(again, 'specialities/x/page-2.json'),
      statSync(join(dist, 'specialities/x/page-2.json')).atime,
      statSync(join(dist, 'specialities/x/page-2.json')).mtime,
    );
    const published = inodeOf(join(dist, 'specialities/x/page-2.json'));
    expect(publishInto([again], dist, { moveFrom: new Set([again]) })).toMatchObject({ kept: 4, removed: 2 });
    expect(inodeOf(join(dist, 'specialities/x/page-2.json'))).toBe(published);
    expect(existsSync(join(dist, 'doctors/kept.html'))).toBe(false);
  });

  it("moves a night's changed pages over the published ones, and leaves unchanged ones where they are", () => {
    rmSync(fresh, { recursive: true });
    write(fresh, { 'index.html': 'home', 'doctors/one.html': 'one, renamed' });
    const visitor = inodeOf(join(dist, 'doctors/one.html'));
    expect(publishChanges(listSources([fresh]), dist, [], { moveFrom: new Set([fresh]) })).toEqual({
      copied: 0,
      linked: 0,
      moved: 1,
      kept: 1,
      removed: 0,
    });
    expect(read(dist, 'doctors/one.html')).toBe('one, renamed');
    expect(inodeOf(join(dist, 'doctors/one.html'))).not.toBe(visitor);
    expect(readdirSync(join(fresh, 'doctors'))).toEqual([]);
    expect(read(fresh, 'index.html')).toBe('home');
  });
});

describe('retiring the files a publish replaces or removes', () => {
  const fresh = join(scratch, 'retiring-fresh');
  const dist = join(scratch, 'retiring-dist');
  const cache = join(scratch, 'retiring-cache');
  const retired = () =>
    readdirSync(retiredFolderOf(cache))
      .map((name) => read(retiredFolderOf(cache), name))
      .sort();

  it('keeps the old files under the retirement folder, so that publishing frees none, until the next build frees them', async () => {
    write(dist, { 'index.html': 'home', 'doctors/one.html': 'one', 'doctors/gone.html': 'gone', 'doctors/same.html': 'same' });
    write(fresh, { 'index.html': 'home, changed', 'doctors/one.html': 'one, renamed', 'doctors/same.html': 'same' });
    const counts = publishChanges(listSources([fresh]), dist, ['doctors/gone.html'], {
      moveFrom: new Set([fresh]),
      retireInto: retiredFolderOf(cache),
    });
    expect(counts).toEqual({ copied: 0, linked: 0, moved: 2, kept: 1, removed: 1 });
    expect([read(dist, 'index.html'), read(dist, 'doctors/one.html'), read(dist, 'doctors/same.html')]).toEqual([
      'home, changed',
      'one, renamed',
      'same',
    ]);
    expect(existsSync(join(dist, 'doctors/gone.html'))).toBe(false);
    // The replaced and the removed files, and nothing that stayed.
    expect(retired()).toEqual(['gone', 'home', 'one']);
    await freeRetiredFiles(cache);
    expect(existsSync(retiredFolderOf(cache))).toBe(false);
    expect(readdirSync(cache)).toEqual([]);
  });

  it('retires the files and folders a full publish no longer has', () => {
    write(fresh, { 'index.html': 'home, again' });
    rmSync(join(fresh, 'doctors'), { recursive: true, force: true });
    expect(publishInto([fresh], dist, { moveFrom: new Set([fresh]), retireInto: retiredFolderOf(cache) })).toMatchObject({ moved: 1, removed: 2 });
    expect(readdirSync(dist)).toEqual(['index.html']);
    expect(readdirSync(retiredFolderOf(cache))).toHaveLength(2);
  });

  it("retires a build's old render folder and replaced site files beside the publish's files, all freed by the next run", async () => {
    const render = join(cache, 'shard-0-of-1', 'rendered');
    write(render, { 'doctors/left-behind.html': 'left' });
    write(cache, { 'site-files/search/index.json': '[]' });
    retire(cache, render);
    retire(cache, join(cache, 'site-files', 'search'));
    expect(existsSync(render)).toBe(false);
    expect(existsSync(join(cache, 'site-files', 'search'))).toBe(false);
    // Beside the files the last publish retired, under names of their own.
    expect(readdirSync(retiredFolderOf(cache))).toHaveLength(4);
    await freeRetiredFiles(cache);
    expect(existsSync(retiredFolderOf(cache))).toBe(false);
  });
});
