/**
 * The static search index, shared by the builder and the browser.
 *
 * Per kind (doctor, hospital, pharmacy, urgent_care, group_practice) under /search-index/{kind}/:
 * - `manifest.json`: the shard tree. `leaves` are prefixes whose file `n/{prefix}.json` holds every listing with a
 *   name word starting with that prefix; `splits` are prefixes too common for one file, with a `t/{prefix}.json`
 *   of their first listings (shown while the visitor types on); `states` are whole words too common even alone,
 *   split by state into `n/{word}@{st}.json`. `cities` lists the city shard prefixes, files `c/{prefix}.json`.
 * - Listing entries: [name, href, detail (speciality or kind), city, state code].
 * - City entries: [city, state code, href].
 */

export type SearchKind = 'doctor' | 'hospital' | 'pharmacy' | 'urgent_care' | 'group_practice';

export type ListingEntry = readonly [name: string, href: string, detail: string, city: string, state: string];
export type CityEntry = readonly [city: string, state: string, href: string];

export interface SearchManifest {
  readonly version: 1;
  readonly leaves: readonly string[];
  readonly splits: readonly string[];
  /** Word → the state codes it is split into. */
  readonly states: Readonly<Record<string, readonly string[]>>;
  readonly cities: readonly string[];
}

/** Shards are cut at 2 characters first, deeper only where needed. */
export const ROOT_PREFIX_LENGTH = 2;
/** At most this many listings in one file, so that a query reads one small file. */
export const MAX_SHARD_ENTRIES = 1200;
/** How many listings a split prefix's preview file holds. */
export const PREVIEW_ENTRIES = 40;

export const searchIndexBase = (kind: SearchKind): string => `/search-index/${kind}/`;
