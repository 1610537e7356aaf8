import { describe, expect, it } from 'vitest';
import { mapConcurrently } from '../../../src/lib/concurrently.ts';

describe('mapConcurrently', () => {
  it('keeps the items’ order, and never has more than the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const items = Array.from({ length: 50 }, (_, n) => n);
    const results = await mapConcurrently(items, 4, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      // Later items finish first: order must come from the items, not from when each finished.
      await new Promise((done) => setTimeout(done, 50 - n));
      inFlight--;
      return n * 2;
    });
    expect(results).toEqual(items.map((n) => n * 2));
    expect(most).toBe(4);
  });

  it('takes an empty list, and passes a failure on', async () => {
    expect(await mapConcurrently([], 8, async () => 1)).toEqual([]);
    await expect(mapConcurrently([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('two')) : n))).rejects.toThrow('two');
  });
});
