/**
 * 'Load More' of a speciality page: reads the speciality's chunks (static JSON emitted at build, cut by content:
 * src/routes/speciality-chunks.ts) and appends exactly the next 10 doctors per click; the button shows while the
 * last page held exactly 10 (spec section 4, src/lib/load-more.ts). The cards it adds go into the page's own list
 * (a portal), so they continue its grid. Without JavaScript, 'Load More' is a link to the next chunk as static HTML
 * (/specialities/{segment}/more/{chunk}/); with it, a tap before hydration is held by the page's early script
 * (src/lib/held-taps.ts) and read here when the island wakes: the page, and its first doctors, stay.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DoctorCardView } from './cards/DoctorCardView.tsx';
import type { DoctorCard } from '../data/cards.ts';
import { HOLD_TAP_PROP, takePendingTap } from '../lib/held-taps.ts';
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
  /** The id of the page's list of doctors (`ul`), which the cards read join. */
  readonly listId: string;
}

/** A card as the chunk's JSON holds it: its texts are texts (photo and link may be absent). */
const isDoctorCard = (value: unknown): value is DoctorCard =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'speciality', 'rating', 'address'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

export default function LoadMore({ chunkUrlTemplate, chunkHrefTemplate, firstChunk, startsList, firstPageHasMore, listId }: LoadMoreProps) {
  const [doctors, setDoctors] = useState<DoctorCard[]>([]);
  const [added, setAdded] = useState(0);
  const [paging, setPaging] = useState<LoadMoreState<DoctorCard>>({ buffered: [], next: firstChunk, shown: 0 });
  const [hasMore, setHasMore] = useState(firstPageHasMore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Until this script runs, the server-rendered link leads to the next chunk (without JavaScript), or the page's early
  // script holds a tap on it: read now, once.
  const [ready, setReady] = useState(false);
  const [list, setList] = useState<HTMLElement | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on hydration; `loadMore` reads the first state.
  useEffect(() => {
    setList(document.getElementById(listId));
    setReady(true);
    if (takePendingTap(link.current)) void loadMore();
  }, []);

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
      setAdded(page.length);
      setHasMore(showsMoreAfter(page));
    } else setFailed(true);
    setLoading(false);
  }

  const cards = doctors.map((doctor) => <DoctorCardView key={`${doctor.name}-${doctor.href ?? ''}`} doctor={doctor} />);
  return (
    <>
      {cards.length > 0 && (list ? createPortal(cards, list) : <ul className="cards">{cards}</ul>)}
      <p className="visually-hidden" role="status">
        {added > 0 ? `${added} more ${added === 1 ? 'doctor' : 'doctors'} shown.` : ''}
      </p>
      {hasMore && (
        <p className="load-more">
          {ready ? (
            <button className="button" type="button" onClick={loadMore} disabled={loading}>
              {loading ? 'Loading...' : 'Load More'}
            </button>
          ) : (
            paging.next !== null && (
              <a className="button" href={chunkHrefTemplate.replace('{chunk}', paging.next)} ref={link} {...HOLD_TAP_PROP}>
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
