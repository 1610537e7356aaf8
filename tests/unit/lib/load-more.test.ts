/** Load More over chunks of any size: exactly 10 a click, the spec's button rule, and nothing lost when a read fails. */
import { describe, expect, it } from 'vitest';
import { showsMoreAfter, takePage, type LoadMoreChunk, type LoadMoreState } from '../../../src/lib/load-more.ts';

/** Chunks of these sizes, named c0, c1, …, holding the numbers 11, 12, … in order. */
function chunksOfSizes(sizes: readonly number[]): Map<string, LoadMoreChunk<number>> {
  const chunks = new Map<string, LoadMoreChunk<number>>();
  let next = 11;
  sizes.forEach((size, index) => {
    chunks.set(`c${index}`, { doctors: Array.from({ length: size }, () => next++), next: index + 1 < sizes.length ? `c${index + 1}` : null });
  });
  return chunks;
}

/** Clicks until the button goes, as a visitor would: the pages shown and the chunks read. */
async function clickThrough(sizes: readonly number[]) {
  const chunks = chunksOfSizes(sizes);
  const read: string[] = [];
  const readChunk = async (id: string) => {
    read.push(id);
    const chunk = chunks.get(id);
    if (!chunk) throw new Error(`no chunk ${id}`);
    return chunk;
  };
  let state: LoadMoreState<number> = { buffered: [], next: 'c0' };
  const pages: Array<readonly number[]> = [];
  for (let clicks = 0; clicks < 100; clicks++) {
    const taken = await takePage(state, readChunk);
    if (!taken.page) throw new Error('a read failed');
    state = taken.state;
    pages.push(taken.page);
    if (!showsMoreAfter(taken.page)) break;
  }
  return { pages, read };
}

describe('Load More over chunks', () => {
  it('shows 10 per click whatever the chunks hold, in order, and the button goes after a page of fewer than 10', async () => {
    const { pages, read } = await clickThrough([3, 30, 1, 7, 5, 12]);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 10, 10, 8]);
    expect(pages.flat()).toEqual(Array.from({ length: 58 }, (_, index) => 11 + index));
    expect(read).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('keeps the button after a last page of exactly 10, as the API does, and shows nothing more on the next click', async () => {
    const { pages } = await clickThrough([6, 14]);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 0]);
  });

  it('shows an empty page for an empty first chunk (a first page of exactly 10 and nobody after)', async () => {
    const { pages } = await clickThrough([0]);
    expect(pages).toEqual([[]]);
  });

  it('reads no chunk while 10 are already buffered', async () => {
    let reads = 0;
    const taken = await takePage({ buffered: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], next: 'c9' }, async () => {
      reads++;
      return { doctors: [], next: null };
    });
    expect(reads).toBe(0);
    expect(taken.page).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(taken.state).toEqual({ buffered: [11], next: 'c9' });
  });

  it('shows nothing when a read fails, keeps what it read, and goes on from there on the next click', async () => {
    const chunks = chunksOfSizes([4, 4, 4]);
    let failing = true;
    const readChunk = async (id: string) => {
      if (id === 'c1' && failing) throw new Error('offline');
      return chunks.get(id) ?? { doctors: [], next: null };
    };
    const failed = await takePage({ buffered: [], next: 'c0' }, readChunk);
    expect(failed.page).toBeUndefined();
    expect(failed.state).toEqual({ buffered: [11, 12, 13, 14], next: 'c1' });
    failing = false;
    const retried = await takePage(failed.state, readChunk);
    expect(retried.page).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});
