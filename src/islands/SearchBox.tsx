/**
 * The name and city search boxes as ARIA comboboxes. The name box suggests listings of the kind after two
 * characters (narrowed by the city box), the city box suggests cities of the kind; up/down move, Enter opens the
 * active suggestion or, with none, the results page; Escape closes the list. Before hydration it is a plain form
 * that submits to the results page; without JavaScript it is hidden (SearchForm.astro).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CityEntry, ListingEntry, SearchKind } from '../search/index-format.ts';
import { createBrowserSearch } from '../search/query.ts';
import { searchWords } from '../search/normalize.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';

export interface SearchBoxProps {
  readonly kind: SearchKind;
  readonly namePlaceholder: string;
  readonly label: string;
  readonly initialName?: string;
  readonly initialCity?: string;
}

const DEBOUNCE_MS = 120;
const ready = (text: string) => searchWords(text).some((word) => word.length >= 2);

interface Option {
  readonly id: string;
  readonly href: string;
  readonly primary: string;
  readonly secondary: string;
}

function Combobox(props: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly options: readonly Option[];
  readonly open: boolean;
  readonly onValue: (value: string) => void;
  readonly onOpen: (open: boolean) => void;
}) {
  const [active, setActive] = useState(-1);
  // A new list of suggestions resets the choice; a re-render with the same list keeps it.
  const optionsKey = props.options.map((option) => option.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list, which is a new array on every render.
  useEffect(() => setActive(-1), [optionsKey]);
  const listId = `${props.id}-list`;
  const expanded = props.open && props.options.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      props.onOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // While closed, the first arrow only opens the list.
      if (!expanded) return;
      setActive((current) => (props.options.length === 0 ? -1 : (current + step + props.options.length) % props.options.length));
    } else if (event.key === 'Escape') {
      // Closing the list must not also clear the box, as a search input does on Escape.
      if (expanded) event.preventDefault();
      props.onOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = props.options[active];
      if (option) window.location.assign(option.href);
    }
  }

  return (
    <div className="combobox">
      <label className="visually-hidden" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${props.id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => {
          props.onValue(event.target.value);
          props.onOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => props.onOpen(false), 150)}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern's popup is a list with role listbox. */}
      <ul id={listId} role="listbox" aria-label={props.label} className="suggestions" hidden={!expanded}>
        {props.options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options take no focus; the input keeps it and points at the active one.
          <li
            key={option.id}
            id={`${props.id}-option-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox is a list item.
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
          >
            <a href={option.href} tabIndex={-1}>
              <span className="primary">{option.primary}</span> <span className="secondary">{option.secondary}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SearchBox({ kind, namePlaceholder, label, initialName = '', initialCity = '' }: SearchBoxProps) {
  const id = useId();
  const search = useMemo(() => createBrowserSearch(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState(initialName);
  const [city, setCity] = useState(initialCity);
  const [listings, setListings] = useState<ListingEntry[]>([]);
  const [cities, setCities] = useState<CityEntry[]>([]);
  const [openList, setOpenList] = useState<'name' | 'city' | undefined>(undefined);
  const [status, setStatus] = useState('');

  // Keeps what was typed into the plain form before this script arrived.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typedName = (form.elements.namedItem('q') as HTMLInputElement | null)?.value ?? '';
    const typedCity = (form.elements.namedItem('city') as HTMLInputElement | null)?.value ?? '';
    if (typedName) setName(typedName);
    if (typedCity) setCity(typedCity);
    if (typedName || typedCity) setOpenList(typedCity && !typedName ? 'city' : 'name');
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
    <form ref={formRef} className="search-form" role="search" aria-label={label} action="/search/" method="get">
      <input type="hidden" name="kind" value={kind} />
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
