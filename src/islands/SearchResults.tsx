/**
 * The results page of a search: the search form filled in with what was asked (to refine it), what the query was
 * read as, the listings that match, the directory pages of the place and speciality asked, and, when nothing
 * matches, the nearest cities with listings of the kind. Renders nothing before it runs: without JavaScript the
 * page's one message stands alone.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ListingEntry, SearchKind } from '../search/index-format.ts';
import { SEARCH_KIND_NAME_LABELS, SEARCH_KIND_PLURALS } from '../search/kinds.ts';
import { createBrowserSearch, stateNameOf, type BrowseLink, type SearchAnswer } from '../search/query.ts';
import { nearestOfKind } from '../near/client.ts';
import { formatMiles } from '../near/distance.ts';
import type { NearResult } from '../near/nearest.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';
import SearchBox from './SearchBox.tsx';
import { type AskedQuery, askedQuery } from '../search/asked.ts';

const RESULT_LIMIT = 100;

type Query = AskedQuery;
const readQuery = askedQuery;

/** What the answer is about, as a heading: 'Cardiologists in Chicago, IL', 'Doctors matching “Dr. Bonnie”'. */
function headingOf(query: Query, answer: SearchAnswer | undefined): string {
  const plural = SEARCH_KIND_PLURALS[query.kind];
  const understood = answer?.understood;
  if (!understood) return `${plural} matching “${query.q}”${query.city ? ` in ${query.city}` : ''}`;
  const what = understood.speciality ? (query.kind === 'doctor' ? understood.speciality : `${plural} · ${understood.speciality}`) : plural;
  const named = understood.nameWords.length > 0 ? ` matching “${query.q}”` : '';
  const names = new Set(understood.cities.map((city) => city[0]));
  const states = new Set(understood.cities.map((city) => city[1]));
  const [first] = understood.cities;
  const where = first
    ? names.size === 1 && states.size === 1
      ? ` in ${first[0]}, ${first[1]}`
      : ` in ${first[0]}`
    : understood.unknownCity
      ? ` in “${query.city || understood.unknownCity}”`
      : understood.stateCode
        ? ` in ${stateNameOf(understood.stateCode)}`
        : '';
  return `${what}${named}${where}`;
}

const browseLabel = (link: BrowseLink, plural: string): string =>
  link.what === 'speciality' ? `${link.label} across the US` : `${plural} in ${link.label}`;

export interface SearchResultsProps {
  /** Each kind's directory, where a visitor browses instead. */
  readonly directories: Readonly<Record<SearchKind, string>>;
}

export default function SearchResults({ directories }: SearchResultsProps) {
  const search = useMemo(() => createBrowserSearch(), []);
  const [query, setQuery] = useState<Query | undefined>(undefined);
  const [answer, setAnswer] = useState<SearchAnswer | undefined>(undefined);
  const [near, setNear] = useState<{ label: string; cities: readonly NearResult[] } | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const current = readQuery();
    setQuery(current);
    withProgress(async () => {
      const found = await search.search(current.kind, current.q, current.city, RESULT_LIMIT);
      setAnswer(found);
      if (found.entries.length > 0) return;
      // Nothing here: the nearest cities that have some, when the place asked is known.
      const where = await search.whereNear(found).catch(() => undefined);
      if (!where) return;
      const cities = await nearestOfKind(current.kind, where.point).catch(() => []);
      const browsed = new Set(found.browse.map((link) => link.href));
      setNear({ label: where.label, cities: cities.filter((city) => !browsed.has(city.city[2])) });
    }).catch(() => setFailed(true));
  }, [search]);

  if (!query) return null;
  const plural = SEARCH_KIND_PLURALS[query.kind];
  const root = directories[query.kind];
  const shown = answer?.entries.length ?? 0;
  return (
    <>
      <SearchBox
        kind={query.kind}
        chooseKind
        namePlaceholder={SEARCH_KIND_NAME_LABELS[query.kind]}
        label="Search again"
        initialName={query.q}
        initialCity={query.city}
      />
      <section aria-live="polite" aria-busy={!answer && !failed}>
        <h2>{headingOf(query, answer)}</h2>
        {failed && (
          <p>
            Search is not available right now. <a href={root}>Browse {plural.toLowerCase()} by state</a> instead.
          </p>
        )}
        {!failed && !answer && <p>Searching…</p>}
        {answer && shown === 0 && (
          <>
            <p>No results found.</p>
            {answer.didYouMean.length > 0 && (
              <>
                <h3>Cities with {plural.toLowerCase()} whose name starts so</h3>
                <ul className="search-links">
                  {answer.didYouMean.map((city) => (
                    <li key={city[2]}>
                      <a href={city[2]}>
                        {city[0]}, {city[1]}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        {answer && shown > 0 && (
          <>
            <p className="search-answer">
              {answer.total !== undefined && answer.total > shown
                ? `Showing the first ${shown} of ${answer.total.toLocaleString('en-US')}, best rated first.`
                : !answer.complete
                  ? 'These are the first matches: add a city, a state or more of the name to narrow them.'
                  : `${shown} found.`}
            </p>
            <ul className="cards">
              {answer.entries.map((entry: ListingEntry) => (
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
        {answer && (answer.browse.length > 0 || near) && (
          <>
            <h3>{shown === 0 ? 'Near what you asked' : 'Browse the directory'}</h3>
            <ul className="search-links">
              {answer.browse.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{browseLabel(link, plural)}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        {near && near.cities.length > 0 && (
          <>
            <h3>
              Nearest cities with {plural.toLowerCase()} to {near.label}
            </h3>
            <ul className="search-links">
              {near.cities.map(({ city, miles }) => (
                <li key={city[2]}>
                  <a href={city[2]}>
                    {city[0]}, {city[1]}
                  </a>{' '}
                  — {formatMiles(miles)}
                </li>
              ))}
            </ul>
          </>
        )}
        {answer && shown === 0 && (
          <p>
            <a href={root}>Browse {plural.toLowerCase()} by state</a>
          </p>
        )}
      </section>
    </>
  );
}

renderedByReact(SearchResults);
