/** Gathering the shards' fresh folders into one while the render goes on (scripts/pipeline/stage-shards.ts). */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moveInto, stagedListOf, stageShards } from '../../../scripts/pipeline/stage-shards.ts';
import { linesOf } from '../../../src/lib/line-files.ts';
import { filesUnder } from '../../../src/lib/files-under.ts';

const scratch = mkdtempSync(join(tmpdir(), 'stage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
const inodeOf = (path: string) => statSync(path).ino;

describe('moveInto', () => {
  it('moves a folder the target lacks in one rename, fills a folder both have, and keeps the target file both have', () => {
    const target = join(scratch, 'target');
    const source = join(scratch, 'source');
    write(target, { 'index.html': 'home from the first shard', 'doctors/ohio/one.html': 'one', '_astro/app.js': 'js' });
    write(source, {
      'index.html': 'home from the second',
      'doctors/ohio/two.html': 'two',
      'doctors/texas/three.html': 'three',
      '_astro/app.js': 'js',
    });
    const texas = inodeOf(join(source, 'doctors/texas'));
    // Moved: the folder texas/ (whole, its file listed) and the file ohio/two.html.
    const moved: string[] = [];
    moveInto(source, target, (file) => moved.push(file));
    expect(moved.sort()).toEqual(['doctors/ohio/two.html', 'doctors/texas/three.html']);
    expect(filesUnder(target).sort()).toEqual([
      '_astro/app.js',
      'doctors/ohio/one.html',
      'doctors/ohio/two.html',
      'doctors/texas/three.html',
      'index.html',
    ]);
    expect(inodeOf(join(target, 'doctors/texas'))).toBe(texas);
    expect(read(target, 'index.html')).toBe('home from the first shard');
    // What the target had stays behind in the source, to be retired with it.
    expect(filesUnder(source).sort()).toEqual(['_astro/app.js', 'index.html']);
  });
});

describe('stageShards', () => {
  it('makes the first folder the staged one and moves each later one into it, on a thread of its own', async () => {
    const shards = ['0', '1', '2'].map((index) => join(scratch, `shard-${index}`));
    for (const [index, shard] of shards.entries()) {
      write(shard, { [`doctors/page-${index}.html`]: `page ${index}`, [`sitemap-part-${index}.xml`]: '<urlset/>', 'favicon.svg': 'svg' });
    }
    const first = inodeOf(shards[0] as string);
    const staged = join(scratch, 'staged');
    const stage = stageShards(staged);
    for (const shard of shards) stage.add(shard);
    const gathered = await stage.finished();
    expect(gathered?.folder).toBe(staged);
    expect(inodeOf(staged)).toBe(first);
    // Listed as they were gathered, in a line file beside the folder: the staged folder's files, each once.
    expect(gathered?.list).toBe(stagedListOf(staged));
    expect([...linesOf(stagedListOf(staged))].sort()).toEqual(filesUnder(staged).sort());
    expect(filesUnder(staged).sort()).toEqual([
      'doctors/page-0.html',
      'doctors/page-1.html',
      'doctors/page-2.html',
      'favicon.svg',
      'sitemap-part-0.xml',
      'sitemap-part-1.xml',
      'sitemap-part-2.xml',
    ]);
    expect(existsSync(shards[0] as string)).toBe(false);
    expect(readdirSync(join(shards[2] as string, 'doctors'))).toEqual([]);
  });

  it('says when nothing was added, and rejects with the error of a move that failed, after the others', async () => {
    expect(await stageShards(join(scratch, 'never')).finished()).toBeUndefined();
    const staged = join(scratch, 'staged-failing');
    const stage = stageShards(staged);
    write(join(scratch, 'good'), { 'a.html': 'a' });
    stage.add(join(scratch, 'good'));
    stage.add(join(scratch, 'no-such-shard'));
    await expect(stage.finished()).rejects.toThrow(/no-such-shard/);
    expect(read(staged, 'a.html')).toBe('a');
    // A folder that is not there is no staged folder either.
    const missingFirst = stageShards(join(scratch, 'staged-never'));
    missingFirst.add(join(scratch, 'no-such-shard'));
    await expect(missingFirst.finished()).rejects.toThrow(/no-such-shard/);
  });
});
