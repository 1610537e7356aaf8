/**
 * Load More's static files of a speciality, cut by content rather than by position (content-cuts.ts): the doctors
 * after the first 10 (ranked, src/lib/ranking.ts) are cut into chunks of CHUNK_MIN to CHUNK_MAX doctors, each named by
 * its last doctor. Load More still shows exactly 10 per click (src/lib/load-more.ts).
 */
import type { DoctorSummary } from '../api/schemas/doctor.ts';
import { cutByContent } from './content-cuts.ts';

/** The fewest doctors a chunk holds before a boundary ends it (fewer fetches per click on slow networks). */
export const CHUNK_MIN = 5;
/** The most doctors one chunk holds (a run of uids that mark no boundary ends here). */
export const CHUNK_MAX = 30;
/** The first chunk's name, fixed: the speciality's first page links to it without knowing its doctors. */
export const FIRST_CHUNK = 'start';

export interface DoctorChunk {
  /** The chunk's name in its URL: FIRST_CHUNK, or a name derived from its last doctor's uid. */
  readonly id: string;
  readonly doctors: readonly DoctorSummary[];
}

/**
 * The chunks of `doctors` (a list's doctors after its first page, in ranked order); none when there are none: Load
 * More shows only when more doctors follow, so no link leads to an empty chunk.
 */
export function chunkDoctors(doctors: readonly DoctorSummary[]): DoctorChunk[] {
  return cutByContent(doctors, ({ uid }) => uid, { min: CHUNK_MIN, max: CHUNK_MAX, odds: 7 }, FIRST_CHUNK).map(({ id, items }) => ({
    id,
    doctors: items,
  }));
}
