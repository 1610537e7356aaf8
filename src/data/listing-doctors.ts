/** The doctors a listing's pages show (a hospital's doctors, a group practice's providers), page by page
 * (src/routes/table.ts, listingDoctorPagesOf): the first on the listing's own page, the others on pages of their own. */
import { displayText, nameRange } from '../lib/format.ts';
import { FIRST_LIST_PAGE } from '../routes/list-pages.ts';
import type { PageOf } from '../routes/route.ts';
import { listingDoctorPagesOf, listingDoctorsKey, type GROUP_PRACTICE_PROVIDERS_PAGE, type HOSPITAL_DOCTORS_PAGE } from '../routes/table.ts';
import { listingDoctorsPageUrl, type DoctorsListingRef } from '../routes/urls.ts';
import { toDoctorCard, type DoctorCard } from './cards.ts';
import { siteLookups, snapshot } from './site.ts';

/** A page of a listing's doctors: its cards and the page after it (undefined after the last). */
export interface ListingDoctors {
  readonly doctors: DoctorCard[];
  readonly nextUrl: string | undefined;
}

type ListingDoctor = Parameters<typeof listingDoctorPagesOf>[0][number];

const doctorCards = (doctors: readonly ListingDoctor[]): DoctorCard[] => {
  const lookups = siteLookups();
  return doctors.map((doctor) => toDoctorCard(doctor, lookups));
};

/** The doctors the listing's own page shows: the first page of its whole list, and where the next one is. */
export function firstDoctorsPage(listing: DoctorsListingRef, doctors: readonly ListingDoctor[]): ListingDoctors {
  const first = listingDoctorPagesOf(doctors)[0];
  return {
    doctors: doctorCards(first?.items ?? []),
    nextUrl: first?.next ? listingDoctorsPageUrl(listing, first.next) : undefined,
  };
}

type DoctorsPageDeclared = PageOf<typeof HOSPITAL_DOCTORS_PAGE> | PageOf<typeof GROUP_PRACTICE_PROVIDERS_PAGE>;

/** A further page of a listing's doctors, from the doctors its declaration carries. */
export interface ListingDoctorsPage extends ListingDoctors {
  readonly previousUrl: string | undefined;
  readonly name: string;
  readonly state: string;
  readonly city: string;
  /** The listing's own page, where its first doctors are. */
  readonly listingUrl: string;
  /** Who the page shows, by the first and last names ('Ann Lee to Bo Park'). */
  readonly range: string;
}

export function listingDoctorsPage(listing: DoctorsListingRef, page: DoctorsPageDeclared): ListingDoctorsPage {
  // Read for its date only: when these doctors last changed (the page's own props hold them).
  snapshot().chunk(listingDoctorsKey(listing.kind, page.uid), page.page);
  const doctors = doctorCards(page.listings);
  return {
    name: displayText(page.name),
    state: displayText(page.state),
    city: displayText(page.city),
    doctors,
    previousUrl: page.previous === null ? undefined : listingDoctorsPageUrl(listing, page.previous),
    nextUrl: page.next === null ? undefined : listingDoctorsPageUrl(listing, page.next),
    listingUrl: listingDoctorsPageUrl(listing, FIRST_LIST_PAGE),
    range: nameRange(doctors, 'more doctors'),
  };
}
