/**
 * The sitemap index over every part of the sitemap. The parts are written by @astrojs/sitemap in each Astro
 * process (src/integrations/shard-sitemap.ts), one set per shard, at most 45,000 URLs a file; this writes the one
 * sitemap-index.xml that names them all, each with the latest lastmod of its URLs, so a single build, an
 * incremental one and the merge of sharded builds publish the same kind of sitemap.
 */
import { closeSync, openSync, readdirSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeOfPath } from '../routes/route-of-path.ts';
import type { Shard } from '../routes/shard.ts';
import { BLOG_NOT_FOUND, NOT_FOUND, SPECIALITY_DOCTOR } from '../routes/table.ts';

/** URLs per sitemap file: under the protocol's 50,000 with room to spare. */
export const SITEMAP_CHUNK_SIZE = 45_000;

/** The file name base of a shard's sitemap parts: `sitemap-part-0-of-2` gives sitemap-part-0-of-2-0.xml, -1.xml ... */
export const sitemapPartBase = (shard: Shard | undefined): string => `sitemap-part-${shard?.index ?? 0}-of-${shard?.count ?? 1}`;

/** A sitemap part's file name. */
export const PART_FILE = /^sitemap-part-\d+-of-\d+-\d+\.xml$/;

// Not canonical: a doctor's page under /specialities/ names its /best-doctors/ page; the 404s are not pages.
const NOT_LISTED_ROUTES: ReadonlySet<string> = new Set([SPECIALITY_DOCTOR.pattern, NOT_FOUND.pattern, BLOG_NOT_FOUND.pattern]);

/** Whether a built page belongs in the sitemap: a page that is its own canonical URL (data files are not pages). */
export function isListedInSitemap(pathname: string): boolean {
  const path = pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  if (/\.(json|xml|txt)$/.test(path)) return false;
  const route = routeOfPath(path);
  return route === undefined || !NOT_LISTED_ROUTES.has(route);
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes sitemap-index.xml into `dist` over the sitemap parts found in `pageDirs`; returns the number of URLs listed. */
export function writeSitemapIndex(dist: string, pageDirs: readonly string[], siteUrl: string): number {
  const parts = new Map<string, string>();
  for (const dir of pageDirs) for (const name of readdirSync(dir)) if (PART_FILE.test(name)) parts.set(name, join(dir, name));
  let urls = 0;
  const entries = [...parts.keys()].sort(byPartOrder).map((name) => {
    const { urls: listed, latest } = partFacts(parts.get(name) as string);
    urls += listed;
    return `<sitemap><loc>${escapeXml(new URL(`/${name}`, siteUrl).href)}</loc>${latest ? `<lastmod>${latest}</lastmod>` : ''}</sitemap>`;
  });
  writeFileSync(
    join(dist, 'sitemap-index.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
  );
  return urls;
}

/** The bytes a sitemap part is read in: a part of 50,000 URLs is about 10 MB, and the pipeline's process reads every
 * part of the site. Under V8's large-object size (128 KB), so each chunk's text dies young: chunks of a megabyte went
 * to the old generation: reading the 10 parts of the 200,000-doctor site took a process from 80 to 167 MiB (106 now). */
export const PART_CHUNK_BYTES = 1 << 16;

/** How many URLs a part lists, and its latest date, read a chunk at a time. The tags are ASCII: read as latin1, no
 * chunk cuts a character. */
function partFacts(file: string): { urls: number; latest: string } {
  const fd = openSync(file, 'r');
  let urls = 0;
  let latest = '';
  // What a chunk left unread at its end: a tag cut there is read whole with the next chunk.
  let rest = '';
  try {
    const buffer = Buffer.allocUnsafe(PART_CHUNK_BYTES);
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      const text = rest + buffer.toString('latin1', 0, read);
      let readUpTo = 0;
      for (const match of text.matchAll(/(<url>)|<lastmod>([^<]+)<\/lastmod>/g)) {
        if (match[1]) urls++;
        // ISO dates of one form compare as text: the part's latest.
        else if (match[2] && match[2] > latest) latest = match[2];
        readUpTo = match.index + match[0].length;
      }
      rest = text.slice(Math.max(readUpTo, text.length - TAG_MAX));
    }
  } finally {
    closeSync(fd);
  }
  return { urls, latest };
}

/** Longer than any tag read whole (`<lastmod>…</lastmod>` is 43 characters). */
const TAG_MAX = 128;

/** sitemap-part-{shard}-of-{n}-{k}.xml by shard, then by k, as numbers: the order the index lists the parts in. */
export function byPartOrder(a: string, b: string): number {
  const numbers = (name: string) => (name.match(/\d+/g) ?? []).map(Number);
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
