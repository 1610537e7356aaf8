/**
 * The crawl counts each route's pages by area when it finishes (src/routes/index-pages.ts), and the night's removal
 * guard weighs tonight's removals against those counts instead of reading every page id of last night's snapshot
 * again (nationally 2.8 million ids parsed, about 10 s of the guard). A snapshot of code that did not count them is
 * still counted page by page.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOVAL_LIMITS } from '../../../scripts/guards/removal-guard.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { compareSnapshots } from '../../../scripts/pipeline/snapshot-removals.ts';
import { pageOfId } from '../../../src/routes/page-key.ts';
import { areaOf, fillPattern } from '../../../src/routes/route-of-path.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(PIPELINE_PATHS.root, 'data', 'tmp-removal-counts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A copy of the test site's snapshot, changed by `sql`. */
function snapshotWith(sql = ''): string {
  const path = join(scratch, `snapshot-${copies++}.sqlite`);
  copyFileSync(TEST_SITE.currentSnapshot, path);
  const db = new DatabaseSync(path);
  db.exec(sql);
  db.close();
  return path;
}

const verdictOf = (previous: string, next: string) => {
  const compared = compareSnapshots(previous, next);
  if (!compared) throw new Error('nothing compared');
  return compared.tally.decide(DEFAULT_REMOVAL_LIMITS);
};

describe('the pages a crawl counts for the removal guard', () => {
  it('are every listed page, by route and by area', () => {
    const db = new DatabaseSync(TEST_SITE.currentSnapshot, { readOnly: true });
    const counted = new Map<string, number>();
    for (const { route, page_id } of db.prepare('SELECT route, page_id FROM route_pages').iterate() as Iterable<{ route: string; page_id: string }>) {
      const { pattern, params } = pageOfId(page_id);
      const key = `${route} ${areaOf(fillPattern(pattern, params)) ?? ''}`;
      counted.set(key, (counted.get(key) ?? 0) + 1);
    }
    const stored = db.prepare('SELECT route, area, pages FROM route_page_counts').all() as Array<{ route: string; area: string; pages: number }>;
    db.close();
    expect(counted.size).toBeGreaterThan(100);
    expect(new Map(stored.map(({ route, area, pages }) => [`${route} ${area}`, pages]))).toEqual(counted);
  });

  it('weigh a night as counting last night page by page does', () => {
    // Tonight lost one state of doctors' cities and their specialities' lists.
    const tonight = snapshotWith('DELETE FROM route_pages WHERE page_id LIKE \'%"state","texas"%\'; DROP TABLE route_page_counts;');
    const withCounts = verdictOf(TEST_SITE.currentSnapshot, tonight);
    const pageByPage = verdictOf(snapshotWith('DROP TABLE route_page_counts'), tonight);
    expect(withCounts.removed).toBeGreaterThan(DEFAULT_REMOVAL_LIMITS.minPages);
    expect(withCounts.overLimit.map(({ part }) => part)).toContain('/best-doctors/texas');
    expect(withCounts).toEqual(pageByPage);
  });

  it('are what the guard reads of last night', () => {
    // Were the counts not read, last night would still have as many pages as its table lists.
    const route = '/best-doctors/[state]/[city]';
    const lastNight = snapshotWith(
      `UPDATE route_page_counts SET pages = pages + 1000 WHERE route = '${route}' AND area = (SELECT min(area) FROM route_page_counts WHERE route = '${route}')`,
    );
    const counted = verdictOf(lastNight, TEST_SITE.currentSnapshot);
    const listed = verdictOf(TEST_SITE.currentSnapshot, TEST_SITE.currentSnapshot);
    expect(counted.before).toBe(listed.before + 1000);
    expect(counted.routes[route]?.before).toBe((listed.routes[route]?.before ?? 0) + 1000);
    expect(listed.removed).toBe(0);
  });
});
