/**
 * Long lists at every scale: real cities list hundreds of doctors of one speciality (New York's family medicine,
 * thousands nationally) and of pharmacies or clinics, which the site pages (src/routes/list-pages.ts). The small datasets the
 * tests and the default build use have no list longer than a page, so one city gets this many more doctors of one
 * speciality and facilities of each kind. It is the largest city of the last state with listings: the listings after it, whose ids
 * (and uids) shift, are few, and its listings' ids stay contiguous, as the random samples' ranges need. They come from
 * a random stream of their own, so the rest of the dataset is as it was.
 */
export const LONG_LIST_CASE = {
  stateCode: 'WI',
  speciality: 'Family Medicine',
  /** About four pages' worth: a first page, middle pages and a last one. */
  doctors: 60,
  /** More hospitals, and facilities of each kind, in the same city: two or three pages each. */
  hospitals: 30,
  facilities: { pharmacy: 40, urgent_care: 30, group_practice: 30 },
  /** Added to the dataset's seed for this case's own random stream. */
  seedOffset: 7_919,
} as const;
