/**
 * Filters and sort of a city's lists (doctors of a speciality, hospitals), kept in the URL's query so a filtered list
 * can be shared and the back button works. Pure: the build reads the facts of each card, the browser the rest.
 */
export type Gender = 'female' | 'male';
/** 'ranked' is the page's own order, highest rated first (src/lib/ranking.ts); 'name' is A–Z. */
export type SortOrder = 'ranked' | 'name';

/** The minimum ratings a visitor can ask for (percent); a listing without a usable rating is below any of them. */
export const MIN_RATINGS = [60, 70, 80, 90] as const;
export type MinRating = (typeof MIN_RATINGS)[number];

/** What a list shows: absent filters let every listing through. */
export interface ListFilterState {
  readonly gender?: Gender | undefined;
  readonly minRating?: MinRating | undefined;
  readonly sort: SortOrder;
}

export const DEFAULT_STATE: ListFilterState = { sort: 'ranked' };

/** The query key of each part of the state (`?gender=female&min-rating=80&sort=rating`), and the name of its control. */
export const QUERY = { gender: 'gender', minRating: 'min-rating', sort: 'sort' } as const;

/** Which filters a list offers (every list sorts): doctors' lists filter by gender and rating, hospitals' by rating. */
export type FilterName = 'gender' | 'minRating';

/** The lists that filter and sort: what they call their listings, and which filters they offer. */
export const LIST_KINDS = {
  doctors: { one: 'doctor', many: 'doctors', filters: ['gender', 'minRating'] },
  hospitals: { one: 'hospital', many: 'hospitals', filters: ['minRating'] },
} as const satisfies Record<string, { one: string; many: string; filters: readonly FilterName[] }>;
export type ListKind = keyof typeof LIST_KINDS;

export const isListKind = (value: string): value is ListKind => Object.hasOwn(LIST_KINDS, value);

/** What filtering and sorting need of one listing; `index` is its place in the page's (ranked) order. */
export interface ListItemFacts {
  readonly index: number;
  readonly name: string;
  readonly gender?: Gender | undefined;
  readonly rating?: number | undefined;
}

/** A rating of the API as a number of percent ('92 ratings', '92', '92%', '4.5' kept as 4.5); undefined when it is
 * empty or not a percentage ('N/A', '120'). */
export function ratingValue(text: string): number | undefined {
  const match = /^(\d{1,3}(?:\.\d+)?)\s*(?:%|ratings?)?$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  return value <= 100 ? value : undefined;
}

/** A doctor's gender of the API ('Female', 'male'), or undefined when it is neither. */
export function genderValue(text: string): Gender | undefined {
  const value = text.trim().toLowerCase();
  return value === 'female' || value === 'male' ? value : undefined;
}

const isMinRating = (value: number): value is MinRating => MIN_RATINGS.some((rating) => rating === value);
const isSortOrder = (value: string): value is SortOrder => value === 'ranked' || value === 'name';

/** The state a query asks for, keeping only the filters the list offers; unknown or invalid values are ignored. */
export function parseListQuery(search: string, offered: readonly FilterName[]): ListFilterState {
  const query = new URLSearchParams(search);
  const gender = genderValue(query.get(QUERY.gender) ?? '');
  const minRatingText = query.get(QUERY.minRating) ?? '';
  const minRating = /^\d+$/.test(minRatingText) ? Number(minRatingText) : Number.NaN;
  const sort = query.get(QUERY.sort) ?? '';
  return {
    ...(offered.includes('gender') && gender ? { gender } : {}),
    ...(offered.includes('minRating') && isMinRating(minRating) ? { minRating } : {}),
    // Earlier links' 'rating' and 'recommended' meant what the page's own order now is: they fall back to it.
    sort: isSortOrder(sort) ? sort : 'ranked',
  };
}

/** The query of a state, the page's other parameters kept ('?gender=female&sort=rating'; '' for the full list). */
export function toListQuery(state: ListFilterState, search = ''): string {
  const query = new URLSearchParams(search);
  for (const key of Object.values(QUERY)) query.delete(key);
  if (state.gender) query.set(QUERY.gender, state.gender);
  if (state.minRating !== undefined) query.set(QUERY.minRating, String(state.minRating));
  if (state.sort !== 'ranked') query.set(QUERY.sort, state.sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether two states show the same list. */
export const sameState = (a: ListFilterState, b: ListFilterState): boolean => toListQuery(a) === toListQuery(b);

const NAMES = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const BY_ORDER: Record<SortOrder, (a: ListItemFacts, b: ListItemFacts) => number> = {
  // The page is built in ranked order (src/lib/ranking.ts): its order is the ranking, tie-breaks included.
  ranked: (a, b) => a.index - b.index,
  name: (a, b) => NAMES.compare(a.name, b.name) || a.index - b.index,
};

/** The listings a state shows, in the order it shows them. */
export function arrangeList<T extends ListItemFacts>(items: readonly T[], state: ListFilterState): T[] {
  const { gender, minRating } = state;
  return items
    .filter((item) => (gender === undefined || item.gender === gender) && (minRating === undefined || (item.rating ?? -1) >= minRating))
    .sort(BY_ORDER[state.sort]);
}

/** What the live region says after the list changed ('Showing 4 of 12 doctors, highest rated first'). */
export function shownText(shown: number, total: number, nouns: { readonly one: string; readonly many: string }, sort: SortOrder): string {
  const order = { ranked: ', highest rated first', name: ', by name' }[sort];
  return `Showing ${shown} of ${total} ${total === 1 ? nouns.one : nouns.many}${order}`;
}

/** A paged list's every listing as its JSON holds it (src/routes/list-pages.ts): the card's HTML, rendered at build
 * by the cards' own component (API text escaped there), and what the filters read of it. */
export interface WholeListItem {
  readonly html: string;
  readonly name: string;
  readonly gender?: Gender | undefined;
  readonly rating?: number | undefined;
}

export interface WholeList {
  readonly items: readonly WholeListItem[];
}

/** Whether a fetched value is a whole list (the file is ours, but it may be from another night's deploy or cut short). */
export function isWholeList(value: unknown): value is WholeList {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { items?: unknown }).items)) return false;
  return (value as { items: unknown[] }).items.every((item) => {
    if (typeof item !== 'object' || item === null) return false;
    const { html, name, gender, rating } = item as Record<string, unknown>;
    return (
      typeof html === 'string' &&
      typeof name === 'string' &&
      (gender === undefined || gender === 'female' || gender === 'male') &&
      (rating === undefined || typeof rating === 'number')
    );
  });
}

/** The most cards a page of a long list holds (src/routes/list-pages.ts), and how many a filtered paged list shows
 * at first and adds per 'Show more': about 60 KB of HTML with its photos lazy, what a phone on a slow network shows
 * in a few seconds, and a short scroll to the links onward. */
export const LIST_PAGE_MAX = 24;
