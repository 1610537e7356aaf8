/**
 * 'Load More' of a speciality page: fetches the next 10 doctors from the static JSON emitted at build and appends
 * them; the button shows while the last page held exactly 10 (spec section 4). Before it runs (no JavaScript, or
 * not hydrated yet), 'Load More' is a link to the next page as static HTML (/specialities/{segment}/page/N/).
 */
import { useEffect, useState } from 'react';
import { DoctorCardView } from '../components/DoctorCardView.tsx';
import type { DoctorCard } from '../lib/cards.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';

interface SpecialityJsonPage {
  readonly doctors: DoctorCard[];
  readonly hasMore: boolean;
}

export interface LoadMoreProps {
  /** The address of page N's JSON, with `{page}` standing for N. */
  readonly pageUrlTemplate: string;
  /** The address of page N as HTML, with `{page}` standing for N: the link that works without JavaScript. */
  readonly pageHrefTemplate: string;
  /** The first page to load (2 on the speciality page, N + 1 on its page N). */
  readonly startPage: number;
  readonly firstPageHasMore: boolean;
}

function isJsonPage(value: unknown): value is SpecialityJsonPage {
  return typeof value === 'object' && value !== null && Array.isArray((value as SpecialityJsonPage).doctors);
}

export default function LoadMore({ pageUrlTemplate, pageHrefTemplate, startPage, firstPageHasMore }: LoadMoreProps) {
  const [doctors, setDoctors] = useState<DoctorCard[]>([]);
  const [nextPage, setNextPage] = useState(startPage);
  const [hasMore, setHasMore] = useState(firstPageHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Until this script runs, the server-rendered link leads to the next page, so no click is lost or disabled.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const page: unknown = await withProgress(async () => {
        const response = await fetch(pageUrlTemplate.replace('{page}', String(nextPage)));
        return response.ok ? response.json() : undefined;
      });
      if (!isJsonPage(page)) throw new Error(`page ${nextPage} is not available`);
      setDoctors((shown) => [...shown, ...page.doctors]);
      setHasMore(page.hasMore);
      setNextPage((n) => n + 1);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {doctors.length > 0 && (
        <ul className="cards load-more-list" aria-live="polite">
          {doctors.map((doctor) => (
            <DoctorCardView key={`${doctor.name}-${doctor.href ?? ''}`} doctor={doctor} />
          ))}
        </ul>
      )}
      {hasMore && (
        <p className="load-more">
          {ready ? (
            <button className="button" type="button" onClick={loadMore} disabled={loading}>
              {loading ? 'Loading...' : 'Load More'}
            </button>
          ) : (
            <a className="button" href={pageHrefTemplate.replace('{page}', String(nextPage))}>
              Load More
            </a>
          )}
          {failed && <span role="alert"> Could not load more doctors. Please try again.</span>}
        </p>
      )}
    </>
  );
}

renderedByReact(LoadMore);
