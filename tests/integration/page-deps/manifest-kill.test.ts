/**
 * A manifest whose merge is killed half-way is the last finished build's when next opened: the merge writes a
 * rollback journal beside it, and SQLite rolls it back. A night can then go on from it (render-step-plan.ts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { pageFactsOf } from '../../../scripts/pipeline/cache-layout.ts';
import { manifestBuildOf } from '../../../scripts/pipeline/published-site.ts';
import { startManifestMerge } from '../../fixtures/manifest-merge.ts';

const scratch = mkdtempSync(join(tmpdir(), 'manifest-kill-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a manifest merge killed half-way', () => {
  it('leaves its journal, and the manifest comes back as the last finished build left it', async () => {
    const path = pageFactsOf(scratch);
    const pages = 60_000;
    const child = startManifestMerge(path, pages);
    let said = '';
    const merging = new Promise<void>((resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('merging\n')) resolve();
      });
    });
    const exited = once(child, 'exit');
    await Promise.race([merging, exited]);
    // The merge's first write to the manifest creates its journal: killed then, mid-merge.
    const deadline = Date.now() + 30_000;
    while (!existsSync(`${path}-journal`) && child.exitCode === null && Date.now() < deadline);
    const journalSeen = existsSync(`${path}-journal`);
    child.kill('SIGKILL');
    await exited;
    expect(journalSeen, 'a rollback journal beside the manifest during the merge').toBe(true);
    expect(said).not.toContain('merged');

    expect(manifestBuildOf(scratch)).toBe(1);
    expect(existsSync(`${path}-journal`)).toBe(false);
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
      expect(db.prepare('SELECT COUNT(*) AS pages, MAX(rendered_in) AS build FROM pages').get()).toEqual({ pages, build: 1 });
      expect(db.prepare("SELECT COUNT(*) AS facts FROM facts WHERE digest <> 'one'").get()).toEqual({ facts: 0 });
    } finally {
      db.close();
    }
  }, 120_000);
});
