/**
 * The sitemap: its parts and the index over them. Each Astro process (each shard) writes its own parts
 * (src/integrations/shard-sitemap.ts), at most 45,000 URLs a file; the one sitemap-index.xml names every part, each
 * with the latest lastmod of its URLs, so a single build, an incremental one and the merge of sharded builds publish
 * the same kind of sitemap.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Shard } from '../data/shard.ts';

/** URLs per sitemap file: under the protocol's 50,000 with room to spare. */
export const SITEMAP_CHUNK_SIZE = 45_000;

/** The file name base of a shard's sitemap parts: `sitemap-part-0-of-2` gives sitemap-part-0-of-2-0.xml, -1.xml ... */
export const sitemapPartBase = (shard: Shard | undefined): string => `sitemap-part-${shard?.index ?? 0}-of-${shard?.count ?? 1}`;

/** A sitemap part's file name. */
export const PART_FILE = /^sitemap-part-\d+-of-\d+-\d+\.xml$/;

// Not canonical: a doctor's page under /specialities/ names its /best-doctors/ page; 404 is not a page; data files are not pages.
const NOT_LISTED = /^\/(404(\.html)?|specialities\/best-doctors-for-[^/]+\/[^/]+)$|\.(json|xml|txt)$/;

/** Whether a built page belongs in the sitemap: a page that is its own canonical URL. */
export function isListedInSitemap(pathname: string): boolean {
  return !NOT_LISTED.test(pathname.replace(/\/+$/, '') || '/');
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page of the sitemap: its canonical path and, when its data dates it, when that last changed (an ISO date). */
export interface SitemapEntry {
  readonly path: string;
  readonly lastmod?: string | undefined;
}

/**
 * The sitemap parts of one process (`{base}-0.xml`, `{base}-1.xml` ...): its entries in path order, `perPart` a file,
 * so the same pages give the same files whichever of them this build rendered. A lastmod that is not a date is left out.
 */
export function sitemapParts(
  base: string,
  entries: readonly SitemapEntry[],
  siteUrl: string,
  perPart: number = SITEMAP_CHUNK_SIZE,
): Array<{ readonly name: string; readonly xml: string }> {
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const parts: Array<{ name: string; xml: string }> = [];
  for (let start = 0; start < sorted.length; start += perPart) {
    const urls = sorted.slice(start, start + perPart).map(({ path, lastmod }) => {
      const date = lastmod === undefined ? undefined : new Date(lastmod);
      const dated = date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc>${dated}</url>`;
    });
    parts.push({ name: `${base}-${parts.length}.xml`, xml: `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">${urls.join('')}</urlset>\n` });
  }
  return parts;
}

/** Writes sitemap-index.xml into `dist` over the sitemap parts found in `pageDirs`; returns the number of URLs listed. */
export function writeSitemapIndex(dist: string, pageDirs: readonly string[], siteUrl: string): number {
  const parts = new Map<string, string>();
  for (const dir of pageDirs) for (const name of readdirSync(dir)) if (PART_FILE.test(name)) parts.set(name, join(dir, name));
  let urls = 0;
  const entries = [...parts.keys()].sort(byPartOrder).map((name) => {
    const xml = readFileSync(parts.get(name) as string, 'utf8');
    urls += (xml.match(/<url>/g) ?? []).length;
    // ISO dates of one form compare as text: the part's latest.
    const latest = (xml.match(/<lastmod>[^<]+<\/lastmod>/g) ?? []).sort().pop();
    return `<sitemap><loc>${escapeXml(new URL(`/${name}`, siteUrl).href)}</loc>${latest ?? ''}</sitemap>`;
  });
  writeFileSync(join(dist, 'sitemap-index.xml'), `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">${entries.join('')}</sitemapindex>\n`);
  return urls;
}

/** sitemap-part-{shard}-of-{n}-{k}.xml by shard, then by k, as numbers: the order the index lists the parts in. */
export function byPartOrder(a: string, b: string): number {
  const numbers = (name: string) => (name.match(/\d+/g) ?? []).map(Number);
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
