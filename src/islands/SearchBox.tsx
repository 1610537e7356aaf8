/**
 * The name and city search boxes as ARIA comboboxes. The name box suggests listings of the kind after two
 * characters (narrowed by the city box), the city box suggests cities of the kind; up/down move, Enter opens the
 * active suggestion or, with none, the results page; Escape closes the list. The query goes to the results page in
 * the tab's storage, never in the address (src/search/asked.ts): the form posts, and a submit made before hydration is
 * held by the page's early script and made once the island wakes (src/lib/held-taps.ts). Without JavaScript it is
 * hidden (SearchForm.astro).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Combobox, type Option } from './Combobox.tsx';
import type { CityEntry, ListingEntry, SearchKind } from '../search/index-format.ts';
import { SEARCH_KIND_NAME_LABELS, SEARCH_KIND_PLURALS } from '../search/kinds.ts';
import { createBrowserSearch } from '../search/query.ts';
import { searchWords } from '../search/normalize.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';
import { HELD_TAP, HOLD_TAP_PROP, takePendingTap } from '../lib/held-taps.ts';
import { rememberQuery, SEARCH_PAGE } from '../search/asked.ts';

export interface SearchBoxProps {
  readonly kind: SearchKind;
  readonly namePlaceholder: string;
  readonly label: string;
  readonly initialName?: string;
  readonly initialCity?: string;
  /** Offers a choice of what to search for (the home page, the results page); the name box's label follows it. */
  readonly chooseKind?: boolean;
}

const DEBOUNCE_MS = 120;
const ready = (text: string) => searchWords(text).some((word) => word.length >= 2);

export default function SearchBox({
  kind: initialKind,
  namePlaceholder: initialPlaceholder,
  label,
  initialName = '',
  initialCity = '',
  chooseKind = false,
}: SearchBoxProps) {
  const id = useId();
  const [kind, setKind] = useState<SearchKind>(initialKind);
  const namePlaceholder = chooseKind ? SEARCH_KIND_NAME_LABELS[kind] : initialPlaceholder;
  const search = useMemo(() => createBrowserSearch(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(initialName);
  const [city, setCity] = useState(initialCity);
  const [listings, setListings] = useState<ListingEntry[]>([]);
  const [cities, setCities] = useState<CityEntry[]>([]);
  const [openList, setOpenList] = useState<'name' | 'city' | undefined>(undefined);
  const [status, setStatus] = useState('');

  // Keeps what was typed into the plain form before this script arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the island wakes; the initial values are its props.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typedName = (form.elements.namedItem('q') as HTMLInputElement | null)?.value ?? '';
    const typedCity = (form.elements.namedItem('city') as HTMLInputElement | null)?.value ?? '';
    const chosenKind = (form.elements.namedItem('kind') as HTMLSelectElement | HTMLInputElement | null)?.value ?? '';
    if (chosenKind in SEARCH_KIND_PLURALS) setKind(chosenKind as SearchKind);
    if (typedName) setName(typedName);
    if (typedCity) setCity(typedCity);
    // Only what the visitor typed opens a list: the results page fills the boxes with what was asked.
    const typed = typedName !== initialName || typedCity !== initialCity;
    if (typed && (typedName || typedCity)) setOpenList(typedCity && !typedName ? 'city' : 'name');
    // From now on submits are this island's; one the early script held is made now, with what was typed.
    form.setAttribute(HELD_TAP.hydrated, '');
    if (takePendingTap(form)) form.requestSubmit();
  }, []);

  useEffect(() => {
    if (!ready(name)) {
      setListings([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(async () => {
      try {
        const result = await search.listings(kind, name, city);
        if (!current) return;
        setListings(result.entries);
        setStatus(result.entries.length ? `${result.entries.length} suggestions${result.complete ? '' : ', type more to narrow'}` : 'No matches');
      } catch {
        if (current) setStatus('Search is not available right now');
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [kind, name, city, search]);

  useEffect(() => {
    if (!ready(city)) {
      setCities([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(async () => {
      const found = await search.cities(kind, city).catch(() => []);
      if (!current) return;
      setCities(found);
      if (openList === 'city') setStatus(found.length ? `${found.length} cities` : 'No matching city');
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [kind, city, search, openList]);

  const nameOptions = useMemo<Option[]>(
    () => listings.map((entry) => ({ id: entry[1], href: entry[1], primary: entry[0], secondary: `${entry[2]} · ${entry[3]}, ${entry[4]}` })),
    [listings],
  );
  const cityOptions = useMemo<Option[]>(
    () => cities.map((entry) => ({ id: entry[2], href: entry[2], primary: entry[0], secondary: entry[1] })),
    [cities],
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader the site supports; a form with role search is.
    <form
      ref={formRef}
      className={chooseKind ? 'search-form with-kind' : 'search-form'}
      role="search"
      aria-label={label}
      action={SEARCH_PAGE}
      method="post"
      {...HOLD_TAP_PROP}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const value = (field: string) => (form.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
        rememberQuery({ kind: (value('kind') in SEARCH_KIND_PLURALS ? value('kind') : kind) as SearchKind, q: value('q'), city: value('city') });
        window.location.assign(SEARCH_PAGE);
      }}
    >
      {chooseKind ? (
        <label className="search-kind">
          <span className="visually-hidden">Search for</span>
          {/* Uncontrolled, so hydration keeps a choice made before the script arrived (read back below). */}
          <select name="kind" defaultValue={kind} onChange={(event) => setKind(event.target.value as SearchKind)}>
            {(Object.keys(SEARCH_KIND_PLURALS) as SearchKind[]).map((choice) => (
              <option key={choice} value={choice}>
                {SEARCH_KIND_PLURALS[choice]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="kind" value={kind} />
      )}
      <Combobox
        id={`${id}-name`}
        name="q"
        label={namePlaceholder}
        placeholder={namePlaceholder}
        value={name}
        options={nameOptions}
        open={openList === 'name'}
        onValue={setName}
        onOpen={(open) => setOpenList((current) => (open ? 'name' : current === 'name' ? undefined : current))}
      />
      <Combobox
        id={`${id}-city`}
        name="city"
        label="City Name"
        placeholder="City Name"
        value={city}
        options={cityOptions}
        open={openList === 'city'}
        onValue={setCity}
        onOpen={(open) => setOpenList((current) => (open ? 'city' : current === 'city' ? undefined : current))}
      />
      <button className="button" type="submit">
        Search
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

renderedByReact(SearchBox);
