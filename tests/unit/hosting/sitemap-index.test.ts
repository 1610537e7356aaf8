/**
 * The sitemap index over the parts the shards wrote: each part named once, in shard and part order, dated by its
 * latest URL, and the URLs counted, however the part's bytes fall into the chunks it is read in (a part of 50,000
 * URLs is about 10 MB).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PART_CHUNK_BYTES, writeSitemapIndex } from '../../../src/hosting/sitemap.ts';

const scratch = mkdtempSync(join(tmpdir(), 'sitemap-index-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const url = (path: string, lastmod?: string) =>
  `<url><loc>https://directory.test/${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
const part = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;

/** The end of the 16th chunk the parts are read in: padding ends there. */
const CHUNK_END = 16 * PART_CHUNK_BYTES;

describe('the sitemap index', () => {
  it('names each part in order, dated by its latest URL, and counts every URL of parts of many megabytes', () => {
    // 30,000 URLs of varying length (about 3 MB): tags fall across every offset of the chunks the parts are read in.
    const big = Array.from({ length: 30_000 }, (_, i) =>
      url(`best-doctors/ca/los-angeles/${'x'.repeat(i % 97)}-${i}`, `2026-0${1 + (i % 9)}-${String(10 + (i % 19)).padStart(2, '0')}T00:00:00.000Z`),
    );
    // The latest date sits in the middle of the part, not at its end.
    big[17_321] = url('best-doctors/latest', '2026-11-28T12:00:00.000Z');
    writeFileSync(join(scratch, 'sitemap-part-1-of-2-0.xml'), part(big));
    writeFileSync(join(scratch, 'sitemap-part-0-of-2-10.xml'), part([url('a', '2026-01-01T00:00:00.000Z')]));
    writeFileSync(join(scratch, 'sitemap-part-0-of-2-2.xml'), part([url('b'), url('c')]));
    expect(writeSitemapIndex(scratch, [scratch], 'https://directory.test')).toBe(30_003);
    const index = readFileSync(join(scratch, 'sitemap-index.xml'), 'utf8');
    const entries = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)].map(([, loc, lastmod]) => [
      loc,
      lastmod,
    ]);
    expect(entries).toEqual([
      ['https://directory.test/sitemap-part-0-of-2-2.xml', undefined],
      ['https://directory.test/sitemap-part-0-of-2-10.xml', '2026-01-01T00:00:00.000Z'],
      ['https://directory.test/sitemap-part-1-of-2-0.xml', '2026-11-28T12:00:00.000Z'],
    ]);
  });

  it('reads a tag the end of a chunk cuts, wherever it cuts it', () => {
    const folder = join(scratch, 'cut');
    mkdirSync(folder);
    const latest = '2026-11-28T12:00:00.000Z';
    const target = url('t', latest);
    const cuts = [1, 2, 3, 4, 5, ...Array.from({ length: 20 }, (_, i) => target.indexOf('<lastmod>') + 2 * i)];
    for (const [index, cut] of cuts.entries()) {
      // The part's bytes up to the target URL, padded so that a chunk ends `cut` bytes into it.
      const head = part([url('pad', '2026-01-01T00:00:00.000Z')]).replace('</urlset>', '');
      const padded = head.replace('/pad<', `/pad${'p'.repeat(CHUNK_END - cut - head.length)}<`);
      expect(padded.length).toBe(CHUNK_END - cut);
      writeFileSync(join(folder, `sitemap-part-0-of-1-${index}.xml`), `${padded}${target}</urlset>`);
    }
    expect(writeSitemapIndex(folder, [folder], 'https://directory.test')).toBe(2 * cuts.length);
    const dates = [...readFileSync(join(folder, 'sitemap-index.xml'), 'utf8').matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map(([, date]) => date);
    expect(dates).toEqual(cuts.map(() => latest));
  });
});
