/** The navbar and footer links of spec section 1. Entries without `href` are shown but not linked. */
import {
  BLOGS_URL,
  CONTACT_US_URL,
  DOCTORS_URL,
  directoryUrl,
  HOME_URL,
  HOSPITALS_URL,
  SAVED_URL,
  specialityUrl,
  WRITE_FOR_US_URL,
} from '../routes/urls.ts';

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
  { label: 'Home', href: HOME_URL },
  {
    label: 'Find a Doctor',
    href: DOCTORS_URL,
    children: HIGHLIGHTED_SPECIALITIES.map((speciality) => ({ label: speciality.label, href: specialityUrl(speciality.slug) })),
  },
  {
    label: 'Find a Hospital',
    href: HOSPITALS_URL,
    children: ['Pulmonary', 'Labor & Delivery', 'Stroke', 'Critical Care', 'Coronary Intervention'].map((label) => ({ label })),
  },
  { label: 'Find a Pharmacy', href: directoryUrl('pharmacy'), children: [{ label: 'Pharmacist' }, { label: 'Medical Supplies' }] },
  { label: 'Blogs', href: BLOGS_URL },
  { label: 'Write For Us', href: WRITE_FOR_US_URL },
];

export const FOOTER_LINKS: readonly NavigationItem[] = [
  { label: 'Doctor', href: DOCTORS_URL },
  { label: 'Hospitals', href: HOSPITALS_URL },
  { label: 'Pharmacy', href: directoryUrl('pharmacy') },
  { label: 'Urgent Care', href: directoryUrl('urgent_care') },
  { label: 'Group Practice', href: directoryUrl('group_practice') },
  { label: 'Blogs', href: BLOGS_URL },
  { label: 'Write For Us', href: WRITE_FOR_US_URL },
  { label: 'Contact Us', href: CONTACT_US_URL },
  // Kept on this device, and open offline (issue 46, item 7).
  { label: 'Saved Listings', href: SAVED_URL },
];

/** Shown in the footer without links (spec section 1). */
export const FOOTER_UNLINKED: readonly string[] = ['Dental Clinic', 'Nursing', 'About us', 'Faqs'];

/** The copyright line: from 2023 to the year of the build. */
export function copyrightLine(year: number): string {
  return `© 2023–${year} US Health Directory. All rights reserved.`;
}
