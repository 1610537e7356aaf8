/** The removal guard's verdict on counted pages: the site, a route and an area each have their limit. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOVAL_LIMITS, describeRefusal, RemovalTally, tallyOfPageList } from '../../../scripts/guards/removal-guard.ts';
import { areaOf } from '../../../src/routes/route-of-path.ts';

const DETAIL = '/best-doctors/[state]/[city]/[speciality]/[doctor]';
const CITY = '/best-doctors/[state]/[city]';

/** A site of `states` states with `doctors` doctor pages and one city page each. */
function siteOf(states: number, doctors: number): Array<[string, string]> {
  return Array.from({ length: states }, (_, state) => [
    [CITY, `/best-doctors/state-${state}/city/`] as [string, string],
    ...Array.from({ length: doctors }, (_, doctor) => [DETAIL, `/best-doctors/state-${state}/city/cardiology/dr-${doctor}`] as [string, string]),
  ]).flat();
}

function tallyOf(site: Array<[string, string]>, removed: (url: string) => boolean): RemovalTally {
  const tally = new RemovalTally();
  for (const [route, url] of site) tally.countBefore(route, url);
  const gone = site.filter(([, url]) => removed(url));
  for (const [route, url] of gone) tally.countRemoved(route, url);
  tally.countAfter(site.length - gone.length);
  return tally;
}

describe('the removal guard', () => {
  it('passes a realistic night: a few pages in many places', () => {
    const site = siteOf(50, 100);
    const verdict = tallyOf(site, (url) => /dr-(7|42)$/.test(url)).decide(DEFAULT_REMOVAL_LIMITS);
    expect(verdict.removed).toBe(100);
    expect(verdict.removedShare).toBeCloseTo(100 / 5050);
    expect(verdict.refused).toBe(false);
    expect(verdict.overLimit).toEqual([]);
  });

  it('refuses a night that removes more than the share of the site', () => {
    const verdict = tallyOf(siteOf(50, 100), (url) => /dr-\d$/.test(url)).decide(DEFAULT_REMOVAL_LIMITS);
    expect(verdict.removedShare).toBeGreaterThan(0.05);
    expect(verdict.refused).toBe(true);
    expect(verdict.overLimit.map((part) => part.kind)).toContain('site');
  });

  it("refuses one state's pages emptied even when that state is a small part of the site", () => {
    const verdict = tallyOf(siteOf(100, 40), (url) => url.startsWith('/best-doctors/state-3/')).decide(DEFAULT_REMOVAL_LIMITS);
    expect(verdict.removedShare).toBeLessThan(0.05);
    expect(verdict.refused).toBe(true);
    expect(verdict.overLimit).toEqual([
      expect.objectContaining({ kind: 'area', part: '/best-doctors/state-3', before: 41, removed: 41, share: 1, examples: expect.any(Array) }),
    ]);
    expect(verdict.overLimit[0]?.examples).toHaveLength(3);
  });

  it('refuses a route emptied, and never alarms below the minimum count', () => {
    const cities = tallyOf(siteOf(50, 2), (url) => url.endsWith('/city/')).decide(DEFAULT_REMOVAL_LIMITS);
    expect(cities.overLimit.find((part) => part.kind === 'route')).toMatchObject({ part: CITY, before: 50, removed: 50 });
    // A route of three pages losing one is no alarm.
    const small = tallyOf(siteOf(3, 2), (url) => url === '/best-doctors/state-0/city/').decide({ ...DEFAULT_REMOVAL_LIMITS, siteShare: 1 });
    expect(small.refused).toBe(false);
  });

  it('counts pages added per route, and says what vanished and how to accept it', () => {
    const tally = tallyOf(siteOf(2, 20), (url) => url.startsWith('/best-doctors/state-1/'));
    tally.countAdded(DETAIL, 4);
    const verdict = tally.decide(DEFAULT_REMOVAL_LIMITS);
    expect(verdict.routes[DETAIL]).toEqual({ before: 40, removed: 20, added: 4 });
    const message = describeRefusal(verdict, { count: 1, examples: ['/api/Doctor/GetDoctorCity?state=state 1'] }, 'Kept at X.');
    expect(message).toMatch(/would remove 21 of 42 pages \(50\.0%\)/);
    expect(message).toMatch(/area \/best-doctors\/state-1: 21 of 21 pages \(100\.0%\), e\.g\. \/best-doctors\/state-1\/city\//);
    expect(message).toContain('/api/Doctor/GetDoctorCity?state=state 1');
    expect(message).toContain('--accept-removals');
    expect(message).toContain('NIGHT_ACCEPT_REMOVALS=1');
  });

  it("leaves out Load More's chunks, renamed whenever a ranked list's order changes; their doctors' pages count", async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => `specialities/best-doctors-for-dentist/more/c${i}/index.html`);
    const doctors = Array.from({ length: 40 }, (_, i) => `specialities/best-doctors-for-dentist/dr-${i}-u${i}.html`);
    // Every chunk renamed (the list re-ranked), no doctor gone: nothing removed.
    const renamed = (await tallyOfPageList(listOf(doctors, chunks))).decide(DEFAULT_REMOVAL_LIMITS);
    expect(renamed).toMatchObject({ refused: false, removed: 0, before: 40, after: 40 });
    // The doctors gone with them: refused.
    expect((await tallyOfPageList(listOf([], [...chunks, ...doctors]))).decide(DEFAULT_REMOVAL_LIMITS).refused).toBe(true);
  });

  it('puts a page in the area of its first two path segments', () => {
    expect(areaOf('/best-doctors/texas/austin/')).toBe('/best-doctors/texas');
    expect(areaOf('/best-doctors/texas/')).toBe('/best-doctors/texas');
    expect(areaOf('/blogs/sections/heart.json')).toBe('/blogs/sections');
    expect(areaOf('/best-doctors/')).toBeUndefined();
  });
});

/** A page list as a merge reads it: tonight's pages, then last night's that tonight lacks. */
async function* listOf(pages: readonly string[], removed: readonly string[]) {
  for (const file of pages) yield { file, removed: false };
  for (const file of removed) yield { file, removed: true };
}
