/** Load More over chunks of any size: exactly 10 a click, the spec's button rule, and nothing lost when a read fails. */
import { describe, expect, it } from 'vitest';
import { CHUNK_GONE, showsMoreAfter, takePage, type LoadMoreChunk, type LoadMoreState } from '../../../src/lib/load-more.ts';

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
  let state: LoadMoreState<number> = { buffered: [], next: 'c0', shown: 0 };
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
    const taken = await takePage({ buffered: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], next: 'c9', shown: 0 }, async () => {
      reads++;
      return { doctors: [], next: null };
    });
    expect(reads).toBe(0);
    expect(taken.page).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(taken.state).toEqual({ buffered: [11], next: 'c9', shown: 10 });
  });

  it('shows nothing when a read fails, keeps what it read, and goes on from there on the next click', async () => {
    const chunks = chunksOfSizes([4, 4, 4]);
    let failing = true;
    const readChunk = async (id: string) => {
      if (id === 'c1' && failing) throw new Error('offline');
      return chunks.get(id) ?? { doctors: [], next: null };
    };
    const failed = await takePage({ buffered: [], next: 'c0', shown: 0 }, readChunk);
    expect(failed.page).toBeUndefined();
    expect(failed.state).toEqual({ buffered: [11, 12, 13, 14], next: 'c1', shown: 0 });
    failing = false;
    const retried = await takePage(failed.state, readChunk);
    expect(retried.page).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
  describe('when the list was published again since the page loaded (a chunk is gone)', () => {
    // Last night's chunks c0–c3 held 11–18, 19–28, 29–33, 34–40; tonight's list (n0, n1) has one doctor more at the front.
    const tonight = new Map<string, LoadMoreChunk<number>>([
      ['start', { doctors: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], next: 'n1' }],
      ['n1', { doctors: [22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40], next: null }],
    ]);
    const readTonight = async (id: string) => tonight.get(id) ?? CHUNK_GONE;
    // Two pages shown (11–30), 31–33 buffered from c2, c3 to read next: gone tonight.
    const shownTwoPages: LoadMoreState<number> = { buffered: [31, 32, 33], next: 'c3', shown: 20 };

    it('reads the new list from its first chunk, past as many doctors as were shown, as positional pages would', async () => {
      const taken = await takePage(shownTwoPages, readTonight, 'start');
      // The 21st doctor on is shown: the doctor added at the front moved 30 to 21st, so 30 shows again (as page 3 would).
      expect(taken.page).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39]);
      expect(taken.state).toEqual({ buffered: [40], next: null, shown: 30 });
    });

    it('fails as any read does without the first chunk (a chunk page), or when the new list is gone too', async () => {
      const withoutStart = await takePage(shownTwoPages, readTonight);
      expect(withoutStart.page).toBeUndefined();
      expect(withoutStart.state).toEqual(shownTwoPages);
      const allGone = await takePage(shownTwoPages, async () => CHUNK_GONE, 'start');
      expect(allGone.page).toBeUndefined();
      expect(allGone.state).toEqual(shownTwoPages);
    });
  });
});
