/**
 * The visitor's saved listings (issue 46, item 7): kept in this browser's localStorage, never sent anywhere (no
 * account). A listing page's Save button adds or removes one (src/scripts/save-listing.ts); the Saved page lists them
 * (src/scripts/saved-page.ts), also offline. What is stored is what the listing page showed when it was saved.
 */

/** A listing as saved: its page, what kind it is ('Pharmacy'), and the contact details the page showed. */
export interface SavedListing {
  /** The listing page's path from the site root: it identifies the saved entry. */
  readonly url: string;
  readonly kind: string;
  readonly name: string;
  readonly phone: string;
  readonly address: string;
  /** Office hours as the page showed them, [day, hours] by row; empty when the page shows none. */
  readonly hours: ReadonlyArray<readonly [string, string]>;
}

export const SAVED_STORAGE_KEY = 'saved:listings';
/** Enough for anyone's shortlist; an old entry goes first past it, so storage never fills up. */
export const MAX_SAVED = 100;
const MAX_TEXT = 300;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : undefined);

/** A saved entry read back from storage or from a page's attribute, or undefined when it is not one: storage is
 * outside data (another script, an older version of the site). Checked by hand: Zod would weigh more than all the
 * rest of this script. */
export function toSavedListing(value: unknown): SavedListing | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entry = value as Record<string, unknown>;
  const url = text(entry.url);
  const name = text(entry.name);
  // Only a path of this site: the Saved page links to it.
  if (!url?.startsWith('/') || url.startsWith('//') || !name) return undefined;
  const hours = Array.isArray(entry.hours)
    ? entry.hours.flatMap((row: unknown) =>
        Array.isArray(row) && typeof row[0] === 'string' && typeof row[1] === 'string' ? [[text(row[0]) ?? '', text(row[1]) ?? ''] as const] : [],
      )
    : [];
  return { url, kind: text(entry.kind) ?? '', name, phone: text(entry.phone) ?? '', address: text(entry.address) ?? '', hours };
}

/** The saved listings in a stored text, newest first; what cannot be read is left out. */
export function parseSaved(stored: string | null): SavedListing[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.flatMap((entry) => toSavedListing(entry) ?? []).slice(0, MAX_SAVED) : [];
  } catch {
    return [];
  }
}

export const isSaved = (list: readonly SavedListing[], url: string): boolean => list.some((entry) => entry.url === url);

/** The list with this listing first (saved again: its details as the page shows them now), at most MAX_SAVED. */
export const withListing = (list: readonly SavedListing[], listing: SavedListing): SavedListing[] =>
  [listing, ...list.filter((entry) => entry.url !== listing.url)].slice(0, MAX_SAVED);

export const withoutListing = (list: readonly SavedListing[], url: string): SavedListing[] => list.filter((entry) => entry.url !== url);

/** The storage the lists live in: localStorage in a browser. */
export type SavedStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const readSaved = (storage: SavedStorage): SavedListing[] => parseSaved(storage.getItem(SAVED_STORAGE_KEY));

/** Stores the list; false when the browser refused (storage off or full). */
export function writeSaved(storage: SavedStorage, list: readonly SavedListing[]): boolean {
  try {
    storage.setItem(SAVED_STORAGE_KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}
