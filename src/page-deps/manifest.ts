/**
 * The manifest of page facts, kept beside a build's output (one per shard): for every page, the facts it read when
 * it last rendered and when the newest of them changed. A build reads it to decide which pages render (those with
 * a fact that no longer holds, and new ones; the rest are where the last build put them) and records what the
 * pages it renders read; the build's end merges those records in (src/integrations/page-deps.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { latestChange, type Fact } from '../lib/read-tracking.ts';
import { LISTING_KINDS } from '../snapshot/indexes.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { digestOfValue, evaluateFact } from './facts.ts';

/** Bumped when what a fact means changes: an older manifest is then dropped and every page renders once. */
const MANIFEST_FORMAT = '5';

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS facts (id INTEGER PRIMARY KEY, call TEXT NOT NULL UNIQUE, digest TEXT NOT NULL);
-- facts: a JSON list of fact ids; changed_at: the newest change date among them; props: a digest of the page's
-- declaration in the route table (its names and reads), which getStaticPaths passes it.
CREATE TABLE IF NOT EXISTS pages (page TEXT PRIMARY KEY, url TEXT NOT NULL, facts TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS pages_by_url ON pages (url);
-- What the build running now did: the pages it listed, and what each page it rendered read.
CREATE TABLE IF NOT EXISTS listed (page TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS rendered (page TEXT PRIMARY KEY, url TEXT NOT NULL, facts TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL);
`;

// The facts about one response, named by its request key (`response`: its body's digest, `exists`: whether the crawl
// has it), and about where a doctor's or listing's page is (`doctorPage`, `listingPage`, spelled as facts.ts spells
// them): most facts of a site. They are answered by SQL against the snapshot in one pass, as facts.ts answers them.
const RESPONSE_FACT = `(f.call LIKE '["response",%' OR f.call LIKE '["exists",%') AND json_valid(f.call) AND json_array_length(f.call) = 2
  AND json_type(f.call, '$[1]') = 'text'`;
const DOCTOR_PAGE_FACT = `f.call LIKE '["doctorPage",%' AND json_valid(f.call) AND json_array_length(f.call) = 2 AND json_type(f.call, '$[1]') = 'text'`;
const LISTING_PAGE_FACT = `f.call LIKE '["listingPage",%' AND json_valid(f.call) AND json_array_length(f.call) = 3
  AND json_type(f.call, '$[1]') = 'text' AND json_type(f.call, '$[2]') = 'text'
  AND json_extract(f.call, '$[1]') IN (${LISTING_KINDS.map((kind) => `'${kind}'`).join(', ')})`;
const KEYED_FACT = `((${RESPONSE_FACT}) OR (${DOCTOR_PAGE_FACT}) OR (${LISTING_PAGE_FACT}))`;
const KEYED_FACTS_CHANGED = `
  SELECT f.id FROM facts f LEFT JOIN snapshot.requests r ON r.key = json_extract(f.call, '$[1]') AND r.state = 'done'
  WHERE ${RESPONSE_FACT} AND f.digest IS NOT (CASE json_extract(f.call, '$[0]')
    WHEN 'response' THEN COALESCE(r.body_hash, '-') ELSE (CASE WHEN r.id IS NULL THEN 'no' ELSE 'yes' END) END)
  UNION ALL
  SELECT f.id FROM facts f LEFT JOIN snapshot.doctor_pages d ON d.uid = json_extract(f.call, '$[1]')
  WHERE ${DOCTOR_PAGE_FACT}
    AND f.digest IS NOT COALESCE(d.state_slug || '/' || d.city_slug || '/' || d.speciality_slug || '/' || d.slug, '-')
  UNION ALL
  SELECT f.id FROM facts f LEFT JOIN snapshot.listing_pages l ON l.kind = json_extract(f.call, '$[1]') AND l.uid = json_extract(f.call, '$[2]')
  WHERE ${LISTING_PAGE_FACT}
    AND f.digest IS NOT COALESCE(l.kind || '/' || l.state_slug || '/' || l.city_slug || '/' || l.slug, '-')`;

/** The ids of the keyed facts of the manifest at `manifestPath` that no longer hold in the snapshot at `snapshotPath`. */
function keyedFactsChanged(manifestPath: string, snapshotPath: string): Set<number> {
  // A connection of its own: the manifest's may be inside a transaction, where nothing can be attached.
  const db = new DatabaseSync(manifestPath, { readOnly: true });
  try {
    db.prepare('ATTACH DATABASE ? AS snapshot').run(snapshotPath);
    return new Set((db.prepare(KEYED_FACTS_CHANGED).all() as Array<{ id: number }>).map((row) => row.id));
  } finally {
    db.close();
  }
}

/** A page of a route, whatever its URL: the route's pattern and its params. */
export function pageIdOf(routePattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name] ?? '']);
  return `${routePattern} ${JSON.stringify(sorted)}`;
}

/** Unread facts are swept when at least one page in this many rendered again or went (or the facts grew by a tenth). */
const SWEEP_SHARE = 20;
// The props digest of a page that gets none (a page without getStaticPaths, or one whose paths carry no props).
const NO_PROPS = '';

/** A digest of the props getStaticPaths gives a page (its declaration in the route table): same props, same digest. */
export const propsDigestOf = (props: unknown): string => (props === undefined ? NO_PROPS : digestOfValue(props));
const RecordedFacts = z.array(z.tuple([z.string(), z.string()]));

export interface BuildRecords {
  /** The URL paths of the pages rendered. */
  readonly rendered: string[];
  /** The URL paths of the pages the last build had and this one does not. */
  readonly removed: string[];
  /** How many listed pages were reused as they were. */
  readonly reused: number;
}

export interface PageManifest {
  /** Lists a page of this build; true when it must render: it is new, its props (a digest, see `propsDigestOf`)
   * differ, a fact it read no longer holds in `reader`, or the render inputs changed. */
  renders(pageId: string, reader: SnapshotReader, props?: string): boolean;
  /** Lists pages of this build at once (a route's), each with its props digest: the ids of those that must render. */
  rendering(pages: ReadonlyArray<{ readonly page: string; readonly props: string }>, reader: SnapshotReader): Set<string>;
  /** Runs `list` (a route's listing) in one transaction. */
  listing<T>(list: () => T): T;
  /** Records what a page read while it rendered (written in batches; every manifest of the process writes its
   * records out when any of them finishes the build). */
  recordRender(pageId: string, url: string, facts: readonly Fact[], props?: string): void;
  /** Forgets the records of a build that did not finish. */
  beginBuild(): void;
  /** Merges this build's records: rendered pages get their new facts, pages no longer listed or rendered go. */
  finishBuild(): BuildRecords;
  /** The URL path of every page the manifest knows, in order. */
  urls(): string[];
  /** When the newest fact a page shows last changed, by its URL path. */
  lastModifiedOf(url: string): string | undefined;
  /** Every page's URL path with its last-modified date, in one read (the sitemap dates them all). */
  lastModifiedByUrl(): Map<string, string>;
  close(): void;
}

// The records of the pages rendered are buffered by the manifest the pages' bundle opened; the build's end is seen
// by the integration's own manifest (a separate module instance in the same process): it writes them all out first.
const FLUSHES = Symbol.for('healthcare-directory.page-facts.flushes');
type Flushes = Set<() => void>;
const flushes = (): Flushes => {
  const holder = globalThis as { [FLUSHES]?: Flushes };
  holder[FLUSHES] ??= new Set();
  return holder[FLUSHES];
};
const registerFlush = (flush: () => void) => flushes().add(flush);
const unregisterFlush = (flush: () => void) => flushes().delete(flush);
const flushEveryManifest = () => {
  for (const flush of flushes()) flush();
};

/**
 * Opens the manifest at `path`. `renderInputs`: a digest of what every page's bytes depend on besides its facts
 * (the code, the site's addresses); when it differs from the one the manifest was last built with, every page
 * renders again, and the pages stay listed so that those gone are still known.
 */
export function openPageManifest(path: string, renderInputs?: string): PageManifest {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // A cache beside the output: a build that dies leaves its shard to start clean (scripts/pipeline/render-shard.ts).
  // No write-ahead log: the one file is the whole manifest, ready to be carried to the next night's machine.
  db.exec('PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF;');
  const metaValue = (key: string): string | undefined => {
    try {
      return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    } catch {
      // No meta table: a new manifest.
      return undefined;
    }
  };
  if (metaValue('format') !== MANIFEST_FORMAT)
    db.exec(
      'DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS facts; DROP TABLE IF EXISTS pages; DROP TABLE IF EXISTS listed; DROP TABLE IF EXISTS rendered;',
    );
  db.exec(DDL);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('format', ?)").run(MANIFEST_FORMAT);

  const inputsHold = renderInputs === undefined || metaValue('render_inputs') === renderInputs;
  let changed: Set<number> | undefined;
  // Every fact any page read, answered again from this build's snapshot once: shared facts cost one look-up.
  const changedFacts = (reader: SnapshotReader): Set<number> => {
    if (changed) return changed;
    changed = keyedFactsChanged(path, reader.path);
    for (const { id, call, digest } of db.prepare(`SELECT id, call, digest FROM facts f WHERE NOT (${KEYED_FACT})`).iterate() as Iterable<{
      id: number;
      call: string;
      digest: string;
    }>) {
      if (evaluateFact(reader, call)?.digest !== digest) changed.add(id);
    }
    return changed;
  };
  // A route's pages are checked at once: the ones listed now, with their props, against what each last read.
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS batch (page TEXT PRIMARY KEY, props TEXT NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS changed_facts (id INTEGER PRIMARY KEY);`);
  const batch = db.prepare('INSERT OR REPLACE INTO temp.batch (page, props) VALUES (?, ?)');
  const changedFact = db.prepare('INSERT OR IGNORE INTO temp.changed_facts (id) VALUES (?)');
  let changedLoaded = false;
  // New, other props, facts unreadable, or a fact that no longer holds.
  const pagesToRender = db.prepare(`SELECT b.page FROM temp.batch b LEFT JOIN pages p ON p.page = b.page
    WHERE p.page IS NULL OR p.props IS NOT b.props OR NOT json_valid(p.facts) OR json_type(p.facts) IS NOT 'array'
      OR EXISTS (SELECT 1 FROM json_each(p.facts) j JOIN temp.changed_facts c ON c.id = j.value)`);
  const render = db.prepare('INSERT OR REPLACE INTO rendered (page, url, facts, changed_at, props) VALUES (?, ?, ?, ?, ?)');
  // Written a few hundred pages per transaction: one transaction per page costs more than rendering many pages.
  const pending: Array<[string, string, string, string | null, string]> = [];
  const flush = () => {
    if (pending.length === 0) return;
    db.exec('BEGIN');
    for (const row of pending) render.run(...row);
    db.exec('COMMIT');
    pending.length = 0;
  };
  registerFlush(flush);
  const byUrl = db.prepare('SELECT changed_at FROM pages WHERE url = ?');

  return {
    renders(pageId, reader, props = NO_PROPS) {
      return this.rendering([{ page: pageId, props }], reader).has(pageId);
    },
    rendering(pages, reader) {
      // The facts are checked before this build writes to the manifest: the check reads it on a connection of its own,
      // which a write large enough to spill SQLite's cache (a route of 100k pages) would lock out until the commit.
      if (inputsHold && !changedLoaded) {
        db.exec('DELETE FROM temp.changed_facts');
        for (const id of changedFacts(reader)) changedFact.run(id);
        changedLoaded = true;
      }
      db.exec('DELETE FROM temp.batch');
      for (const { page, props } of pages) batch.run(page, props);
      db.exec('INSERT OR REPLACE INTO listed (page) SELECT page FROM temp.batch');
      if (!inputsHold) return new Set(pages.map(({ page }) => page));
      return new Set((pagesToRender.all() as Array<{ page: string }>).map((row) => row.page));
    },
    listing(run) {
      db.exec('BEGIN');
      try {
        const value = run();
        db.exec('COMMIT');
        return value;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    recordRender(pageId, url, facts, props = NO_PROPS) {
      pending.push([pageId, url, JSON.stringify(facts.map((fact) => [fact.call, fact.digest])), latestChange(facts) ?? null, props]);
      if (pending.length >= 256) flush();
    },
    beginBuild() {
      db.exec('DELETE FROM listed; DELETE FROM rendered;');
    },
    finishBuild() {
      flushEveryManifest();
      const upsertFact = db.prepare(
        'INSERT INTO facts (call, digest) VALUES (?, ?) ON CONFLICT (call) DO UPDATE SET digest = excluded.digest RETURNING id',
      );
      const upsertPage = db.prepare('INSERT OR REPLACE INTO pages (page, url, facts, changed_at, props) VALUES (?, ?, ?, ?, ?)');
      db.exec('BEGIN');
      try {
        const rendered: string[] = [];
        // Pages share many facts (their state's names, a hospital): each is written once per build.
        const ids = new Map<string, number>();
        const idOf = (call: string, digest: string): number => {
          let id = ids.get(call);
          if (id === undefined) {
            id = (upsertFact.get(call, digest) as { id: number }).id;
            ids.set(call, id);
          }
          return id;
        };
        const rows = db.prepare('SELECT page, url, facts, changed_at AS changedAt, props FROM rendered ORDER BY url').iterate() as Iterable<{
          page: string;
          url: string;
          facts: string;
          changedAt: string | null;
          props: string;
        }>;
        for (const row of rows) {
          const factIds = RecordedFacts.parse(JSON.parse(row.facts)).map(([call, digest]) => idOf(call, digest));
          upsertPage.run(row.page, row.url, JSON.stringify(factIds), row.changedAt, row.props);
          rendered.push(row.url);
        }
        const { reused } = db.prepare('SELECT COUNT(*) AS reused FROM listed WHERE page NOT IN (SELECT page FROM rendered)').get() as {
          reused: number;
        };
        // Pages neither listed nor rendered are gone from the site.
        const removed = (
          db
            .prepare('DELETE FROM pages WHERE page NOT IN (SELECT page FROM listed) AND page NOT IN (SELECT page FROM rendered) RETURNING url')
            .all() as Array<{
            url: string;
          }>
        )
          .map((row) => row.url)
          .sort();
        if (renderInputs !== undefined) db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('render_inputs', ?)").run(renderInputs);
        // Facts no page reads any more are dropped when enough changed for some to have gone (the sweep reads every
        // page's facts): a few pages re-rendered leave a few such facts, which cost a look-up and change nothing.
        const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
        const facts = count('SELECT COUNT(*) AS n FROM facts');
        const sweptAt = Number(metaValue('facts_after_sweep') ?? 0);
        if ((rendered.length + removed.length) * SWEEP_SHARE >= count('SELECT COUNT(*) AS n FROM pages') || facts * 10 > sweptAt * 11) {
          db.exec('DELETE FROM facts WHERE id NOT IN (SELECT DISTINCT value FROM pages, json_each(pages.facts))');
          db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('facts_after_sweep', ?)").run(
            String(count('SELECT COUNT(*) AS n FROM facts')),
          );
        }
        db.exec('DELETE FROM listed; DELETE FROM rendered;');
        db.exec('COMMIT');
        // This build's records are gone; the space they took is given back, so the manifest carried stays small.
        const { free, total } = db
          .prepare('SELECT (SELECT freelist_count FROM pragma_freelist_count) AS free, (SELECT page_count FROM pragma_page_count) AS total')
          .get() as {
          free: number;
          total: number;
        };
        if (free * 4 > total) db.exec('VACUUM');
        return { rendered, removed, reused };
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    urls() {
      return (db.prepare('SELECT url FROM pages ORDER BY url').all() as Array<{ url: string }>).map((row) => row.url);
    },
    lastModifiedByUrl() {
      const rows = db.prepare('SELECT url, changed_at AS changedAt FROM pages WHERE changed_at IS NOT NULL').all() as Array<{
        url: string;
        changedAt: string;
      }>;
      return new Map(rows.map((row) => [row.url, row.changedAt]));
    },
    lastModifiedOf(url) {
      return (byUrl.get(url) as { changed_at: string | null } | undefined)?.changed_at ?? undefined;
    },
    close: () => {
      flush();
      unregisterFlush(flush);
      db.close();
    },
  };
}
