/** A page's URL from its route's pattern: list pages end with a slash, detail pages and data files do not. */
import { describe, expect, it } from 'vitest';
import { isDetailPath, urlOf } from '../../../src/routes/url-of.ts';
import { BLOG, DOCTOR_DETAIL, DOCTOR_STATE, HOME, HOSPITALS_HOME, PHARMACY, SPECIALITY_CHUNK_JSON } from '../../../src/routes/table.ts';

describe('urlOf', () => {
  it.each([
    ['the home page', urlOf(HOME), '/'],
    ['a directory', urlOf(HOSPITALS_HOME), '/best-hospitals/'],
    ['a list page', urlOf(DOCTOR_STATE, { state: 'texas' }), '/best-doctors/texas/'],
    ['a facility list page', urlOf(PHARMACY.city, { state: 'texas', city: 'el-paso' }), '/best-pharmacies/texas/el-paso/'],
    [
      'a detail page',
      urlOf(DOCTOR_DETAIL, { state: 'texas', city: 'houston', speciality: 'dentist', doctor: 'ann-lee-12' }),
      '/best-doctors/texas/houston/dentist/ann-lee-12',
    ],
    ['a blog', urlOf(BLOG, { slug: 'sleep-well' }), '/blogs/sleep-well'],
    [
      'a data file',
      urlOf(SPECIALITY_CHUNK_JSON, { speciality: 'best-doctors-for-dentist', chunk: 'more-a1' }),
      '/specialities/best-doctors-for-dentist/more-a1.json',
    ],
  ])('%s', (_what, url, expected) => expect(url).toBe(expected));

  it('says which param is missing rather than writing a URL with a hole', () => {
    expect(() => urlOf(DOCTOR_STATE, {})).toThrow(/'state'/);
  });
});

describe('isDetailPath', () => {
  it.each([
    ['/best-doctors/texas/houston/dentist/ann-lee-12', true],
    ['/best-doctors/texas/houston/dentist/', false],
    ['/best-urgent-care/ohio/akron/care-now-7', true],
    ['/specialities/best-doctors-for-dentist/ann-lee-12', true],
    ['/specialities/best-doctors-for-dentist/more/a1/', false],
    ['/blogs/sleep-well', true],
    ['/blogs/', false],
    ['/', false],
  ])('%s: %s', (path, expected) => expect(isDetailPath(path)).toBe(expected));
});
