/**
 * The manifest of page facts, kept beside a build's output (one per shard): for every page, the facts it read when
 * it last rendered and why it did, when the newest of them changed, and whether the page is indexable (the sitemap
 * lists it). A build asks it for the plan of each route's pages (plan.ts: the decision, with the changes the
 * night's SQL check found), records what the pages it renders read (render-recorder.ts), and merges those records
 * in at its end (merge-build.ts, from src/integrations/page-deps.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Fact } from '../lib/read-tracking.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import { factsChanged, MAPPED_BYTES } from './facts-changed.ts';
import { BUILD_DDL, BUILD_TABLES, buildRecordsPathOf, CLEAR_BUILD, MANIFEST_DDL, MANIFEST_FORMAT, MANIFEST_TABLES } from './manifest-schema.ts';
import { mergeBuild, type BuildRecords } from './merge-build.ts';
import { NO_PROPS } from '../routes/page-key.ts';
import {
  plan,
  type ChangedFact,
  type Changes,
  type ListedPage,
  type PreviousPage,
  type PreviousPages,
  type RenderPlan,
  type StalePage,
} from './plan.ts';
import { flushEveryRecorder, openRenderRecorder } from './render-recorder.ts';

export type { BuildRecords } from './merge-build.ts';

export interface PageManifest {
  /** Plans a route's pages, each with its props digest (`propsDigestOf`), against the facts as they hold in `reader`:
   * those that render (with their reason), those reused, those gone. Writes nothing. */
  plan<T extends ListedPage>(pages: readonly T[], reader: SnapshotReader): RenderPlan<T>;
  /** Records a route's plan for the merge: the pages it listed, and why each that renders does. */
  recordPlan(decided: RenderPlan<ListedPage>): void;
  /** Plans and records a route's pages (`plan`, `recordPlan`): the ids of those that render. */
  rendering(pages: readonly ListedPage[], reader: SnapshotReader): Set<string>;
  /** Plans and records one page of this build: true when it renders. */
  renders(pageId: string, reader: SnapshotReader, props?: string): boolean;
  /** Runs `list` (a route's listing) in one transaction. */
  listing<T>(list: () => T): T;
  /** Records what a page read while it rendered, and whether it is indexable (written in batches; every manifest of
   * the process writes its records out when any of them finishes the build). */
  recordRender(pageId: string, url: string, facts: readonly Fact[], props?: string, indexable?: boolean): void;
  /** Forgets the records of a build that did not finish. */
  beginBuild(): void;
  /** Merges this build's records: rendered pages get their new facts and reasons, pages no longer listed or rendered go. */
  finishBuild(): BuildRecords;
  /** How many pages the last build rendered, by reason: its name, or `fact:<kind>` for a fact that changed. */
  renderedByReason(): Record<string, number>;
  /** The URL path of every page the manifest knows, in order. */
  urls(): string[];
  /** The same, one at a time (a shard's pages are never held at once). */
  eachUrl(): Iterable<string>;
  /** The URL path of every page the manifest knows that search engines may index (the sitemap's), in order. */
  indexableUrls(): string[];
  /** When the newest fact a page shows last changed, by its URL path. */
  lastModifiedOf(url: string): string | undefined;
  /** Every page's URL path with its last-modified date, in one read (the sitemap dates them all). */
  lastModifiedByUrl(): Map<string, string>;
  close(): void;
}

const patternOf = (pageId: string): string => pageId.slice(0, pageId.indexOf(' '));

/**
 * Opens the manifest at `path`. `renderInputs`: a digest of what every page's bytes depend on besides its facts
 * (the code, the site's addresses); when it differs from the one the manifest was last built with, every page
 * renders again, and the pages stay listed so that those gone are still known. `publishedBuild`: the build of this
 * manifest last published, when later builds were not (PUBLISHED_BUILD): their pages render again, and the pages
 * they removed are removed again.
 */
