/**
 * `npm run render-matrix` as the nightly workflow's crawl job runs it: lines for $GITHUB_OUTPUT made from the
 * snapshot's size, the split recorded beside the snapshot for the next night, and a recorded split it cannot read
 * refused with a clear error.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/config/project-paths.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(tmpdir(), 'render-matrix-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const snapshot = join(scratch, 'current.sqlite');
copyFileSync(TEST_SITE.currentSnapshot, snapshot);
const splitFile = join(scratch, 'render-split.json');

function renderMatrix(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts/render-matrix.ts'), snapshot], {
    encoding: 'utf8',
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'BUILD_SHARDS')), ...env },
  });
  const outputs = Object.fromEntries(
    run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { status: run.status, stderr: run.stderr, outputs };
}

describe('npm run render-matrix', () => {
  it('gives one job to a small site, and records the split', () => {
    const { status, outputs } = renderMatrix();
    expect(status).toBe(0);
    expect(outputs.shards).toBe('1');
    expect(JSON.parse(outputs.matrix ?? '{}')).toEqual({ include: [{ shard: 0, count: 1, restore_own: true, seed_a: '', seed_b: '' }] });
    expect(JSON.parse(readFileSync(splitFile, 'utf8'))).toMatchObject({ count: 1 });
  });

  it('halves a larger split of last night, each job restoring the two manifests that held its pages', () => {
    writeFileSync(splitFile, JSON.stringify({ count: 4, detailPages: 900_000 }));
    const { status, outputs } = renderMatrix();
    expect(status).toBe(0);
    expect(outputs.shards).toBe('2');
    expect(JSON.parse(outputs.matrix ?? '{}').include).toEqual([
      { shard: 0, count: 2, restore_own: false, seed_a: '0-of-4', seed_b: '2-of-4' },
      { shard: 1, count: 2, restore_own: false, seed_a: '1-of-4', seed_b: '3-of-4' },
    ]);
    expect(JSON.parse(readFileSync(splitFile, 'utf8'))).toMatchObject({ count: 2 });
  });

  it('takes the count BUILD_SHARDS fixes', () => {
    const { status, outputs } = renderMatrix({ BUILD_SHARDS: '8' });
    expect(status).toBe(0);
    expect(outputs.shards).toBe('8');
    expect(JSON.parse(outputs.matrix ?? '{}').include).toHaveLength(8);
  });

  it('refuses a recorded split it cannot read, writing no matrix', () => {
    writeFileSync(splitFile, '{"count":"eight"}');
    const { status, stderr, outputs } = renderMatrix();
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/render-split\.json is not a recorded split: .*\n.*count/);
    expect(outputs.matrix).toBeUndefined();
  });
});
