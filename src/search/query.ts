/**
 * Answers a search from the static index (index-format.ts). The name box is read for a speciality, a state, a city
 * and the words of a name (titles and credentials set aside: terms.ts); the city box for a city, a state or both.
 * One file answers: a name's shard when it lists every listing with that word, else the facet node of the place and
 * speciality asked (walked down from its root), and the browser filters and ranks its listings. Files are cached
 * per page.
 */
import type { CityEntry, FacetNode, FacetTerms, ListingEntry, NameShape, PlaceEntry, SearchKind, SearchManifest } from './index-format.ts';
import { PLACES_BASE, ROOT_PREFIX_LENGTH, bucketFile, facetFile, searchIndexBase } from './index-format.ts';
import { matchesAllWords, rankMatches, searchWords } from './normalize.ts';
import { US_STATES } from '../lib/us-states.ts';
import { parsePlace, parseQuery, termKey, toSpeciality, type Speciality } from './terms.ts';

/** Fetches a JSON file of the index by its site path. */
export type FetchJson = (path: string) => Promise<unknown>;

export interface ListingResults {
  readonly entries: ListingEntry[];
  /** False when the file read held only the first listings: more match than are shown. */
  readonly complete: boolean;
}

/** A directory page worth offering beside the results: a city's, a state's or a speciality's. */
export interface BrowseLink {
  readonly what: 'city' | 'state' | 'speciality';
  readonly label: string;
  readonly href: string;
}

export interface SearchAnswer extends ListingResults {
  /** How many listings match, when known (a complete answer, or a node that is exactly what was asked). */
  readonly total: number | undefined;
  /** What the query was read as. */
  readonly understood: {
    readonly nameWords: readonly string[];
    readonly speciality?: string;
    /** The cities the place names (several when a name is a city in several states). */
    readonly cities: readonly CityEntry[];
    readonly stateCode?: string;
    /** A city typed that the kind's directory does not have. */
    readonly unknownCity?: string;
  };
  /** The directory pages of what was asked. */
  readonly browse: readonly BrowseLink[];
  /** Cities whose name starts as typed, when the city box names none exactly. */
  readonly didYouMean: readonly CityEntry[];
}

/** What one file read gives: its listings, whether they are all that match its terms, and its node's count. */
interface Read {
  readonly entries: readonly ListingEntry[];
  readonly complete: boolean;
  readonly count?: number;
  /** Whether the node read fixes every place and speciality asked. */
  readonly exact?: boolean;
  /** A prefix's first listings, not a node of what was asked. */
  readonly preview?: boolean;
}

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

