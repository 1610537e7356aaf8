/**
 * Whether a night goes on from the last one or renders every page (scripts/pipeline/render-step-plan.ts): it goes on
 * when every shard's manifest is the one the last publish placed (a shard killed before its manifest took its pages
 * included) or one build ahead of it (a shard that finished a night that never published: named, so that the pages
 * of that build render again); any other manifest makes every page render.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDirOf, inProgressMarkerOf, pageFactsOf, shardCacheOf } from '../../../scripts/pipeline/cache-layout.ts';
import { readPublishedSite, recordPublishedSite } from '../../../scripts/pipeline/published-site.ts';
import { planRenderStep } from '../../../scripts/pipeline/render-step-plan.ts';

const scratch = mkdtempSync(join(tmpdir(), 'render-step-plan-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A site of two shards whose manifests are at build 3, published: dist/ holds the one file the record names. */
function publishedSite(name: string, record: 'with builds' | 'without builds' = 'with builds') {
  const dist = join(scratch, name, 'dist');
  const cacheDir = cacheDirOf({ dist });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  const shards = [0, 1].map((index) => shardCacheOf(cacheDir, index, 2));
  for (const shard of shards) setManifestBuild(shard, 3);
  recordPublishedSite(cacheDir, dist, ['robots.txt'], record === 'with builds' ? shards : []);
  const plan = () => planRenderStep({ root: scratch, dist, snapshotPath: join(scratch, 'none.sqlite'), shards: 2 });
  return { dist, cacheDir, shards, plan };
}

/** A manifest's build number, as a finished build leaves it (meta `build`, src/page-deps/manifest.ts). */
function setManifestBuild(shardCache: string, build: number): void {
  mkdirSync(shardCache, { recursive: true });
  const db = new DatabaseSync(pageFactsOf(shardCache));
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('build', ?)").run(String(build));
  db.close();
}

const killedWhileRendering = (shardCache: string) => writeFileSync(inProgressMarkerOf(shardCache), `${new Date().toISOString()}\n`);

describe('planRenderStep', () => {
  it('records the build number of each shard manifest it published', () => {
    const { dist, cacheDir, shards } = publishedSite('recorded');
    const last = readPublishedSite(cacheDir, dist);
    expect(shards.map((shard) => last?.manifestBuild(shard))).toEqual([3, 3]);
  });

  it('goes on from the last night when every manifest is the one published', () => {
    expect(publishedSite('published').plan().continues).toBe(true);
  });

  it('goes on when a shard was killed before its manifest took its pages', () => {
    const site = publishedSite('killed-before');
    const [first] = site.shards;
    if (first) killedWhileRendering(first);
    expect(site.plan().continues).toBe(true);
  });

  it('goes on when a shard finished rendering a night that never published, naming the build published', () => {
    const site = publishedSite('killed-after');
    const [first, second] = site.shards;
    // The first shard finished its render (its manifest a build ahead); the night was killed in the second.
    if (first) setManifestBuild(first, 4);
    if (second) killedWhileRendering(second);
    const plan = site.plan();
    expect(plan.continues).toBe(true);
    expect([...plan.unpublished]).toEqual([[0, 3]]);
  });

  it('renders every page when a manifest is two builds ahead of the one published (or behind it)', () => {
    for (const build of [5, 2]) {
      const site = publishedSite(`ahead-${build}`);
      const [first] = site.shards;
      if (first) setManifestBuild(first, build);
      expect(site.plan().continues, `build ${build}`).toBe(false);
    }
  });

  it('renders every page for a killed shard when the record names no manifests (a record of an older build)', () => {
    const site = publishedSite('older-record', 'without builds');
    expect(site.plan().continues).toBe(true);
    const [first] = site.shards;
    if (first) killedWhileRendering(first);
    expect(site.plan().continues).toBe(false);
  });
});
