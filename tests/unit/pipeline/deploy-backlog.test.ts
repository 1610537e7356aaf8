/**
 * The deploy's backlog beside dist/: each path's last change wins; a completed deploy resets it to the generation it
 * wrote, and later publishes add to that; past its size limit it is dropped, so the next deploy compares everything.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backlogOf, openBacklog, readBacklog, resetBacklog } from '../../../scripts/pipeline/deploy-backlog.ts';

const folder = mkdtempSync(join(tmpdir(), 'backlog-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the deploy backlog', () => {
  it('is missing until a publish lists something, then keeps each path as it was last changed', async () => {
    const dist = join(folder, 'folded');
    expect(await readBacklog(dist)).toBeUndefined();
    const night1 = openBacklog(dist);
    night1.added('a.html');
    night1.added('b.html');
    night1.close();
    const night2 = openBacklog(dist);
    night2.removed('a.html');
    night2.added('c.html');
    night2.close();
    const backlog = await readBacklog(dist);
    expect(backlog?.deployedAs).toBeUndefined();
    expect([...(backlog?.changes ?? [])]).toEqual([
      ['b.html', true],
      ['a.html', false],
      ['c.html', true],
    ]);
  });

  it('starts from the generation a completed deploy wrote', async () => {
    const dist = join(folder, 'reset');
    const before = openBacklog(dist);
    before.added('a.html');
    before.close();
    resetBacklog(dist, 'generation-1');
    const after = openBacklog(dist);
    after.added('d.html');
    after.close();
    expect(readFileSync(backlogOf(dist), 'utf8')).toBe('#deployed generation-1\n+d.html\n');
    expect(await readBacklog(dist)).toEqual({ deployedAs: 'generation-1', changes: new Map([['d.html', true]]) });
  });

  it('is dropped past its size limit, so that the next deploy compares every file', async () => {
    const dist = join(folder, 'dropped');
    resetBacklog(dist, 'generation-1');
    const writer = openBacklog(dist, 100);
    for (let index = 0; index < 20; index++) writer.added(`page-${index}.html`);
    writer.close();
    expect(await readBacklog(dist)).toEqual({ deployedAs: undefined, changes: new Map() });
  });
});
