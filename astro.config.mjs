// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { readPipelineEnv, readSiteEnv } from './src/config/env.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { pageDeps } from './src/integrations/page-deps.ts';
import { shardSitemap } from './src/integrations/shard-sitemap.ts';
import { siteFiles } from './src/integrations/site-files.ts';

// The knobs the build pipeline sets for each process, validated (src/config/env.ts).
const pipeline = readPipelineEnv();
// The site's addresses, validated (a bad URL stops the build with the variable's name).
const { SITE_URL: site, PUBLIC_API_BASE_URL: publicApi, INDEXNOW_KEY: indexNowKey } = readSiteEnv(process.env);
// Where the browser forms post: a configured API origin, or this site's own /api/.
const formOrigin = publicApi ? new URL(publicApi).origin : '';

// Static output; list routes are folders (served with a trailing slash), detail routes are files (served without).
export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'preserve', concurrency: pipeline.BUILD_CONCURRENCY },
  // Each output (the site, the test site) keeps its own cache folder (Vite's, and the build report).
  cacheDir: pipeline.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  // A list's filter scripts stay files of their own (src/components/ListFilters*.astro): the code, loaded from a
  // <template> when used, would otherwise be inlined into every list page, and an inlined loader would add its hash
  // to the CSP of every page of the site. Every other asset keeps Vite's default limit.
  vite: { build: { assetsInlineLimit: (file) => (/\/ListFilters(Code)?\.astro_/.test(file) ? false : undefined) } },
  // No markdown pages; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  // Astro's own logger, at the level the pipeline asks for (ASTRO_LOG_LEVEL), else as Astro sets it.
  ...(pipeline.ASTRO_LOG_LEVEL ? { logger: { entrypoint: 'astro/logger/node', config: { level: pipeline.ASTRO_LOG_LEVEL } } } : {}),
  // Page facts are merged before the sitemap part (dated from them), which comes before the site files (which index every part).
  integrations: [react(), clientDirectives(), pageDeps(), ...shardSitemap(), siteFiles({ siteUrl: site, apiBaseUrl: publicApi, indexNowKey })],
  security: {
    // A CSP meta tag per page with the hashes of Astro's inline scripts; headers add frame-ancestors (see hosting rules).
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        `connect-src 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // Toasts position themselves with style attributes and a runtime stylesheet.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
