/**
 * The manifest of page facts, kept beside a build's output (one per shard): for every page, the facts it read when
 * it last rendered, when the newest of them changed, and whether the page is indexable (the sitemap lists it). A
 * build reads it to decide which pages render (those with a fact that no longer holds, and new ones; the rest are
 * where the last build put them) and records what the pages it renders read; the build's end merges those records
 * in (src/integrations/page-deps.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { latestChange, type Fact } from '../lib/read-tracking.ts';
import { LISTING_KINDS } from '../lib/facility-kinds.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { evaluateFact } from './facts.ts';
import { NO_PROPS } from '../routes/page-key.ts';

/** Bumped when what a fact means or what a page's record holds changes: an older manifest is then dropped (with
 * the build's records beside it) and every page renders once. */
const MANIFEST_FORMAT = '8';

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- A fact: what was read (call: its kind and arguments as JSON) and the digest of the answer. The facts SQL answers
-- against the snapshot (see keyedColumnsOf) also have their kind and arguments as columns.
CREATE TABLE IF NOT EXISTS facts (id INTEGER PRIMARY KEY, call TEXT NOT NULL UNIQUE, digest TEXT NOT NULL, keyed TEXT, arg1 TEXT, arg2 TEXT);
-- changed_at: the newest change date among the page's facts; props: a digest of the page's declaration in the route
-- table (its names and reads), which getStaticPaths passes it; indexable: 0 for a page that carries robots noindex
-- (an empty state), which the sitemap leaves out.
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY, page TEXT NOT NULL UNIQUE, url TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL, indexable INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS pages_by_url ON pages (url);
-- The facts each page read; a fact that changed finds the pages that read it through the second index, so a night's
-- check costs what changed, not what the site holds.
CREATE TABLE IF NOT EXISTS page_facts (page INTEGER NOT NULL, fact INTEGER NOT NULL, PRIMARY KEY (page, fact)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS page_facts_by_fact ON page_facts (fact);
`;
const TABLES = ['meta', 'facts', 'pages', 'page_facts', 'listed', 'rendered'];

// What the build running now did: the pages it listed that the manifest knows (a JSON array of their ids per
// listing; a listed page the manifest does not know renders, so it is among those rendered), and what each page it
// rendered read. In a file of its own beside the manifest (the page bundle and the integration each open the
// manifest), so that a night's records, emptied at its end, leave no free space in the manifest that is carried to
// the next night. Each fact read is written once (read: numbered by the manifest that recorded it), and a rendered
// page lists the numbers of its facts (a JSON array). build.listed is an earlier version's list of pages, by name.
const BUILD_DDL = `
DROP TABLE IF EXISTS build.listed;
CREATE TABLE IF NOT EXISTS build.listed_known (ids TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS build.rendered (
  page TEXT PRIMARY KEY, url TEXT NOT NULL, facts TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL, indexable INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS build.read (idx INTEGER PRIMARY KEY, call TEXT NOT NULL, digest TEXT NOT NULL);
`;
const CLEAR_BUILD = 'DELETE FROM build.listed_known; DELETE FROM build.rendered; DELETE FROM build.read;';
/** The file of the build's records beside a manifest. */
export const buildRecordsPathOf = (manifestPath: string): string => `${manifestPath}.build`;

/**
 * The facts answered in SQL: about one response by its request key (`response`: its body's digest, `exists`:
 * whether the crawl has it), where a doctor's or a listing's page is (`doctorPage`, `listingPage`), which file an
 * image is (`media`, by the address this snapshot stores it under), and which doctors a Load More chunk holds (`chunk`). They are most facts of a site, and each is
 * spelled here as facts.ts spells it; any other call (or one with other arguments) is answered by evaluateFact.
 */
function keyedColumnsOf(call: string): [keyed: string, arg1: string, arg2: string | null] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) return undefined;
  const [kind, arg1, arg2] = parsed as string[];
  if (kind === undefined || arg1 === undefined) return undefined;
  if (parsed.length === 2 && ['response', 'exists', 'doctorPage', 'media'].includes(kind)) return [kind, arg1, null];
  if (parsed.length === 3 && kind === 'listingPage' && (LISTING_KINDS as readonly string[]).includes(arg1) && arg2 !== undefined) {
    return [kind, arg1, arg2];
  }
  if (parsed.length === 3 && kind === 'chunk' && arg2 !== undefined) return [kind, arg1, arg2];
  return undefined;
}

const KEYED_FACTS_CHANGED = `
  SELECT f.id FROM facts f LEFT JOIN snapshot.requests r ON r.key = f.arg1 AND r.state = 'done'
  WHERE f.keyed = 'response' AND f.digest IS NOT COALESCE(r.body_hash, '-')
  UNION ALL
  SELECT f.id FROM facts f LEFT JOIN snapshot.requests r ON r.key = f.arg1 AND r.state = 'done'
  WHERE f.keyed = 'exists' AND f.digest IS NOT (CASE WHEN r.id IS NULL THEN 'no' ELSE 'yes' END)
  UNION ALL
  SELECT f.id FROM facts f LEFT JOIN snapshot.doctor_pages d ON d.uid = f.arg1
  WHERE f.keyed = 'doctorPage'
    AND f.digest IS NOT COALESCE(d.state_slug || '/' || d.city_slug || '/' || d.speciality_slug || '/' || d.slug, '-')
  UNION ALL
  SELECT f.id FROM facts f LEFT JOIN snapshot.listing_pages l ON l.kind = f.arg1 AND l.uid = f.arg2
  WHERE f.keyed = 'listingPage' AND f.digest IS NOT COALESCE(l.kind || '/' || l.state_slug || '/' || l.city_slug || '/' || l.slug, '-')
  UNION ALL
  SELECT f.id FROM facts f JOIN temp.image_addresses i ON i.fact = f.id
    LEFT JOIN snapshot.assets a ON a.url = i.address AND a.state = 'done'
  WHERE f.keyed = 'media' AND f.digest IS NOT COALESCE(a.path || ' ' || a.width || 'x' || a.height, '-')`;
/** Load More's chunks whose doctors changed (a snapshot written before chunks were dated has none: all changed). */
const CHUNK_FACTS_CHANGED = `
  SELECT f.id FROM facts f LEFT JOIN snapshot.speciality_chunks c ON c.speciality_slug = f.arg1 AND c.chunk = f.arg2
  WHERE f.keyed = 'chunk' AND f.digest IS NOT COALESCE(c.digest, '-')`;
const CHUNK_FACTS_ALL = "SELECT f.id FROM facts f WHERE f.keyed = 'chunk'";

// How much of a manifest or snapshot file a connection maps (SQLite's default cap).
const MAPPED_BYTES = 2147418112;

/** The ids of the keyed facts of the manifest at `manifestPath` that no longer hold in the snapshot `reader` reads. */
function keyedFactsChanged(manifestPath: string, reader: SnapshotReader): Set<number> {
  // A connection of its own: the manifest's may be inside a transaction, where nothing can be attached.
  const db = new DatabaseSync(manifestPath, { readOnly: true });
  try {
    db.prepare('ATTACH DATABASE ? AS snapshot').run(reader.path);
    // Both files read mapped, with page caches that hold what the joins walk: half the time of read() calls per page.
    db.exec(
      `PRAGMA mmap_size = ${MAPPED_BYTES}; PRAGMA snapshot.mmap_size = ${MAPPED_BYTES}; PRAGMA cache_size = -131072; PRAGMA snapshot.cache_size = -131072;`,
    );
    // Images are named by the API's address, read against this crawl's image host (whose port may change nightly).
    db.exec('CREATE TEMP TABLE image_addresses (fact INTEGER PRIMARY KEY, address TEXT)');
    const address = db.prepare('INSERT INTO temp.image_addresses (fact, address) VALUES (?, ?)');
    db.exec('BEGIN');
    for (const { id, url } of db.prepare("SELECT id, arg1 AS url FROM facts WHERE keyed = 'media'").all() as Array<{ id: number; url: string }>) {
      address.run(id, reader.imageAddress(url) ?? null);
    }
    db.exec('COMMIT');
    const datesChunks = db.prepare("SELECT 1 FROM snapshot.sqlite_master WHERE type = 'table' AND name = 'speciality_chunks'").get();
    const changed = `${KEYED_FACTS_CHANGED} UNION ALL ${datesChunks ? CHUNK_FACTS_CHANGED : CHUNK_FACTS_ALL}`;
    return new Set((db.prepare(changed).all() as Array<{ id: number }>).map((row) => row.id));
  } finally {
    db.close();
  }
}

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
  /** Records what a page read while it rendered, and whether it is indexable (written in batches; every manifest of
   * the process writes its records out when any of them finishes the build). */
  recordRender(pageId: string, url: string, facts: readonly Fact[], props?: string, indexable?: boolean): void;
  /** Forgets the records of a build that did not finish. */
  beginBuild(): void;
  /** Merges this build's records: rendered pages get their new facts, pages no longer listed or rendered go. */
  finishBuild(): BuildRecords;
  /** The URL path of every page the manifest knows, in order. */
  urls(): string[];
  /** The URL path of every page the manifest knows that search engines may index (the sitemap's), in order. */
  indexableUrls(): string[];
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
  // No write-ahead log: the one file is the whole manifest, ready to be carried to the next night's machine. The
  // rollback journal stays in memory: a build that dies mid-merge leaves its marker, and the shard starts clean.
  // A page cache that holds a shard's facts and their index: a night looks up every fact its pages read.
  db.exec(`PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA cache_size = -131072; PRAGMA mmap_size = ${MAPPED_BYTES};`);
  const metaValue = (key: string): string | undefined => {
    try {
      return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    } catch {
      // No meta table: a new manifest.
      return undefined;
    }
  };
  const formatHolds = metaValue('format') === MANIFEST_FORMAT;
  if (!formatHolds) db.exec(TABLES.map((table) => `DROP TABLE IF EXISTS ${table};`).join(' '));
  db.exec(DDL);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('format', ?)").run(MANIFEST_FORMAT);
  db.prepare('ATTACH DATABASE ? AS build').run(buildRecordsPathOf(path));
  // Records of one build, rebuilt if lost: no journal on disk, no sync.
  db.exec('PRAGMA build.journal_mode = MEMORY; PRAGMA build.synchronous = OFF;');
  // An older format's records have other columns, and number facts of the manifest just dropped: they go with it.
  if (!formatHolds) db.exec('DROP TABLE IF EXISTS build.listed_known; DROP TABLE IF EXISTS build.rendered; DROP TABLE IF EXISTS build.read;');
  db.exec(BUILD_DDL);

  const inputsHold = renderInputs === undefined || metaValue('render_inputs') === renderInputs;
  // The pages that read a fact which no longer holds, found once per build: every fact any page read is answered
  // again from this build's snapshot once (shared facts cost one look-up), then its readers are found by index.
  db.exec('CREATE TEMP TABLE IF NOT EXISTS changed_facts (id INTEGER PRIMARY KEY);');
  const stalePagesOf = (reader: SnapshotReader): Set<number> => {
    const changed = keyedFactsChanged(path, reader);
    const others = db.prepare('SELECT id, call, digest FROM facts WHERE keyed IS NULL').iterate() as Iterable<{
      id: number;
      call: string;
      digest: string;
    }>;
    for (const { id, call, digest } of others) if (evaluateFact(reader, call)?.digest !== digest) changed.add(id);
    db.exec('DELETE FROM temp.changed_facts;');
    const changedFact = db.prepare('INSERT INTO temp.changed_facts (id) VALUES (?)');
    for (const id of changed) changedFact.run(id);
    const readers = db.prepare('SELECT DISTINCT pf.page FROM temp.changed_facts c JOIN page_facts pf ON pf.fact = c.id').all() as Array<{
      page: number;
    }>;
    return new Set(readers.map((row) => row.page));
  };
  // Every page the manifest knows, with its props, and the ids of those that read a fact which no longer holds: read
  // once per build, a route's pages are then checked in memory (a shard lists hundreds of thousands).
  let known: Map<string, { readonly id: number; readonly props: string }> | undefined;
  let stale: Set<number> | undefined;
  const knownPages = () => {
    known ??= new Map(
      (db.prepare('SELECT id, page, props FROM pages').all() as Array<{ id: number; page: string; props: string }>).map(({ id, page, props }) => [
        page,
        { id, props },
      ]),
    );
    return known;
  };
  const listedKnown = db.prepare('INSERT INTO build.listed_known (ids) VALUES (?)');
  const render = db.prepare('INSERT OR REPLACE INTO build.rendered (page, url, facts, changed_at, props, indexable) VALUES (?, ?, ?, ?, ?, ?)');
  const read = db.prepare('INSERT INTO build.read (idx, call, digest) VALUES (?, ?, ?)');
  // Pages share most of what they read: each fact is numbered once by this manifest (after any a killed build of
  // this process left), and a page's record is the list of its facts' numbers.
  let factNumbers: Map<string, number> | undefined;
  let lastNumber = 0;
  const numberOf = (fact: Fact): number => {
    if (!factNumbers) {
      factNumbers = new Map();
      lastNumber = (db.prepare('SELECT COALESCE(MAX(idx), 0) AS n FROM build.read').get() as { n: number }).n;
    }
    let number = factNumbers.get(fact.call);
    if (number === undefined) {
      number = ++lastNumber;
      factNumbers.set(fact.call, number);
      pendingReads.push([number, fact.call, fact.digest]);
    }
    return number;
  };
  // Written a few hundred pages per transaction: one transaction per page costs more than rendering many pages.
  const pending: Array<[string, string, string, string | null, string, number]> = [];
  const pendingReads: Array<[number, string, string]> = [];
  const flush = () => {
    if (pending.length === 0 && pendingReads.length === 0) return;
    db.exec('BEGIN');
    for (const row of pendingReads) read.run(...row);
    for (const row of pending) render.run(...row);
    db.exec('COMMIT');
    pending.length = 0;
    pendingReads.length = 0;
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
      if (inputsHold) stale ??= stalePagesOf(reader);
      const pagesKnown = knownPages();
      const listed: number[] = [];
      const render = new Set<string>();
      for (const { page, props } of pages) {
        const last = pagesKnown.get(page);
        if (last) listed.push(last.id);
        // New, other props, a fact that no longer holds, or other render inputs.
        if (!last || last.props !== props || !stale || stale.has(last.id)) render.add(page);
      }
      listedKnown.run(JSON.stringify(listed));
      return render;
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
    recordRender(pageId, url, facts, props = NO_PROPS, indexable = true) {
      pending.push([pageId, url, JSON.stringify(facts.map(numberOf)), latestChange(facts) ?? null, props, indexable ? 1 : 0]);
      if (pending.length >= 256) flush();
    },
    beginBuild() {
      db.exec(CLEAR_BUILD);
      factNumbers = undefined;
      known = undefined;
    },
    finishBuild() {
      flushEveryManifest();
      db.exec('BEGIN');
      try {
        const records = mergeBuild(db);
        if (renderInputs !== undefined) db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('render_inputs', ?)").run(renderInputs);
        db.exec(CLEAR_BUILD);
        db.exec('COMMIT');
        factNumbers = undefined;
        known = undefined;
        // This build's records are gone; the space they took is given back, so the manifest carried stays small.
        const { free, total } = db
          .prepare('SELECT (SELECT freelist_count FROM pragma_freelist_count) AS free, (SELECT page_count FROM pragma_page_count) AS total')
          .get() as {
          free: number;
          total: number;
        };
        if (free * 4 > total) db.exec('VACUUM');
        return records;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    urls() {
      return (db.prepare('SELECT url FROM pages ORDER BY url').all() as Array<{ url: string }>).map((row) => row.url);
    },
    indexableUrls() {
      return (db.prepare('SELECT url FROM pages WHERE indexable ORDER BY url').all() as Array<{ url: string }>).map((row) => row.url);
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

/**
 * Merges a build's records into the manifest (inside the caller's transaction): each rendered page gets the facts
 * it read now, pages neither listed nor rendered go, and facts no page reads any more go with them. Costs what the
 * build rendered and removed, not what the manifest holds; done as a few set operations in SQL (a night's pages read
 * hundreds of thousands of facts, one statement each would cost seconds).
 */
function mergeBuild(db: DatabaseSync): BuildRecords {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS unread_candidates (id INTEGER PRIMARY KEY);
    CREATE TEMP TABLE IF NOT EXISTS rendered_ids (page TEXT PRIMARY KEY, id INTEGER NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS rendered_edges (page INTEGER NOT NULL, fact INTEGER NOT NULL, PRIMARY KEY (page, fact)) WITHOUT ROWID;
    CREATE TEMP TABLE IF NOT EXISTS read_ids (idx INTEGER PRIMARY KEY, id INTEGER);
    CREATE TEMP TABLE IF NOT EXISTS gone_pages (id INTEGER PRIMARY KEY, url TEXT NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS listed_ids (id INTEGER PRIMARY KEY);
    DELETE FROM temp.listed_ids; DELETE FROM temp.unread_candidates; DELETE FROM temp.rendered_ids; DELETE FROM temp.read_ids;
    DELETE FROM temp.rendered_edges; DELETE FROM temp.gone_pages;`);
  // The pages listed that the manifest knew, before the rendered ones are added to it.
  db.exec('INSERT OR IGNORE INTO temp.listed_ids (id) SELECT j.value FROM build.listed_known l, json_each(l.ids) j');
  // Each rendered page with its new props, date and indexability, and its id.
  db.exec(`INSERT INTO pages (page, url, changed_at, props, indexable) SELECT page, url, changed_at, props, indexable FROM build.rendered WHERE true
      ON CONFLICT (page) DO UPDATE SET url = excluded.url, changed_at = excluded.changed_at, props = excluded.props, indexable = excluded.indexable;
    INSERT INTO temp.rendered_ids (page, id) SELECT r.page, p.id FROM build.rendered r JOIN pages p ON p.page = r.page;`);
  // Each fact read, with its id in the manifest (none yet: read for the first time).
  db.exec('INSERT INTO temp.read_ids (idx, id) SELECT b.idx, f.id FROM build.read b LEFT JOIN facts f ON f.call = b.call');
  // New facts get their keyed columns as keyedColumnsOf spells them. One answer per fact: every page of a build reads
  // the same snapshot (a fact numbered twice, by two manifests of the process, is one fact).
  const newFacts = db
    .prepare('SELECT b.idx, b.call, b.digest FROM build.read b JOIN temp.read_ids r ON r.idx = b.idx WHERE r.id IS NULL')
    .all() as Array<{
    idx: number;
    call: string;
    digest: string;
  }>;
  const insertFact = db.prepare(
    'INSERT INTO facts (call, digest, keyed, arg1, arg2) VALUES (?, ?, ?, ?, ?) ON CONFLICT (call) DO UPDATE SET call = excluded.call RETURNING id',
  );
  const setId = db.prepare('UPDATE temp.read_ids SET id = ? WHERE idx = ?');
  for (const { idx, call, digest } of newFacts) {
    const { id } = insertFact.get(call, digest, ...(keyedColumnsOf(call) ?? [null, null, null])) as { id: number };
    setId.run(id, idx);
  }
  // Facts known before, answered otherwise now.
  db.exec(`UPDATE facts SET digest = b.digest FROM build.read b JOIN temp.read_ids r ON r.idx = b.idx
    WHERE facts.id = r.id AND facts.digest IS NOT b.digest`);
  // What each rendered page read, by fact id. A re-rendered page mostly reads the facts it read before: only the
  // difference is written. A fact a page no longer reads may now be read by no page: a candidate for the sweep below.
  db.exec(`INSERT OR IGNORE INTO temp.rendered_edges (page, fact)
      SELECT i.id, r.id FROM build.rendered b JOIN temp.rendered_ids i ON i.page = b.page, json_each(b.facts) j JOIN temp.read_ids r ON r.idx = j.value;
    INSERT OR IGNORE INTO temp.unread_candidates (id) SELECT pf.fact FROM temp.rendered_ids i JOIN page_facts pf ON pf.page = i.id
      WHERE NOT EXISTS (SELECT 1 FROM temp.rendered_edges e WHERE e.page = pf.page AND e.fact = pf.fact);
    DELETE FROM page_facts WHERE page IN (SELECT id FROM temp.rendered_ids)
      AND NOT EXISTS (SELECT 1 FROM temp.rendered_edges e WHERE e.page = page_facts.page AND e.fact = page_facts.fact);
    INSERT OR IGNORE INTO page_facts (page, fact) SELECT page, fact FROM temp.rendered_edges;`);
  const rendered = (db.prepare('SELECT url FROM build.rendered ORDER BY url').all() as Array<{ url: string }>).map((row) => row.url);
  const { reused } = db.prepare('SELECT COUNT(*) AS reused FROM temp.listed_ids WHERE id NOT IN (SELECT id FROM temp.rendered_ids)').get() as {
    reused: number;
  };
  // Pages neither listed nor rendered are gone from the site, with what they read.
  db.exec(`INSERT INTO temp.gone_pages (id, url) SELECT id, url FROM pages
      WHERE id NOT IN (SELECT id FROM temp.listed_ids) AND id NOT IN (SELECT id FROM temp.rendered_ids);
    INSERT OR IGNORE INTO temp.unread_candidates (id) SELECT pf.fact FROM temp.gone_pages g JOIN page_facts pf ON pf.page = g.id;
    DELETE FROM page_facts WHERE page IN (SELECT id FROM temp.gone_pages);
    DELETE FROM pages WHERE id IN (SELECT id FROM temp.gone_pages);
    DELETE FROM facts WHERE id IN (SELECT id FROM temp.unread_candidates) AND NOT EXISTS (SELECT 1 FROM page_facts WHERE fact = facts.id);`);
  const removed = (db.prepare('SELECT url FROM temp.gone_pages ORDER BY url').all() as Array<{ url: string }>).map((row) => row.url);
  return { rendered, removed, reused };
}
