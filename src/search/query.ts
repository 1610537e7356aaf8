/**
 * Answers a search from the static index: picks the one shard file that can answer the query (the most specific
 * word wins), fetches it, and filters and ranks its listings in the browser. Files are cached per page.
 */
import type { CityEntry, ListingEntry, SearchKind, SearchManifest } from './index-format.ts';
import { ROOT_PREFIX_LENGTH, searchIndexBase } from './index-format.ts';
import { matchesAllWords, rankMatches, searchWords } from './normalize.ts';

/** Fetches a JSON file of the index by its site path. */
export type FetchJson = (path: string) => Promise<unknown>;

export interface ListingResults {
  readonly entries: ListingEntry[];
  /** False when the shard was only a preview: the visitor should type more. */
  readonly complete: boolean;
}

export function createSearch(fetchJson: FetchJson) {
  const cache = new Map<string, Promise<unknown>>();
  const load = <T>(path: string): Promise<T> => {
    let pending = cache.get(path);
    if (!pending) {
      pending = fetchJson(path).catch((error: unknown) => {
        cache.delete(path);
        throw error;
      });
      cache.set(path, pending);
    }
    return pending as Promise<T>;
  };
  const manifestOf = (kind: SearchKind) => load<SearchManifest>(`${searchIndexBase(kind)}manifest.json`);

  /** Cities of the kind whose name starts with the typed words. */
  async function cities(kind: SearchKind, text: string, limit = 8): Promise<CityEntry[]> {
    const words = searchWords(text);
    const key = words.join('').slice(0, ROOT_PREFIX_LENGTH);
    if (key.length < ROOT_PREFIX_LENGTH) return [];
    const manifest = await manifestOf(kind);
    if (!manifest.cities.includes(key)) return [];
    const shard = await load<CityEntry[]>(`${searchIndexBase(kind)}c/${key}.json`);
    const stateWord = words.length > 1 ? words[words.length - 1] : undefined;
    return shard
      .filter(
        (city) =>
          matchesAllWords(searchWords(city[0]), words) ||
          (stateWord !== undefined && matchesAllWords(searchWords(city[0]), words.slice(0, -1)) && city[1].toLowerCase() === stateWord),
      )
      .slice(0, limit);
  }

  /** The file that answers a word: a whole leaf, the word alone (or in one state), or a preview. */
  function fileFor(
    manifest: SearchManifest,
    word: string,
    state: string | undefined,
  ): { file: string; complete: boolean; depth: number } | undefined {
    const leaves = new Set(manifest.leaves);
    for (let length = word.length; length >= ROOT_PREFIX_LENGTH; length--) {
      const prefix = word.slice(0, length);
      if (leaves.has(prefix)) return { file: `n/${prefix}.json`, complete: true, depth: length + 100 };
    }
    const splits = new Set(manifest.splits);
    if (splits.has(word)) {
      if (leaves.has(`${word}$`)) return { file: `n/${word}$.json`, complete: false, depth: word.length + 50 };
      const inState = state ? manifest.states[word]?.find((code) => code === state.toLowerCase()) : undefined;
      if (inState) return { file: `n/${word}@${inState}.json`, complete: false, depth: word.length + 50 };
    }
    for (let length = word.length; length >= ROOT_PREFIX_LENGTH; length--) {
      const prefix = word.slice(0, length);
      if (splits.has(prefix)) return { file: `t/${prefix}.json`, complete: false, depth: length };
    }
    return undefined;
  }

  /** Listings whose name has a word starting with each typed word, narrowed by the city box when it is filled. */
  async function listings(kind: SearchKind, query: string, cityText = '', limit = 8): Promise<ListingResults> {
    const words = searchWords(query);
    const cityWords = searchWords(cityText);
    const usable = words.filter((word) => word.length >= ROOT_PREFIX_LENGTH);
    if (usable.length === 0) return { entries: [], complete: true };
    const manifest = await manifestOf(kind);
    // A city typed in full names its state, which lets a very common word be read from that state's file.
    const matchingCities = cityWords.length ? await cities(kind, cityText, 50) : [];
    const states = new Set(matchingCities.map((city) => city[1]));
    const state = states.size === 1 ? [...states][0] : undefined;
    const choices = usable.map((word) => fileFor(manifest, word, state)).filter((choice) => choice !== undefined);
    if (choices.length === 0) return { entries: [], complete: true };
    const best = choices.reduce((a, b) => (b.depth > a.depth ? b : a));
    const shard = await load<ListingEntry[]>(`${searchIndexBase(kind)}${best.file}`);
    const matches = shard.filter(
      (entry) => matchesAllWords(searchWords(entry[0]), words) && (cityWords.length === 0 || matchesAllWords(searchWords(entry[3]), cityWords)),
    );
    return { entries: rankMatches(matches, (entry) => entry[0], words).slice(0, limit), complete: best.complete };
  }

  return { listings, cities };
}

/** The search over the site's own index, with the browser's fetch. */
export function createBrowserSearch() {
  return createSearch(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`The search index answered ${response.status} for ${path}`);
    return response.json();
  });
}
