import { describe, expect, it } from 'vitest';
import { isDetailPath, toCanonicalPath } from '../../../src/routes/urls.ts';

describe('canonical paths', () => {
  it.each([
    ['/', '/'],
    ['/best-doctors', '/best-doctors/'],
    ['/best-doctors/texas/austin/dentist', '/best-doctors/texas/austin/dentist/'],
    ['/best-doctors/texas/austin/dentist/ann-lee-1234567893/', '/best-doctors/texas/austin/dentist/ann-lee-1234567893'],
    ['/best-hospitals/texas/austin/st-davids-450001.html', '/best-hospitals/texas/austin/st-davids-450001'],
    ['/best-pharmacies/texas/austin', '/best-pharmacies/texas/austin/'],
    ['/specialities/best-doctors-for-dentist', '/specialities/best-doctors-for-dentist/'],
    ['/blogs/sleep-and-adhd', '/blogs/sleep-and-adhd'],
    ['/blogs', '/blogs/'],
    ['/contact-us', '/contact-us/'],
    // Data files keep their names: the blog tabs' JSON sits where a list page's folder would.
    ['/blogs/sections/dentalcare.json', '/blogs/sections/dentalcare.json'],
    ['/specialities/best-doctors-for-dentist/more-start.json', '/specialities/best-doctors-for-dentist/more-start.json'],
    ['/404.html', '/404'],
  ])('%s → %s', (path, canonical) => {
    expect(toCanonicalPath(path)).toBe(canonical);
  });

  it('tells detail pages from list pages', () => {
    expect(isDetailPath('/best-urgent-care/ohio/dayton/x-1')).toBe(true);
    expect(isDetailPath('/best-urgent-care/ohio/dayton')).toBe(false);
  });
});
