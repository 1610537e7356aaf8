/**
 * The night report's pages: rendered per reason and per route, each page once (the pages every shard renders are
 * counted once), most first, and said in the log's summary; read from the build's lists on disk.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderedPagesFileOf } from '../../../src/integrations/build-report.ts';
import { writeLines } from '../../../src/lib/line-files.ts';
import type { RenderReport } from '../../../scripts/pipeline/astro-options.ts';
import { makeBuildLists, reasonsOnce } from '../../../scripts/pipeline/build-lists.ts';
import { renderPart, summariseNight, type NightReport } from '../../../scripts/night/night-report.ts';

const scratch = mkdtempSync(join(tmpdir(), 'night-report-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Two shards: each renders the about page (its route lists no pages).
const shards = [
  ['/about/index.html', '/best-doctors/texas/index.html'],
  ['/about/index.html', '/best-doctors/ohio/index.html'],
];
const shardCaches = shards.map((pages, index) => {
  const cache = join(scratch, `shard-${index}`);
  mkdirSync(cache);
  writeLines(renderedPagesFileOf(cache), pages);
  return cache;
});
const siteFiles = join(scratch, 'site-files');
mkdirSync(siteFiles);
const stagedList = join(scratch, 'staged.files.txt');
writeLines(stagedList, ['about/index.html', 'best-doctors/texas/index.html', 'best-doctors/ohio/index.html', '_astro/app.js']);
const lists = makeBuildLists(scratch, { shardCaches, stagedList, siteFiles });
const rendered = lists.count('rendered');
lists.close();

const space = { bytes: 0, files: 0 };
const render: RenderReport = {
  rendered,
  reused: 10,
  removed: 0,
  reasons: reasonsOnce({ always: 2, 'fact:response': 1, new: 1 }, 4 - rendered),
  lists: lists.path,
  siteFilesKept: true,
  published: { copied: 0, linked: 0, moved: 3, kept: 10, removed: 0 },
  space: { ok: true, needed: space, available: space },
  seconds: { render: 1, siteFiles: 0, publish: 0 },
};

describe('the night report', () => {
  it('counts the pages rendered per reason and per route, each page once', () => {
    const { pages } = renderPart(render, undefined);
    expect(pages?.rendered).toBe(3);
    expect(pages?.byReason).toEqual({ always: 1, 'fact:response': 1, new: 1 });
    expect(pages?.byRoute['/best-doctors/[state]']).toEqual({ rendered: 2, removed: 0, added: 0 });
    expect(Object.values(pages?.byRoute ?? {}).reduce((sum, route) => sum + route.rendered, 0)).toBe(3);
    const report: NightReport = {
      command: 'build',
      outcome: 'succeeded',
      exitStatus: 0,
      message: '',
      pid: 1,
      startedAt: '',
      finishedAt: '',
      seconds: { total: 1 },
      ...renderPart(render, undefined),
    };
    expect(summariseNight(report, 'night-report.json')).toContain('  rendered because: 1 always, 1 fact:response, 1 new');
  });
});
