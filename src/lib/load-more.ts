/**
 * Load More's paging over a speciality's chunks (src/routes/speciality-chunks.ts): chunks hold any number of doctors,
 * a click shows exactly the next 10, and the button stays only after a page of exactly 10 (spec section 4).
 */

/** The id of the page's list of doctors, which the cards Load More adds join (continuing its grid). */
export const LOAD_MORE_LIST_ID = 'speciality-doctors';

/** Doctors per click, as the API pages them. */
export const PAGE_SIZE = 10;

/** A chunk as its static JSON holds it: its doctors and the chunk after it (null after the last). */
export interface LoadMoreChunk<T> {
  readonly doctors: readonly T[];
  readonly next: string | null;
}

/** What Load More has read and not shown yet, the chunk it reads next (null: none left), and how many doctors of
 * the chunks it has shown. */
export interface LoadMoreState<T> {
  readonly buffered: readonly T[];
  readonly next: string | null;
  readonly shown: number;
}

/** What reading a chunk gives when the host no longer has it (404): the list was published again since the page loaded. */
export const CHUNK_GONE = 'gone';

/** The next page, or none when a chunk could not be read; `state` keeps whatever was read, so a retry goes on from there. */
export interface TakenPage<T> {
  readonly page: readonly T[] | undefined;
  readonly state: LoadMoreState<T>;
}

/**
 * Reads chunks until 10 doctors are buffered or none is left, and takes the next page of (at most) 10. When a chunk
 * is gone and the list's first chunk is known (`listStart`), the night's new list is read from there, past as many
 * doctors as were shown: as positional pages would have gone on.
 */
export async function takePage<T>(
  state: LoadMoreState<T>,
  readChunk: (chunk: string) => Promise<LoadMoreChunk<T> | typeof CHUNK_GONE>,
  listStart?: string,
): Promise<TakenPage<T>> {
  let { buffered, next } = state;
  let skip = 0;
  let restarted = false;
  try {
    while (buffered.length < PAGE_SIZE && next !== null) {
      const chunk = await readChunk(next);
      if (chunk === CHUNK_GONE) {
        if (listStart === undefined || restarted) throw new Error(`chunk ${next} is gone`);
        restarted = true;
        [buffered, next, skip] = [[], listStart, state.shown];
        continue;
      }
      const kept = chunk.doctors.slice(Math.min(skip, chunk.doctors.length));
      skip -= chunk.doctors.length - kept.length;
      buffered = [...buffered, ...kept];
      next = chunk.next;
    }
  } catch {
    // Half-way through the new list, nothing read is worth keeping: the next click starts over.
    return { page: undefined, state: restarted ? state : { ...state, buffered, next } };
  }
  const page = buffered.slice(0, PAGE_SIZE);
  return { page, state: { buffered: buffered.slice(PAGE_SIZE), next, shown: state.shown + page.length } };
}

/** Whether a page shown leaves the button: only a page of exactly 10 does (the next may still be empty). */
export const showsMoreAfter = (page: readonly unknown[]): boolean => page.length === PAGE_SIZE;

/** Whether a fetched value is a chunk (the file is ours, but it may be from another night's deploy or cut short). */
export function isChunk(value: unknown): value is LoadMoreChunk<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { doctors, next } = value as Record<string, unknown>;
  return Array.isArray(doctors) && (next === null || typeof next === 'string');
}
