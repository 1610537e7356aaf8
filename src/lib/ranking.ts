/**
 * The order of every list titled Best: highest rated first; then by name (A–Z, case and accents aside, numbers by
 * value); then by uid, so equal names keep one order every night whatever the API's order. A listing without a
 * usable rating comes after every rated one. The data has no number of reviews, so none breaks a tie.
 */
import { ratingValue } from './list-filters.ts';

/** What ranking reads of a listing: its rating as the API wrote it ('' when none), its name and its uid. */
export interface Rankable {
  readonly rating: string;
  readonly name: string;
  readonly uid: string;
}

const NAMES = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Compares two listings in ranked order (negative: `a` first). */
export function compareRanked(a: Rankable, b: Rankable): number {
  return compareKeys(keyOf(a), keyOf(b));
}

/** A listing's rating read once, not at every comparison of a sort. */
interface RankKey {
  readonly rating: number | undefined;
  readonly name: string;
  readonly uid: string;
}

const keyOf = ({ rating, name, uid }: Rankable): RankKey => ({ rating: ratingValue(rating), name, uid });

function compareKeys(a: RankKey, b: RankKey): number {
  if (a.rating !== b.rating) {
    if (a.rating === undefined) return 1;
    if (b.rating === undefined) return -1;
    return b.rating - a.rating;
  }
  return NAMES.compare(a.name, b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

/** A copy of `items` in ranked order, each read through `facts` (a doctor's name is its doctorName, …). */
export function ranked<T>(items: readonly T[], facts: (item: T) => Rankable): T[] {
  const keyed = items.map((item) => ({ item, key: keyOf(facts(item)) }));
  return keyed.sort((a, b) => compareKeys(a.key, b.key)).map(({ item }) => item);
}

/** Ranking facts of a doctor of any list (summary, hospital's or group practice's doctor). */
export const doctorRanking = (doctor: { readonly rating: string; readonly doctorName: string; readonly uid: string }): Rankable => ({
  rating: doctor.rating,
  name: doctor.doctorName,
  uid: doctor.uid,
});

/** Ranking facts of a hospital of a list. */
export const hospitalRanking = (hospital: { readonly rating: string; readonly hospitalName: string; readonly uid: string }): Rankable => ({
  rating: hospital.rating,
  name: hospital.hospitalName,
  uid: hospital.uid,
});
