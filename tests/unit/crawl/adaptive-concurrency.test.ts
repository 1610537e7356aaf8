/** The crawl's concurrency follows the API: up while latency holds, down at once on 429, 503 or rising latency. */
import { describe, expect, it } from 'vitest';
import { createAdaptiveConcurrency } from '../../../src/crawl/adaptive-concurrency.ts';

/** Feeds `windows` full windows of answers at `latencyMs` each, with the limit in use. */
function answer(limiter: ReturnType<typeof createAdaptiveConcurrency>, windows: number, latencyMs: number | ((limit: number) => number)) {
  for (let w = 0; w < windows; w++) {
    const size = Math.max(limiter.limit, 32);
    const latency = typeof latencyMs === 'number' ? latencyMs : latencyMs(limiter.limit);
    for (let i = 0; i < size; i++) limiter.sample(latency, limiter.limit);
  }
}

describe('adaptive concurrency', () => {
  it('rises while latency holds and the limit is in use, never above its ceiling', () => {
    const limiter = createAdaptiveConcurrency({ start: 16, max: 256 });
    answer(limiter, 5, 20);
    expect(limiter.limit).toBeGreaterThan(16);
    answer(limiter, 200, 20);
    expect(limiter.limit).toBe(256);
    const report = limiter.report();
    expect(report.peak).toBe(256);
    expect(report.backOffs).toEqual({ '429': 0, '503': 0, 'retry-after': 0, latency: 0 });
  });

  it('does not rise while the limit is not in use (a short queue says nothing of the API)', () => {
    const limiter = createAdaptiveConcurrency({ start: 16, max: 256 });
    for (let i = 0; i < 32 * 20; i++) limiter.sample(20, 3);
    expect(limiter.limit).toBe(16);
  });

  it('stays where it starts when the ceiling is the start (a fixed concurrency)', () => {
    const limiter = createAdaptiveConcurrency({ start: 16, max: 16 });
    answer(limiter, 50, 20);
    limiter.overloaded('429');
    answer(limiter, 50, (limit) => 20 * limit);
    expect(limiter.limit).toBe(16);
  });

  it('backs off at once on 429 and 503, once per round trip, and says why', () => {
    let clock = 0;
    const limiter = createAdaptiveConcurrency({ start: 100, max: 256, now: () => clock });
    answer(limiter, 1, 20);
    expect(limiter.limit).toBe(110);
    limiter.overloaded('429');
    expect(limiter.limit).toBe(77);
    // The same burst of 429s, within a round trip (the 20 ms the API answers in), is one event.
    clock += 15;
    limiter.overloaded('429');
    limiter.overloaded('503');
    expect(limiter.limit).toBe(77);
    clock += 10;
    limiter.overloaded('503');
    const report = limiter.report();
    expect(report.backOffs['429']).toBe(1);
    expect(report.backOffs['503']).toBe(1);
    expect(report.lastBackOffs.map((backOff) => [backOff.reason, backOff.from, backOff.to])).toEqual([
      ['429', 110, 77],
      ['503', 77, 54],
    ]);
    expect(limiter.limit).toBe(54);
  });

  it('grows by one a window after a back-off', () => {
    const limiter = createAdaptiveConcurrency({ start: 100, max: 256 });
    limiter.overloaded('429');
    // The window the cut fell in says nothing of the new limit.
    answer(limiter, 1, 20);
    expect(limiter.limit).toBe(70);
    const after = limiter.limit;
    answer(limiter, 1, 20);
    expect(limiter.limit).toBe(after + 1);
  });

  it('comes down when latency rises past its tolerance over the baseline, and settles where it holds', () => {
    // An API whose latency grows with the load: 5 ms + 1 ms per request in flight.
    const limiter = createAdaptiveConcurrency({ start: 16, max: 256 });
    answer(limiter, 300, (limit) => 5 + limit);
    const report = limiter.report();
    expect(report.backOffs.latency).toBeGreaterThan(0);
    expect(report.baselineLatencyMs).toBe(21);
    // Latency holds (within twice the 21 ms seen at the start) up to 37 in flight.
    expect(report.settled).toBeLessThanOrEqual(37);
    expect(report.settled).toBeGreaterThanOrEqual(25);
    expect(report.peak).toBeLessThan(256);
  });

  it('judges each source against its own baseline: a fast image host does not make the API look slow', () => {
    const limiter = createAdaptiveConcurrency({ start: 16, max: 256 });
    // A stretch of images answered in 1 ms (the request queue short for a while), then the API's 20 ms requests with
    // an image now and then, the limit in use throughout.
    for (let i = 0; i < 64; i++) limiter.sample(1, limiter.limit, 'images');
    for (let i = 0; i < 40_000; i++) limiter.sample(i % 4 === 0 ? 1 : 20, limiter.limit, i % 4 === 0 ? 'images' : 'requests');
    const report = limiter.report();
    expect(report.backOffs.latency).toBe(0);
    expect(limiter.limit).toBe(256);
    expect(report.baselinesMs).toEqual({ requests: 20, images: 1 });
    expect(report.baselineLatencyMs).toBe(20);
    // The image host slowing down past its tolerance still brings the limit down.
    for (let i = 0; i < 512; i++) limiter.sample(5, limiter.limit, 'images');
    expect(limiter.limit).toBeLessThan(256);
    expect(limiter.report().backOffs.latency).toBeGreaterThan(0);
  });

  it('never goes below one', () => {
    let clock = 0;
    const limiter = createAdaptiveConcurrency({ start: 2, max: 8, now: () => clock });
    for (let i = 0; i < 10; i++) {
      clock += 1000;
      limiter.overloaded('429');
    }
    expect(limiter.limit).toBeGreaterThanOrEqual(1);
  });
});
