/**
 * A doctor's profile as the detail page shows it: entities cleaned, up to 3 practice locations, up to 5
 * affiliated hospitals (linked when their page is built), '//' lists split, the rating as a percentage.
 */
import type { DoctorDetail } from '../api/schemas/doctor.ts';
import type { ListingPageRef, MediaRef } from '../snapshot/read.ts';
import { displayText, personSpeciality, ratingPercent, splitDoubleSlash } from '../lib/format.ts';
import { listingUrl } from '../routes/urls.ts';

export const MAX_PRACTICE_LOCATIONS = 3;
export const MAX_AFFILIATED_HOSPITALS = 5;

export interface PracticeLocation {
  readonly address: string;
  readonly phone: string;
  readonly fax: string;
  readonly mapDirection: string;
}

export interface NamedLink {
  readonly name: string;
  readonly href: string | undefined;
}

export interface DoctorProfile {
  readonly name: string;
  readonly speciality: string;
  readonly doctorSpecialty: string;
  readonly gender: string;
  readonly age: number | null;
  readonly rating: string;
  readonly city: string;
  readonly stateId: string;
  readonly photo: MediaRef | undefined;
  readonly main: PracticeLocation;
  readonly locations: readonly PracticeLocation[];
  readonly hospitals: readonly NamedLink[];
  readonly groupPractices: readonly NamedLink[];
  readonly education: readonly string[];
  readonly otherSpecialties: readonly string[];
  readonly comments: readonly string[];
}

export interface ProfileLookups {
  readonly photo: MediaRef | undefined;
  hospital(name: string): ListingPageRef | undefined;
  groupPractice(name: string): ListingPageRef | undefined;
}

// Only http(s) links from the API become links: a 'javascript:' address must never reach an href.
function safeHref(url: string): string {
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : '';
}

function linked(names: readonly string[], find: (name: string) => ListingPageRef | undefined): NamedLink[] {
  return names
    .map((name) => displayText(name))
    .filter((name) => name.length > 0)
    .map((name) => {
      const page = find(name);
      return { name, href: page ? listingUrl(page) : undefined };
    });
}

export function buildDoctorProfile(detail: DoctorDetail, lookups: ProfileLookups): DoctorProfile {
  const numbered = [1, 2, 3] as const;
  const locations = numbered
    .map((n) => ({
      address: displayText(detail[`address${n}`]),
      phone: displayText(detail[`phoneNumber${n}`]),
      fax: displayText(detail[`fax${n}`]),
      mapDirection: safeHref(detail[`mapDirection${n}`]),
    }))
    .filter((location) => location.address.length > 0)
    .slice(0, MAX_PRACTICE_LOCATIONS);
  const hospitals = [1, 2, 3, 4, 5].map((n) => detail[`affiliatedHospital${n as 1 | 2 | 3 | 4 | 5}`]).slice(0, MAX_AFFILIATED_HOSPITALS);
  return {
    name: displayText(detail.doctorName),
    // One person's specialty, singular (issue 46): titles, headings and markup name it so.
    speciality: personSpeciality(detail.specialtyName),
    doctorSpecialty: displayText(detail.doctorSpecialty),
    gender: displayText(detail.gender),
    age: detail.age,
    rating: ratingPercent(detail.rating),
    city: displayText(detail.city),
    stateId: displayText(detail.stateID),
    photo: lookups.photo,
    main: { address: displayText(detail.address), phone: displayText(detail.phoneNumber), fax: '', mapDirection: safeHref(detail.mapDirection) },
    locations,
    hospitals: linked(hospitals, lookups.hospital),
    groupPractices: linked([detail.groupPractice1, detail.groupPractice2, detail.groupPractice3], lookups.groupPractice),
    education: splitDoubleSlash(detail.education),
    otherSpecialties: splitDoubleSlash(detail.otherSpecialties),
    comments: splitDoubleSlash(detail.comments),
  };
}
