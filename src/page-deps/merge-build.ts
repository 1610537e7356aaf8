/**
 * Merges a build's records into the manifest (inside the caller's transaction): each rendered page gets the facts it
 * read now and the reason it rendered, pages neither listed nor rendered go, and facts no page reads any more go
 * with them. Costs what the build rendered and removed, not what the manifest holds; done as a few set operations
 * in SQL (a night's pages read hundreds of thousands of facts, one statement each would cost seconds).
 */
import type { DatabaseSync } from 'node:sqlite';
import { MANIFEST_DDL } from './manifest-schema.ts';
import type { RenderReason } from './plan.ts';
import { factColumnsOf, KINDS_WITH_ARGS_AS_COLUMNS } from './stored-facts.ts';

export interface BuildRecords {
  /** The URL paths of the pages rendered. */
  readonly rendered: string[];
  /** The URL paths of the pages the last build had and this one does not. */
  readonly removed: string[];
  /** How many listed pages were reused as they were. */
  readonly reused: number;
}

// A page rendered without being planned: its route lists no pages.
const ALWAYS: RenderReason = { why: 'always' };

/** Merges the records of the build numbered `build`. `carryRemovals`: the last build's pages never reached dist/
 * (a night killed after this shard rendered), so the pages it removed are still there: this build removes them too,
 * unless it has them again. */
export function mergeBuild(db: DatabaseSync, build: number, carryRemovals = false): BuildRecords {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS unread_candidates (id INTEGER PRIMARY KEY);
    CREATE TEMP TABLE IF NOT EXISTS rendered_ids (page TEXT PRIMARY KEY, id INTEGER NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS rendered_edges (page INTEGER NOT NULL, fact INTEGER NOT NULL, PRIMARY KEY (page, fact)) WITHOUT ROWID;
    CREATE TEMP TABLE IF NOT EXISTS read_ids (idx INTEGER PRIMARY KEY, id INTEGER);
    CREATE TEMP TABLE IF NOT EXISTS gone_pages (id INTEGER PRIMARY KEY, url TEXT NOT NULL);
    CREATE TEMP TABLE IF NOT EXISTS listed_ids (id INTEGER PRIMARY KEY);
    CREATE TEMP TABLE IF NOT EXISTS planned (page TEXT PRIMARY KEY, reason TEXT NOT NULL);
    DELETE FROM temp.listed_ids; DELETE FROM temp.unread_candidates; DELETE FROM temp.rendered_ids; DELETE FROM temp.read_ids;
    DELETE FROM temp.rendered_edges; DELETE FROM temp.gone_pages; DELETE FROM temp.planned;`);
  // The pages listed that the manifest knew, before the rendered ones are added to it; why each planned one renders.
  db.exec(`INSERT OR IGNORE INTO temp.listed_ids (id) SELECT j.value FROM build.plans p, json_each(p.listed) j;
    INSERT OR REPLACE INTO temp.planned (page, reason) SELECT j.value ->> 0, j.value -> 1 FROM build.plans p, json_each(p.reasons) j;`);
  // Each rendered page with its new props, date, indexability and reason, and its id.
  db.prepare(`INSERT INTO pages (page, url, changed_at, props, indexable, reason, rendered_in)
      SELECT r.page, r.url, r.changed_at, r.props, r.indexable, COALESCE(p.reason, ?), ? FROM build.rendered r LEFT JOIN temp.planned p ON p.page = r.page WHERE true
      ON CONFLICT (page) DO UPDATE SET url = excluded.url, changed_at = excluded.changed_at, props = excluded.props, indexable = excluded.indexable,
        reason = excluded.reason, rendered_in = excluded.rendered_in`).run(JSON.stringify(ALWAYS), build);
  db.exec('INSERT INTO temp.rendered_ids (page, id) SELECT r.page, p.id FROM build.rendered r JOIN pages p ON p.page = r.page');
  // New facts get their kind and columns (stored-facts.ts): taken from the call in SQL where they are its arguments
  // (this build recorded it), else through an SQL function; in the order of the facts' unique index. One answer
  // per fact: every page of a build reads the same snapshot (a fact numbered twice, by two recorders, is one fact).
  db.function('fact_columns', { deterministic: true }, (call) => JSON.stringify(factColumnsOf(String(call))));
  db.prepare(`WITH new AS MATERIALIZED (
      SELECT b.call, b.digest, CASE WHEN b.call ->> 0 IN (SELECT value FROM json_each(?)) THEN json_array(b.call ->> 0, b.call ->> 1, b.call ->> 2, b.call ->> 3)
        ELSE fact_columns(b.call) END AS c
      FROM build.read b WHERE NOT EXISTS (SELECT 1 FROM facts f WHERE f.call = b.call))
    INSERT INTO facts (call, digest, kind, arg1, arg2, arg3) SELECT call, digest, c ->> 0, c ->> 1, c ->> 2, c ->> 3 FROM new WHERE true ORDER BY call
      ON CONFLICT (call) DO NOTHING`).run(JSON.stringify(KINDS_WITH_ARGS_AS_COLUMNS));
  // Each fact read, with its id in the manifest.
  db.exec('INSERT INTO temp.read_ids (idx, id) SELECT b.idx, f.id FROM build.read b JOIN facts f ON f.call = b.call');
  // Facts known before, answered otherwise now.
  db.exec(`UPDATE facts SET digest = b.digest FROM build.read b JOIN temp.read_ids r ON r.idx = b.idx
    WHERE facts.id = r.id AND facts.digest IS NOT b.digest`);
  // What each rendered page read, by fact id. Into a manifest that holds none yet (a first build): directly, its
  // index by fact made again after (the manifest's tables, IF NOT EXISTS), in one sort instead of one insert per row.
  const edges = `SELECT i.id, r.id FROM build.rendered b JOIN temp.rendered_ids i ON i.page = b.page, json_each(b.facts) j JOIN temp.read_ids r ON r.idx = j.value`;
  if (db.prepare('SELECT 1 FROM page_facts LIMIT 1').get() === undefined) {
    db.exec(`DROP INDEX page_facts_by_fact; INSERT OR IGNORE INTO page_facts (page, fact) ${edges} ORDER BY 1, 2;`);
    db.exec(MANIFEST_DDL);
  } else {
    // A re-rendered page mostly reads the facts it read before: only the difference is written. A fact a page no
    // longer reads may now be read by no page: a candidate for the sweep below.
    db.exec(`INSERT OR IGNORE INTO temp.rendered_edges (page, fact) ${edges};
      INSERT OR IGNORE INTO temp.unread_candidates (id) SELECT pf.fact FROM temp.rendered_ids i JOIN page_facts pf ON pf.page = i.id
        WHERE NOT EXISTS (SELECT 1 FROM temp.rendered_edges e WHERE e.page = pf.page AND e.fact = pf.fact);
      DELETE FROM page_facts WHERE page IN (SELECT id FROM temp.rendered_ids)
        AND NOT EXISTS (SELECT 1 FROM temp.rendered_edges e WHERE e.page = page_facts.page AND e.fact = page_facts.fact);
      INSERT OR IGNORE INTO page_facts (page, fact) SELECT page, fact FROM temp.rendered_edges;`);
  }
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
  if (!carryRemovals) db.exec('DELETE FROM removed;');
  else db.exec('DELETE FROM removed WHERE url IN (SELECT url FROM pages);');
  db.exec('INSERT OR IGNORE INTO removed (url) SELECT url FROM temp.gone_pages;');
  const removed = (db.prepare('SELECT url FROM removed ORDER BY url').all() as Array<{ url: string }>).map((row) => row.url);
  return { rendered, removed, reused };
}
