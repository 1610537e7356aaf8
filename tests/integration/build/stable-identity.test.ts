/**
 * Nothing about where or when the crawl ran reaches a page's key or bytes: `npm run build` starts the embedded
 * reference API on a new random port every time, and a second build of unchanged data renders only the pages
 * without data of their own (the same output, reused).
 */
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { runBuild } from '../../../scripts/pipeline/build-pipeline.ts';
import type { RenderReport } from '../../../scripts/pipeline/astro-step.ts';
import { type ReportWithPages, withRenderedPages } from '../../fixtures/rendered-pages.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';
import { TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { pathsIn } = scratchBuilds('stable');

async function build(): Promise<ReportWithPages> {
  let report: RenderReport | undefined;
  const outcome = await runBuild({
    env: readSiteEnv({ SITE_URL: TEST_SITE_URL }),
    paths: pathsIn('night'),
    referenceDbPath: TEST_DB_PATH,
    // The same random lists every night, so only the API's address differs between the two crawls.
    referenceApiEnv: { API_RANDOM_SEED: String(TEST_SEED) },
    quiet: true,
    log: () => {},
    onReport: (done) => (report = done),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return withRenderedPages(report as RenderReport);
}

// Pages without data of their own: the home page, the directories' first pages, the forms, search, the 404s.
const hasData = (path: string) =>
  /^\/(best-[a-z-]+|specialities|blogs)\/.+/.test(path) && !/^\/(best-[a-z-]+|specialities|blogs)\/(index|404)\.html$/.test(path);

describe('a second night on unchanged data, crawled from an API on another port', () => {
  it('renders no page with data again, and publishes the same site', async () => {
    const first = await build();
    const firstSite = digestOf(pathsIn('night').dist);
    expect(first.renderedPages.filter(hasData).length).toBeGreaterThan(500);
    const second = await build();
    expect(second.renderedPages.filter(hasData)).toEqual([]);
    expect(second.reused).toBeGreaterThan(500);
    expect(digestOf(pathsIn('night').dist)).toEqual(firstSite);
  }, 300_000);
});
