/** A process's sitemap parts: sitemaps protocol files of a bounded size, in one order whatever the input's. */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { sitemapParts } from '../../../src/hosting/sitemap.ts';

const SITE = 'https://directory.test';
const locsOf = (xml: string) => {
  const $ = cheerio.load(xml, { xmlMode: true });
  return $('url')
    .map((_i, url) => ({ loc: $(url).find('loc').text(), lastmod: $(url).find('lastmod').text() }))
    .get();
};

describe('sitemap parts', () => {
  it('split the pages in path order, at most the limit a file, named from the base', () => {
    const paths = ['/b/', '/a/', '/c/', '/best-doctors/texas/', '/'];
    const base = 'sitemap-part-1-of-2';
    const parts = sitemapParts(
      base,
      paths.map((path) => ({ path })),
      SITE,
      2,
    );
    expect(parts.map((part) => part.name)).toEqual(['sitemap-part-1-of-2-0.xml', 'sitemap-part-1-of-2-1.xml', 'sitemap-part-1-of-2-2.xml']);
    expect(parts.flatMap((part) => locsOf(part.xml).map((url) => url.loc))).toEqual(
      ['/', '/a/', '/b/', '/best-doctors/texas/', '/c/'].map((path) => `${SITE}${path}`),
    );
    // The same pages in another order give the same files.
    expect(
      sitemapParts(
        base,
        [...paths].reverse().map((path) => ({ path })),
        SITE,
        2,
      ),
    ).toEqual(parts);
  });

  it('are sitemaps protocol documents, with a lastmod only where the page has a date', () => {
    const [part] = sitemapParts('p', [{ path: '/a/', lastmod: '2026-11-20T08:00:00.000Z' }, { path: '/b/' }, { path: '/c/', lastmod: 'soon' }], SITE);
    expect(part?.xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(locsOf(part?.xml ?? '')).toEqual([
      { loc: `${SITE}/a/`, lastmod: '2026-11-20T08:00:00.000Z' },
      { loc: `${SITE}/b/`, lastmod: '' },
      { loc: `${SITE}/c/`, lastmod: '' },
    ]);
  });

  it('escape what XML would read as markup, and write no file for no pages', () => {
    const [part] = sitemapParts('p', [{ path: '/search/?q=a&b=<c>' }], SITE);
    expect(part?.xml).toContain('<loc>https://directory.test/search/?q=a&amp;b=%3Cc%3E</loc>');
    expect(sitemapParts('p', [], SITE)).toEqual([]);
  });
});
