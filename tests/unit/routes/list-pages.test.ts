/**
 * Long lists are paged (issue 48, item 3): a city's doctors of one speciality show at most LIST_PAGE_MAX cards a page,
 * pages linked both ways, and a night that changes one doctor changes the page that doctor is on and no other.
 */
import { describe, expect, it } from 'vitest';
import type { DoctorSummary } from '../../../src/api/schemas/doctor.ts';
import { FIRST_LIST_PAGE, LIST_PAGE_MAX, LIST_PAGE_MIN, listPagesOf } from '../../../src/routes/list-pages.ts';
import { propsDigestOf } from '../../../src/routes/page-key.ts';
import { read } from '../../../src/routes/route.ts';
import { DOCTOR_SPECIALITY, DOCTOR_SPECIALITY_LIST_JSON, DOCTOR_SPECIALITY_PAGE } from '../../../src/routes/table.ts';

const doctor = (n: number, overrides: Partial<DoctorSummary> = {}): DoctorSummary => ({
  state: 'New York',
  city: 'New York',
  specialtyName: 'Family Medicine',
  doctorName: `Doctor ${String(n).padStart(4, '0')}`,
  uid: String(2_000_000 + n),
  docImage: '',
  gender: n % 2 ? 'Female' : 'Male',
  // Spread over 40–99 %, so the ranking interleaves the API's order.
  rating: `${40 + ((n * 37) % 60)} ratings`,
  address: `${n} Broadway`,
  ...overrides,
});
const request = read(
  'GetDoctorBySpecialtyData',
  { state: 'new york', city: 'new york', specialty: 'family medicine' },
  {
    stateSlug: 'new-york',
    citySlug: 'new-york',
    state: 'New York',
    city: 'New York',
    specialitySlug: 'family-medicine',
    speciality: 'Family Medicine',
  },
);
/** Every page a list's answer gives, first page included, keyed by its params, with the digest its props have. */
function pagesOf(body: DoctorSummary[]) {
  // A fresh array each time: the route table keeps the last answer's pages by the body's identity.
  const answer = { request, body: [...body] };
  const pages = [...DOCTOR_SPECIALITY.pagesIn(answer), ...DOCTOR_SPECIALITY_PAGE.pagesIn(answer)];
  return new Map(pages.map((page) => [JSON.stringify(page.params), { page, digest: propsDigestOf({ page }) }]));
}
const changedBetween = (before: ReturnType<typeof pagesOf>, after: ReturnType<typeof pagesOf>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key)?.digest !== after.get(key)?.digest);

describe('listPagesOf', () => {
  const items = Array.from({ length: 2_000 }, (_, n) => ({ uid: String(5_000_000 + n) }));
  const pages = listPagesOf(items, ({ uid }) => uid);

  it('keeps every item once, in order', () => {
    expect(pages.flatMap((page) => page.items)).toEqual(items);
  });

  it(`holds ${LIST_PAGE_MIN} to ${LIST_PAGE_MAX} items a page (the last may hold fewer)`, () => {
    for (const page of pages.slice(0, -1)) {
      expect(page.items.length).toBeGreaterThanOrEqual(LIST_PAGE_MIN);
      expect(page.items.length).toBeLessThanOrEqual(LIST_PAGE_MAX);
    }
    expect(pages.at(-1)?.items.length).toBeLessThanOrEqual(LIST_PAGE_MAX);
  });

  it('names the first page start, the others once each and URL-safe, linked both ways', () => {
    expect(pages[0]?.id).toBe(FIRST_LIST_PAGE);
    expect(new Set(pages.map(({ id }) => id)).size).toBe(pages.length);
    pages.forEach((page, index) => {
      expect(page.id).toMatch(/^[a-z0-9-]+$/);
      expect(page.previous).toBe(pages[index - 1]?.id ?? null);
      expect(page.next).toBe(pages[index + 1]?.id ?? null);
    });
  });

  it('gives an empty list one empty page, and a short list one page without links', () => {
    expect(listPagesOf([], String)).toEqual([{ id: FIRST_LIST_PAGE, items: [], previous: null, next: null }]);
    expect(listPagesOf(['1', '2', '3'], String)).toEqual([{ id: FIRST_LIST_PAGE, items: ['1', '2', '3'], previous: null, next: null }]);
  });
});

describe("a city's doctors of one speciality, paged", () => {
  const list = Array.from({ length: 216 }, (_, n) => doctor(n));
  const pages = pagesOf(list);

  it(`shows every doctor once, highest rated first, at most ${LIST_PAGE_MAX} a page`, () => {
    const shown = [...pages.values()].flatMap(({ page }) => page.listings);
    expect(shown.map(({ uid }) => uid).sort()).toEqual(list.map(({ uid }) => uid).sort());
    const ratings = shown.map(({ rating }) => Number.parseInt(rating, 10));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const { page } of pages.values()) expect(page.listings.length).toBeLessThanOrEqual(LIST_PAGE_MAX);
    expect(pages.size).toBeGreaterThanOrEqual(Math.ceil(216 / LIST_PAGE_MAX));
  });

  it("gives the first page the list's address and reads, the others a page of their own and no reads", () => {
    const [first, ...others] = [...pages.values()].map(({ page }) => page);
    expect(first?.params).toEqual({ state: 'new-york', city: 'new-york', speciality: 'family-medicine' });
    expect(Object.keys(first?.reads ?? {}).sort()).toEqual(['blogs', 'hospitals']);
    for (const page of others) {
      expect(page.params).toEqual({ state: 'new-york', city: 'new-york', speciality: 'family-medicine', page: page.page });
      expect(page.reads).toEqual({});
    }
  });

  it('lists the whole list as JSON for the filters only when it has more than one page', () => {
    const json = DOCTOR_SPECIALITY_LIST_JSON.pagesIn({ request, body: [...list] });
    expect(json).toHaveLength(1);
    expect(json[0]?.listings).toHaveLength(216);
    expect(DOCTOR_SPECIALITY_LIST_JSON.pagesIn({ request, body: list.slice(0, 5) })).toEqual([]);
    expect(DOCTOR_SPECIALITY_PAGE.pagesIn({ request, body: list.slice(0, 5) })).toEqual([]);
  });

  it('changes only the page a doctor is on when the doctor changes', () => {
    for (const n of [0, 100, 215]) {
      const changed = list.map((entry, index) => (index === n ? { ...entry, address: '1 Other Street' } : entry));
      const touched = changedBetween(pages, pagesOf(changed));
      expect(touched).toHaveLength(1);
      expect(pages.get(touched[0] ?? '')?.page.listings.some(({ uid }) => uid === list[n]?.uid)).toBe(true);
    }
  });

  it('changes few pages when a doctor leaves, not every page after it', () => {
    // A doctor who ended a page merges it with the next (and renames the link before it); a page cut at its most
    // cards may shift the next few. On average a removal touches few pages, most often only its own.
    const touched = list.map((_, n) => changedBetween(pages, pagesOf(list.filter((__, index) => index !== n))).length).sort((a, b) => a - b);
    expect(touched[Math.floor(touched.length / 2)]).toBe(1);
    expect(touched.reduce((sum, count) => sum + count, 0) / touched.length).toBeLessThan(3);
    expect(pagesOf([...list, doctor(9_999, { rating: '99 ratings' })]).size).toBeGreaterThanOrEqual(pages.size);
  });
});
