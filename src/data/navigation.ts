/** The navbar and footer links of spec section 1. Entries without `href` are shown but not linked. */
import { specialityUrl } from '../routes/urls.ts';

export interface NavigationItem {
  readonly label: string;
  readonly href?: string;
  readonly children?: readonly NavigationItem[];
}

/** The five speciality pages of the 'Find a Doctor' dropdown (also the /best-doctors/ shortcut tiles). */
export const HIGHLIGHTED_SPECIALITIES: ReadonlyArray<{ readonly label: string; readonly slug: string }> = [
  { label: 'Dentist', slug: 'dentist' },
  { label: 'Neurologists', slug: 'neurologists' },
  { label: 'Psychologists', slug: 'psychologists' },
  { label: 'Psychiatrists', slug: 'psychiatrists' },
  { label: 'Nephrologists', slug: 'nephrologists' },
];

export const NAVIGATION: readonly NavigationItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Find a Doctor',
    href: '/best-doctors/',
    children: HIGHLIGHTED_SPECIALITIES.map((speciality) => ({ label: speciality.label, href: specialityUrl(speciality.slug) })),
  },
  {
    label: 'Find a Hospital',
    href: '/best-hospitals/',
    children: ['Pulmonary', 'Labor & Delivery', 'Stroke', 'Critical Care', 'Coronary Intervention'].map((label) => ({ label })),
  },
  { label: 'Find a Pharmacy', href: '/best-pharmacies/', children: [{ label: 'Pharmacist' }, { label: 'Medical Supplies' }] },
  { label: 'Blogs', href: '/blogs/' },
  { label: 'Write For Us', href: '/write-for-us/' },
];

export const FOOTER_LINKS: readonly NavigationItem[] = [
  { label: 'Doctor', href: '/best-doctors/' },
  { label: 'Hospitals', href: '/best-hospitals/' },
  { label: 'Pharmacy', href: '/best-pharmacies/' },
  { label: 'Urgent Care', href: '/best-urgent-care/' },
  { label: 'Group Practice', href: '/best-group-practice/' },
  { label: 'Blogs', href: '/blogs/' },
  { label: 'Write For Us', href: '/write-for-us/' },
  { label: 'Contact Us', href: '/contact-us/' },
];

/** Shown in the footer without links (spec section 1). */
export const FOOTER_UNLINKED: readonly string[] = ['Dental Clinic', 'Nursing', 'About us', 'Faqs'];

/** The copyright line: from 2023 to the year of the build. */
export function copyrightLine(year: number): string {
  return `© 2023–${year} US Health Directory. All rights reserved.`;
}
