/**
 * A build's whole-site lists on disk (scripts/pipeline/build-lists.ts): what the publish places, removes and
 * records, and the counts the report gives, asked of SQLite instead of sets in memory.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removedPagesFileOf, renderedPagesFileOf } from '../../../src/integrations/build-report.ts';
import { writeLines } from '../../../src/lib/line-files.ts';
import { makeBuildLists, pagesListed } from '../../../scripts/pipeline/build-lists.ts';
import { readPublishedSite, recordPublishedSite } from '../../../scripts/pipeline/published-site.ts';

const scratch = mkdtempSync(join(tmpdir(), 'build-lists-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function shardCache(name: string, rendered: string[], removed: string[]): string {
  const cache = join(scratch, name);
  mkdirSync(cache, { recursive: true });
  writeLines(renderedPagesFileOf(cache), rendered);
  writeLines(removedPagesFileOf(cache), removed);
  return cache;
}

describe('the build lists', () => {
  const siteFiles = join(scratch, 'site-files');
  for (const file of ['media/ab.webp', 'media/cd.webp', 'search-index/doctors.json', 'sitemap-index.xml']) {
    mkdirSync(join(siteFiles, file, '..'), { recursive: true });
    writeFileSync(join(siteFiles, file), file);
  }
  const stagedList = join(scratch, 'staged.files.txt');
  writeLines(stagedList, ['index.html', 'best-doctors/texas/index.html', 'best-doctors/ohio/a.html', '_astro/app.js', 'sitemap-index.xml']);
  const shards = [
    shardCache('shard-0', ['/index.html', '/best-doctors/texas/index.html'], ['/best-doctors/ohio/gone.html']),
    shardCache('shard-1', ['/index.html', '/best-doctors/ohio/a.html'], []),
  ];
  const lists = makeBuildLists(join(scratch, 'cache'), { shardCaches: shards, stagedList, siteFiles });

  it('holds each page once, whichever shards rendered it, and counts by folder', () => {
    expect(lists.count('rendered')).toBe(3);
    expect([...lists.each('rendered')]).toEqual(['best-doctors/ohio/a.html', 'best-doctors/texas/index.html', 'index.html']);
    expect(lists.countUnder('staged', 'best-doctors')).toBe(2);
    expect(lists.countUnder('staged', 'best-doctors/ohio')).toBe(1);
    // 'best-doctors-x' sorts after 'best-doctors/' but is not under it.
    expect(lists.countUnder('site', 'media')).toBe(2);
  });

  it('gives each file to publish once: the staged folder wins over the site files', () => {
    expect([...lists.eachSiteFileNotStaged()]).toEqual(['media/ab.webp', 'media/cd.webp', 'search-index/doctors.json']);
  });

  it('records the files that are not pages, and removes what the last record had and tonight lacks', () => {
    expect([...lists.eachOtherFile()]).toEqual(['_astro/app.js', 'media/ab.webp', 'media/cd.webp', 'search-index/doctors.json', 'sitemap-index.xml']);
    const cache = join(scratch, 'record');
    mkdirSync(cache);
    const dist = join(scratch, 'dist');
    // Last night's: an old bundle and image went; the ohio page is now a page, not a site file (kept).
    recordPublishedSite(cache, dist, ['_astro/old.js', 'media/ab.webp', 'media/gone.webp', 'best-doctors/ohio/a.html']);
    const last = readPublishedSite(cache, dist);
    expect(last && [...last.eachFile()]).toEqual(['_astro/old.js', 'best-doctors/ohio/a.html', 'media/ab.webp', 'media/gone.webp']);
    expect(readPublishedSite(cache, join(scratch, 'another-dist'))).toBeUndefined();
    expect([...lists.eachToRemove(last?.path)]).toEqual(['best-doctors/ohio/gone.html', '_astro/old.js', 'media/gone.webp']);
    expect([...lists.eachToRemove(undefined)]).toEqual(['best-doctors/ohio/gone.html']);
  });

  it('is read again after the build by whoever asks which pages rendered', () => {
    lists.close();
    expect(pagesListed(lists.path, 'rendered')).toEqual(['/best-doctors/ohio/a.html', '/best-doctors/texas/index.html', '/index.html']);
    expect(pagesListed(lists.path, 'removed')).toEqual(['/best-doctors/ohio/gone.html']);
  });
});
