/**
 * A build's whole-site lists, in a SQLite file of the cache instead of one process's memory (a full national build
 * renders 2.8 million pages; five times that would not fit V8's heap): the pages the shards rendered and removed
 * (their report's line files, each page once: every shard renders the pages without params), the files gathered in
 * the staged folder, and the site files. From them the publish reads what it places and removes, the record of the
 * files that are not pages, and the report its counts. Made anew by each build; kept until the next, for whoever
 * asks the report which pages rendered.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { removedPagesFileOf, renderedPagesFileOf } from '../../src/integrations/build-report.ts';
import { eachFileUnder } from '../../src/lib/files-under.ts';
import { linesOf } from '../../src/lib/line-files.ts';
import { batchedWrites } from '../../src/lib/batched-writes.ts';
import { buildListsOf } from './cache-layout.ts';

/** The lists: paths from the site root, without a leading slash. */
export type BuildList = 'rendered' | 'removed' | 'staged' | 'site';
const LISTS: readonly BuildList[] = ['rendered', 'removed', 'staged', 'site'];

export interface BuildLists {
  readonly path: string;
  /** How many paths a list holds. */
  count(list: BuildList): number;
  /** How many paths of a list lie under `folder` (a path from the site root, without a trailing slash). */
  countUnder(list: BuildList, folder: string): number;
  /** A list's paths, in order. */
  each(list: BuildList): Iterable<string>;
  /** The site files the staged folder does not also hold (the staged folder's file wins). */
  eachSiteFileNotStaged(): Iterable<string>;
  /** What the publish removes: the pages removed, then the files `lastOther` lists that tonight does not publish. */
  eachToRemove(lastOther: string | undefined): Iterable<string>;
  /** Files published that are not pages: staged files not rendered, and the site files. */
  eachOtherFile(): Iterable<string>;
  close(): void;
}

const withoutSlash = (file: string): string => (file.startsWith('/') ? file.slice(1) : file);

/** Makes the build's lists anew from the shards' reports (`shardCaches`), the staged folder's list and the site files. */
export function makeBuildLists(
  cacheDir: string,
  from: { readonly shardCaches: readonly string[]; readonly stagedList: string; readonly siteFiles: string },
): BuildLists {
  const path = buildListsOf(cacheDir);
  for (const suffix of ['', '-journal', '-wal']) rmSync(`${path}${suffix}`, { force: true });
  mkdirSync(cacheDir, { recursive: true });
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -32768;');
    for (const list of LISTS) db.exec(`CREATE TABLE ${list} (file TEXT PRIMARY KEY) WITHOUT ROWID`);
    const load = (list: BuildList, files: Iterable<string>) => {
      const put = db.prepare(`INSERT OR IGNORE INTO ${list} (file) VALUES (?)`);
      const writes = batchedWrites(db);
      for (const file of files) {
        put.run(withoutSlash(file));
        writes.wrote();
      }
      writes.done();
    };
    for (const shard of from.shardCaches) {
      load('rendered', linesOf(renderedPagesFileOf(shard)));
      load('removed', linesOf(removedPagesFileOf(shard)));
    }
    load('staged', linesOf(from.stagedList));
    load('site', eachFileUnder(from.siteFiles));
  } catch (error) {
    db.close();
    throw error;
  }
  return openLists(path, db);
}

/** The lists the last build made in `cacheDir`, to read. */
export function openBuildLists(path: string): BuildLists {
  return openLists(path, new DatabaseSync(path, { readOnly: true }));
}

function openLists(path: string, db: DatabaseSync): BuildLists {
  const files = function* (statement: StatementSync, ...params: string[]): Generator<string> {
    for (const row of statement.iterate(...params) as Iterable<{ file: string }>) yield row.file;
  };
  const count = (sql: string, ...params: string[]): number => Number((db.prepare(sql).get(...params) as { n: number | bigint }).n);
  return {
    path,
    count: (list) => count(`SELECT COUNT(*) AS n FROM ${list}`),
    // Every path under `folder/` sorts from `folder/` up to, not including, `folder0` ('0' follows '/').
    countUnder: (list, folder) => count(`SELECT COUNT(*) AS n FROM ${list} WHERE file >= ? AND file < ?`, `${folder}/`, `${folder}0`),
    each: (list) => files(db.prepare(`SELECT file FROM ${list} ORDER BY file`)),
    eachSiteFileNotStaged: () => files(db.prepare('SELECT file FROM site WHERE file NOT IN (SELECT file FROM staged) ORDER BY file')),
    eachToRemove(lastOther) {
      const removed = files(db.prepare('SELECT file FROM removed WHERE file NOT IN (SELECT file FROM staged) ORDER BY file'));
      if (!lastOther) return removed;
      db.prepare('ATTACH DATABASE ? AS last').run(lastOther);
      const stale = db.prepare(
        `SELECT file FROM last.files WHERE file NOT IN (SELECT file FROM staged) AND file NOT IN (SELECT file FROM site)
          AND file NOT IN (SELECT file FROM removed) ORDER BY file`,
      );
      return (function* () {
        try {
          yield* removed;
          yield* files(stale);
        } finally {
          db.exec('DETACH DATABASE last');
        }
      })();
    },
    eachOtherFile: () =>
      files(db.prepare('SELECT file FROM staged WHERE file NOT IN (SELECT file FROM rendered) UNION SELECT file FROM site ORDER BY file')),
    close: () => db.close(),
  };
}

/** Every page of a list the build made (tests, and whoever asks which pages rendered): with a leading slash. */
export function pagesListed(path: string, list: 'rendered' | 'removed'): string[] {
  const lists = openBuildLists(path);
  try {
    return Array.from(lists.each(list), (file) => `/${file}`);
  } finally {
    lists.close();
  }
}

/** The pages rendered per reason, most first, each page once: the pages every shard renders (those whose route
 * lists no pages, rendered `always`) are the only ones rendered twice. */
export function reasonsOnce(reasons: Readonly<Record<string, number>>, renderedTwice: number): Record<string, number> {
  const once = { ...reasons };
  if (once.always !== undefined) once.always -= renderedTwice;
  return Object.fromEntries(Object.entries(once).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}