export function openPageManifest(path: string, renderInputs?: string, publishedBuild?: number): PageManifest {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // No write-ahead log: the one file is the whole manifest, ready to be carried to the next night's machine. A
  // rollback journal on disk, deleted at each commit: a build killed while it merges leaves it, and the next opening
  // rolls the merge back, so the manifest is the last finished build's and the next night can go on from it
  // (scripts/pipeline/render-step-plan.ts). Not synced: a process killed loses nothing the kernel was given.
  // A page cache that holds a shard's facts and their index: a night looks up every fact its pages read.
  db.exec(`PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF; PRAGMA cache_size = -131072; PRAGMA mmap_size = ${MAPPED_BYTES};`);
  const metaValue = (key: string): string | undefined => {
    try {
      return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    } catch {
      // No meta table: a new manifest.
      return undefined;
    }
  };
  const setMeta = (key: string, value: string) => db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
  const formatHolds = metaValue('format') === MANIFEST_FORMAT;
  if (!formatHolds) db.exec(MANIFEST_TABLES.map((table) => `DROP TABLE IF EXISTS ${table};`).join(' '));
  db.exec(MANIFEST_DDL);
  setMeta('format', MANIFEST_FORMAT);
  db.prepare('ATTACH DATABASE ? AS build').run(buildRecordsPathOf(path));
  // Records of one build, rebuilt if lost: no journal on disk, no sync. The merge reads them, through temporary
  // tables as large: caches that hold a shard's facts (the default 2 MB spills them to disk).
  db.exec('PRAGMA build.journal_mode = MEMORY; PRAGMA build.synchronous = OFF; PRAGMA build.cache_size = -65536; PRAGMA temp.cache_size = -131072;');
  // An older format's records have other columns, and number facts of the manifest just dropped: they go with it.
  if (!formatHolds) db.exec(BUILD_TABLES.map((table) => `DROP TABLE IF EXISTS build.${table};`).join(' '));
  db.exec(BUILD_DDL);

  const inputsHold = renderInputs === undefined || metaValue('render_inputs') === renderInputs;
  const lastBuild = () => Number(metaValue('build') ?? 0);
  // Builds after the published one took pages that never reached dist/.
  const unpublishedAfter = publishedBuild !== undefined && lastBuild() > publishedBuild ? publishedBuild : undefined;
  const unpublishedPages = (): ReadonlySet<number> | undefined =>
    unpublishedAfter === undefined
      ? undefined
      : new Set((db.prepare('SELECT id FROM pages WHERE rendered_in > ?').all(unpublishedAfter) as Array<{ id: number }>).map((row) => row.id));
  // The previous pages that read a fact which no longer holds, found once per build: every fact any page read is
  // answered again from this build's snapshot in SQL (fact-kinds.ts), then its readers are found by index.
  db.exec('CREATE TEMP TABLE IF NOT EXISTS changed_facts (id INTEGER PRIMARY KEY, now TEXT);');
  const stalePagesOf = (reader: SnapshotReader): ReadonlyMap<number, StalePage> => {
    const changed = factsChanged(path, reader);
    db.exec('DELETE FROM temp.changed_facts;');
    const changedFact = db.prepare('INSERT INTO temp.changed_facts (id, now) VALUES (?, ?)');
    for (const [id, now] of changed) changedFact.run(id, now ?? null);
    const facts = new Map<number, ChangedFact>();
    const changedRows = db.prepare('SELECT c.id, f.call, f.digest AS was, c.now FROM temp.changed_facts c JOIN facts f ON f.id = c.id').iterate();
    for (const { id, call, was, now } of changedRows as Iterable<{ id: number; call: string; was: string; now: string | null }>) {
      facts.set(id, { call, was, now: now ?? undefined });
    }
    // Each changed fact's readers by index, facts in id order: a page's first row is its first changed fact.
    const stale = new Map<number, { fact: ChangedFact; changed: number }>();
    const readers = db
      .prepare('SELECT pf.page, pf.fact FROM temp.changed_facts c CROSS JOIN page_facts pf ON pf.fact = c.id ORDER BY c.id')
      .iterate();
    for (const { page, fact } of readers as Iterable<{ page: number; fact: number }>) {
      const known = stale.get(page);
      if (known) known.changed++;
      else {
        const first = facts.get(fact);
        if (first) stale.set(page, { fact: first, changed: 1 });
      }
    }
    return stale;
  };
  // What changed, found at the first listing (before this build writes to the manifest: the check reads it on a
  // connection of its own, which a write large enough to spill SQLite's cache would lock out until the commit).
  let changes: Changes | undefined;
  const changesFor = (reader: SnapshotReader): Changes => {
    changes ??= inputsHold ? { codeChanged: false, stale: stalePagesOf(reader), unpublished: unpublishedPages() } : { codeChanged: true };
    return changes;
  };
  // Every page the manifest knows, read once per build: a route's pages are then planned in memory (a shard lists
  // hundreds of thousands).
  let known: Map<string, PreviousPage> | undefined;
  const knownPages = () => {
    known ??= new Map(
      (db.prepare('SELECT id, page, props FROM pages').all() as Array<{ id: number; page: string; props: string }>).map((page) => [page.page, page]),
    );
    return known;
  };
  // A route's pages are those whose id starts with its pattern and a space: a range of the index on page ids.
  const countOfRoute = db.prepare("SELECT COUNT(*) AS pages FROM pages WHERE page >= ? || ' ' AND page < ? || '!'");
  const pagesOfRoute = db.prepare("SELECT id, page, props FROM pages WHERE page >= ? || ' ' AND page < ? || '!'");
  /** The previous pages of the route a listing's pages belong to (a listing is one route's). */
  const previousOf = (pages: readonly ListedPage[]): PreviousPages => {
    const all = knownPages();
    const first = pages[0]?.page;
    const route = first === undefined ? undefined : patternOf(first);
    return {
      get: (page) => all.get(page),
      size: route === undefined ? 0 : (countOfRoute.get(route, route) as { pages: number }).pages,
      // Read only for a route that lost pages.
      values: () => (route === undefined ? [] : (pagesOfRoute.all(route, route) as Array<{ id: number; page: string; props: string }>)),
    };
  };
  const planned = db.prepare('INSERT INTO build.plans (listed, reasons) VALUES (?, ?)');
  const recorder = openRenderRecorder(db);
  const byUrl = db.prepare('SELECT changed_at FROM pages WHERE url = ?');

  const manifest: PageManifest = {
    plan: (pages, reader) => plan(previousOf(pages), changesFor(reader), pages),
    recordPlan(decided) {
      const listed = decided.reuse.map((page) => page.id);
      for (const { previous } of decided.render) if (previous) listed.push(previous.id);
      planned.run(JSON.stringify(listed), JSON.stringify(decided.render.map(({ listed: page, reason }) => [page.page, reason])));
    },
    rendering(pages, reader) {
      const decided = manifest.plan(pages, reader);
      manifest.recordPlan(decided);
      return new Set(decided.render.map(({ listed }) => listed.page));
    },
    renders(pageId, reader, props = NO_PROPS) {
      return manifest.rendering([{ page: pageId, props }], reader).size > 0;
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
      recorder.record(pageId, url, facts, props, indexable);
    },
    beginBuild() {
      db.exec(CLEAR_BUILD);
      recorder.reset();
      known = undefined;
    },
    finishBuild() {
      flushEveryRecorder();
      db.exec('BEGIN');
      try {
        const build = lastBuild() + 1;
        const records = mergeBuild(db, build, unpublishedAfter !== undefined);
        setMeta('build', String(build));
        setMeta('built_at', new Date().toISOString());
        if (renderInputs !== undefined) setMeta('render_inputs', renderInputs);
        db.exec(CLEAR_BUILD);
        db.exec('COMMIT');
        recorder.reset();
        known = undefined;
        // The records file keeps its pages when emptied: nationally about 300 MB a shard, idle until the next build.
        db.exec('VACUUM build');
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
    renderedByReason() {
      // The reason's category spelled in SQL: its name, or fact:<kind> (the first element of the fact's call).
      const rows = db
        .prepare(
          `SELECT CASE WHEN reason ->> 'why' = 'fact' THEN 'fact:' || ((reason ->> 'fact') ->> 0) ELSE reason ->> 'why' END AS reason, COUNT(*) AS pages
           FROM pages WHERE rendered_in = ? GROUP BY 1 ORDER BY 2 DESC, 1`,
        )
        .all(lastBuild()) as Array<{ reason: string; pages: number }>;
      return Object.fromEntries(rows.map((row) => [row.reason, row.pages]));
    },
    urls() {
      return [...this.eachUrl()];
    },
    *eachUrl() {
      for (const row of db.prepare('SELECT url FROM pages ORDER BY url').iterate()) yield (row as { url: string }).url;
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
      recorder.close();
      db.close();
    },
  };
  return manifest;
}
