/**
 * The night report's pages: rendered per reason, each page once (the pages every shard renders are counted once),
 * most first, and said in the log's summary.
 */
import { describe, expect, it } from 'vitest';
import type { RenderReport } from '../../../scripts/pipeline/astro-options.ts';
import { renderPart, summariseNight, type NightReport } from '../../../scripts/night/night-report.ts';

const space = { bytes: 0, files: 0 };
const render: RenderReport = {
  // Two shards: each renders the about page (its route lists no pages).
  rendered: ['/about/index.html', '/best-doctors/texas/index.html', '/best-doctors/ohio/index.html', '/about/index.html'],
  reused: 10,
  removed: [],
  reasons: { always: 2, 'fact:response': 1, new: 1 },
  siteFilesKept: true,
  published: { copied: 0, linked: 0, moved: 3, kept: 10, removed: 0 },
  space: { ok: true, needed: space, available: space },
  seconds: { render: 1, siteFiles: 0, publish: 0 },
};

describe('the night report', () => {
  it('counts the pages rendered per reason, each page once', () => {
    const { pages } = renderPart(render, undefined);
    expect(pages?.rendered).toBe(3);
    expect(pages?.byReason).toEqual({ always: 1, 'fact:response': 1, new: 1 });
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
