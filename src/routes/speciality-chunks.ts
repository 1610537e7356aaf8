/**
 * Load More's static files of a speciality, cut by content rather than by position. The API pages a speciality 10 at
 * a time; a doctor added or removed early shifts every later page, so positional files (page 2, 3, …) nearly all
 * change every night. Here the doctors after the first 10 (ranked, src/lib/ranking.ts) are cut into chunks that end after a doctor whose uid
 * marks a boundary (about one in seven), once the chunk holds CHUNK_MIN, or after CHUNK_MAX doctors: a change touches
 * the chunk it falls in (and the one before, whose `next` names it), not the ones after. A chunk is named by its last doctor, so its name holds
 * while its doctors do. Load More still shows exactly 10 per click (src/lib/load-more.ts).
 */
import type { DoctorSummary } from '../api/schemas/doctor.ts';
import { stableHash } from '../lib/stable-hash.ts';

/** The fewest doctors a chunk holds before a boundary ends it (fewer fetches per click on slow networks). */
export const CHUNK_MIN = 5;
/** The most doctors one chunk holds (a run of uids that mark no boundary ends here). */
export const CHUNK_MAX = 30;
/** The first chunk's name, fixed: the speciality's first page links to it without knowing its doctors. */
export const FIRST_CHUNK = 'start';
/** One doctor in BOUNDARY_ODDS marks a boundary: chunks hold about CHUNK_MIN + BOUNDARY_ODDS doctors. */
const BOUNDARY_ODDS = 7;

export interface DoctorChunk {
  /** The chunk's name in its URL: FIRST_CHUNK, or a name derived from its last doctor's uid. */
  readonly id: string;
  readonly doctors: readonly DoctorSummary[];
}

/** Whether a chunk ends after this doctor, whatever comes before or after it. */
const endsChunk = (uid: string): boolean => stableHash(`chunk:${uid}`) % BOUNDARY_ODDS === BOUNDARY_ODDS - 1;

/** A chunk's name from its last doctor's uid: short, URL-safe and the same wherever the doctor moves in the list. */
const nameAfter = (uid: string): string => stableHash(uid).toString(36);

/**
 * The chunks of `doctors` (a list's doctors after its first page, in ranked order); none when there are none: Load
 * More shows only when more doctors follow, so no link leads to an empty chunk.
 */
export function chunkDoctors(doctors: readonly DoctorSummary[]): DoctorChunk[] {
  const chunks: DoctorChunk[] = [];
  const taken = new Set<string>([FIRST_CHUNK]);
  let current: DoctorSummary[] = [];
  const close = (last: DoctorSummary) => {
    let id = chunks.length === 0 ? FIRST_CHUNK : nameAfter(last.uid);
    // The same doctor listed twice (or two uids of one name): the later chunk takes a suffix.
    for (let n = 2; chunks.length > 0 && taken.has(id); n++) id = `${nameAfter(last.uid)}-${n}`;
    taken.add(id);
    chunks.push({ id, doctors: current });
    current = [];
  };
  for (const doctor of doctors) {
    current.push(doctor);
    if ((current.length >= CHUNK_MIN && endsChunk(doctor.uid)) || current.length === CHUNK_MAX) close(doctor);
  }
  const last = current.at(-1);
  if (last) close(last);
  return chunks;
}
