import { describe, expect, it } from 'vitest';
import {
  arrangeList,
  type FilterName,
  genderValue,
  type ListFilterState,
  type ListItemFacts,
  LIST_KINDS,
  parseListQuery,
  ratingValue,
  shownText,
  toListQuery,
} from '../../../src/lib/list-filters.ts';

const DOCTOR_FILTERS: readonly FilterName[] = LIST_KINDS.doctors.filters;
const HOSPITAL_FILTERS: readonly FilterName[] = LIST_KINDS.hospitals.filters;

describe('ratingValue', () => {
  it.each([
    // The spec's doctor rating: text containing 'ratings'.
    ['92 ratings', 92],
    ['100 ratings', 100],
    ['1 rating', 1],
    // Hospitals give the percent alone; a percent sign or spaces are the same rating.
    ['66', 66],
    [' 81% ', 81],
    ['87.5', 87.5],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(ratingValue(text)).toBe(expected);
  });

  it.each(['', '   ', 'N/A', 'ratings', '120', '-5', 'about 90', '9O ratings'])('finds no usable rating in %j', (text) => {
    expect(ratingValue(text)).toBeUndefined();
  });
});

describe('genderValue', () => {
  it.each([
    ['Female', 'female'],
    ['Male', 'male'],
    [' FEMALE ', 'female'],
    ['', undefined],
    ['Unknown', undefined],
    ['F', undefined],
  ])('reads %j as %s', (text, expected) => {
    expect(genderValue(text)).toBe(expected);
  });
});

describe('parseListQuery', () => {
  it.each<[string, readonly FilterName[], ListFilterState]>([
    ['', DOCTOR_FILTERS, { sort: 'ranked' }],
    // Earlier links sorted by 'rating' or 'recommended': both are the page's own order now, highest rated first.
    ['?gender=female&sort=rating', DOCTOR_FILTERS, { gender: 'female', sort: 'ranked' }],
    ['?sort=recommended', DOCTOR_FILTERS, { sort: 'ranked' }],
    ['gender=male&min-rating=80&sort=name', DOCTOR_FILTERS, { gender: 'male', minRating: 80, sort: 'name' }],
    ['?min-rating=90', DOCTOR_FILTERS, { minRating: 90, sort: 'ranked' }],
    // Unknown or invalid values are ignored, each on its own.
    ['?gender=other&min-rating=85&sort=price', DOCTOR_FILTERS, { sort: 'ranked' }],
    ['?gender=&min-rating=&sort=', DOCTOR_FILTERS, { sort: 'ranked' }],
    ['?min-rating=80.0&sort=name', DOCTOR_FILTERS, { sort: 'name' }],
    ['?min-rating=1e2', DOCTOR_FILTERS, { sort: 'ranked' }],
    ['?utm_source=mail&gender=female', DOCTOR_FILTERS, { gender: 'female', sort: 'ranked' }],
    // Hospitals filter by rating only (issue 46: hospitals can be filtered by rating).
    ['?gender=female&min-rating=60&sort=name', HOSPITAL_FILTERS, { minRating: 60, sort: 'name' }],
    // A list without filters only sorts.
    ['?gender=female&min-rating=60&sort=name', [], { sort: 'name' }],
  ])('reads %j', (search, offered, expected) => {
    expect(parseListQuery(search, offered)).toEqual(expected);
  });
});

describe('toListQuery', () => {
  it.each<[ListFilterState, string, string]>([
    [{ gender: 'female', sort: 'ranked' }, '', '?gender=female'],
    [{ gender: 'male', minRating: 70, sort: 'name' }, '', '?gender=male&min-rating=70&sort=name'],
    // The full list in the page's (ranked) order has no query.
    [{ sort: 'ranked' }, '', ''],
    [{ sort: 'ranked' }, '?gender=female&sort=rating', ''],
    // The page's other parameters stay; the old filter keys are replaced.
    [{ sort: 'name' }, '?utm_source=mail&sort=rating&gender=male', '?utm_source=mail&sort=name'],
  ])('writes %j (from %j) as %j', (state, search, expected) => {
    expect(toListQuery(state, search)).toBe(expected);
  });

  it('reads back the state it wrote', () => {
    const state: ListFilterState = { gender: 'female', minRating: 60, sort: 'name' };
    expect(parseListQuery(toListQuery(state), DOCTOR_FILTERS)).toEqual(state);
  });
});

