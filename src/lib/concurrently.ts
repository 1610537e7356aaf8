/**
 * `work` applied to every item, at most `atOnce` at a time, results in the items' order. Workers take the next item
 * as they finish one, so a million items cost a million results and nothing more (no queue of waiting promises).
 */
export async function mapConcurrently<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, items.length)) }, worker));
  return results;
}
