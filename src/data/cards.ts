/** View models of the cards and tiles pages show, built from API items and the snapshot's page and image look-ups. */
import type { BlogSummary } from '../api/schemas/blog.ts';
import type { DoctorSummary, GroupPracticeDoctor, HospitalDoctor } from '../api/schemas/doctor.ts';
import type { HospitalSummary } from '../api/schemas/hospital.ts';
import type { State } from '../api/schemas/state.ts';
import type { ListingKind } from '../lib/facility-kinds.ts';
import type { DoctorPageRef, ListingPageRef, MediaRef } from '../snapshot/read.ts';
import { displayText, personSpeciality, ratingPercent, stateLabel } from '../lib/format.ts';
import { genderValue, ratingValue, type ListItemFacts } from '../lib/list-filters.ts';
import { isPageOf } from '../routes/addresses.ts';
import { blogSlugsOf, citiesOf, statesOf } from '../routes/table.ts';
import { blogUrl, doctorUrl, listingUrl } from '../routes/urls.ts';

/** What card builders need to know about the rest of the site. */
export interface SiteLookups {
  doctorPage(uid: string): DoctorPageRef | undefined;
  listingPage(kind: ListingKind, uid: string): ListingPageRef | undefined;
  media(url: string): MediaRef | undefined;
  /** Whether the article of a blog heading has content (its /blogs/ page shows it). */
  hasBlog(blogHeading: string): boolean;
}

export interface LinkTile {
  readonly label: string;
  readonly href: string;
  readonly image?: MediaRef | undefined;
}

/** What a list's filters and sort read of a card (its data attributes): only the cards of lists that filter carry it. */
export type CardFilterFacts = Pick<ListItemFacts, 'gender' | 'rating'>;

export interface DoctorCard {
  readonly name: string;
  readonly speciality: string;
  readonly rating: string;
  readonly address: string;
  readonly photo: MediaRef | undefined;
  readonly href: string | undefined;
  readonly filterFacts?: CardFilterFacts | undefined;
}

export interface HospitalCard {
  readonly name: string;
  readonly rating: string;
  readonly address: string;
  readonly href: string | undefined;
  readonly filterFacts?: CardFilterFacts | undefined;
}

export interface BlogCard {
  readonly heading: string;
  readonly description: string;
  readonly image: MediaRef | undefined;
  readonly href: string;
}

/** A state tile: flag, caption ('Best Pharmacies in Texas', D.C. shortened), link to the state's page by its slug. */
function toStateTile(state: State, stateSlug: string, href: (stateSlug: string) => string, lookups: SiteLookups, captionPrefix = ''): LinkTile {
  const label = stateLabel(displayText(state.state));
  return { label: captionPrefix ? `${captionPrefix} ${label}` : label, href: href(stateSlug), image: lookups.media(state.flag) };
}

/** The tiles of a states list, each linking by the slug the route table gives its state. */
export function toStateTiles(states: readonly State[], href: (stateSlug: string) => string, lookups: SiteLookups, captionPrefix = ''): LinkTile[] {
  const slugs = statesOf(states);
  return states.map((state, at) => toStateTile(state, slugs[at]?.slug ?? '', href, lookups, captionPrefix));
}

/** The tiles of a cities list, each linking by the slug the route table gives its city. */
export function toCityTiles(cities: ReadonlyArray<{ readonly city: string }>, href: (citySlug: string) => string): LinkTile[] {
  return citiesOf(cities).map(({ city, slug }) => ({ label: displayText(city), href: href(slug) }));
}

/** A doctor card; linked to the doctor's /best-doctors/ page when it is built, or to `href` when given (a page
 * that links elsewhere reads nothing about that page). */
export function toDoctorCard(
  doctor: DoctorSummary | HospitalDoctor | GroupPracticeDoctor,
  lookups: SiteLookups,
  href: () => string | undefined = () => {
    const page = lookups.doctorPage(doctor.uid);
    return page && isPageOf(page.slug, doctor.doctorName, doctor.uid) ? doctorUrl(page) : undefined;
  },
): DoctorCard {
  return {
    name: displayText(doctor.doctorName),
    // One person: the specialty in the singular ('Neurologist'), as their own page names it.
    speciality: personSpeciality(doctor.specialtyName),
    rating: ratingPercent(doctor.rating),
    address: 'address' in doctor ? displayText(doctor.address) : '',
    photo: lookups.media(doctor.docImage),
    href: href(),
  };
}

/** A card of a list that filters and sorts: what the filters read of the listing, beside what the card shows. */
export function withFilterFacts<Card extends DoctorCard | HospitalCard>(
  card: Card,
  listing: { readonly rating: string; readonly gender?: string },
): Card {
  const gender = genderValue(listing.gender ?? '');
  const rating = ratingValue(listing.rating);
  return { ...card, filterFacts: { ...(gender ? { gender } : {}), ...(rating === undefined ? {} : { rating }) } };
}

/** A hospital card; `rating` is the percent of patients who recommend it. */
export function toHospitalCard(hospital: HospitalSummary, lookups: SiteLookups): HospitalCard {
  const page = lookups.listingPage('hospital', hospital.uid);
  const rating = hospital.rating.trim();
  return {
    name: displayText(hospital.hospitalName),
    rating: rating ? `${rating.replace(/%$/, '')}%` : '',
    address: displayText(hospital.address),
    href: page && isPageOf(page.slug, hospital.hospitalName, hospital.uid) ? listingUrl(page) : undefined,
  };
}

/** A blog card; only blogs whose page is built are shown. */
export function toBlogCards(blogs: readonly BlogSummary[], lookups: SiteLookups): BlogCard[] {
  // Slugged as the whole list, as the blog route slugs it, before any is left out.
  return blogSlugsOf(blogs)
    .filter(({ item: blog }) => lookups.hasBlog(blog.blogHeading))
    .map(({ item: blog, slug }) => ({
      heading: displayText(blog.blogHeading),
      description: displayText(blog.blogDescription),
      image: lookups.media(blog.blogImage),
      href: blogUrl(slug),
    }));
}
