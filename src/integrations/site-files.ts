/**
 * The files of the whole site besides its pages: the images of the snapshot under /media/, the search index, the
 * near-me files (/near/), the offline worker (/sw.js), the host rules (_headers, _redirects, _nginx.conf, robots.txt) and the sitemap index over
 * the sitemap parts of the pages built (each Astro process writes its own part with @astrojs/sitemap,
 * src/integrations/shard-sitemap.ts). Written at the end of a build; with BUILD_SHARD set, by the build pipeline instead (scripts/pipeline/astro-step.ts), once for all shards.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { currentShard } from '../routes/shard.ts';
import { headersFile, redirectsFile, robotsFile } from '../hosting/headers.ts';
import { nginxServerBlock } from '../hosting/nginx.ts';
import { WORKER_PATH, workerSource } from '../hosting/worker-file.ts';
import { writeSitemapIndex } from '../hosting/sitemap.ts';
import { allStateMaps, MAP_FOLDER } from '../geo/state-map.ts';
import { citiesWithListings, writeNearFiles } from '../near/build-files.ts';
import { buildSearchIndex } from '../search/build-index.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';
import { SITE_DATA_LAST_FILE } from './site-data-last-file.ts';

export interface SiteFilesOptions {
  readonly siteUrl: string;
  readonly apiBaseUrl: string | undefined;
  /** The site's IndexNow key: its key file is published at the root (scripts/deploy/indexnow.ts). */
  readonly indexNowKey?: string | undefined;
}

/**
 * The snapshot's images under out/media/. Their names are digests of their bytes, so one already there of the
 * same size is the same image and is not written again (the pipeline keeps this folder between builds); images
 * the snapshot no longer has are removed.
 */
function writeMedia(out: string, snapshot: SnapshotReader): number {
  const wanted = new Set<string>();
  for (const file of snapshot.mediaFiles()) {
    const target = join(out, file.path);
    wanted.add(target);
    if (statSync(target, { throwIfNoEntry: false })?.size === file.size) continue;
    mkdirSync(dirname(target), { recursive: true });
    // Replaced by rename, never rewritten in place: the published site may share this file (a hard link).
    writeFileSync(`${target}.writing`, file.readBody());
    renameSync(`${target}.writing`, target);
  }
  const media = join(out, 'media');
  if (existsSync(media)) {
    for (const entry of readdirSync(media, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && !wanted.has(path)) rmSync(path);
    }
  }
  return wanted.size;
}

/**
 * The states' maps under out/maps/, one SVG per state that the listings of the state show (StaticMap.astro). They
 * are named by their content, so a file already there is the same map; maps no longer drawn are removed.
 */
function writeStateMaps(out: string): number {
  const folder = join(out, MAP_FOLDER);
  mkdirSync(folder, { recursive: true });
  const wanted = new Set<string>();
  for (const map of allStateMaps()) {
    const target = join(out, map.path);
    wanted.add(target);
    if (existsSync(target)) continue;
    writeFileSync(`${target}.writing`, map.svg);
    renameSync(`${target}.writing`, target);
  }
  for (const name of readdirSync(folder)) if (!wanted.has(join(folder, name))) rmSync(join(folder, name));
  return wanted.size;
}

/**
 * Writes into `out` the site files made from the snapshot and the configuration alone (images, search index, host
 * rules): the build pipeline writes them while the pages render. Returns what it wrote, for the log.
 */
export function writeSiteData(out: string, options: SiteFilesOptions, snapshot: SnapshotReader = getSnapshot()): string {
  mkdirSync(out, { recursive: true });
  const images = writeMedia(out, snapshot);
  const index = buildSearchIndex(snapshot, out);
  const near = writeNearFiles(out, citiesWithListings(snapshot));
  const maps = writeStateMaps(out);
  writeFileSync(join(out, WORKER_PATH), workerSource());
  writeFileSync(join(out, '_headers'), headersFile());
  writeFileSync(join(out, '_redirects'), redirectsFile(options.apiBaseUrl));
  writeFileSync(
    join(out, '_nginx.conf'),
    `# Copy into /etc/nginx/sites-enabled/ and set root to where dist/ is deployed.\n${nginxServerBlock({ root: '/var/www/site', listen: '80', serverName: new URL(options.siteUrl).hostname })}`,
  );
  if (options.indexNowKey) writeFileSync(join(out, `${options.indexNowKey}.txt`), options.indexNowKey);
  writeFileSync(join(out, SITE_DATA_LAST_FILE), robotsFile(options.siteUrl));
  const indexFiles = index.reduce((sum, kind) => sum + kind.files, 0);
  return `${images} images, search index of ${indexFiles} files, near-me files: ${near.placed}/${near.cities} cities placed (${near.unknown.length} unknown to the gazetteer), ${maps} state maps, offline worker, host rules`;
}

/** Writes the site's files into `out` for the pages built in `pageDirs`; returns what it wrote, for the log. */
export function writeSiteFiles(out: string, options: SiteFilesOptions, pageDirs: readonly string[] = [out]): string {
  const data = writeSiteData(out, options);
  const urls = writeSitemapIndex(out, pageDirs, options.siteUrl);
  return `${data}, sitemap of ${urls} URLs`;
}

export function siteFiles(options: SiteFilesOptions): AstroIntegration {
  return {
    name: 'site-files',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        if (currentShard()) {
          logger.info('shard build: the site files are written when the shards are merged');
          return;
        }
        logger.info(writeSiteFiles(fileURLToPath(dir), options));
      },
    },
  };
}
