/**
 * 'Load More' of a speciality page: reads the speciality's chunks (static JSON emitted at build, cut by content:
 * src/routes/speciality-chunks.ts) and appends exactly the next 10 doctors per click; the button shows while the
 * last page held exactly 10 (spec section 4, src/lib/load-more.ts). Before it runs (no JavaScript, or not hydrated
 * yet), 'Load More' is a link to the next chunk as static HTML (/specialities/{segment}/more/{chunk}/).
 */
import { useEffect, useState } from 'react';
import { DoctorCardView } from './cards/DoctorCardView.tsx';
import type { DoctorCard } from '../data/cards.ts';
import { CHUNK_GONE, isChunk, showsMoreAfter, takePage, type LoadMoreChunk, type LoadMoreState } from '../lib/load-more.ts';
import { withProgress } from '../lib/progress.ts';
import { renderedByReact } from '../lib/react-renderer-tag.ts';

export interface LoadMoreProps {
  /** The address of a chunk's JSON, with `{chunk}` standing for its name. */
  readonly chunkUrlTemplate: string;
  /** The address of a chunk as HTML, with `{chunk}` standing for its name: the link that works without JavaScript. */
  readonly chunkHrefTemplate: string;
  /** The chunk to read first. */
  readonly firstChunk: string;
  /** Whether the chunk to read first is the list's first (on the speciality page): a chunk gone since the page
   * loaded is then found again by reading the new list from it. */
  readonly startsList?: boolean;
  readonly firstPageHasMore: boolean;
}

/** A card as the chunk's JSON holds it: its texts are texts (photo and link may be absent). */
const isDoctorCard = (value: unknown): value is DoctorCard =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'speciality', 'rating', 'address'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

export default function LoadMore({ chunkUrlTemplate, chunkHrefTemplate, firstChunk, startsList, firstPageHasMore }: LoadMoreProps) {
  const [doctors, setDoctors] = useState<DoctorCard[]>([]);
  const [paging, setPaging] = useState<LoadMoreState<DoctorCard>>({ buffered: [], next: firstChunk, shown: 0 });
  const [hasMore, setHasMore] = useState(firstPageHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Until this script runs, the server-rendered link leads to the next chunk, so no click is lost or disabled.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function readChunk(chunk: string): Promise<LoadMoreChunk<DoctorCard> | typeof CHUNK_GONE> {
    const response = await fetch(chunkUrlTemplate.replace('{chunk}', chunk));
    if (response.status === 404) return CHUNK_GONE;
    const body: unknown = response.ok ? await response.json() : undefined;
    if (!isChunk(body) || !body.doctors.every(isDoctorCard)) throw new Error(`chunk ${chunk} is not available`);
    return { doctors: body.doctors.filter(isDoctorCard), next: body.next };
  }

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    const { page, state } = await withProgress(() => takePage(paging, readChunk, startsList ? firstChunk : undefined));
    setPaging(state);
    if (page) {
      setDoctors((shown) => [...shown, ...page]);
      setHasMore(showsMoreAfter(page));
    } else setFailed(true);
    setLoading(false);
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
            paging.next !== null && (
              <a className="button" href={chunkHrefTemplate.replace('{chunk}', paging.next)}>
                Load More
              </a>
            )
          )}
          {failed && <span role="alert"> Could not load more doctors. Please try again.</span>}
        </p>
      )}
    </>
  );
}

renderedByReact(LoadMore);
