/**
 * Long lists at every scale: real cities list hundreds of doctors of one speciality (New York's family medicine,
 * thousands nationally) and of hospitals, pharmacies or clinics, which the site pages (src/routes/list-pages.ts). The
 * small datasets the tests and the default build use have no list longer than a page, so one city gets this many more
 * listings: doctors of one speciality and listings of each kind. It is the largest city of the last state with
 * listings, so its listings' ids stay contiguous (the random samples' ranges need them so) and the rows after them are
 * few. They have identifiers and a random stream of their own: every listing outside that state is as it was (checked
 * against the dataset before them), and in it only its doctors' affiliations and the doctors drawn after them differ.
 */
export const LONG_LIST_CASE = {
  stateCode: 'WI',
  // Not Family Medicine: the screenshots show that speciality's national list, whose first doctors these would be.
  speciality: 'Internal Medicine',
  /** About four pages' worth: a first page, middle pages and a last one. */
  doctors: 60,
  /** More hospitals, and facilities of each kind, in the same city: two or three pages each. */
  hospitals: 30,
  facilities: { pharmacy: 40, urgent_care: 30, group_practice: 30 },
  // The first of these group practices counts every added doctor among its providers: a practice of several pages.
  /** Where the long lists' identifiers start, apart from every other listing's: NPI indexes (doctors' run from 0 to at
   * most 5,000,000, organisations' from 150,000,000), pharmacy numbers, a state's CCN sequence (a state has at most a
   * few thousand hospitals). */
  identifiersFrom: { doctorNpi: 145_000_000, organisationNpi: 140_000_000, pharmacy: 8_500_000, hospitalSequence: 9_000 },
  /** Added to the dataset's seed for this case's own random stream. */
  seedOffset: 7_919,
} as const;