describe('arrangeList', () => {
  // A speciality list as the page has it, ranked (src/lib/ranking.ts): three doctors without a usable rating last.
  const doctors: ListItemFacts[] = [
    { index: 0, name: 'linda Padilla', gender: 'female', rating: 92 },
    { index: 1, name: 'Marie Morales', gender: 'female', rating: 92 },
    { index: 2, name: 'Ryan Baldwin', gender: 'male', rating: 92 },
    { index: 3, name: 'Victoria Brewer', gender: 'female', rating: 81 },
    { index: 4, name: 'Jin Fisher', gender: 'male', rating: 70 },
    { index: 5, name: 'Alex Doe' },
    { index: 6, name: 'Amy K. Garza', gender: 'female' },
    { index: 7, name: "Carolyn M. D'Amico", gender: 'female' },
  ];
  const names = (state: ListFilterState) => arrangeList(doctors, state).map((doctor) => doctor.name);

  it.each<[string, ListFilterState, string[]]>([
    [
      'the full list in the page order: highest rated first',
      { sort: 'ranked' },
      ['linda Padilla', 'Marie Morales', 'Ryan Baldwin', 'Victoria Brewer', 'Jin Fisher', 'Alex Doe', 'Amy K. Garza', "Carolyn M. D'Amico"],
    ],
    [
      'by name, whatever the case',
      { sort: 'name' },
      ['Alex Doe', 'Amy K. Garza', "Carolyn M. D'Amico", 'Jin Fisher', 'linda Padilla', 'Marie Morales', 'Ryan Baldwin', 'Victoria Brewer'],
    ],
    [
      'only women, highest rated first',
      { gender: 'female', sort: 'ranked' },
      ['linda Padilla', 'Marie Morales', 'Victoria Brewer', 'Amy K. Garza', "Carolyn M. D'Amico"],
    ],
    ['only men, a doctor of no known gender left out', { gender: 'male', sort: 'ranked' }, ['Ryan Baldwin', 'Jin Fisher']],
    ['a minimum rating hides the unrated', { minRating: 80, sort: 'ranked' }, ['linda Padilla', 'Marie Morales', 'Ryan Baldwin', 'Victoria Brewer']],
    ['a minimum rating is inclusive', { minRating: 70, gender: 'male', sort: 'name' }, ['Jin Fisher', 'Ryan Baldwin']],
    ['men rated 90% and up', { minRating: 90, gender: 'male', sort: 'ranked' }, ['Ryan Baldwin']],
    ['women rated 60% and up', { minRating: 60, gender: 'female', sort: 'ranked' }, ['linda Padilla', 'Marie Morales', 'Victoria Brewer']],
  ])('%s', (_case, state, expected) => {
    expect(names(state)).toEqual(expected);
  });

  it('leaves the list it was given as it was', () => {
    const before = doctors.map((doctor) => doctor.index);
    arrangeList(doctors, { sort: 'name' });
    expect(doctors.map((doctor) => doctor.index)).toEqual(before);
  });

  it('gives nothing when no listing passes', () => {
    expect(arrangeList(doctors.slice(0, 2), { gender: 'male', sort: 'ranked' })).toEqual([]);
  });
});

describe('shownText', () => {
  const doctors = { one: 'doctor', many: 'doctors' };
  it.each<[number, number, ListFilterState['sort'], string]>([
    [4, 12, 'ranked', 'Showing 4 of 12 doctors, highest rated first'],
    [12, 12, 'name', 'Showing 12 of 12 doctors, by name'],
    [1, 1, 'ranked', 'Showing 1 of 1 doctor, highest rated first'],
  ])('%d of %d, %s', (shown, total, sort, expected) => {
    expect(shownText(shown, total, doctors, sort)).toBe(expected);
  });
});
