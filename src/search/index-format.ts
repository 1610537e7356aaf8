/**
 * The static search index, shared by the builder and the browser. Every file is capped so that one query reads a
 * few small files (measured with `npm run search-stats`; docs/benchmarks.md, "Search index").
 *
 * Per kind (doctor, hospital, pharmacy, urgent_care, group_practice) under /search-index/{kind}/:
 * - `manifest.json`: the name tree's roots (two letters), the city shards, the kind's specialities (with their
 *   directory page) and states (with theirs).
 * - `n/{root}/shape.json` (NameShape): the name tree under a root. `leaves` are prefixes whose file `n/{prefix}.json`
 *   holds every listing with a name word starting so; `splits` are prefixes too common for one file, with a
 *   `t/{prefix}.json` of their first listings (shown while the visitor types on); `words` are whole words too common
 *   for a prefix file, each the root of a facet tree under `w/{word}/`.
 * - Facet trees (FacetNode): `f/{city}/{state}.{speciality}.json`, each part a term key or `_` when the node does not
 *   fix it: the listings of a place, a speciality or both, best rated first; a city, a state and a speciality are
 *   roots. A node of more listings than a file holds is split on the first dimension that tells them apart (state,
 *   speciality, city; for a name word state, then city), keeps a preview and its children's counts; children that
 *   fit a file are packed, in order, into numbered buckets beside it (`….~{n}.json`), a larger child is a node of
 *   its own. A query walks from its root to the node, or the bucket, that fixes what it asks.
 * - `c/{prefix}.json`: cities of the kind whose name starts so (more letters where a prefix has many).
 * - Listing entries: [name, href, detail (speciality or kind), city, state code].
 * - City entries: [city, state code, href, latitude, longitude] (no coordinates when the gazetteer does not know it).
 * Under /search-index/places/: `{prefix}.json`, every US place the gazetteer knows, [name, state code, latitude,
 * longitude], by the first two letters of its name, and `states.json`, each state's middle: where "near" starts when
 * a query finds nothing.
 */

export type SearchKind = 'doctor' | 'hospital' | 'pharmacy' | 'urgent_care' | 'group_practice';

export type ListingEntry = readonly [name: string, href: string, detail: string, city: string, state: string];
export type CityEntry = readonly [city: string, state: string, href: string, latitude?: number, longitude?: number];
export type PlaceEntry = readonly [name: string, state: string, latitude: number, longitude: number];

/** A node of the facet tree: how many listings it holds, the first of them (all when `split` is absent and `count`
 * equals their number), and when split, the dimension and each child's count. */
export interface FacetNode {
  readonly count: number;
  readonly entries: readonly ListingEntry[];
  /** Each child's count and the bucket file that lists it whole, or -1 when it is a node of its own. */
  readonly split?: { readonly by: FacetDimension; readonly children: Readonly<Record<string, readonly [count: number, bucket: number]>> };
}
export type FacetDimension = 'state' | 'city' | 'speciality';
/** What a facet node fixes: a whole name word, a city's key, a state's code in lower case, a speciality's key. */
export interface FacetTerms {
  readonly word?: string;
  readonly city?: string;
  readonly state?: string;
  readonly speciality?: string;
}
/** Where a facet node's file is, under the kind's folder. */
export const facetFile = (terms: FacetTerms): string =>
  `${terms.word === undefined ? 'f' : `w/${terms.word}`}/${terms.city ?? '_'}/${terms.state ?? '_'}.${terms.speciality ?? '_'}.json`;

/** Where the bucket of a split node's small children is: beside the node, numbered. */
export const bucketFile = (terms: FacetTerms, bucket: number): string => facetFile(terms).replace(/\.json$/, `~${bucket}.json`);

/** The name tree under one root (see above). */
export interface NameShape {
  readonly leaves: readonly string[];
  readonly splits: readonly string[];
  readonly words: readonly string[];
}

export interface SearchManifest {
  readonly version: 2;
  /** The name tree's roots: the first two letters of some name word. */
  readonly roots: readonly string[];
  /** The city shards' prefixes. */
  readonly cities: readonly string[];
  /** The kind's specialities as listings name them, each with its directory page ('' when it has none). */
  readonly specialities: ReadonlyArray<readonly [name: string, href: string]>;
  /** The kind's states: USPS code and the state's directory page. */
  readonly places: ReadonlyArray<readonly [code: string, href: string]>;
}

/** Shards are cut at 2 characters first, deeper only where needed. */
export const ROOT_PREFIX_LENGTH = 2;
/** At most this many listings in one file (about 33 bytes each gzipped, so about 7 KB). */
export const MAX_SHARD_ENTRIES = 200;
/** How many listings a split prefix's or node's preview holds. */
export const PREVIEW_ENTRIES = 20;
/** At most this many cities in a city shard, unless they share a longer name. */
export const MAX_CITY_SHARD = 100;

export const searchIndexBase = (kind: SearchKind): string => `/search-index/${kind}/`;
/** Where the gazetteer's places are. */
export const PLACES_BASE = '/search-index/places/';
