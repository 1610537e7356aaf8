/**
 * What a visitor asked the search, handed from the search box to the results page in the tab's sessionStorage, never
 * in the address: a health search ('oncologist in Ames') is nobody's business, and an address lands in the history,
 * in shared links and in the host's access logs. The results page reads it back; an older link's query string is
 * read once and wiped from the address bar.
 */
import { SEARCH_KIND_PLURALS } from './kinds.ts';
import type { SearchKind } from './index-format.ts';

export interface AskedQuery {
  readonly kind: SearchKind;
  readonly q: string;
  readonly city: string;
}

const KEY = 'search:asked';
export const SEARCH_PAGE = '/search/';

const kindOf = (value: unknown): SearchKind => (typeof value === 'string' && value in SEARCH_KIND_PLURALS ? (value as SearchKind) : 'doctor');
const textOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

/** Keeps the query for the results page of this tab. */
export function rememberQuery(query: AskedQuery): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(query));
  } catch {
    // Storage refused (a private window's quota): the results page shows the empty form.
  }
}

/** The query the results page answers: an old link's query string (then wiped from the address), or the tab's last. */
export function askedQuery(): AskedQuery {
  const params = new URLSearchParams(window.location.search);
  if (params.has('q') || params.has('city')) {
    const query = { kind: kindOf(params.get('kind')), q: textOf(params.get('q')), city: textOf(params.get('city')) };
    rememberQuery(query);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return query;
  }
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const { kind, q, city } = stored as Record<string, unknown>;
      return { kind: kindOf(kind), q: textOf(q), city: textOf(city) };
    }
  } catch {
    // Unreadable: as if nothing was asked.
  }
  return { kind: 'doctor', q: '', city: '' };
}
