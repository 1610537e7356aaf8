/** What Save keeps on the device (issue 46, item 7): the listing as its page showed it, newest first, bounded. */
import { describe, expect, it } from 'vitest';
import {
  isSaved,
  MAX_SAVED,
  parseSaved,
  readSaved,
  SAVED_STORAGE_KEY,
  type SavedListing,
  toSavedListing,
  withListing,
  withoutListing,
  writeSaved,
} from '../../../src/offline/saved.ts';

const listing = (n: number): SavedListing => ({
  url: `/best-pharmacies/texas/austin/pharmacy-${n}`,
  kind: 'Pharmacy',
  name: `Pharmacy ${n}`,
  phone: '(512) 555-0100',
  address: '1 Main St, Austin, TX 78701',
  hours: [
    ['Monday', '9:00 AM - 5:00 PM'],
    ['Sunday', 'Closed'],
  ],
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('saved listings', () => {
  it('keeps name, phone, address, hours, page and kind, and reads them back', () => {
    const storage = new MemoryStorage();
    expect(writeSaved(storage, withListing([], listing(1)))).toBe(true);
    expect(readSaved(storage)).toEqual([listing(1)]);
    expect(JSON.parse(storage.items.get(SAVED_STORAGE_KEY) ?? '')).toEqual([listing(1)]);
  });

  it('puts the newest first, saves a listing once, and removes it', () => {
    const list = withListing(withListing(withListing([], listing(1)), listing(2)), listing(1));
    expect(list.map((entry) => entry.name)).toEqual(['Pharmacy 1', 'Pharmacy 2']);
    expect(isSaved(list, listing(2).url)).toBe(true);
    const removed = withoutListing(list, listing(2).url);
    expect(removed).toEqual([listing(1)]);
    expect(isSaved(removed, listing(2).url)).toBe(false);
  });

  it(`keeps at most ${MAX_SAVED}, dropping the oldest`, () => {
    let list: SavedListing[] = [];
    for (let n = 0; n <= MAX_SAVED; n++) list = withListing(list, listing(n));
    expect(list).toHaveLength(MAX_SAVED);
    expect(isSaved(list, listing(0).url)).toBe(false);
    expect(list[0]).toEqual(listing(MAX_SAVED));
  });

  it('reads nothing from what is not a list of listings', () => {
    expect(parseSaved(null)).toEqual([]);
    expect(parseSaved('not json')).toEqual([]);
    expect(parseSaved('{"url":"/a"}')).toEqual([]);
    // An entry without a name, or linking off the site, is left out; the others are kept.
    const stored = JSON.stringify([{ url: 'https://evil.test/', name: 'X' }, { url: '//evil.test/', name: 'X' }, { url: '/a' }, listing(3)]);
    expect(parseSaved(stored)).toEqual([listing(3)]);
  });

  it('keeps only text and [day, hours] rows', () => {
    expect(toSavedListing({ url: '/a', name: 'A', phone: 5, hours: [['Monday', 9], ['Tuesday', 'Closed'], 'x'] })).toEqual({
      url: '/a',
      kind: '',
      name: 'A',
      phone: '',
      address: '',
      hours: [['Tuesday', 'Closed']],
    });
  });

  it('says when the browser refuses to store', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeSaved(full, [listing(1)])).toBe(false);
  });
});
