/**
 * A render job's hand-off to the deploy job (scripts/pipeline/shard-hand-off.ts): the links it cannot resolve itself
 * are listed, those it can are not; its page files (and only they) move apart; the deploy job finds a listed link
 * broken unless the merge or another job's pages resolve it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutwardLinks, handOffShard, outwardLinksFileOf, pagesApartOf } from '../../../scripts/pipeline/shard-hand-off.ts';
import { shardPagesFileOf, writeShardPages } from '../../../scripts/pipeline/shard-page-list.ts';

const scratch = mkdtempSync(join(tmpdir(), 'hand-off-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (root: string, path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

describe('a render job hands off its output', () => {
  const shard = join(scratch, 'dist.shard-0');
  // Rendered tonight: a city page and a doctor; on the host already (listed, not rendered): another doctor.
  write(shard, 'ny/index.html', '<a href="/ny/dr-a">A</a><a href="/ny/dr-b">B</a><a href="/tx/">TX</a><script src="/_astro/app.js"></script>');
  write(shard, 'ny/dr-a.html', '<a href="/ny/">NY</a><a href="/search-index/manifest.json">search</a><a href="/tx/">TX</a>');
  write(shard, '_astro/app.js', '');
  write(shard, 'sitemap-part-0-of-2-0.xml', '<urlset></urlset>');
  writeShardPages(shardPagesFileOf(shard), ['ny/index.html', 'ny/dr-a.html', 'ny/dr-b.html'], ['ny/dr-gone.html']);

  it('lists the links only the deploy job can resolve, each once, and moves its pages apart', async () => {
    const handed = await handOffShard(shard);
    expect(handed).toEqual({ links: 7, outward: 2, pages: 2 });
    // Each with the first page found making it (the walk's order is the folder's).
    const outward = readFileSync(outwardLinksFileOf(shard), 'utf8').trim().split('\n').sort();
    expect(outward).toEqual(['/search-index/manifest.json\t/ny/dr-a.html', expect.stringMatching(/^\/tx\/\t\/ny\/(index|dr-a)\.html$/)]);
    expect(existsSync(join(pagesApartOf(shard), 'ny/index.html'))).toBe(true);
    expect(existsSync(join(pagesApartOf(shard), 'ny/dr-a.html'))).toBe(true);
    // The folder the pages left is gone with them.
    expect(existsSync(join(shard, 'ny'))).toBe(false);
    // What is not a page stays for the merge.
    expect(existsSync(join(shard, '_astro/app.js'))).toBe(true);
    expect(existsSync(join(shard, 'sitemap-part-0-of-2-0.xml'))).toBe(true);
  });

  it('lets the deploy job resolve them against the merge and the other jobs’ pages', () => {
    const merged = join(scratch, 'dist');
    write(merged, 'search-index/manifest.json', '{}');
    const files = [outwardLinksFileOf(shard)];
    const withoutTexas = checkOutwardLinks(files, merged, new Set<string>());
    expect(withoutTexas).toEqual({ links: 2, broken: 1, examples: [{ page: expect.stringMatching(/^\/ny\//), href: '/tx/' }] });
    expect(checkOutwardLinks(files, merged, new Set(['tx/index.html']))).toEqual({ links: 2, broken: 0, examples: [] });
  });
});
