/** The doctors a listing's pages show (a hospital's doctors, a group practice's providers), page by page
 * (src/routes/table.ts, listingDoctorPagesOf): the first on the listing's own page, the others on pages of their own. */
import { displayText, nameRange } from '../lib/format.ts';
import { FIRST_LIST_PAGE } from '../routes/list-pages.ts';
import type { PageOf } from '../routes/route.ts';
import type { ResponseOf } from '../api/endpoints.ts';
import type { RequestRecord } from '../snapshot/records.ts';
import {
  listingDoctorsKey,
  type GROUP_PRACTICE_PROVIDERS_PAGE,
  type HOSPITAL_DOCTORS_PAGE,
  type ListingDoctor,
  type ListingOwnDoctors,
} from '../routes/table.ts';
import { listingDoctorsPageUrl, type DoctorsListingRef } from '../routes/urls.ts';
import { toDoctorCard, type DoctorCard } from './cards.ts';
import { siteLookups, snapshot } from './site.ts';

/** A page of a listing's doctors: its cards and the page after it (undefined after the last). */
export interface ListingDoctors {
  readonly doctors: DoctorCard[];
  readonly nextUrl: string | undefined;
}

const doctorCards = (doctors: readonly ListingDoctor[]): DoctorCard[] => {
  const lookups = siteLookups();
  return doctors.map((doctor) => toDoctorCard(doctor, lookups));
};

/** A listing's doctors answer, read as the part its own page shows (LISTING_OWN_DOCTORS: the page indexes store
 * that part's digest), so that a change further down the list is another page's. */
export function ownDoctorsAnswer<N extends 'GetDoctorsByHospitals' | 'GetDoctorsByGroupPractice'>(
  listing: DoctorsListingRef,
  uid: string,
  request: RequestRecord<N>,
): ResponseOf<N> | undefined {
  return snapshot().getShown(request.endpoint, request.params, listingDoctorsKey(listing.kind, uid), FIRST_LIST_PAGE);
}

/** The doctors the listing's own page shows: the first page of its ranked list, and where the next one is. */
export function firstDoctorsPage(listing: DoctorsListingRef, own: Pick<ListingOwnDoctors<ListingDoctor, []>, 'items' | 'next'>): ListingDoctors {
  return { doctors: doctorCards(own.items), nextUrl: own.next === null ? undefined : listingDoctorsPageUrl(listing, own.next) };
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
