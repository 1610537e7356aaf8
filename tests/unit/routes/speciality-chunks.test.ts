/** Load More's chunks: every doctor once and in order, bounded sizes, and a change that stays where it happens. */
import { describe, expect, it } from 'vitest';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
import { CHUNK_MAX, CHUNK_MIN, chunkDoctors, FIRST_CHUNK } from '../../../src/routes/speciality-chunks.ts';

const doctor = (uid: string): DoctorSummary => ({
  state: 'California',
  city: 'Los Angeles',
  specialtyName: 'Dentist',
  doctorName: `Doctor ${uid}`,
  uid,
  docImage: '',
  gender: 'F',
  rating: '90 ratings',
  address: '1 Main St',
});
const doctors = (from: number, count: number) => Array.from({ length: count }, (_, index) => doctor(String(1_000_000 + from + index)));
const uidsOf = (chunks: ReturnType<typeof chunkDoctors>) => chunks.flatMap((chunk) => chunk.doctors.map(({ uid }) => uid));
/** The chunks as files: a chunk's name and what its JSON holds (its doctors and the next chunk's name). */
const filesOf = (list: readonly DoctorSummary[]) => {
  const chunks = chunkDoctors(list);
  return new Map(chunks.map((chunk, index) => [chunk.id, JSON.stringify([chunk.doctors, chunks[index + 1]?.id ?? null])]));
};
const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id)).length;

describe('chunkDoctors', () => {
  const list = doctors(0, 2_000);
  const chunks = chunkDoctors(list);

  it('keeps every doctor once, in the API’s order', () => {
    expect(uidsOf(chunks)).toEqual(list.map(({ uid }) => uid));
  });

  it(`holds ${CHUNK_MIN} to ${CHUNK_MAX} doctors a chunk (the last may hold fewer), about a page’s worth on average`, () => {
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.doctors.length).toBeGreaterThanOrEqual(CHUNK_MIN);
      expect(chunk.doctors.length).toBeLessThanOrEqual(CHUNK_MAX);
    }
    const mean = list.length / chunks.length;
    expect(mean).toBeGreaterThan(8);
    expect(mean).toBeLessThan(16);
  });

  it('names the first chunk start and the others by their last doctor, each name once and URL-safe', () => {
    expect(chunks[0]?.id).toBe(FIRST_CHUNK);
    const ids = chunks.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('gives the same doctor listed twice two names', () => {
    // Two runs of the same 400 doctors: every chunk of the second ends with a doctor the first already ended with.
    const twice = chunkDoctors([...doctors(0, 400), ...doctors(0, 400)]);
    const ids = twice.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(uidsOf(twice)).toHaveLength(800);
  });

  it('has no chunk when no doctor follows the first page (Load More then does not show: issue 46, item 9)', () => {
    expect(chunkDoctors([])).toEqual([]);
  });

  it('changes a few files, not every file after it, when a doctor joins or leaves early in the list', () => {
    const before = filesOf(list);
    const withOneMore = filesOf([...list.slice(0, 30), doctor('9999999'), ...list.slice(30)]);
    const withOneLess = filesOf([...list.slice(0, 30), ...list.slice(31)]);
    // Positional pages of 10 would change every page from the fourth on: about 197 of 200.
    expect(changedFiles(before, withOneMore)).toBeLessThanOrEqual(4);
    expect(changedFiles(before, withOneLess)).toBeLessThanOrEqual(4);
    expect(changedFiles(before, filesOf(list))).toBe(0);
  });
});
