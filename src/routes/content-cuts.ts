/**
 * A ranked list cut into runs by content rather than by position. Positional pages (2, 3, …) nearly all change when
 * one item is added or removed early in the list; here a run ends after an item whose uid marks a boundary (about
 * one in `odds`), once it holds `min` items, or after `max`: a change touches the run it falls in (and the one before,
 * whose link names it), not the ones after. A run is named by its last item, so its name holds while its items do.
 * Load More's chunks (speciality-chunks.ts) and the pages of long city lists (list-pages.ts) are cut this way.
 */
import { stableHash } from '../lib/stable-hash.ts';

/** How a list is cut: the fewest items before a boundary ends a run, the most a run holds, and how rare boundaries
 * are (one uid in `odds`). Runs hold about `min + odds` items. */
export interface CutSizes {
  readonly min: number;
  readonly max: number;
  readonly odds: number;
}

/** A run of a list: its name (`first` for the list's first run) and its items. */
export interface ContentCut<T> {
  readonly id: string;
  readonly items: readonly T[];
}

/** Whether a run ends after this uid, whatever comes before or after it. */
const endsRun = (uid: string, odds: number): boolean => stableHash(`chunk:${uid}`) % odds === odds - 1;

/** A run's name from its last item's uid: short, URL-safe and the same wherever the item moves in the list. */
const nameAfter = (uid: string): string => stableHash(uid).toString(36);

/** The runs of `items` (in ranked order), the first named `first`; none when there are no items. */
export function cutByContent<T>(items: readonly T[], uidOf: (item: T) => string, sizes: CutSizes, first: string): Array<ContentCut<T>> {
  const runs: Array<ContentCut<T>> = [];
  const taken = new Set<string>([first]);
  let current: T[] = [];
  const close = (last: T) => {
    let id = runs.length === 0 ? first : nameAfter(uidOf(last));
    // The same item listed twice (or two uids of one name): the later run takes a suffix.
    for (let n = 2; runs.length > 0 && taken.has(id); n++) id = `${nameAfter(uidOf(last))}-${n}`;
    taken.add(id);
    runs.push({ id, items: current });
    current = [];
  };
  for (const item of items) {
    current.push(item);
    if ((current.length >= sizes.min && endsRun(uidOf(item), sizes.odds)) || current.length === sizes.max) close(item);
  }
  const last = current.at(-1);
  if (last !== undefined) close(last);
  return runs;
}