/** A state's name by its USPS code. */
export const stateNameOf = (code: string): string => US_STATES.find((state) => state.code === code)?.name ?? code;
const sameWords = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((word, i) => word === b[i]);
// 'Saint Louis' finds 'St. Louis', 'Fort Worth' 'Ft. Worth', 'Mount Vernon' 'Mt. Vernon'.
const SHORT: Readonly<Record<string, string>> = { saint: 'st', fort: 'ft', mount: 'mt' };
const cityWordsOf = (text: string): string[] => searchWords(text).map((word) => SHORT[word] ?? word);

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
  const specialitiesCache = new Map<SearchManifest, Speciality[]>();
  const specialitiesOf = (manifest: SearchManifest): Speciality[] => {
    let specialities = specialitiesCache.get(manifest);
    if (!specialities) {
      specialities = (manifest.specialities ?? []).map(([name]) => toSpeciality(name));
      specialitiesCache.set(manifest, specialities);
    }
    return specialities;
  };

  /** The city shard that holds cities whose words start so (the longest prefix cut), or none. */
  async function cityShard(kind: SearchKind, words: readonly string[]): Promise<CityEntry[]> {
    const key = words.join('');
    if (key.length < ROOT_PREFIX_LENGTH) return [];
    const manifest = await manifestOf(kind);
    const shard = manifest.cities
      .filter((prefix) => key.startsWith(prefix))
      .reduce<string | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
    return shard ? load<CityEntry[]>(`${searchIndexBase(kind)}c/${shard}.json`) : [];
  }

  /** Cities of the kind whose name starts with the typed words (a trailing state code or name narrows them). */
  async function cities(kind: SearchKind, text: string, limit = 8): Promise<CityEntry[]> {
    const words = searchWords(text);
    const shard = await cityShard(kind, words);
    const stateWord = words.length > 1 ? words[words.length - 1] : undefined;
    return shard
      .filter(
        (city) =>
          matchesAllWords(searchWords(city[0]), words) ||
          (stateWord !== undefined && matchesAllWords(searchWords(city[0]), words.slice(0, -1)) && city[1].toLowerCase() === stateWord),
      )
      .slice(0, limit);
  }

  /** Cities of the kind named exactly so ('Saint Louis' or 'St. Louis'), in the state when one is given. */
  async function citiesNamed(kind: SearchKind, words: readonly string[], stateCode?: string): Promise<CityEntry[]> {
    const wanted = words.map((word) => SHORT[word] ?? word);
    const shards = await Promise.all([cityShard(kind, words), ...(sameWords(words, wanted) ? [] : [cityShard(kind, wanted)])]);
    const found = new Map<string, CityEntry>();
    for (const city of shards.flat()) {
      if (sameWords(cityWordsOf(city[0]), wanted) && (!stateCode || city[1] === stateCode)) found.set(city[2], city);
    }
    return [...found.values()];
  }

  /** How the name tree answers a word: a prefix file that lists every listing with a word starting so, a whole
   * word's facet tree, or a preview of a prefix too common to list. */
  async function nameFileFor(kind: SearchKind, manifest: SearchManifest, word: string) {
    const root = word.slice(0, ROOT_PREFIX_LENGTH);
    if (!manifest.roots.includes(root)) return { kind: 'none' as const };
    const shape = await load<NameShape>(`${searchIndexBase(kind)}n/${root}/shape.json`);
    const longest = (prefixes: readonly string[]) =>
      prefixes.filter((prefix) => word.startsWith(prefix)).reduce<string | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
    const leaf = longest(shape.leaves);
    if (leaf) return { kind: 'leaf' as const, file: `n/${leaf}.json`, length: leaf.length };
    if (shape.words.includes(word)) return { kind: 'word' as const, word };
    const split = longest(shape.splits);
    return split ? { kind: 'preview' as const, file: `t/${split}.json` } : { kind: 'none' as const };
  }

  /** The listings of the name file that best answers the name words, walking a whole word's tree by the facets. */
  async function byName(kind: SearchKind, manifest: SearchManifest, words: readonly string[], facets: FacetTerms): Promise<Read> {
    const choices = await Promise.all(words.filter((word) => word.length >= ROOT_PREFIX_LENGTH).map((word) => nameFileFor(kind, manifest, word)));
    if (choices.some((choice) => choice.kind === 'none')) return { entries: [], complete: true };
    const leaf = choices.reduce<{ file: string; length: number } | undefined>(
      (best, choice) => (choice.kind === 'leaf' && (!best || choice.length > best.length) ? choice : best),
      undefined,
    );
    if (leaf) return { entries: await load<ListingEntry[]>(`${searchIndexBase(kind)}${leaf.file}`), complete: true };
    const word = choices.find((choice) => choice.kind === 'word');
    if (word) return walk(kind, { word: word.word }, facets);
    const preview = choices.find((choice) => choice.kind === 'preview');
    return preview
      ? { entries: await load<ListingEntry[]>(`${searchIndexBase(kind)}${preview.file}`), complete: false, preview: true }
      : { entries: [], complete: true };
  }

  /** Walks a facet tree from its root down to the node that fixes what is asked, as far as it is split. */
  async function walk(kind: SearchKind, root: FacetTerms, terms: FacetTerms): Promise<Read> {
    let at = root;
    let node = await load<FacetNode>(`${searchIndexBase(kind)}${facetFile(at)}`);
    for (;;) {
      const split = node.split;
      if (!split) break;
      const value = terms[split.by];
      if (value === undefined) break;
      const child = split.children[value];
      if (!child) return { entries: [], complete: true, exact: true, count: 0 };
      const [count, bucket] = child;
      if (bucket >= 0) {
        // A small child, listed whole in a bucket with its neighbours: the filter keeps its own.
        const entries = await load<ListingEntry[]>(`${searchIndexBase(kind)}${bucketFile(at, bucket)}`);
        return { entries, complete: true, exact: true, count };
      }
      at = { ...at, [split.by]: value };
      node = await load<FacetNode>(`${searchIndexBase(kind)}${facetFile(at)}`);
    }
    // A city's node not split by state holds one state's listings: the city's in the state asked.
    const exact = (['city', 'state', 'speciality'] as const).every(
      (key) => terms[key] === undefined || at[key] === terms[key] || (key === 'state' && at.city !== undefined),
    );
    return { entries: node.entries, complete: !node.split && node.count === node.entries.length, exact, count: node.count };
  }

  /** The place and speciality asked, from the root that fixes the most: a city, else a state, else a speciality. */
  const byFacets = (kind: SearchKind, terms: FacetTerms): Promise<Read> =>
    walk(kind, terms.city ? { city: terms.city } : terms.state ? { state: terms.state } : { speciality: terms.speciality ?? '' }, terms);

  /** Answers what the visitor typed in the name box (`query`) and the city box (`cityText`). */
  async function search(kind: SearchKind, query: string, cityText = '', limit = 8): Promise<SearchAnswer> {
    const manifest = await manifestOf(kind);
    const parsed = parseQuery(query, kind, specialitiesOf(manifest));
    let nameWords = parsed.nameWords;
    let stateCode = parsed.stateCode;
    let cityList: CityEntry[] = [];
    let unknownCity: string | undefined;
    let didYouMean: CityEntry[] = [];

    // The city box: a city named exactly first ('New York' is the city), then a city and its state, then a state.
    const typedCity = searchWords(cityText);
    if (typedCity.length > 0) {
      const place = parsePlace(cityText);
      const whole = await citiesNamed(kind, typedCity);
      if (whole.length > 0) cityList = stateCode ? whole.filter((city) => city[1] === stateCode) : whole;
      else {
        stateCode = place.stateCode ?? stateCode;
        if (place.cityWords.length > 0) {
          cityList = await citiesNamed(kind, place.cityWords, stateCode);
          if (cityList.length === 0) {
            const started = (await cities(kind, cityText, 50)).filter((city) => !stateCode || city[1] === stateCode);
            const names = new Set(started.map((city) => termKey(city[0])));
            if (names.size === 1) cityList = started;
            else {
              unknownCity = place.cityWords.join(' ');
              didYouMean = started.slice(0, 8);
            }
          }
        }
      }
    } else if (nameWords.length > 0) {
      // A city in the name box ('dentist chicago', 'pharmacies in san francisco'), read from its last words: when
      // something else was asked, or the city has two words or more; a lone word stays a name unless no name has it.
      for (let length = Math.min(3, nameWords.length); length >= 1; length--) {
        const tail = nameWords.slice(-length);
        const found = await citiesNamed(kind, tail, stateCode);
        if (found.length === 0) continue;
        const rest = nameWords.slice(0, -length);
        const sure = parsed.speciality !== undefined || stateCode !== undefined || length > 1 || rest.length > 0;
        if (!sure && (await byName(kind, manifest, nameWords, {})).entries.some((entry) => matchesAllWords(searchWords(entry[0]), nameWords))) break;
        cityList = found;
        nameWords = rest;
        break;
      }
    }

    const cityKeys = new Set(cityList.map((city) => termKey(city[0])));
    const cityKey = cityList[0] ? termKey(cityList[0][0]) : undefined;
    const cityStates = new Set(cityList.map((city) => city[1]));
    const state = stateCode ?? (cityKey && cityStates.size === 1 ? [...cityStates][0] : undefined);
    const speciality = parsed.speciality;
    const understood = {
      nameWords,
      cities: cityList,
      ...(speciality ? { speciality: speciality.name } : {}),
      ...(stateCode ? { stateCode } : {}),
      ...(unknownCity ? { unknownCity } : {}),
    };
    const browse = browseLinks(manifest, cityList, state, speciality);
    const none = { entries: [], complete: true, total: 0, understood, browse, didYouMean };
    if (unknownCity) return none;

    const matches = (entry: ListingEntry): boolean =>
      matchesAllWords(searchWords(entry[0]), nameWords) &&
      (cityKeys.size === 0 || cityKeys.has(termKey(entry[3]))) &&
      (!state || entry[4].toUpperCase() === state) &&
      (!speciality || termKey(entry[2]) === speciality.key);
    const usable = nameWords.some((word) => word.length >= ROOT_PREFIX_LENGTH);
    const facets: FacetTerms = {
      ...(cityKey ? { city: cityKey } : {}),
      ...(state && manifest.places.some(([code]) => code === state) ? { state: state.toLowerCase() } : {}),
      ...(speciality ? { speciality: speciality.key } : {}),
    };
    const hasFacets = Object.keys(facets).length > 0;
    // A place asked that the kind has no listings in: nothing to read.
    if (stateCode && !facets.state && !cityKey) return none;

    let read: Read = { entries: [], complete: true };
    if (usable) read = await byName(kind, manifest, nameWords, facets);
    // A name too common for its files, asked with a place or a speciality: the facet node holds fewer to filter.
    if (usable && read.preview && hasFacets) read = await byFacets(kind, facets);
    else if (!usable && hasFacets) read = await byFacets(kind, facets);
    else if (!usable) return none;

    const found = read.entries.filter(matches);
    const ranked = usable ? rankMatches(found, (entry) => entry[0], nameWords) : found;
    const total = read.complete ? found.length : !usable && read.exact ? read.count : undefined;
    return { entries: ranked.slice(0, limit), complete: read.complete, total, understood, browse, didYouMean };
  }

  /** Listings for the suggestions under the name box. */
  async function listings(kind: SearchKind, query: string, cityText = '', limit = 8): Promise<ListingResults> {
    const answer = await search(kind, query, cityText, limit);
    return { entries: answer.entries, complete: answer.complete };
  }

  /** Where to look for the nearest cities when a query finds nothing: the city asked (from the directory, else the
   * gazetteer's places), else the state's middle. */
  async function whereNear(answer: SearchAnswer): Promise<{ point: Point; label: string } | undefined> {
    const city = answer.understood.cities[0];
    if (city && city[3] !== undefined && city[4] !== undefined)
      return { point: { latitude: city[3], longitude: city[4] }, label: `${city[0]}, ${city[1]}` };
    const state = answer.understood.stateCode;
    const wanted = answer.understood.unknownCity ? cityWordsOf(answer.understood.unknownCity) : [];
    if (wanted.length > 0) {
      const key = wanted.join('').slice(0, ROOT_PREFIX_LENGTH);
      const places = await load<PlaceEntry[]>(`${PLACES_BASE}${key}.json`).catch(() => []);
      const place = places.find((entry) => sameWords(cityWordsOf(entry[0]), wanted) && (!state || entry[1] === state));
      if (place) return { point: { latitude: place[2], longitude: place[3] }, label: `${place[0]}, ${place[1]}` };
    }
    if (!state) return undefined;
    const middles = await load<Record<string, readonly [number, number]>>(`${PLACES_BASE}states.json`);
    const middle = middles[state];
    return middle ? { point: { latitude: middle[0], longitude: middle[1] }, label: stateNameOf(state) } : undefined;
  }

  return { search, listings, cities, whereNear };
}

/** The directory pages of what was asked: each city's, the state's, the speciality's. */
function browseLinks(
  manifest: SearchManifest,
  cities: readonly CityEntry[],
  stateCode: string | undefined,
  speciality: Speciality | undefined,
): BrowseLink[] {
  const links: BrowseLink[] = cities.slice(0, 8).map((city) => ({ what: 'city' as const, label: `${city[0]}, ${city[1]}`, href: city[2] }));
  const statePage = stateCode ? manifest.places.find(([code]) => code === stateCode) : undefined;
  if (statePage) links.push({ what: 'state', label: stateNameOf(statePage[0]), href: statePage[1] });
  const specialityPage = speciality ? manifest.specialities.find(([name]) => termKey(name) === speciality.key) : undefined;
  if (specialityPage?.[1]) links.push({ what: 'speciality', label: specialityPage[0], href: specialityPage[1] });
  return links;
}

/** The search over the site's own index, with the browser's fetch. */
export function createBrowserSearch() {
  return createSearch(async (path) => {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`The search index answered ${response.status} for ${path}`);
    return response.json();
  });
}
