/**
 * The pages of a long list (a city's doctors of one speciality): at most LIST_PAGE_MAX cards each, cut by content
 * (content-cuts.ts) so that a night which changes one doctor re-renders the page that doctor is on, and a doctor added
 * or removed early in the list does not shift every later page. The first page is the list's own address; each other
 * page is named by its last doctor.
 */
import { LIST_PAGE_MAX } from '../lib/list-filters.ts';
import { cutByContent, type ContentCut } from './content-cuts.ts';

export { LIST_PAGE_MAX };

/** The fewest cards a page holds before a boundary ends it (only the last page may hold fewer). */
export const LIST_PAGE_MIN = 12;
/** The first page's name: the list's own address. */
export const FIRST_LIST_PAGE = 'start';

/** A page of a list, and the pages before and after it (null: none). */
export interface ListPage<T> {
  readonly id: string;
  readonly items: readonly T[];
  readonly previous: string | null;
  readonly next: string | null;
}

/** The pages of `items` (in ranked order); a list with no items has one empty page (its page says so). */
export function listPagesOf<T>(items: readonly T[], uidOf: (item: T) => string): Array<ListPage<T>> {
  const cuts: Array<ContentCut<T>> = cutByContent(items, uidOf, { min: LIST_PAGE_MIN, max: LIST_PAGE_MAX, odds: 8 }, FIRST_LIST_PAGE);
  if (cuts.length === 0) return [{ id: FIRST_LIST_PAGE, items: [], previous: null, next: null }];
  return cuts.map(({ id, items: onPage }, index) => ({
    id,
    items: onPage,
    previous: cuts[index - 1]?.id ?? null,
    next: cuts[index + 1]?.id ?? null,
  }));
}
