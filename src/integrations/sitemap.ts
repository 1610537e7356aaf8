/** The sitemap: @astrojs/sitemap with canonical URLs only, chunks under 50,000 URLs, and lastmod from the snapshot. */
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { blogHeadingOf } from '../data/blogs.ts';
import { lastModifiedOf } from '../data/last-modified.ts';
import { toCanonicalPath } from '../lib/urls.ts';
import { getSnapshot } from '../snapshot/read.ts';

// A doctor's page under /specialities/ names its /best-doctors/ page as canonical; the not-found page is not a page.
const NOT_CANONICAL = /^\/(404|specialities\/best-doctors-for-[^/]+\/[^/]+)$/;

export function siteSitemap(): AstroIntegration {
  return sitemap({
    entryLimit: 45_000,
    filter: (page) => !NOT_CANONICAL.test(new URL(page).pathname.replace(/\.html$/, '')),
    serialize(item) {
      const url = new URL(item.url);
      url.pathname = toCanonicalPath(url.pathname);
      const lastmod = lastModifiedOf(url.pathname, getSnapshot(), blogHeadingOf);
      return { ...item, url: url.href, ...(lastmod ? { lastmod } : {}) };
    },
  });
}
