/**
 * Load More's paging over a speciality's chunks (src/routes/speciality-chunks.ts): chunks hold any number of doctors,
 * a click shows exactly the next 10, and the button stays only after a page of exactly 10 (spec section 4).
 */

/** Doctors per click, as the API pages them. */
export const PAGE_SIZE = 10;

/** A chunk as its static JSON holds it: its doctors and the chunk after it (null after the last). */
export interface LoadMoreChunk<T> {
  readonly doctors: readonly T[];
  readonly next: string | null;
}

/** What Load More has read and not shown yet, and the chunk it reads next (null: none left). */
export interface LoadMoreState<T> {
  readonly buffered: readonly T[];
  readonly next: string | null;
}

/** The next page, or none when a chunk could not be read; `state` keeps whatever was read, so a retry goes on from there. */
export interface TakenPage<T> {
  readonly page: readonly T[] | undefined;
  readonly state: LoadMoreState<T>;
}

/** Reads chunks until 10 doctors are buffered or none is left, and takes the next page of (at most) 10. */
export async function takePage<T>(state: LoadMoreState<T>, readChunk: (chunk: string) => Promise<LoadMoreChunk<T>>): Promise<TakenPage<T>> {
  let { buffered, next } = state;
  try {
    while (buffered.length < PAGE_SIZE && next !== null) {
      const chunk = await readChunk(next);
      buffered = [...buffered, ...chunk.doctors];
      next = chunk.next;
    }
  } catch {
    return { page: undefined, state: { buffered, next } };
  }
  return { page: buffered.slice(0, PAGE_SIZE), state: { buffered: buffered.slice(PAGE_SIZE), next } };
}

/** Whether a page shown leaves the button: only a page of exactly 10 does (the next may still be empty). */
export const showsMoreAfter = (page: readonly unknown[]): boolean => page.length === PAGE_SIZE;

/** Whether a fetched value is a chunk (the file is ours, but it may be from another night's deploy or cut short). */
export function isChunk(value: unknown): value is LoadMoreChunk<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { doctors, next } = value as Record<string, unknown>;
  return Array.isArray(doctors) && (next === null || typeof next === 'string');
}
