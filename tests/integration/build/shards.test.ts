/**
 * Split builds: shards are disjoint, and merged they are byte-identical to a single build, but for the sitemap's
 * parts (one set per shard, named by it), which list exactly the same URLs with the same dates.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { currentShard, isInShard } from '../../../src/routes/shard.ts';
import { renderedPagesFileOf } from '../../../src/integrations/build-report.ts';
import { linesOf } from '../../../src/lib/line-files.ts';
import { runAstroStep, type RenderReport } from '../../../scripts/pipeline/astro-step.ts';
import { pagesListed } from '../../../scripts/pipeline/build-lists.ts';
import { cacheDirOf, inProgressMarkerOf, shardCacheOf } from '../../../scripts/pipeline/cache-layout.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { renderAndStage } from '../../../scripts/pipeline/render-and-stage.ts';
import { planRenderStep } from '../../../scripts/pipeline/render-step-plan.ts';
import { stepReporter } from '../../../scripts/pipeline/step-reporter.ts';
import { digestOf } from '../../fixtures/site-checks.ts';
import { TEST_PUBLIC_API_BASE_URL, TEST_SITE, TEST_SITE_URL } from '../../fixtures/test-site.ts';

// Build outputs live inside the project, where Astro's prerender bundle finds its packages.
const scratch = mkdtempSync(join(PIPELINE_PATHS.root, 'data', 'tmp-shards-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = { SITE_URL: TEST_SITE_URL, PUBLIC_API_BASE_URL: TEST_PUBLIC_API_BASE_URL };

const isSitemap = (file: string) => /^sitemap-.*\.xml$/.test(file);
/** Every file of a built site but the sitemap, with the digest of its bytes. */
const pagesOf = (dir: string) => new Map([...digestOf(dir)].filter(([file]) => !isSitemap(file)));
/** Every URL of a site's sitemap parts with its lastmod, sorted. */
function sitemapOf(dir: string): string[] {
  const parts = readdirSync(dir).filter((file) => isSitemap(file) && file !== 'sitemap-index.xml');
  return parts.flatMap((file) => readFileSync(join(dir, file), 'utf8').match(/<url>.*?<\/url>/g) ?? []).sort();
}
/** What a merged sharded build must share with a single build. */
const sameSite = (dir: string, single: string) => {
  expect(pagesOf(dir)).toEqual(pagesOf(single));
  const urls = sitemapOf(dir);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls).toEqual(sitemapOf(single));
};

