/**
 * The nightly workflow across machines carries only the snapshot and each shard's manifest of page facts. Its
 * shards render only the pages whose facts changed, and the deploy uploads those and deletes the pages gone. Here,
 * on the tiny dataset and a night of churn: the host (the first night's whole site, with the second night's
 * changed files put over it and its removed pages deleted) ends up byte-identical to a clean full build of the
 * second night's snapshot, sitemap included, while the shards render a small part of the site.
 */
import { copyFileSync, cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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
import { mergeShards, removedListOf } from '../../../scripts/pipeline/merge-shards.ts';
import { DEFAULT_REMOVAL_LIMITS } from '../../../scripts/guards/removal-guard.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { applyChurn } from '../../../scripts/reference-api/dataset/churn.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';
import { TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { scratch } = scratchBuilds('changed-only');
const env = { SITE_URL: TEST_SITE_URL };
const snapshot = join(scratch, 'current.sqlite');
const SHARDS = 2;

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

/** A night of the workflow: each shard on a machine of its own (its own cache folder, holding only its manifest), then the merge. */
async function night(name: string): Promise<{ readonly dist: string; readonly parts: string[] }> {
  const parts: string[] = [];
  for (let index = 0; index < SHARDS; index++) {
    const options: AstroStepOptions = {
      root: PIPELINE_PATHS.root,
      dist: join(scratch, `machine-${index}`, 'dist'),
      snapshotPath: snapshot,
      env,
      quiet: true,
    };
    const part = join(scratch, name, `dist.shard-${index}`);
    expect(await buildShard({ index, count: SHARDS }, options, part, true)).toBe(true);
    // The rendered output does not travel: only the manifest stays in the machine's cache folder.
    const cache = cacheDirOf(options);
    const shardCache = shardCacheOf(cache, index, SHARDS);
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

describe('nights that carry only the manifests of page facts', () => {
  it('render only changed pages, and leave the host exactly as a clean full build would', async () => {
    const dataset = join(scratch, 'dataset.sqlite');
    copyFileSync(TEST_DB_PATH, dataset);
    await crawl(dataset);
    const first = await night('night-1');
    const host = join(scratch, 'host');
    cpSync(first.dist, host, { recursive: true });
    const pages = (await Array.fromAsync(readShardPages(first.parts.map(shardPagesFileOf)))).filter(({ removed }) => !removed);
    expect(pages.length).toBeGreaterThan(1000);
    expect(readFileSync(removedListOf(first.dist), 'utf8')).toBe('');

    const db = new DatabaseSync(dataset);
    const churn = applyChurn(db, { edited: 0.02, added: 0.01, removed: 0.01, renamed: 0.01, moved: 0.01, facilitiesEdited: 3, blogsEdited: 1 }, 11);
    db.close();
    await crawl(dataset);
    const second = await night('night-2');
    const changed = digestOf(second.dist);
    const changedPages = [...changed.keys()].filter((file) => file.endsWith('.html') && /^best-|^specialities\/.+\/|^blogs\/.+/.test(file));
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
    } finally {
      onHost.close();
    }

    // The deploy: changed files over the host, then the removed pages deleted.
    cpSync(second.dist, host, { recursive: true });
    for (const file of removed) rmSync(join(host, file));
    const clean = join(scratch, 'clean');
    expect(
      await runAstroStep({
        root: PIPELINE_PATHS.root,
        dist: join(clean, 'dist'),
        cacheDir: join(clean, 'cache'),
        snapshotPath: snapshot,
        env,
        shards: SHARDS,
        quiet: true,
      }),
    ).toBe(true);
    const onHostNow = digestOf(host);
    const expected = digestOf(join(clean, 'dist'));
    const differing = [...new Set([...onHostNow.keys(), ...expected.keys()])].filter((file) => onHostNow.get(file) !== expected.get(file));
    expect(differing.slice(0, 20)).toEqual([]);
  }, 600_000);
});
