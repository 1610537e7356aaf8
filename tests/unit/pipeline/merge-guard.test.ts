/** The merge of changed-only shards applies the removal guard before it publishes or lists anything to delete. */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeShards, removedListOf } from '../../../scripts/pipeline/merge-shards.ts';
import { DEFAULT_REMOVAL_LIMITS } from '../../../scripts/guards/removal-guard.ts';
import { shardPagesFileOf, writeShardPages } from '../../../scripts/pipeline/shard-page-list.ts';

const scratch = mkdtempSync(join(tmpdir(), 'merge-guard-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A changed-only shard's output: no pages rendered tonight, its list of pages and of those removed. */
function shardOutput(name: string, pages: string[], removed: string[]): string {
  const folder = join(scratch, name);
  mkdirSync(folder, { recursive: true });
  writeShardPages(shardPagesFileOf(folder), pages, removed);
  return folder;
}

const doctors = (state: string, count: number) => Array.from({ length: count }, (_, i) => `/best-doctors/${state}/city/cardiology/dr-${i}.html`);

describe('mergeShards', () => {
  it("refuses shards whose lists remove a state's doctors, with dist/ and its deletion list not written", async () => {
    const parts = [
      shardOutput('hollow-0', [...doctors('ohio', 200), '/best-doctors/texas/index.html'], doctors('texas', 30)),
      shardOutput('hollow-1', doctors('iowa', 200), []),
    ];
    const dist = join(scratch, 'hollow-dist');
    const merged = await mergeShards(
      parts,
      { root: scratch, dist, snapshotPath: join(scratch, 'none.sqlite') },
      { limits: DEFAULT_REMOVAL_LIMITS, accept: false },
    );
    expect(merged).toMatchObject({ ok: false, stage: 'guard' });
    if (merged.ok) return;
    expect(merged.message).toMatch(/area \/best-doctors\/texas: 30 of 31 pages/);
    expect(merged.verdict?.removed).toBe(30);
    expect(existsSync(dist)).toBe(false);
    expect(existsSync(removedListOf(dist))).toBe(false);
    expect(existsSync(`${removedListOf(dist)}.pending`)).toBe(false);
  });
});
