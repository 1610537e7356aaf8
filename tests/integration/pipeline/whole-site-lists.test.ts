/**
 * Issue 48, item 1: the whole-site lists of a changed-only night (a shard's page list, the removal guard's tally of
 * it, the host's deletion list, the pages on the host for the link check) run in bounded memory at 13 million pages,
 * five times the national directory, generated (no site built): in a process whose heap is far too small to hold
 * the paths (about 800 MB as text).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOVED_EVERY } from '../../fixtures/whole-site-lists.ts';

const PAGES = 13_000_000;
/** The heap the run gets: a tenth of what the paths alone would take. */
const HEAP_MIB = 64;
const scratch = mkdtempSync(join(tmpdir(), 'whole-site-lists-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('whole-site lists at 13 million pages', () => {
  it(`are written, tallied, listed for deletion and looked up with a ${HEAP_MIB} MiB heap`, () => {
    const run = spawnSync(
      process.execPath,
      [`--max-old-space-size=${HEAP_MIB}`, join(import.meta.dirname, '../../fixtures/whole-site-lists.ts'), scratch, String(PAGES)],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    const removed = Math.ceil(PAGES / REMOVED_EVERY);
    expect(result).toMatchObject({
      before: PAGES,
      after: PAGES - removed,
      removed,
      refused: false,
      removedListLines: removed,
      hosted: PAGES - removed,
      lookups: [true, true, false],
    });
    // Node, a 64 MiB heap and SQLite's cache: about 230 MiB at one million pages and at thirteen.
    expect(result.peakRssMiB).toBeLessThan(400);
  }, 900_000);
});
