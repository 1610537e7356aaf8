/**
 * What the last build published into dist/, kept in the cache folder: dist/'s path and the files it published
 * that are not pages (Astro's bundles, public files, sitemap parts, the site files: images among them, hundreds of
 * thousands nationally, so a SQLite file rather than a list in memory). With the shards' manifests, which list the
 * pages, it is what lets the next build publish only what changed: pages the manifests dropped go, and so do the
 * other files this record has and the next build does not. It names the build number of each shard's manifest it
 * published, so that the next build knows a manifest that took a render's pages which never reached dist/ (a night
 * killed or failed after that shard rendered). Forgotten while a build publishes, so a build that dies half-way
 * leaves the next one to publish everything again.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { forgottenRecordOf, pageFactsOf, publishedRecordOf } from './cache-layout.ts';

const ManifestBuilds = z.record(z.string(), z.number().int());

export interface PublishedSite {
  readonly dist: string;
  /** The record's SQLite file: its table `files` (column `file`) lists the files other than pages. */
  readonly path: string;
  /** The files other than pages, from dist/'s root, in order. */
  eachFile(): Iterable<string>;
  /** The build number of the shard's manifest (by its cache folder) that this publish placed; undefined when the
   * record names none for it (another split, or a record written before it named them). */
  manifestBuild(shardCache: string): number | undefined;
}

/** The build number a shard's manifest holds (meta `build`, src/page-deps/manifest.ts), if it has one. Opened to
 * write: a merge cut short left its journal, and SQLite rolls it back before the first read. */
export function manifestBuildOf(shardCache: string): number | undefined {
  const path = pageFactsOf(shardCache);
  if (!existsSync(path)) return undefined;
  try {
    const db = new DatabaseSync(path);
    try {
      const value = Number((db.prepare("SELECT value FROM meta WHERE key = 'build'").get() as { value?: unknown } | undefined)?.value);
      return Number.isInteger(value) ? value : undefined;
    } finally {
      db.close();
    }
  } catch {
    // No meta table yet (a manifest created and never finished) or not a database: no build.
    return undefined;
  }
}

/** The record of the last build published into `dist` from `cacheDir`; undefined when there is none for it. */
export function readPublishedSite(cacheDir: string, dist: string): PublishedSite | undefined {
  const path = publishedRecordOf(cacheDir);
  let recorded: string | undefined;
  let builds: Readonly<Record<string, number>> = {};
  try {
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      const metaOf = (key: string) =>
        (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value?: unknown } | undefined)?.value?.toString();
      recorded = metaOf('dist');
      const named = metaOf('manifest_builds');
      builds = named === undefined ? {} : (ManifestBuilds.safeParse(JSON.parse(named)).data ?? {});
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
  if (recorded !== resolve(dist)) return undefined;
  return {
    dist: recorded,
    path,
    manifestBuild: (shardCache) => builds[basename(shardCache)],
    *eachFile() {
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        for (const row of db.prepare('SELECT file FROM files ORDER BY file').iterate() as Iterable<{ file: string }>) yield row.file;
      } finally {
        db.close();
      }
    },
  };
}

/** Sets the record aside (`forgottenRecordOf`): the next build finds none until this one's publish records anew,
 * and this one's publish still reads what it listed. */
export function forgetPublishedSite(cacheDir: string): void {
  const path = publishedRecordOf(cacheDir);
  if (existsSync(path)) renameSync(path, forgottenRecordOf(cacheDir));
  else rmSync(forgottenRecordOf(cacheDir), { force: true });
}

/** Records `files` as what the publish into `dist` placed besides pages, with the build number of each of
 * `shardCaches`' manifests: written beside, then renamed into place. */
export function recordPublishedSite(cacheDir: string, dist: string, files: Iterable<string>, shardCaches: readonly string[] = []): void {
  const builds = Object.fromEntries(
    shardCaches.flatMap((shardCache) => {
      const build = manifestBuildOf(shardCache);
      return build === undefined ? [] : [[basename(shardCache), build]];
    }),
  );
  const path = publishedRecordOf(cacheDir);
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  const db = new DatabaseSync(partial);
  try {
    db.exec(`PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE files (file TEXT PRIMARY KEY) WITHOUT ROWID;
      BEGIN;`);
    db.prepare("INSERT INTO meta (key, value) VALUES ('dist', ?)").run(resolve(dist));
    db.prepare("INSERT INTO meta (key, value) VALUES ('manifest_builds', ?)").run(JSON.stringify(builds));
    const put = db.prepare('INSERT OR IGNORE INTO files (file) VALUES (?)');
    for (const file of files) put.run(file);
    db.exec('COMMIT');
  } finally {
    db.close();
  }
  renameSync(partial, path);
  rmSync(forgottenRecordOf(cacheDir), { force: true });
}
