/**
 * The page indexes a crawl's end writes (src/routes/index-pages.ts) walk each endpoint's answers once, however many
 * routes those answers list pages for: nationally the speciality answers alone are over a hundred thousand bodies,
 * listed by seven routes.
 */
import { describe, expect, it } from 'vitest';
import type { GetEndpointName } from '../../../src/api/endpoints.ts';
import { indexRoutePages } from '../../../src/routes/index-pages.ts';
import { LISTED_ROUTES } from '../../../src/routes/table.ts';
import type { PageIndexRows } from '../../../src/snapshot/indexes.ts';

describe('the page indexes', () => {
  it("walk each listing endpoint's answers once", () => {
    const walks = new Map<GetEndpointName, number>();
    const rows: PageIndexRows = {
      each(endpoint) {
        walks.set(endpoint, (walks.get(endpoint) ?? 0) + 1);
        return [];
      },
      answered: () => true,
      body: () => undefined,
      routePage: () => {},
      doctorPage: () => {},
      listingPage: () => {},
      chunk: () => {},
      pageCount: () => {},
    };
    indexRoutePages(rows);
    const listing = new Set(LISTED_ROUTES.flatMap((route) => route.listedBy));
    expect(new Set(walks.keys())).toEqual(listing);
    // Seven routes are listed by the speciality pages' answers.
    expect(LISTED_ROUTES.filter((route) => route.listedBy.some((endpoint) => endpoint === 'GetDoctorsBySpecialties')).length).toBeGreaterThan(1);
    expect([...walks].filter(([, count]) => count !== 1)).toEqual([]);
  });
});
