/**
 * `npm run build`'s pipeline against an API that answers in shapes the spec allows but the reference API does not
 * use by default: every detail as a one-item list, names matched exactly (accents included), listings gone.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { runBuild } from '../../../scripts/pipeline/build-pipeline.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { TEST_DB_PATH, openTestDb } from '../../fixtures/reference-db.ts';
import { TEST_PUBLIC_API_BASE_URL, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { pathsIn } = scratchBuilds('shapes');

/** The site's HTML pages, as paths relative to its root. */
function pagesOf(dist: string): Set<string> {
  return new Set(
    (readdirSync(dist, { recursive: true }) as string[]).filter((path) => path.endsWith('.html')).map((path) => relative(dist, join(dist, path))),
  );
}

const build = (name: string, referenceApiEnv: Record<string, string>) =>
  runBuild({
    env: readSiteEnv({ SITE_URL: TEST_SITE_URL, PUBLIC_API_BASE_URL: TEST_PUBLIC_API_BASE_URL }),
    paths: pathsIn(name),
    referenceDbPath: TEST_DB_PATH,
    referenceApiEnv,
    quiet: true,
    log: () => {},
  });

/** Listings gone: the dataset's article without rows is gone too (an empty article has no page, issue 46 item 9). */
const goneListings = (result: { gone: number; byEndpoint: Readonly<Record<string, { gone: number }>> }): number =>
  result.gone - (result.byEndpoint.GetBlogDetails?.gone ?? 0);

describe('an API answering in other allowed shapes', () => {
  it('builds every page when details are one-item lists and names are matched exactly', async () => {
    const outcome = await build('list-exact', { API_DETAIL_SHAPE: 'list', API_NAME_MATCH: 'exact' });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.crawl.result.failures).toBe(0);
    expect(goneListings(outcome.crawl.result)).toBe(0);
    // The same pages as the test site built from the default shapes and loose matching: every listing present.
    const pages = pagesOf(pathsIn('list-exact').dist);
    expect([...pages].sort()).toEqual([...pagesOf(TEST_SITE.dist)].sort());
    // The accented cities are there, with their doctors.
    expect([...pages].some((page) => page.startsWith('best-doctors/colorado/canon-city/') && page.split('/').length === 5)).toBe(true);
    expect([...pages].some((page) => page.startsWith('best-doctors/hawaii/kihei/') && page.split('/').length === 5)).toBe(true);
    expect([...pages].some((page) => page.startsWith('best-doctors/idaho/coeur-dalene/') && page.split('/').length === 5)).toBe(true);
  }, 240_000);

  it('leaves out a listing whose detail answers an empty list: no page, no link, counted as gone', async () => {
    const db = openTestDb();
    const doctor = db.prepare('SELECT uid FROM doctors ORDER BY id LIMIT 1').get() as { uid: string };
    const pharmacy = db.prepare("SELECT uid FROM facilities WHERE kind = 'pharmacy' ORDER BY id LIMIT 1").get() as { uid: string };
    db.close();
    const outcome = await build('gone', { API_DETAIL_SHAPE: 'list', API_GONE_UIDS: `${doctor.uid},${pharmacy.uid}` });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.crawl.result.failures).toBe(0);
    expect(goneListings(outcome.crawl.result)).toBe(2);
    expect(outcome.crawl.result.byEndpoint.GetDoctorSpecialtyDetails?.gone).toBe(1);
    expect(outcome.crawl.result.byEndpoint.GetPharmacyDetails?.gone).toBe(1);
    const report = JSON.parse(readFileSync(pathsIn('gone').crawlReport, 'utf8')) as { gone: number };
    expect(report.gone).toBe(outcome.crawl.result.gone);
    const dist = pathsIn('gone').dist;
    const pages = [...pagesOf(dist)];
    const isGone = (path: string) => path.endsWith(`-${doctor.uid}.html`) || path.endsWith(`-${pharmacy.uid}.html`);
    expect(pages.filter(isGone)).toEqual([]);
    // Every other detail page of the test site is still there.
    const expected = [...pagesOf(TEST_SITE.dist)].filter((path) => !isGone(path));
    expect(pages.sort()).toEqual(expected.sort());
    for (const page of pages) {
      const html = readFileSync(join(dist, page), 'utf8');
      expect(html.includes(`-${doctor.uid}"`) || html.includes(`-${pharmacy.uid}"`), `${page} links to a gone listing`).toBe(false);
    }
  }, 240_000);
});
