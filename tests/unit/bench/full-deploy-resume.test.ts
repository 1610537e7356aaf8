/**
 * The bench's full deploy goes on from one cut short (scripts/bench/deploy-server.ts): a national one takes over an
 * hour, and a long run is stopped for the night; its bucket and the manifest it wrote as it went are kept.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { beginFullDeploy } from '../../../scripts/bench/deploy-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'full-deploy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a full deploy of the bench', () => {
  it('goes on from one cut short, saying when it began, and starts afresh once one finished', () => {
    const bucket = join(folder, 'bucket.sqlite');
    const first = beginFullDeploy(bucket, () => new Date('2026-11-28T05:03:00Z'));
    expect(first.resumedFrom).toBeUndefined();
    // The deploy filled part of the bucket, then the run was stopped.
    writeFileSync(bucket, 'objects');
    const again = beginFullDeploy(bucket, () => new Date('2026-11-29T04:00:00Z'));
    expect(again.resumedFrom).toBe('2026-11-28T05:03:00.000Z');
    again.finished();
    expect(beginFullDeploy(bucket).resumedFrom).toBeUndefined();
  });

  it('starts afresh when the bucket it began is gone', () => {
    const bucket = join(folder, 'gone.sqlite');
    beginFullDeploy(bucket);
    expect(beginFullDeploy(bucket).resumedFrom).toBeUndefined();
  });
});
