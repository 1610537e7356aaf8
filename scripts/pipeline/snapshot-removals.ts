/**
 * What tonight's snapshot would remove from last night's site, from the pages each stored for every listed route
 * (src/snapshot/indexes.ts), before anything is promoted or rendered; and the answers that emptied.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { pageOfId } from '../../src/routes/page-key.ts';
import { fillPattern } from '../../src/routes/route-of-path.ts';
import { REGROUPING_PATTERNS } from '../../src/routes/table.ts';
import { addPageCount, type EmptiedAnswers, type PageCounts, RemovalTally } from '../guards/removal-guard.ts';

const EMPTIED_EXAMPLES = 10;

/** A page's URL path from its stored id. */
export function urlOfPageId(pageId: string): string {
  const { pattern, params } = pageOfId(pageId);
  return fillPattern(pattern, params);
}

const has = (db: DatabaseSync, schema: string, type: 'table' | 'index', name: string): boolean =>
  db.prepare(`SELECT 1 FROM ${schema}.sqlite_master WHERE type = ? AND name = ?`).get(type, name) !== undefined;
const hasRoutePages = (db: DatabaseSync, schema: string): boolean => has(db, schema, 'table', 'route_pages');

/** A snapshot's pages by route and area as its crawl counted them (src/snapshot/indexes.ts), as the tally counts them:
 * without the pages that regroup others'. Undefined for a snapshot of code that did not count them. */
function storedPageCounts(db: DatabaseSync, schema: string): PageCounts | undefined {
  if (!has(db, schema, 'table', 'route_page_counts')) return undefined;
  const counts: PageCounts = { site: 0, routes: {}, areas: {} };
  const rows = db.prepare(`SELECT route, area, pages FROM ${schema}.route_page_counts`).all() as Array<{
    route: string;
    area: string;
    pages: number;
  }>;
  for (const { route, area, pages } of rows) addPageCount(counts, route, area, pages);
  return counts;
}

/** The pages `next` removes from and adds to `previous`, counted by route and area, and the answers that held items
 * in `previous` and are empty in `next`; undefined when there is no previous snapshot with stored pages to compare. */
export function compareSnapshots(previous: string, next: string): { tally: RemovalTally; emptied: EmptiedAnswers } | undefined {
  if (!existsSync(previous)) return undefined;
  const db = new DatabaseSync(next, { readOnly: true });
  try {
    db.prepare('ATTACH DATABASE ? AS previous').run(previous);
    if (!hasRoutePages(db, 'previous') || !hasRoutePages(db, 'main')) return undefined;
    const tally = new RemovalTally();
    // Last night's pages as its crawl counted them; a snapshot of code that did not is counted page by page.
    const held = storedPageCounts(db, 'previous');
    if (held) tally.countHeld(held);
    else {
      for (const row of db.prepare('SELECT route, page_id FROM previous.route_pages').iterate() as Iterable<{ route: string; page_id: string }>) {
        tally.countBefore(row.route, urlOfPageId(row.page_id));
      }
    }
    const removed = 'SELECT route, page_id FROM previous.route_pages EXCEPT SELECT route, page_id FROM main.route_pages';
    for (const row of db.prepare(removed).iterate() as Iterable<{ route: string; page_id: string }>) {
      tally.countRemoved(row.route, urlOfPageId(row.page_id));
    }
    const added = db
      .prepare(
        'SELECT route, count(*) AS pages FROM (SELECT route, page_id FROM main.route_pages EXCEPT SELECT route, page_id FROM previous.route_pages) GROUP BY route',
      )
      .all() as Array<{ route: string; pages: number }>;
    for (const { route, pages } of added) tally.countAdded(route, pages);
    // As the tally counts last night's: without the pages that regroup others' (`regroups`, src/routes/route.ts).
    const regrouping = [...REGROUPING_PATTERNS];
    const after =
      storedPageCounts(db, 'main')?.site ??
      (
        db
          .prepare(`SELECT count(*) AS pages FROM main.route_pages WHERE route NOT IN (${regrouping.map(() => '?').join(', ') || "''"})`)
          .get(...regrouping) as { pages: number }
      ).pages;
    tally.countAfter(after);
    // A list that had items and answers [] tonight; a detail that answered and is gone tonight. Tonight's few such
    // answers are found through their index (src/snapshot/schema.ts) when tonight's snapshot has it, and only they
    // are looked up in last night's.
    const emptiedIndex = has(db, 'main', 'index', 'requests_emptied') ? 'INDEXED BY requests_emptied' : '';
    const emptiedRows = db.prepare(
      `SELECT now.key AS key FROM main.requests AS now ${emptiedIndex} JOIN previous.requests AS before ON before.key = now.key
        WHERE (now.state = 'gone' OR now.body = '[]') AND before.state = 'done'
          AND ((before.body LIKE '[%' AND before.body != '[]' AND now.state = 'done') OR now.state = 'gone')
        ORDER BY now.id`,
    );
    let count = 0;
    const examples: string[] = [];
    for (const { key } of emptiedRows.iterate() as Iterable<{ key: string }>) {
      if (count++ < EMPTIED_EXAMPLES) examples.push(key);
    }
    return { tally, emptied: { count, examples } };
  } finally {
    db.close();
  }
}
