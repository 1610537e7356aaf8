/** A city's doctors of one speciality as the reference API answers them, and the order the spec asks of their list. */
import { expect, type Page } from '@playwright/test';

const API = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4456)}`;

export interface ApiDoctor {
  readonly uid: string;
  readonly doctorName: string;
  readonly gender: string;
  readonly rating: string;
}

/** The API's answer to GetDoctorBySpecialtyData for a query ('state=…&city=…&specialty=…'). */
export async function apiDoctors(query: string): Promise<ApiDoctor[]> {
  const response = await fetch(`${API}/api/Doctor/GetDoctorBySpecialtyData?${query}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as ApiDoctor[];
}

/** The uid ending each shown card's link ('…/amy-k-garza-2961828631' → '2961828631'), in the order shown. */
export async function shownUids(page: Page, list: string): Promise<string[]> {
  const hrefs = await page.locator(`${list} > li:visible h3 a`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('-').at(-1) ?? '');
}

/** A doctor's rating as the spec has it ('92 ratings'), or -1 for none: unrated last. */
export const ratingOf = (doctor: ApiDoctor): number => (/^\d+/.exec(doctor.rating.trim())?.[0] ? Number.parseInt(doctor.rating, 10) : -1);

/** The order issue 46 asks of a list titled Best: highest rated first, then by name, then by uid; the unrated last. */
export const ranked = (doctors: readonly ApiDoctor[]): string[] =>
  [...doctors]
    .sort(
      (a, b) =>
        ratingOf(b) - ratingOf(a) ||
        a.doctorName.localeCompare(b.doctorName, 'en', { sensitivity: 'base', numeric: true }) ||
        (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    )
    .map((doctor) => doctor.uid);