describe('shards', () => {
  it('read BUILD_SHARD and split any list of paths into disjoint parts that cover it', () => {
    expect(currentShard('1/3')).toEqual({ index: 1, count: 3 });
    expect(() => currentShard('3/3')).toThrow(/BUILD_SHARD/);
    expect(currentShard('')).toBeUndefined();
    const paths = Array.from({ length: 500 }, (_, i) => ({ params: { doctor: `doctor-${i}` } }));
    const parts = [0, 1, 2].map((index) => paths.filter((path) => isInShard(path.params, { index, count: 3 })));
    expect(parts.flat()).toHaveLength(500);
    expect(new Set(parts.flat().map((path) => path.params.doctor)).size).toBe(500);
    for (const part of parts) expect(part.length).toBeGreaterThan(100);
  });

  it('build disjoint parts that, merged, are byte-identical to a single build', async () => {
    let single: RenderReport | undefined;
    let sharded: RenderReport | undefined;
    let shardedLog = '';
    const one = await runAstroStep({
      root: PIPELINE_PATHS.root,
      dist: join(scratch, 'single'),
      snapshotPath: TEST_SITE.currentSnapshot,
      env,
      shards: 1,
      quiet: true,
      onReport: (report) => (single = report),
    });
    const three = await runAstroStep({
      root: PIPELINE_PATHS.root,
      dist: join(scratch, 'sharded'),
      snapshotPath: TEST_SITE.currentSnapshot,
      env,
      shards: 3,
      onOutput: (text) => (shardedLog += text),
      onReport: (report) => (sharded = report),
    });
    expect(one).toBe(true);
    expect(three).toBe(true);
    // Each page with data rendered by exactly one shard; pages without data by every shard.
    const singlePages = pagesListed(single!.lists, 'rendered');
    const counts = new Map<string, number>();
    // Each shard's own list, as its Astro process wrote it.
    for (let shard = 0; shard < 3; shard++) {
      const cache = shardCacheOf(cacheDirOf({ dist: join(scratch, 'sharded') }), shard, 3);
      for (const path of linesOf(renderedPagesFileOf(cache))) counts.set(path, (counts.get(path) ?? 0) + 1);
    }
    expect(sharded!.rendered).toBe(counts.size);
    expect([...counts.keys()].sort()).toEqual([...new Set(singlePages)].sort());
    const repeated = [...counts].filter(([, n]) => n > 1).map(([path]) => path);
    expect(repeated.length).toBeLessThan(40);
    for (const path of repeated) expect(path, path).not.toMatch(/^\/best-[a-z-]+\/[a-z-]+\//);
    // The site files are written once, by a process of their own, not by each shard; each shard says what it did.
    for (const index of [0, 1, 2]) {
      expect(existsSync(join(scratch, 'sharded.cache', `shard-${index}-of-3`, 'rendered', 'robots.txt'))).toBe(false);
      expect(shardedLog).toMatch(new RegExp(`\\[render\\] shard ${index}/3: \\d+ page\\(s\\) rendered, 0 reused`));
    }
    expect(existsSync(join(scratch, 'sharded', 'robots.txt'))).toBe(true);
    // Astro logs warnings only in the pipeline: no line per page.
    expect(shardedLog).not.toMatch(/best-doctors\/[a-z-]+\/[a-z-]+\/.*\(\+\d+ms\)/);
    sameSite(join(scratch, 'sharded'), join(scratch, 'single'));
    expect(readdirSync(join(scratch, 'sharded')).filter((file) => /^sitemap-part-\d-of-3-\d+\.xml$/.test(file))).toHaveLength(3);
  }, 300_000);

  it('leave dist/ untouched when a render fails, and go on from the manifests it left as they were', async () => {
    const dist = join(scratch, 'sharded');
    const before = digestOf(dist);
    const failed = await runAstroStep({
      root: PIPELINE_PATHS.root,
      dist,
      snapshotPath: join(scratch, 'no-such-snapshot.sqlite'),
      env,
      shards: 3,
      quiet: true,
    });
    expect(failed).toBe(false);
    expect(digestOf(dist)).toEqual(before);
    // Every shard failed before its manifest took any page: each keeps its marker, and its manifest is still the one
    // the last publish placed (render-step-plan.ts), so the next build renders only what changed: nothing here.
    const marked = [0, 1, 2].filter((i) => existsSync(inProgressMarkerOf(shardCacheOf(cacheDirOf({ dist }), i, 3))));
    expect(marked).toEqual([0, 1, 2]);
    let report: RenderReport | undefined;
    expect(
      await runAstroStep({
        root: PIPELINE_PATHS.root,
        dist,
        snapshotPath: TEST_SITE.currentSnapshot,
        env,
        shards: 3,
        quiet: true,
        onReport: (done) => (report = done),
      }),
    ).toBe(true);
    expect(report!.reused).toBeGreaterThan(0);
    expect(report!.published.copied + report!.published.moved + report!.published.linked).toBeLessThan(report!.reused);
    sameSite(dist, join(scratch, 'single'));
  }, 300_000);

  it('go on after a night that rendered and never published: its pages render again, its removals are made', async () => {
    const dist = join(scratch, 'unpublished');
    const build = (snapshotPath: string, into = dist, onReport?: (done: RenderReport) => void) =>
      runAstroStep({ root: PIPELINE_PATHS.root, dist: into, snapshotPath, env, shards: 2, quiet: true, ...(onReport ? { onReport } : {}) });
    expect(await build(TEST_SITE.currentSnapshot)).toBe(true);
    // Tonight's snapshot: a blog's heading edited (its page's bytes change), a doctor's details gone (their two
    // pages go), the route pages listed from the answers again.
    const tonight = join(scratch, 'unpublished-night.sqlite');
    const source = new DatabaseSync(TEST_SITE.currentSnapshot, { readOnly: true });
    source.prepare('VACUUM INTO ?').run(tonight);
    source.close();
    const db = new DatabaseSync(tonight);
    const blog = db.prepare("SELECT key FROM requests WHERE endpoint = 'GetBlogDetails' AND state = 'done' ORDER BY key LIMIT 1").get() as {
      key: string;
    };
    db.prepare(
      "UPDATE requests SET body = json_set(body, '$[0].blogDetailsHeading', 'Why Daily Care Matters Most'), body_hash = 'edited' WHERE key = ?",
    ).run(blog.key);
    const gone = db
      .prepare(
        "DELETE FROM requests WHERE key = (SELECT key FROM requests WHERE endpoint = 'GetDoctorSpecialtyDetails' AND state = 'done' ORDER BY key LIMIT 1)",
      )
      .run();
    expect(gone.changes).toBe(1);
    db.prepare("UPDATE meta SET value = 'listed-again' WHERE key = 'route_pages_code'").run();
    db.close();

    // The night renders tonight's snapshot and is killed before it publishes: its manifests are a build ahead.
    const options = { root: PIPELINE_PATHS.root, dist, snapshotPath: tonight, env, shards: 2, quiet: true };
    const reporter = stepReporter(options);
    expect((await renderAndStage(options, planRenderStep(options), reporter, reporter.clock())).ok).toBe(true);

    // The next night goes on from them: what that render rendered renders again, what it removed goes.
    let report: RenderReport | undefined;
    expect(await build(tonight, dist, (done) => (report = done))).toBe(true);
    expect(report!.reused).toBeGreaterThan(0);
    expect(report!.reasons.unpublished).toBeGreaterThan(0);
    expect(report!.removed).toBeGreaterThanOrEqual(2);
    expect(await build(tonight, join(scratch, 'unpublished-clean'))).toBe(true);
    sameSite(dist, join(scratch, 'unpublished-clean'));
  }, 300_000);

  it('carry every page record to a new shard count: nothing renders again, and the last split is freed', async () => {
    const dist = join(scratch, 'sharded');
    const cacheDir = cacheDirOf({ dist });
    let report: RenderReport | undefined;
    let log = '';
    const build = (shards: number) =>
      runAstroStep({
        root: PIPELINE_PATHS.root,
        dist,
        snapshotPath: TEST_SITE.currentSnapshot,
        env,
        shards,
        onOutput: (text) => (log += text),
        onReport: (done) => (report = done),
      });
    for (const shards of [2, 4]) {
      log = '';
      expect(await build(shards)).toBe(true);
      // The pages without data render in every shard, whatever their records; every page with data is reused.
      expect(report!.reused, `${shards} shards`).toBeGreaterThan(1000);
      expect(report!.rendered, `${shards} shards`).toBeLessThan(40);
      for (let index = 0; index < shards; index++) expect(log).toMatch(new RegExp(`shard ${index}/${shards}: the records of \\d+ page\\(s\\) taken`));
      expect(
        readdirSync(cacheDir)
          .filter((name) => name.startsWith('shard-'))
          .sort(),
      ).toEqual(Array.from({ length: shards }, (_, index) => `shard-${index}-of-${shards}`).sort());
      sameSite(dist, join(scratch, 'single'));
    }
  }, 300_000);
});
