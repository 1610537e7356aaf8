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

/** `work` applied to every item of `items`, read as workers free up (a long list is never held whole), at most
 * `atOnce` at a time; in the items' order of start. */
export async function forEachConcurrently<T>(items: Iterable<T>, atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async (): Promise<void> => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, worker));
}
