/**
 * The pages a deploy of changed pages only leaves on the host, as the link check asks about them: the shards' page
 * lists (shard-page-list.ts) loaded into a SQLite file of their own, so a check of five times the national site
 * (13 million pages) asks the disk, not a set in memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { batchedWrites } from '../../src/lib/batched-writes.ts';
import { readShardPages } from './shard-page-list.ts';

/** Which page files (from the site root, without the leading slash) are on the host. */
export interface HostedPages {
  has(file: string): boolean;
  /** How many pages the lists named. */
  readonly size: number;
  close(): void;
}

/** Loads the pages the lists name as on the host (their `+` lines) into a temporary database under `dir`. */
export async function openHostedPages(lists: readonly string[], dir = tmpdir()): Promise<HostedPages> {
  const folder = mkdtempSync(join(dir, 'hosted-pages-'));
  const db = new DatabaseSync(join(folder, 'pages.sqlite'));
  try {
    db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; CREATE TABLE pages (file TEXT PRIMARY KEY) WITHOUT ROWID');
    const put = db.prepare('INSERT OR IGNORE INTO pages (file) VALUES (?)');
    const writes = batchedWrites(db);
    for await (const { file, removed } of readShardPages(lists)) {
      if (removed) continue;
      put.run(file.startsWith('/') ? file.slice(1) : file);
      writes.wrote();
    }
    writes.done();
  } catch (error) {
    db.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const get = db.prepare('SELECT 1 FROM pages WHERE file = ?');
  const size = Number((db.prepare('SELECT COUNT(*) AS n FROM pages').get() as { n: number | bigint }).n);
  return {
    has: (file) => get.get(file) !== undefined,
    size,
    close: () => {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
