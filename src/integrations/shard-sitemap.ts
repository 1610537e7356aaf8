/**
 * The sitemap, written by @astrojs/sitemap in each Astro process: one process (or each shard of a split build)
 * lists the pages it built in `sitemap-part-{i}-of-{n}-{k}.xml` files of at most 45,000 URLs, each URL canonical
 * and dated by its data (`lastmod`: when the newest fact the page shows last changed, src/page-deps/manifest.ts).
 * A page that carries robots noindex (an empty state) is left out, by the manifest's record of the page, whether it
 * rendered in this build or not. A page every shard builds (no data of its own) is listed by shard 0 only, so the
 * parts never overlap. The package's own index of one part is removed: the sitemaps protocol allows no index of
 * indexes, so the one sitemap-index.xml over every part is written with the site files (src/hosting/sitemap.ts),
 * once the parts are all there.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { readPipelineEnv } from '../config/env.ts';
import { currentShard } from '../routes/shard.ts';
import { isListedInSitemap, SITEMAP_CHUNK_SIZE, sitemapPartBase } from '../hosting/sitemap.ts';
import { toCanonicalPath } from '../routes/urls.ts';
import { openPageManifest, type PageManifest } from '../page-deps/manifest.ts';

/** The integrations that write this process's part of the sitemap, in the order their hooks must run. */
export function shardSitemap(): AstroIntegration[] {
  const shard = currentShard();
  const pipeline = readPipelineEnv();
  const manifestPath = pipeline.PAGE_FACTS_PATH;
  // Opened when the sitemap is written: by then page-deps.ts has merged this build's facts.
  let manifest: PageManifest | undefined;
  // Every page's date, read at once: the sitemap asks for each of them.
  let dates: Map<string, string> | undefined;
  const lastModifiedOf = (pathname: string) => {
    if (!manifestPath) return undefined;
    manifest ??= openPageManifest(manifestPath);
    dates ??= manifest.lastModifiedByUrl();
    return dates.get(pathname);
  };
  const base = sitemapPartBase(shard);
  // The indexable pages' canonical paths, read from the merged manifest once: it records each page's indexability
  // when it renders, so a page reused from an earlier build is left out as it was when it last rendered.
  let indexable: Set<string> | undefined;
  const indexableUrls = (path: string): Set<string> => {
    manifest ??= openPageManifest(path);
    indexable ??= new Set(manifest.indexableUrls());
    return indexable;
  };
  // The routes without parameters: their pages are built by every shard.
  const everyShardPaths = new Set<string>();
  // Each page once: a page Astro built and the same page added from the manifest may be spelled differently.
  const seen = new Set<string>();
  const listed = (url: string): boolean => {
    const { pathname } = new URL(url);
    const canonical = toCanonicalPath(pathname);
    // With a manifest, every indexable page is among the custom pages under its canonical spelling: only that one is
    // listed, so the sorted list (and its split into parts) is the same whichever pages this build rendered.
    if (manifestPath && (pathname !== canonical || !indexableUrls(manifestPath).has(canonical))) return false;
    if (!isListedInSitemap(pathname) || seen.has(canonical)) return false;
    seen.add(canonical);
    return !shard || shard.index === 0 || !everyShardPaths.has(canonical);
  };
  // A build with a manifest renders only changed pages but still lists all of its indexable pages: the ones it did not
  // render are added here once the manifest is merged, before @astrojs/sitemap reads its options (at the build's end).
  const customPages: string[] = [];
  let site: URL | undefined;
  return [
    {
      name: 'sitemap-parts-routes',
      hooks: {
        'astro:config:done': ({ config }) => {
          site = config.site ? new URL(config.site) : undefined;
        },
        'astro:routes:resolved': ({ routes }) => {
          for (const route of routes)
            if (route.type === 'page' && route.params.length === 0 && route.pathname) everyShardPaths.add(toCanonicalPath(route.pathname));
        },
        'astro:build:done': () => {
          if (!manifestPath || !site) return;
          for (const url of indexableUrls(manifestPath)) customPages.push(new URL(url, site).href);
        },
      },
    },
    sitemap({
      filenameBase: base,
      customPages,
      entryLimit: SITEMAP_CHUNK_SIZE,
      filter: listed,
      serialize: (item) => {
        const path = toCanonicalPath(new URL(item.url).pathname);
        const lastmod = lastModifiedOf(path);
        return { url: new URL(path, item.url).href, ...(lastmod ? { lastmod } : {}) };
      },
    }),
    {
      name: 'sitemap-parts-tidy',
      hooks: {
        'astro:build:done': ({ dir }) => {
          rmSync(join(fileURLToPath(dir), `${base}-index.xml`), { force: true });
          manifest?.close();
        },
      },
    },
  ];
}
