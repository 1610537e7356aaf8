/**
 * "Near a ZIP code or my location": the ZIP box is a combobox (Combobox.tsx) whose list is the nearest cities with
 * listings of the kind, nearest first with their distance; "Use my location" asks for the browser's position only
 * when tapped and fills the same list. Hydrated at the visitor's first touch; without JavaScript it is hidden
 * (NearMeBox.astro).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { formatMiles, type Point } from '../near/distance.ts';
import { isZipCode, OTHER_US_REGIONS } from '../near/format.ts';
import { isInTheStates, nearestOfKind, placeOfZip } from '../near/client.ts';
import type { NearResult } from '../near/nearest.ts';
import { HOLD_TAP_PROP, takePendingTap } from '../lib/held-taps.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';
import type { SearchKind } from '../search/index-format.ts';
import { Combobox, type Option } from './Combobox.tsx';

export interface NearMeProps {
  readonly kind: SearchKind;
  /** What the kind's listings are called, in lower case ('doctors', 'urgent care clinics'). */
  readonly plural: string;
}

const FAILED = 'The nearest cities could not be loaded. Check your connection and try again.';

export default function NearMe({ kind, plural }: NearMeProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [zip, setZip] = useState('');
  const [results, setResults] = useState<readonly NearResult[]>([]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  // The look-up whose answer is shown: an older one that answers late is dropped.
  const latest = useRef(0);

  async function showNearest(point: Point, where: string, look: number) {
    const found = await withProgress(() => nearestOfKind(kind, point));
    if (look !== latest.current) return;
    setResults(found);
    setOpen(true);
    setStatus(
      found.length === 0
        ? `No city with ${plural} could be placed near ${where}.`
        : `${found.length} ${found.length === 1 ? 'city' : 'cities'} with ${plural} near ${where}, nearest first.`,
    );
  }

  async function lookUpZip(text: string) {
    const look = ++latest.current;
    setResults([]);
    if (!isZipCode(text)) {
      setStatus(text === '' ? '' : 'Type a ZIP code of 5 digits, such as 10001.');
      return;
    }
    setStatus(`Looking up ${text}…`);
    try {
      const point = await withProgress(() => placeOfZip(text, kind));
      if (look !== latest.current) return;
      if (!point) setStatus(`No ZIP code ${text} in the US.`);
      else if (typeof point === 'string')
        setStatus(`ZIP code ${text} is ${OTHER_US_REGIONS[point] ?? 'outside the 50 states'}: there are no listings there yet.`);
      else await showNearest(point, text, look);
    } catch {
      if (look === latest.current) setStatus(FAILED);
    }
  }

  function locate() {
    const look = ++latest.current;
    if (!('geolocation' in navigator)) {
      setStatus('This browser cannot tell your location. Type a ZIP code instead.');
      return;
    }
    setStatus('Finding your location…');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const point = { latitude: coords.latitude, longitude: coords.longitude };
          // Abroad, the nearest US cities are thousands of miles away: say so rather than list them.
          if (!(await withProgress(() => isInTheStates(point)))) {
            if (look === latest.current)
              setStatus('Your location seems to be outside the United States, where there are no listings. Type a US ZIP code instead.');
            return;
          }
          await showNearest(point, 'your location', look);
          if (look === latest.current) inputRef.current?.focus();
        } catch {
          if (look === latest.current) setStatus(FAILED);
        }
      },
      (error) => {
        if (look !== latest.current) return;
        setStatus(
          error.code === error.PERMISSION_DENIED
            ? 'Your location was not shared, so nothing can be shown near it. Type a ZIP code instead.'
            : 'Your location could not be found. Type a ZIP code instead.',
        );
      },
      { maximumAge: 600_000, timeout: 20_000 },
    );
  }

  // A ZIP code typed into the plain form before this script arrived is looked up at once (an Enter pressed then was
  // held by the page's early script, src/lib/held-taps.ts, so the ZIP code never went into the address).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    takePendingTap(formRef.current);
    setHydrated(true);
    const typed = inputRef.current?.value ?? '';
    if (typed) {
      setZip(typed);
      void lookUpZip(typed.trim());
    }
  }, []);

  const options = useMemo<Option[]>(
    () => results.map(({ city, miles }) => ({ id: city[2], href: city[2], primary: `${city[0]}, ${city[1]}`, secondary: `— ${formatMiles(miles)}` })),
    [results],
  );

  function onValue(value: string) {
    setZip(value);
    const text = value.trim();
    // Looked up as soon as it is whole; a shorter one waits, a longer or other one is said to be wrong.
    if (text.length >= 5 || text === '' || /\D/.test(text)) void lookUpZip(text);
    else {
      latest.current++;
      setResults([]);
      setStatus('');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter with the nearest cities listed opens the first, the nearest; else the ZIP code is looked up.
    const first = open ? options[0] : undefined;
    if (first) window.location.assign(first.href);
    else void lookUpZip(zip.trim());
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: as the search boxes (SearchBox.tsx), a form with role search.
    <form
      className="near-form"
      role="search"
      aria-label={`Find ${plural} near a ZIP code or your location`}
      method="post"
      onSubmit={onSubmit}
      ref={formRef}
      data-hydrated={hydrated || undefined}
      {...HOLD_TAP_PROP}
    >
      <Combobox
        id={`${id}-zip`}
        name="zip"
        label="ZIP code"
        placeholder="ZIP code"
        value={zip}
        options={options}
        open={open}
        onValue={onValue}
        onOpen={setOpen}
        inputMode="numeric"
        maxLength={5}
        inputRef={inputRef}
      />
      <button className="button" type="button" onClick={locate}>
        Use my location
      </button>
      <p className="near-status" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

renderedByReact(NearMe);
