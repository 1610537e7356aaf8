/**
 * The sitemap, written from the pages actually built: one sitemap index and chunks of at most 45,000 canonical
 * URLs, each with `lastmod` when its data has a date. Built from the output folder, so a single build, an
 * incremental one and the merge of sharded builds write the same files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../lib/files-under.ts';
import { toCanonicalPath } from '../lib/urls.ts';

export const SITEMAP_CHUNK_SIZE = 45_000;

// Not canonical: a doctor's page under /specialities/ names its /best-doctors/ page; 404 is not a page.
const NOT_CANONICAL = /^\/(404|specialities\/best-doctors-for-[^/]+\/[^/]+)$/;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The canonical path of every HTML page in built page folders (shards overlap), sorted. */
export function builtPagePaths(...dirs: readonly string[]): string[] {
  const paths = new Set<string>();
  const isPageFolder = (name: string) => !name.startsWith('_') && name !== 'media' && name !== 'search-index';
  for (const dir of dirs) {
    for (const file of filesUnder(dir, isPageFolder)) {
      if (!file.endsWith('.html')) continue;
      const path = `/${file.slice(0, -'.html'.length)}`.replace(/\/index$/, '/');
      if (!NOT_CANONICAL.test(path.replace(/\/$/, '') || '/')) paths.add(toCanonicalPath(path));
    }
  }
  return [...paths].sort();
}

/** Writes sitemap-index.xml and sitemap-N.xml into `dist` for the pages in `pageDirs`; returns the number of URLs. */
export function writeSitemap(
  dist: string,
  pageDirs: readonly string[],
  siteUrl: string,
  lastModifiedOf: (path: string) => string | undefined,
): number {
  const paths = builtPagePaths(...pageDirs);
  const chunks = Math.max(1, Math.ceil(paths.length / SITEMAP_CHUNK_SIZE));
  const index: string[] = [];
  for (let chunk = 0; chunk < chunks; chunk++) {
    const urls = paths.slice(chunk * SITEMAP_CHUNK_SIZE, (chunk + 1) * SITEMAP_CHUNK_SIZE).map((path) => {
      const lastmod = lastModifiedOf(path);
      return `<url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    });
    writeFileSync(
      join(dist, `sitemap-${chunk}.xml`),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
    );
    index.push(`<sitemap><loc>${escapeXml(new URL(`/sitemap-${chunk}.xml`, siteUrl).href)}</loc></sitemap>`);
  }
  writeFileSync(
    join(dist, 'sitemap-index.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index.join('')}</sitemapindex>\n`,
  );
  return paths.length;
}
