/**
 * The site a snapshot makes, estimated before it is rendered (files, folders, bytes, host rule counts), for the
 * DEPLOY_HOST check (src/hosting/host-limits.ts): an hour of rendering is not spent on a site the host would refuse.
 */
import type { DeployHost } from '../../src/config/deploy-hosts.ts';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SiteEnv } from '../../src/config/env.ts';
import { headersFile, redirectsFile } from '../../src/hosting/headers.ts';
import {
  checkSiteAgainstHost,
  countHeaderRules,
  countRedirectRules,
  type HostCheck,
  type HostTable,
  type SiteEstimate,
  SiteTally,
} from '../../src/hosting/host-limits.ts';
import { SINGLE_ROUTES } from '../../src/routes/table.ts';
import { cacheDirOf } from './cache-layout.ts';
import type { BuildPaths } from './paths.ts';
import { readPublishedSite } from './published-site.ts';
import { urlOfPageId } from './snapshot-removals.ts';

/** The current snapshot's site against `host`'s limits (src/hosting/host-limits.ts). */
export function checkHost(
  paths: Pick<BuildPaths, 'root' | 'dist' | 'currentSnapshot'>,
  env: SiteEnv,
  host: DeployHost,
  hosts?: HostTable,
): HostCheck {
  return checkSiteAgainstHost(estimateSite(paths, env), host, hosts);
}

/** A thousand of the last build's pages are measured in dist/ for their average size: stats, not a walk of the site. */
const PAGE_SAMPLE = 1000;
/** Without a last build to measure: the 100,000-doctor site's average page (10,254 bytes), rounded up. */
const AVERAGE_PAGE_BYTES = 10_500;
/** A sitemap part holds up to 45,000 URLs at about 153 bytes each (6.9 MB at 100,000 doctors); rounded up. */
const SITEMAP_URLS = 45_000;
const SITEMAP_BYTES_PER_URL = 160;
/** Without a last build's record: files besides pages and images (bundles, search index, sitemap parts, host rules,
 * the near-me files), a fixed part and a part that grows with the pages; their average size is about the search
 * index's files'. The search index's files come to about 5.5 % of the pages at 100,000 doctors (15,610 files of
 * 5.6 KB on average for 285,454 pages). */
const siteFilesAllowance = (pages: number): number => 2000 + Math.ceil(pages / 16);
const SITE_FILE_BYTES = 6_000;

/** The output file of a route's page, from the site's root: a route with a folder of its own in src/pages writes
 * `index.html` there (build.format 'preserve'), an endpoint its own name ('.json'), any other page `name.html`. */
function outputFileOfRoute(root: string): (pattern: string, url: string) => string {
  const folderRoutes = new Map<string, boolean>();
  return (pattern, url) => {
    const path = url.replace(/^\//, '');
    if (/\.\w+$/.test(pattern)) return path;
    let isFolder = folderRoutes.get(pattern);
    if (isFolder === undefined) {
      isFolder = existsSync(join(root, 'src', 'pages', pattern, 'index.astro'));
      folderRoutes.set(pattern, isFolder);
    }
    if (isFolder) return path === '' ? 'index.html' : `${path.replace(/\/$/, '')}/index.html`;
    return `${path}.html`;
  };
}

const sizeIn = (dist: string, file: string): number | undefined => {
  const stat = statSync(join(dist, file), { throwIfNoEntry: false });
  return stat?.isFile() ? stat.size : undefined;
};

/**
 * The site the current snapshot makes, before it is rendered: every page the snapshot lists for each route, the
 * single pages, the images, and the other files of the last build (its record in the cache folder) or an allowance
 * for them. Sizes are the last build's where dist/ holds it (a sample of its pages, its other files), else averages
 * measured on the benchmark sites; the estimate says which.
 */
export function estimateSite(paths: Pick<BuildPaths, 'root' | 'dist' | 'currentSnapshot'>, env: SiteEnv): SiteEstimate {
  const tally = new SiteTally();
  const outputOf = outputFileOfRoute(paths.root);
  const db = new DatabaseSync(paths.currentSnapshot, { readOnly: true });
  let pages = 0;
  let imageBytes = 0;
  let largestFileBytes = 0;
  const sample: number[] = [];
  try {
    for (const { pattern } of SINGLE_ROUTES) {
      tally.addFile(outputOf(pattern, pattern));
      pages++;
    }
    const listed = (db.prepare('SELECT count(*) AS pages FROM route_pages').get() as { pages: number }).pages;
    const stride = Math.max(1, Math.ceil(listed / PAGE_SAMPLE));
    let seq = 0;
    for (const row of db.prepare('SELECT route, page_id FROM route_pages').iterate() as Iterable<{ route: string; page_id: string }>) {
      const file = outputOf(row.route, urlOfPageId(row.page_id));
      tally.addFile(file);
      pages++;
      if (seq++ % stride !== 0) continue;
      const size = sizeIn(paths.dist, file);
      if (size !== undefined) sample.push(size);
    }
    // Images are named by content: assets sharing one are one file.
    const images = db
      .prepare("SELECT path, max(length(body)) AS bytes FROM assets WHERE state = 'done' AND path IS NOT NULL GROUP BY path")
      .all() as Array<{ path: string; bytes: number }>;
    for (const image of images) {
      tally.addFile(image.path.replace(/^\//, ''));
      imageBytes += image.bytes;
      largestFileBytes = Math.max(largestFileBytes, image.bytes);
    }
  } finally {
    db.close();
  }
  const measured = sample.length > 0;
  const pageBytes = measured ? sample.reduce((sum, size) => sum + size, 0) / sample.length : AVERAGE_PAGE_BYTES;
  if (measured) largestFileBytes = Math.max(largestFileBytes, ...sample);
  let siteFileBytes = 0;
  let allowance = 0;
  const published = readPublishedSite(cacheDirOf(paths), paths.dist);
  if (published) {
    for (const file of published.eachFile()) {
      if (file.startsWith('media/')) continue;
      tally.addFile(file);
      const size = sizeIn(paths.dist, file) ?? SITE_FILE_BYTES;
      siteFileBytes += size;
      largestFileBytes = Math.max(largestFileBytes, size);
    }
  } else {
    allowance = siteFilesAllowance(pages);
    tally.addUnplaced(allowance);
    siteFileBytes = allowance * SITE_FILE_BYTES + pages * SITEMAP_BYTES_PER_URL;
    largestFileBytes = Math.max(largestFileBytes, Math.min(pages, SITEMAP_URLS) * SITEMAP_BYTES_PER_URL);
  }
  const folders = tally.folders();
  const redirects = countRedirectRules(redirectsFile(env.PUBLIC_API_BASE_URL));
  return {
    files: tally.files,
    folders: folders.count,
    bytes: Math.round(pages * pageBytes + imageBytes + siteFileBytes),
    largestFolder: folders.largest,
    largestFileBytes,
    headersRules: countHeaderRules(headersFile()),
    staticRedirects: redirects.static,
    dynamicRedirects: redirects.dynamic,
    basis:
      `estimated before rendering: pages of ${Math.round(pageBytes).toLocaleString('en-US')} bytes on average ` +
      (measured ? `(${sample.length} of the last build's measured)` : '(as at 100,000 doctors)') +
      (published
        ? ', the other files as the last build published them'
        : `, ${allowance.toLocaleString('en-US')} files allowed for bundles, search index and sitemaps`),
  };
}
