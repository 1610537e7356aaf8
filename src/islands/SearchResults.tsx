/** The results page of a search submitted with Enter: every match the index gives for the query and city. */
import { useEffect, useMemo, useState } from 'react';
import type { ListingEntry, SearchKind } from '../search/index-format.ts';
import { SEARCH_KIND_PLURALS } from '../search/kinds.ts';
import { createBrowserSearch } from '../search/query.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';

const RESULT_LIMIT = 100;

function readQuery(): { kind: SearchKind; q: string; city: string } {
  const params = new URLSearchParams(window.location.search);
  const kind = params.get('kind') as SearchKind | null;
  return { kind: kind && kind in SEARCH_KIND_PLURALS ? kind : 'doctor', q: params.get('q') ?? '', city: params.get('city') ?? '' };
}

export interface SearchResultsProps {
  /** Each kind's directory, where a visitor browses instead. */
  readonly directories: Readonly<Record<SearchKind, string>>;
}

export default function SearchResults({ directories }: SearchResultsProps) {
  const search = useMemo(() => createBrowserSearch(), []);
  const [query, setQuery] = useState<{ kind: SearchKind; q: string; city: string } | undefined>(undefined);
  const [results, setResults] = useState<{ entries: ListingEntry[]; complete: boolean } | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const current = readQuery();
    setQuery(current);
    withProgress(() => search.listings(current.kind, current.q, current.city, RESULT_LIMIT))
      .then(setResults)
      .catch(() => setFailed(true));
  }, [search]);

  if (!query) return <p>Loading...</p>;
  const what = { plural: SEARCH_KIND_PLURALS[query.kind], root: directories[query.kind] };
  return (
    <section aria-live="polite">
      <h2>
        {what.plural} matching “{query.q}”{query.city ? ` in ${query.city}` : ''}
      </h2>
      {failed && (
        <p>
          Search is not available right now. <a href={what.root}>Browse {what.plural.toLowerCase()} by state</a> instead.
        </p>
      )}
      {!failed && !results && <p>Loading...</p>}
      {results && results.entries.length === 0 && (
        <p>
          No results found. <a href={what.root}>Browse {what.plural.toLowerCase()} by state</a>.
        </p>
      )}
      {results && results.entries.length > 0 && (
        <>
          {!results.complete && <p>These are the first matches: type more of the name to narrow them.</p>}
          <ul className="cards">
            {results.entries.map((entry) => (
              <li key={entry[1]} className="card">
                <div>
                  <h3>
                    <a href={entry[1]}>{entry[0]}</a>
                  </h3>
                  <p>{entry[2]}</p>
                  <p>
                    {entry[3]}, {entry[4]}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

renderedByReact(SearchResults);
