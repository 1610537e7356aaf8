/** A page's address back to its route, as the night report and the merge's removal guard count pages. */
import { describe, expect, it } from 'vitest';
import { fillPattern, ROUTE_PATTERNS, routeOfPath, urlOfOutputFile } from '../../../src/routes/route-of-path.ts';
import { outputFileOf } from '../../../src/integrations/build-report.ts';

describe('routeOfPath', () => {
  it.each([
    ['/', '/'],
    ['/best-doctors/', '/best-doctors'],
    ['/best-doctors/texas/', '/best-doctors/[state]'],
    ['/best-doctors/texas/austin/', '/best-doctors/[state]/[city]'],
    ['/best-doctors/texas/austin/cardiology/', '/best-doctors/[state]/[city]/[speciality]'],
    ['/best-doctors/texas/austin/cardiology/jane-doe-12', '/best-doctors/[state]/[city]/[speciality]/[doctor]'],
    ['/specialities/best-doctors-for-cardiology/', '/specialities/[speciality]'],
    ['/specialities/best-doctors-for-cardiology/more/start/', '/specialities/[speciality]/more/[chunk]'],
    ['/specialities/best-doctors-for-cardiology/more-start.json', '/specialities/[speciality]/[chunk].json'],
    ['/specialities/best-doctors-for-cardiology/jane-doe-12', '/specialities/[speciality]/[doctor]'],
    ['/best-pharmacies/texas/austin/cvs-9', '/best-pharmacies/[state]/[city]/[listing]'],
    ['/blogs/sections/heart.json', '/blogs/sections/[section].json'],
    ['/blogs/eat-well', '/blogs/[slug]'],
  ])('%s is a page of %s', (url, pattern) => {
    expect(routeOfPath(url)).toBe(pattern);
    // The same page named by its output file.
    expect(routeOfPath(outputFileOf(url).slice(1))).toBe(pattern);
    expect(urlOfOutputFile(outputFileOf(url))).toBe(url);
  });

  it('knows every route, and no path no route makes', () => {
    expect(ROUTE_PATTERNS).toContain('/best-hospitals/[state]/[city]/[hospital]');
    expect(routeOfPath('/_astro/index.abc123.js')).toBeUndefined();
    expect(routeOfPath('/best-doctors/a/b/c/d/e/f')).toBeUndefined();
  });

  it('fills a pattern with its params', () => {
    expect(fillPattern('/best-doctors/[state]/[city]', { state: 'texas', city: 'austin' })).toBe('/best-doctors/texas/austin');
  });
});
