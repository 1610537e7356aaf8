/**
 * The sitemap parts of one Astro process: one process (or each shard of a split build) lists its pages in
 * `sitemap-part-{i}-of-{n}-{k}.xml` files of at most 45,000 URLs (src/hosting/sitemap.ts), each URL canonical and
 * dated by its data (`lastmod`: when the newest fact the page shows last changed, src/page-deps/manifest.ts). A
 * build with a manifest renders only its changed pages but lists every page of its shard, from the manifest. A page
 * every shard builds (no data of its own) is listed by shard 0 only, so the parts never overlap. The one
 * sitemap-index.xml over every part is written with the site files, once the parts are all there.
 *
 * Written here rather than by @astrojs/sitemap: a night lists a whole shard (about 140,000 URLs at 100k doctors)
 * to date a few thousand, and the package's streams took a second of it; joining strings takes a tenth.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readPipelineEnv } from '../config/env.ts';
import { currentShard } from '../data/shard.ts';
import { isListedInSitemap, sitemapPartBase, sitemapParts, type SitemapEntry } from '../hosting/sitemap.ts';
import { toCanonicalPath } from '../lib/urls.ts';
import { openPageManifest } from '../page-deps/manifest.ts';

/** The integration that writes this process's part of the sitemap; it runs after page-deps has merged the manifest. */
export function shardSitemap(): AstroIntegration {
  const shard = currentShard();
  const manifestPath = readPipelineEnv().PAGE_FACTS_PATH;
  // The routes without parameters: their pages are built by every shard.
  const everyShardPaths = new Set<string>();
  let site: string | undefined;
  return {
    name: 'sitemap-parts',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:routes:resolved': ({ routes }) => {
        for (const route of routes)
          if (route.type === 'page' && route.params.length === 0 && route.pathname) everyShardPaths.add(toCanonicalPath(route.pathname));
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        if (!site) {
          logger.warn('No sitemap: the site has no address (SITE_URL).');
          return;
        }
        // Each page once, under its canonical path, with its date.
        const entries = new Map<string, SitemapEntry>();
        const list = (pathname: string, lastmod?: string) => {
          const path = toCanonicalPath(pathname);
          if (entries.has(path) || !isListedInSitemap(path)) return;
          if (shard && shard.index !== 0 && everyShardPaths.has(path)) return;
          entries.set(path, { path, lastmod });
        };
        if (manifestPath) {
          // Every page of the shard, rendered tonight or kept from an earlier night, is in the merged manifest.
          const manifest = openPageManifest(manifestPath);
          try {
            for (const { url, changedAt } of manifest.pages()) list(url, changedAt);
          } finally {
            manifest.close();
          }
        }
        // Without a manifest (a plain `astro build`), the pages Astro built, undated.
        for (const { pathname } of pages) list(`/${pathname.replace(/^\/+/, '')}`);
        for (const path of everyShardPaths) list(path);
        const out = fileURLToPath(dir);
        for (const { name, xml } of sitemapParts(sitemapPartBase(shard), [...entries.values()], site)) writeFileSync(join(out, name), xml);
      },
    },
  };
}
