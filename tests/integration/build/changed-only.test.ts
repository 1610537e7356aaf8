/**
 * The nightly workflow across machines carries only the snapshot and each shard's manifest of page facts. Its
 * shards render only the pages whose facts changed and hand them off apart (shard-hand-off.ts), and the deploy
 * uploads the merge's files, each shard's pages, and deletes the pages gone. Here,
 * on the tiny dataset and a night of churn: the host (the first night's whole site, with the second night's
 * changed files put over it and its removed pages deleted) ends up byte-identical to a clean full build of the
 * second night's snapshot, sitemap included, while the shards render a small part of the site; and so on nights
 * whose shard count changed, each machine given what the render matrix says it restores.
 */
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { checkLinks } from '../../../src/hosting/link-check.ts';
import type { AstroStepOptions } from '../../../scripts/pipeline/astro-options.ts';
import { buildShard, runAstroStep } from '../../../scripts/pipeline/astro-step.ts';
import { runCrawlStep } from '../../../scripts/pipeline/crawl-step.ts';
import { cacheDirOf, pageFactsOf, shardCacheOf } from '../../../scripts/pipeline/cache-layout.ts';
import { openHostedPages } from '../../../scripts/pipeline/hosted-pages.ts';
import { readShardPages, shardPagesFileOf } from '../../../scripts/pipeline/shard-page-list.ts';
import { checkOutwardLinks, handOffShard, outwardLinksFileOf, pagesApartOf } from '../../../scripts/pipeline/shard-hand-off.ts';
import { mergeShards, removedListOf } from '../../../scripts/pipeline/merge-shards.ts';
import { DEFAULT_REMOVAL_LIMITS } from '../../../scripts/guards/removal-guard.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { renderJobs } from '../../../scripts/pipeline/render-matrix.ts';
import { wholeGroupOf } from '../../../scripts/deploy/manifest.ts';
import { applyChurn } from '../../../scripts/reference-api/dataset/churn.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';
import { TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { scratch } = scratchBuilds('changed-only');
const env = { SITE_URL: TEST_SITE_URL };
const snapshot = join(scratch, 'current.sqlite');

async function crawl(datasetPath: string): Promise<void> {
  const result = await runCrawlStep({
    env: readSiteEnv(env),
    nextSnapshot: join(scratch, 'next.sqlite'),
    currentSnapshot: snapshot,
    reportPath: join(scratch, 'crawl-report.json'),
    referenceDbPath: datasetPath,
    quiet: true,
    log: () => {},
  });
  expect(result.ok).toBe(true);
}

/** A night of the workflow: the merge of its render jobs' outputs, and those outputs (their pages apart). */
interface Night {
  readonly dist: string;
  readonly parts: string[];
}

/** The cache folder of shard i of n's machine, which keeps only the shard's manifest from one night to the next. */
const machineCacheOf = (index: number, count: number) => cacheDirOf({ dist: join(scratch, `machine-${index}-of-${count}`, 'dist') });

/**
 * A night of the workflow: each shard on a machine of its own (its own cache folder, holding only its manifest), then
 * the merge. A night of another count than the last gives each machine what the render matrix says it restores: the
 * manifests of the last split that hold its pages (render-matrix.ts).
 */
async function night(name: string, count: number, lastCount = count): Promise<Night> {
  const parts: string[] = [];
  for (const job of renderJobs(count, lastCount)) {
    const index = job.shard;
    const options: AstroStepOptions = {
      root: PIPELINE_PATHS.root,
      dist: join(scratch, `machine-${index}-of-${count}`, 'dist'),
      snapshotPath: snapshot,
      env,
      quiet: true,
    };
    const cache = cacheDirOf(options);
    // A machine given no manifest of its own starts with none, as a runner does.
    if (!job.restore_own) rmSync(cache, { recursive: true, force: true });
    for (const seed of [job.seed_a, job.seed_b].filter(Boolean)) {
      const [from = -1, of = 0] = seed.split('-of-').map(Number);
      const restored = pageFactsOf(shardCacheOf(cache, from, of));
      mkdirSync(dirname(restored), { recursive: true });
      copyFileSync(pageFactsOf(shardCacheOf(machineCacheOf(from, of), from, of)), restored);
    }
    const part = join(scratch, name, `dist.shard-${index}`);
    expect(await buildShard({ index, count }, options, part, true)).toBe(true);
    // What the job hands the deploy job: its links left to resolve, its pages apart.
    await handOffShard(part);
    // The rendered output does not travel: only the manifest stays in the machine's cache folder.
    const shardCache = shardCacheOf(cache, index, count);
    for (const entry of readdirSync(cache)) if (join(cache, entry) !== shardCache) rmSync(join(cache, entry), { recursive: true });
    for (const entry of readdirSync(shardCache))
      if (join(shardCache, entry) !== pageFactsOf(shardCache)) rmSync(join(shardCache, entry), { recursive: true });
    parts.push(part);
  }
  const dist = join(scratch, name, 'dist');
  expect(
    await mergeShards(
      parts,
      { root: PIPELINE_PATHS.root, dist, snapshotPath: snapshot, env, quiet: true },
      { limits: DEFAULT_REMOVAL_LIMITS, accept: false },
    ),
  ).toEqual(expect.objectContaining({ ok: true }));
  return { dist, parts };
}

/**
 * The deploy of a night as the workflow's deploy job runs it: the merge's changed files over the host, then each
 * render job's pages, then its removed pages deleted, and the files of the groups the merge writes whole every night
 * (search index, sitemap parts…) that tonight's do not hold (as scripts/deploy/run.ts does for a dist/ of changes).
 */
function deploy(host: string, { dist, parts }: Night): string[] {
  const removed = readFileSync(removedListOf(dist), 'utf8').split('\n').filter(Boolean);
  const tonight = digestOf(dist);
  mkdirSync(host, { recursive: true });
  const goneFromGroups = [...digestOf(host).keys()].filter((file) => wholeGroupOf(file) !== undefined && !tonight.has(file));
  cpSync(dist, host, { recursive: true });
  for (const part of parts) cpSync(pagesApartOf(part), host, { recursive: true });
  for (const file of [...removed, ...goneFromGroups]) rmSync(join(host, file));
  return removed;
}

/** The files on the host that differ from a clean full build of the current snapshot in as many shards (none, for a
 * good night; the sitemap's parts are named by the split). */
async function differingFromCleanBuild(host: string, name: string, shards: number): Promise<string[]> {
  const clean = join(scratch, name);
  expect(
    await runAstroStep({
      root: PIPELINE_PATHS.root,
      dist: join(clean, 'dist'),
      cacheDir: join(clean, 'cache'),
      snapshotPath: snapshot,
      env,
      shards,
      quiet: true,
    }),
  ).toBe(true);
  const onHost = digestOf(host);
  const expected = digestOf(join(clean, 'dist'));
  return [...new Set([...onHost.keys(), ...expected.keys()])].filter((file) => onHost.get(file) !== expected.get(file));
}

const dataset = join(scratch, 'dataset.sqlite');
const host = join(scratch, 'host');
/** The pages of a night's site that changed (its render jobs' pages): pages of listings, specialities and posts. */
const changedPagesOf = ({ parts }: Night) =>
  parts
    .flatMap((part) => [...digestOf(pagesApartOf(part)).keys()])
    .filter((file) => file.endsWith('.html') && /^best-|^specialities\/.+\/|^blogs\/.+/.test(file));

async function churnAndCrawl(seed: number) {
  const db = new DatabaseSync(dataset);
  const churn = applyChurn(db, { edited: 0.02, added: 0.01, removed: 0.01, renamed: 0.01, moved: 0.01, facilitiesEdited: 3, blogsEdited: 1 }, seed);
  db.close();
  await crawl(dataset);
  return churn;
}

describe('nights that carry only the manifests of page facts', () => {
  let sitePages = 0;

  it('render only changed pages, and leave the host exactly as a clean full build would', async () => {
    copyFileSync(TEST_DB_PATH, dataset);
    await crawl(dataset);
    const first = await night('night-1', 2);
    deploy(host, first);
    const pages = (await Array.fromAsync(readShardPages(first.parts.map(shardPagesFileOf)))).filter(({ removed }) => !removed);
    sitePages = pages.length;
    expect(pages.length).toBeGreaterThan(1000);
    expect(readFileSync(removedListOf(first.dist), 'utf8')).toBe('');

    const churn = await churnAndCrawl(11);
    const second = await night('night-2', 2);
    const changedPages = changedPagesOf(second);
    expect(changedPages.length).toBeGreaterThan(0);
    expect(changedPages.length).toBeLessThan(pages.length * 0.3);
    const removed = readFileSync(removedListOf(second.dist), 'utf8').split('\n').filter(Boolean);
    for (const uid of churn.removed)
      expect(
        removed.some((file) => file.includes(uid)),
        uid,
      ).toBe(true);
    // Links resolve against the changed files and the pages already on the host.
    const onHost = await openHostedPages(second.parts.map(shardPagesFileOf));
    try {
      expect(onHost.size).toBeGreaterThan(1000);
      expect(checkLinks(second.dist, onHost).broken).toEqual([]);
      // The links the render jobs left to the deploy job: to other jobs' pages and to the merge's files.
      const outward = checkOutwardLinks(second.parts.map(outwardLinksFileOf), second.dist, onHost);
      expect(outward.links).toBeGreaterThan(100);
      expect(outward.examples).toEqual([]);
    } finally {
      onHost.close();
    }
    deploy(host, second);
    expect((await differingFromCleanBuild(host, 'clean-2', 2)).slice(0, 20)).toEqual([]);
  }, 600_000);

  it('render only changed pages on a night whose shard count changed, each machine given the last split’s manifests', async () => {
    expect(sitePages).toBeGreaterThan(1000);
    const churn = await churnAndCrawl(12);
    // Twice the shards (each job's pages were in one of last night's), then half again (in two).
    for (const [name, count, last] of [
      ['night-3', 4, 2],
      ['night-4', 2, 4],
    ] as const) {
      const tonight = await night(name, count, last);
      const changedPages = changedPagesOf(tonight);
      expect(changedPages.length, name).toBeLessThan(sitePages * 0.3);
      const removed = deploy(host, tonight);
      if (name === 'night-3')
        for (const uid of churn.removed)
          expect(
            removed.some((file) => file.includes(uid)),
            uid,
          ).toBe(true);
      // Nothing changed since night 3: only the pages without data (every shard renders them) are written again.
      else expect(changedPages.filter((file) => file.split('/').length > 2)).toEqual([]);
      expect((await differingFromCleanBuild(host, `clean-${name}`, count)).slice(0, 20), name).toEqual([]);
    }
  }, 900_000);
});
