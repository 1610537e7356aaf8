/**
 * The route table: every route of the site, its URL params and the requests its pages read, declared once as a
 * function of answers the crawl already has. The crawl plan asks for exactly these requests (src/crawl/plan.ts),
 * getStaticPaths lists these pages and passes each its declaration as props (src/routes/paths.ts), the page
 * indexes follow the detail routes (src/snapshot/indexes.ts), and a page's key and date come from what it read.
 *
 * Parameters are built from the names the API itself returned, by the spec's rule (see toNameParam: accents and
 * apostrophes kept, '&' written 'and' in specialities, the state without spaces for level-2 facility queries),
 * never recovered from a URL slug.
 */
import type { GetEndpointName, ResponseOf } from '../api/endpoints.ts';
import type { BlogSummary } from '../api/schemas/blog.ts';
import type { DoctorSummary } from '../api/schemas/doctor.ts';
import type { HospitalSummary } from '../api/schemas/hospital.ts';
import { toBlogNameParam, toCompactStateParam, toMatchKey, toNameParam, toSectionSlug, toSpecialityParam } from '../api/slugs.ts';
import { FACILITY_KINDS, facilityRanking, nameOf, type FacilityEntity, type FacilityKind, type ListingKind } from '../lib/facility-kinds.ts';
import { PAGE_SIZE } from '../lib/load-more.ts';
import { doctorRanking, hospitalRanking, ranked, type Rankable } from '../lib/ranking.ts';
import type { RequestContext, RequestRecord } from '../snapshot/records.ts';
import { listedOnce, toAddressSlug, toListingSlug, withSiblingSlugs } from './addresses.ts';
import { listPagesOf, type ListPage } from './list-pages.ts';
import { chunkDoctors } from './speciality-chunks.ts';
import {
  read,
  type Answer,
  type AnyListedRoute,
  type DeclaredPage,
  type PageOf,
  type FollowUp,
  type ListedRoute,
  type OtherAnswers,
  type Read,
  type SingleRoute,
} from './route.ts';

/** The empty quoted value hospital pages send to GetBlogsBySpeciality. */
export const EMPTY_QUOTED_SPECIALITY = '""';

const required = (value: string | undefined): string => value ?? '';
/** Where the pages of a state's requests are: the state's slug (src/routes/addresses.ts) and its name as the API spelled it. */
const stateContext = (state: string, stateSlug: string) => ({ stateSlug, state });
/** Where the pages of a city's requests are, the city listed by an answer about its state. */
const cityContext = ({ context }: RequestRecord, city: string, citySlug: string) => ({
  stateSlug: required(context.stateSlug),
  citySlug,
  state: required(context.state),
  city,
});
// Every list of places or names is slugged as one (src/routes/addresses.ts): names that slug alike get distinct slugs.
/** The states of a states list with the slugs their pages have, in the list's order (pages link to them by these). */
export const statesOf = (body: ReadonlyArray<{ readonly state: string }>) =>
  withSiblingSlugs(body, ({ state }) => state).map(({ item, slug }) => ({ state: item.state, slug }));
/** The cities of a cities list with the slugs their pages have, in the list's order. */
export const citiesOf = (body: ReadonlyArray<{ readonly city: string }>) =>
  withSiblingSlugs(body, ({ city }) => city).map(({ item, slug }) => ({ city: item.city, slug }));
const specialitiesOf = (body: ReadonlyArray<{ readonly specialtyName: string }>) =>
  withSiblingSlugs(body, ({ specialtyName }) => specialtyName).map(({ item, slug }) => ({ specialtyName: item.specialtyName, slug }));

// Reads shared by several routes, each built in one place.
/** The cards of a blog section (its JSON tab; the default tab of /blogs/). */
export const blogSectionRead = (sectionSlug: string) => read('GetBlogsBySection', { sectionheading: sectionSlug });
/** The blogs a speciality's pages recommend. */
const specialityBlogsRead = (specialityName: string) => read('GetBlogsBySpeciality', { speciality: toSpecialityParam(specialityName) });
/** The hospitals of a city, whose answer lists its hospital pages: a doctor page's link to them needs it. */
export const hospitalsOfCityRead = (state: string, city: string, context: RequestContext = {}) =>
  read('GetHospitals', { state: toNameParam(state), city: toNameParam(city) }, context);
/** A doctor's detail: the doctor's pages read it, and cards link to them only when the crawl had it. */
const doctorDetailRead = (uid: string) => read('GetDoctorSpecialtyDetails', { UID: uid });

// Single pages

/** The speciality param of a speciality page: 'best-doctors-for-{speciality-slug}'. */
export const specialitySegment = (specialitySlug: string): string => `best-doctors-for-${specialitySlug}`;
/** The chunk param of a chunk's JSON (Load More reads it): 'more-{chunk}'. */
export const specialityChunkFileName = (chunk: string): string => `more-${chunk}`;

export const HOME = { pattern: '/', page: { reads: { blogs: read('GetRandomBlogsForMain', {}) } } } satisfies SingleRoute;
/** Any unknown path shows the home screen. */
export const NOT_FOUND = { pattern: '/404', page: HOME.page } satisfies SingleRoute;
export const DOCTORS_HOME = {
  pattern: '/best-doctors',
  page: { reads: { states: read('GetDoctorStates', {}), specialities: read('GetDocSpecialties', {}) } },
} satisfies SingleRoute;
export const SPECIALITIES_HOME = { pattern: '/specialities', page: { reads: { specialities: read('GetDocSpecialties', {}) } } } satisfies SingleRoute;
export const HOSPITALS_HOME = { pattern: '/best-hospitals', page: { reads: { states: read('GetHospitalStates', {}) } } } satisfies SingleRoute;
export const BLOGS_HOME = { pattern: '/blogs', page: { reads: { sections: read('GetBlogSections', {}) } } } satisfies SingleRoute;
/** An unknown address under /blogs/ gets 'Blogs Not Found' (spec section 8), served with status 404 by the host rules. */
export const BLOG_NOT_FOUND = { pattern: '/blogs/404', page: { reads: {} } } satisfies SingleRoute;
// Pages that read nothing of the directory (the search index is a site file of its own).
export const SEARCH = { pattern: '/search', page: { reads: {} } } satisfies SingleRoute;
export const CONTACT_US = { pattern: '/contact-us', page: { reads: {} } } satisfies SingleRoute;
export const WRITE_FOR_US = { pattern: '/write-for-us', page: { reads: {} } } satisfies SingleRoute;
/** The visitor's saved listings, kept in the browser (src/offline/saved.ts), and the page the offline worker shows
 * for a page never opened: neither is indexed (noindex) nor in the sitemap. */
export const SAVED = { pattern: '/saved', page: { reads: {} } } satisfies SingleRoute;
export const OFFLINE = { pattern: '/offline', page: { reads: {} } } satisfies SingleRoute;

// Doctors: states → cities → specialities → doctors.

export const DOCTOR_STATE = {
  pattern: '/best-doctors/[state]',
  listedBy: ['GetDoctorStates'],
  pagesIn: ({ body }: Answer<'GetDoctorStates'>) =>
    statesOf(body).map(({ state, slug }) => {
      const params = { state: toNameParam(state) };
      const cities = read('GetDoctorCity', params, stateContext(state, slug));
      return { params: { state: slug }, state, reads: { cities, doctors: read('GetRandomDoctorsByState', params) }, needs: cities };
    }),
} satisfies ListedRoute<'GetDoctorStates', DeclaredPageOf<{ state: string }>>;

export const DOCTOR_CITY = {
  pattern: '/best-doctors/[state]/[city]',
  listedBy: ['GetDoctorCity'],
  pagesIn: ({ request, body }: Answer<'GetDoctorCity'>) =>
    citiesOf(body).map(({ city, slug }) => {
      const context = cityContext(request, city, slug);
      const params = { state: toNameParam(context.state), city: toNameParam(city) };
      const specialities = read('GetDoctorSpecialties', params, context);
      const reads = { specialities, doctors: read('GetRandomDoctorsByCity', params) };
      return { params: { state: context.stateSlug, city: context.citySlug }, state: context.state, city, reads, needs: specialities };
    }),
} satisfies ListedRoute<'GetDoctorCity', DeclaredPageOf<{ state: string; city: string }>>;

/** The specialities of a city's list, each with the slug its page has and the request of its doctors (whose answer
 * lists the page). */
export const citySpecialitiesOf = ({ request, body }: Answer<'GetDoctorSpecialties'>) =>
  specialitiesOf(body).map(({ specialtyName, slug }) => {
    const { state, city } = request.params;
    const context = { ...request.context, specialitySlug: slug, speciality: specialtyName };
    return {
      speciality: specialtyName,
      slug,
      doctors: read('GetDoctorBySpecialtyData', { state, city, specialty: toSpecialityParam(specialtyName) }, context),
    };
  });

/** Every speciality of a city's list has its doctors read: their answer lists the list's pages. */
export const CITY_SPECIALITY_DOCTORS = {
  after: 'GetDoctorSpecialties',
  reads: (body: ResponseOf<'GetDoctorSpecialties'>, request: Read<'GetDoctorSpecialties'>) =>
    citySpecialitiesOf({ request, body }).map(({ doctors }) => doctors),
} satisfies FollowUp<'GetDoctorSpecialties'>;

/** A list's pages, from the last answer asked, kept by its body's identity: the routes of one list (its first page,
 * its further pages, its JSON) take each answer in turn when the page indexes are filled. */
function byLastAnswer<A extends { readonly body: unknown }, R>(pagesOf: (answer: A) => R): (answer: A) => R {
  let last: { readonly body: unknown; readonly pages: R } | undefined;
  return (answer) => {
    if (last === undefined || last.body !== answer.body) last = { body: answer.body, pages: pagesOf(answer) };
    return last.pages;
  };
}

/** A paged list's pages after its first, each at `…/page/{name}/` (src/routes/list-pages.ts). */
const furtherPagesOf = <Params extends Readonly<Record<string, string>>, P extends { readonly params: Params; readonly page: string }>(
  pages: readonly P[],
): Array<P & { readonly params: Params & { readonly page: string }; readonly reads: Record<never, never> }> =>
  pages.slice(1).map((page) => ({ ...page, params: { ...page.params, page: page.page }, reads: {} }));

/** A paged list's every listing, for the JSON its filters read; none for a list of one page. */
function wholeListPagesOf<P extends { readonly params: Readonly<Record<string, string>> }, T>(
  pages: readonly P[],
  listingsOf: (page: P) => readonly T[],
) {
  const first = pages[0];
  return first && pages.length > 1 ? [{ params: first.params, listings: pages.flatMap(listingsOf), reads: {} }] : [];
}

/** A list's pages, ranked (src/lib/ranking.ts) and cut by content (src/routes/list-pages.ts). */
const rankedListPagesOf = <T extends { readonly uid: string }>(items: readonly T[], ranking: (item: T) => Rankable) =>
  listPagesOf(ranked(items, ranking), ({ uid }) => uid);

/** A list's pages (a city's list, a listing's doctors), each declared with its params, the names it shows and its
 * listings. */
function declaredListPagesOf<T, Params extends Readonly<Record<string, string>>, Names extends object>(
  pages: ReadonlyArray<ListPage<T>>,
  params: Params,
  names: Names,
) {
  return pages.map(({ id, items, previous, next }) => ({
    params,
    ...names,
    listings: items,
    page: id,
    previous,
    next,
    reads: {},
  }));
}

/** A city's slugs and names, as the request of its list carries them. */
const cityOfList = ({ context }: RequestRecord) => ({
  params: { state: required(context.stateSlug), city: required(context.citySlug) },
  names: { state: required(context.state), city: required(context.city) },
});

/** The names a page of a city's doctors of one speciality shows, its doctors, and the pages before and after it. */
interface CityListPageNames {
  readonly state: string;
  readonly city: string;
  readonly speciality: string;
  readonly listings: readonly DoctorSummary[];
  /** The page's name (FIRST_LIST_PAGE for the list's own address), and its neighbours' (null: none). */
  readonly page: string;
  readonly previous: string | null;
  readonly next: string | null;
}

/** The pages of a city's doctors of one speciality, ranked (src/lib/ranking.ts) and cut by content
 * (src/routes/list-pages.ts), with the names they show. */
const cityListPagesOf = byLastAnswer(({ request, body }: Answer<'GetDoctorBySpecialtyData'>) => {
  const { params, names } = cityOfList(request);
  const speciality = { speciality: required(request.context.speciality) };
  return declaredListPagesOf(
    rankedListPagesOf(body, doctorRanking),
    { ...params, speciality: required(request.context.specialitySlug) },
    { ...names, ...speciality },
  );
});

/** The key a city's listings of one kind (hospitals, a facility kind) are stored by, as cityListKey: the kind, then
 * the two slugs. */
export const cityListingsKey = (kind: ListingKind, params: { readonly state: string; readonly city: string }): string =>
  `${kind}:${params.state}/${params.city}`;

/** The key a listing's further pages of doctors are stored by, as cityListKey: the listing's kind and uid. */
export const listingDoctorsKey = (kind: 'hospital' | 'group_practice', uid: string): string => `${kind}-doctors:${uid}`;

/** The key a city list's pages are stored by (src/snapshot/indexes.ts, with Load More's chunks): its three slugs. */
export const cityListKey = ({
  params,
}: {
  readonly params: { readonly state?: string; readonly city?: string; readonly speciality?: string };
}): string => `${params.state ?? ''}/${params.city ?? ''}/${params.speciality ?? ''}`;

/** A city's doctors of one speciality: the list's first page, then recommended blogs and the city's top rated
 * hospitals (spec section 2). */
export const DOCTOR_SPECIALITY = {
  pattern: '/best-doctors/[state]/[city]/[speciality]',
  listedBy: ['GetDoctorBySpecialtyData'],
  pagesIn: (answer: Answer<'GetDoctorBySpecialtyData'>) => {
    const first = cityListPagesOf(answer)[0];
    if (!first) return [];
    const { state, city } = answer.request.params;
    const reads = {
      blogs: specialityBlogsRead(first.speciality),
      // The city's top rated hospitals.
      hospitals: read('GetRandomHospitalsByStateAndCity', { state, city }),
    };
    return [{ ...first, reads }];
  },
} satisfies ListedRoute<'GetDoctorBySpecialtyData', DeclaredPageOf<CityListPageNames>>;

/** A further page of a city's doctors of one speciality: where the list's 'Next page' link leads. Named after the
 * list's order, so it regroups the doctors' own pages. */
export const DOCTOR_SPECIALITY_PAGE = {
  pattern: '/best-doctors/[state]/[city]/[speciality]/page/[page]',
  listedBy: ['GetDoctorBySpecialtyData'],
  regroups: true,
  pagesIn: (answer: Answer<'GetDoctorBySpecialtyData'>) => furtherPagesOf(cityListPagesOf(answer)),
} satisfies ListedRoute<'GetDoctorBySpecialtyData', DeclaredPageOf<CityListPageNames>>;

/** A paged list's every doctor as JSON: what its filters and sort read, so they apply to the whole list. */
export const DOCTOR_SPECIALITY_LIST_JSON = {
  pattern: '/best-doctors/[state]/[city]/[speciality]/doctors.json',
  listedBy: ['GetDoctorBySpecialtyData'],
  regroups: true,
  pagesIn: (answer: Answer<'GetDoctorBySpecialtyData'>) => wholeListPagesOf(cityListPagesOf(answer), ({ listings }) => listings),
} satisfies ListedRoute<'GetDoctorBySpecialtyData', DeclaredPageOf<{ listings: readonly DoctorSummary[] }>>;

/** A doctor's page under /best-doctors/: one per doctor, in the first city + speciality list (by request key) that has it. */
export const DOCTOR_DETAIL = {
  pattern: '/best-doctors/[state]/[city]/[speciality]/[doctor]',
  detail: true,
  listedBy: ['GetDoctorBySpecialtyData'],
  pagesIn: ({ request, body }: Answer<'GetDoctorBySpecialtyData'>) =>
    listedOnce(body, doctorNameOf).map(({ uid, doctorName }) => {
      const detail = doctorDetailRead(uid);
      const { stateSlug, citySlug, specialitySlug } = request.context;
      return {
        params: {
          state: required(stateSlug),
          city: required(citySlug),
          speciality: required(specialitySlug),
          doctor: toListingSlug(doctorName, uid),
        },
        uid,
        reads: { detail },
        needs: detail,
      };
    }),
  identity: (page: DeclaredPageOf<{ uid: string }>) => page.uid,
} satisfies ListedRoute<'GetDoctorBySpecialtyData', DeclaredPageOf<{ uid: string }>>;

// Specialities: every speciality's doctors, page by page until a page holds fewer than 10, ranked as one list
// (src/lib/ranking.ts) and narrowed to each state. These pages gather a speciality's API pages once the crawl has
// them: each carries the doctors it shows in its props (its key), so a shift elsewhere in the list leaves it alone.

/** The first API page of each speciality of the list, with the slug and name its pages are known by. */
export const specialityFirstPagesOf = (body: ResponseOf<'GetDocSpecialties'>) =>
  specialitiesOf(body).map(({ specialtyName, slug }) => ({
    speciality: specialtyName,
    specialitySlug: slug,
    doctors: read(
      'GetDoctorsBySpecialties',
      { specialty: toSpecialityParam(specialtyName), pageNumber: 1 },
      { specialitySlug: slug, speciality: specialtyName },
    ),
  }));

/** Every speciality's first API page is read: the speciality's pages gather it and the pages after it. */
export const SPECIALITY_FIRST_PAGE = {
  after: 'GetDocSpecialties',
  reads: (body: ResponseOf<'GetDocSpecialties'>) => specialityFirstPagesOf(body).map(({ doctors }) => doctors),
} satisfies FollowUp<'GetDocSpecialties'>;

/** A speciality's next API page follows a page of exactly 10 doctors: the crawl walks pages 1, 2, … this way. */
export const SPECIALITY_NEXT_PAGE = {
  after: 'GetDoctorsBySpecialties',
  reads: (body: ResponseOf<'GetDoctorsBySpecialties'>, request: Read<'GetDoctorsBySpecialties'>) =>
    body.length === PAGE_SIZE ? [nextSpecialityPageRead(request)] : [],
} satisfies FollowUp<'GetDoctorsBySpecialties'>;

/**
 * A speciality's pages after the first that last night's crawl found full: asked at once with the first, rather than
 * one round trip after the other. SPECIALITY_NEXT_PAGE still follows each full page, so the walk goes on past them
 * when the speciality grew; when it shrank, the pages past its new end come back short or empty and list nothing
 * (its lists stop at the first short page, rankedDoctorsOf).
 */
export function specialityPagesKnownAfter(
  first: Read<'GetDoctorsBySpecialties'>,
  wasFull: (page: Read<'GetDoctorsBySpecialties'>) => boolean,
): Array<Read<'GetDoctorsBySpecialties'>> {
  const pages: Array<Read<'GetDoctorsBySpecialties'>> = [];
  for (let page = first; wasFull(page); ) {
    page = nextSpecialityPageRead(page);
    pages.push(page);
  }
  return pages;
}

/** The API page after `request`'s: the same speciality parameter and context. */
const nextSpecialityPageRead = ({ params, context }: Read<'GetDoctorsBySpecialties'>) =>
  read('GetDoctorsBySpecialties', { specialty: params.specialty, pageNumber: Number(params.pageNumber) + 1 }, context);

/** A speciality's doctors, every API page from the first up to the first of fewer than 10 (or the last the crawl
 * had), each doctor once (src/routes/addresses.ts), ranked. */
function rankedDoctorsOf(first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): DoctorSummary[] {
  const doctors: DoctorSummary[] = [...first.body];
  let page = first;
  while (page.body.length === PAGE_SIZE) {
    const request = nextSpecialityPageRead(page.request);
    const body = others.body(request);
    if (!body) break;
    doctors.push(...body);
    page = { request, body };
  }
  return ranked(listedOnce(doctors, doctorNameOf), doctorRanking);
}

/** A ranked list of a speciality's doctors, national or of one state: its first 10 show on its page, the rest in
 * Load More's chunks. */
export interface DoctorList {
  readonly speciality: string;
  readonly specialitySlug: string;
  /** The state the list is narrowed to (its name as the API spelled it, and its slug); none for the national list. */
  readonly state?: { readonly name: string; readonly slug: string } | undefined;
  readonly doctors: readonly DoctorSummary[];
}

/** The key a list's chunks are stored by (src/snapshot/indexes.ts): the speciality's slug, and the state's. */
export const doctorListKey = ({ specialitySlug, state }: Pick<DoctorList, 'specialitySlug' | 'state'>): string =>
  state ? `${specialitySlug}/${state.slug}` : specialitySlug;

/** The speciality's lists: the national one, then one per state with doctors of it, in the doctor directory's
 * order of states (the states its pages are known by; a doctor of a state it lacks is on the national list only). */
function doctorListsOf(first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): DoctorLists | undefined {
  if (Number(first.request.params.pageNumber) !== 1) return undefined;
  if (lastLists?.body !== first.body || lastLists.others !== others) lastLists = { body: first.body, others, lists: rankedListsOf(first, others) };
  return lastLists.lists;
}

interface DoctorLists {
  readonly national: DoctorList;
  readonly states: DoctorList[];
}

/** The lists of the last speciality asked, by the very answer and answers asked with: the six routes that gather them
 * take each answer in turn when the page indexes are filled (src/routes/index-pages.ts), and ranking a speciality's
 * doctors, up to 80,000 nationally, is the costly part. */
let lastLists: { readonly body: unknown; readonly others: OtherAnswers; readonly lists: DoctorLists } | undefined;

function rankedListsOf(first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): DoctorLists {
  const speciality = required(first.request.context.speciality);
  const specialitySlug = required(first.request.context.specialitySlug);
  const doctors = rankedDoctorsOf(first, others);
  const byState = new Map<string, DoctorSummary[]>();
  for (const doctor of doctors) {
    const key = toMatchKey(doctor.state);
    const ofState = byState.get(key);
    if (ofState) ofState.push(doctor);
    else byState.set(key, [doctor]);
  }
  const states = statesOf(others.body(read('GetDoctorStates', {})) ?? []).flatMap(({ state, slug }) => {
    const ofState = byState.get(toMatchKey(state));
    byState.delete(toMatchKey(state));
    return ofState ? [{ speciality, specialitySlug, state: { name: state, slug }, doctors: ofState }] : [];
  });
  return { national: { speciality, specialitySlug, doctors }, states };
}

/** A list's first page: its first 10 doctors, whether more follow, and (national) the states it narrows to. */
interface DoctorListPageNames extends Omit<DoctorList, 'doctors'> {
  readonly doctors: readonly DoctorSummary[];
  readonly hasMore: boolean;
  readonly states: ReadonlyArray<{ readonly name: string; readonly slug: string; readonly count: number }>;
}

const firstPageOf = (list: DoctorList, states: DoctorList[]): Omit<DoctorListPageNames, 'reads'> => ({
  speciality: list.speciality,
  specialitySlug: list.specialitySlug,
  ...(list.state ? { state: list.state } : {}),
  doctors: list.doctors.slice(0, PAGE_SIZE),
  // Load More shows only when more doctors follow: it never leads to an empty chunk.
  hasMore: list.doctors.length > PAGE_SIZE,
  states: states.map(({ state, doctors }) => ({ name: state?.name ?? '', slug: state?.slug ?? '', count: doctors.length })),
});

/** A speciality's first page: its 10 highest rated doctors, with links to the state lists. */
export const SPECIALITY = {
  pattern: '/specialities/[speciality]',
  listedBy: ['GetDoctorsBySpecialties'],
  gathers: true,
  pagesIn: (first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): Array<DeclaredPageOf<DoctorListPageNames>> => {
    const lists = doctorListsOf(first, others);
    if (!lists) return [];
    return [{ params: { speciality: specialitySegment(lists.national.specialitySlug) }, ...firstPageOf(lists.national, lists.states), reads: {} }];
  },
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<DoctorListPageNames>>;

/** A speciality's doctors in one state: the state's 10 highest rated, then Load More. */
export const SPECIALITY_STATE = {
  pattern: '/specialities/[speciality]/in/[state]',
  listedBy: ['GetDoctorsBySpecialties'],
  gathers: true,
  pagesIn: (first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): Array<DeclaredPageOf<DoctorListPageNames>> =>
    (doctorListsOf(first, others)?.states ?? []).map((list) => ({
      params: { speciality: specialitySegment(list.specialitySlug), state: list.state?.slug ?? '' },
      ...firstPageOf(list, []),
      reads: {},
    })),
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<DoctorListPageNames>>;

/** The names a chunk page shows, its doctors, and the chunk Load More reads after it (null after the last). */
interface SpecialityChunkNames extends DoctorList {
  readonly chunk: string;
  readonly next: string | null;
}

/** The chunks of a list's doctors after its first 10 (src/routes/speciality-chunks.ts), `chunk` as the route
 * spells it. A chunk page carries its doctors: it reads no answer of its own, so a shift elsewhere in the list
 * leaves it as it is. */
function chunkPagesOf(list: DoctorList, params: (chunk: string) => Record<string, string>): Array<DeclaredPageOf<SpecialityChunkNames>> {
  const chunks = chunkDoctors(list.doctors.slice(PAGE_SIZE));
  return chunks.map(({ id, doctors }, index) => ({
    params: params(id),
    speciality: list.speciality,
    specialitySlug: list.specialitySlug,
    ...(list.state ? { state: list.state } : {}),
    chunk: id,
    doctors,
    next: chunks[index + 1]?.id ?? null,
    reads: {},
  }));
}

/** The chunks of a speciality's national list, listed by its first API page once the crawl has the pages after it. */
const nationalChunkPages =
  (chunkParam: (id: string) => string) =>
  (first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): Array<DeclaredPageOf<SpecialityChunkNames>> => {
    const national = doctorListsOf(first, others)?.national;
    return national ? chunkPagesOf(national, (id) => ({ speciality: specialitySegment(national.specialitySlug), chunk: chunkParam(id) })) : [];
  };

/** The chunks of a speciality's state lists. */
const stateChunkPages =
  (chunkParam: (id: string) => string) =>
  (first: Answer<'GetDoctorsBySpecialties'>, others: OtherAnswers): Array<DeclaredPageOf<SpecialityChunkNames>> =>
    (doctorListsOf(first, others)?.states ?? []).flatMap((list) =>
      chunkPagesOf(list, (id) => ({ speciality: specialitySegment(list.specialitySlug), state: list.state?.slug ?? '', chunk: chunkParam(id) })),
    );

/** A chunk of a speciality's further doctors as HTML: where Load More leads without JavaScript. */
export const SPECIALITY_CHUNK = {
  pattern: '/specialities/[speciality]/more/[chunk]',
  listedBy: ['GetDoctorsBySpecialties'],
  gathers: true,
  regroups: true,
  pagesIn: nationalChunkPages(String),
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<SpecialityChunkNames>>;

/** A chunk as the static JSON Load More reads. */
export const SPECIALITY_CHUNK_JSON = {
  pattern: '/specialities/[speciality]/[chunk].json',
  listedBy: ['GetDoctorsBySpecialties'],
  gathers: true,
  regroups: true,
  pagesIn: nationalChunkPages(specialityChunkFileName),
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<SpecialityChunkNames>>;

/** A chunk of a state list's further doctors as HTML. */
export const SPECIALITY_STATE_CHUNK = {
  pattern: '/specialities/[speciality]/in/[state]/more/[chunk]',
  listedBy: ['GetDoctorsBySpecialties'],
  gathers: true,
  regroups: true,
  pagesIn: stateChunkPages(String),
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<SpecialityChunkNames>>;

/** A chunk of a state list as the static JSON Load More reads. */
export const SPECIALITY_STATE_CHUNK_JSON = {
  pattern: '/specialities/[speciality]/in/[state]/[chunk].json',
  listedBy: ['GetDoctorsBySpecialties'],
  gathers: true,
  regroups: true,
  pagesIn: stateChunkPages(specialityChunkFileName),
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<SpecialityChunkNames>>;

/** A speciality doctor's page, as SPECIALITY_DOCTOR lists it: cards of the speciality's lists link to it. */
export function specialityDoctorPageOf(doctor: DoctorSummary, specialitySlug: string) {
  const detail = doctorDetailRead(doctor.uid);
  return {
    params: { speciality: specialitySegment(specialitySlug), doctor: toListingSlug(doctor.doctorName, doctor.uid) },
    uid: doctor.uid,
    specialitySlug,
    reads: { detail },
    needs: detail,
  };
}

/** A doctor's page under /specialities/: every doctor of every speciality page whose detail the crawl had. */
export const SPECIALITY_DOCTOR = {
  pattern: '/specialities/[speciality]/[doctor]',
  detail: true,
  listedBy: ['GetDoctorsBySpecialties'],
  pagesIn: ({ request, body }: Answer<'GetDoctorsBySpecialties'>) =>
    listedOnce(body, doctorNameOf).map((doctor: DoctorSummary) => specialityDoctorPageOf(doctor, required(request.context.specialitySlug))),
} satisfies ListedRoute<'GetDoctorsBySpecialties', DeclaredPageOf<{ uid: string; specialitySlug: string }>>;

// Hospitals.

export const HOSPITAL_STATE = {
  pattern: '/best-hospitals/[state]',
  listedBy: ['GetHospitalStates'],
  pagesIn: ({ body }: Answer<'GetHospitalStates'>) =>
    statesOf(body).map(({ state, slug }) => {
      const params = { state: toNameParam(state) };
      const cities = read('GetHospitalCity', params, stateContext(state, slug));
      return { params: { state: slug }, state, reads: { cities, hospitals: read('GetRandomHospitalsByState', params) }, needs: cities };
    }),
} satisfies ListedRoute<'GetHospitalStates', DeclaredPageOf<{ state: string }>>;

/** Every city of a state's hospital list has its hospitals read: their answer lists the city's pages. */
export const HOSPITAL_CITY_LISTS = {
  after: 'GetHospitalCity',
  reads: (body: ResponseOf<'GetHospitalCity'>, request: Read<'GetHospitalCity'>) =>
    citiesOf(body).map(({ city, slug }) => {
      const context = cityContext(request, city, slug);
      return hospitalsOfCityRead(context.state, city, context);
    }),
} satisfies FollowUp<'GetHospitalCity'>;

/** The names a page of a city's hospitals shows, its hospitals, and the pages before and after it. */
interface HospitalListPageNames {
  readonly state: string;
  readonly city: string;
  readonly listings: readonly HospitalSummary[];
  /** The page's name (FIRST_LIST_PAGE for the city's own address), and its neighbours' (null: none). */
  readonly page: string;
  readonly previous: string | null;
  readonly next: string | null;
}

/** The pages of a city's hospitals, ranked (src/lib/ranking.ts) and cut by content (src/routes/list-pages.ts). */
const hospitalListPagesOf = byLastAnswer(({ request, body }: Answer<'GetHospitals'>) => {
  const { params, names } = cityOfList(request);
  return declaredListPagesOf(rankedListPagesOf(body, hospitalRanking), params, names);
});

/** A city's hospitals: the list's first page. */
export const HOSPITAL_CITY = {
  pattern: '/best-hospitals/[state]/[city]',
  listedBy: ['GetHospitals'],
  pagesIn: (answer: Answer<'GetHospitals'>) => hospitalListPagesOf(answer).slice(0, 1),
} satisfies ListedRoute<'GetHospitals', DeclaredPageOf<HospitalListPageNames>>;

/** A further page of a city's hospitals: where 'Next page' leads. Named after the list's order. */
export const HOSPITAL_CITY_PAGE = {
  pattern: '/best-hospitals/[state]/[city]/page/[page]',
  listedBy: ['GetHospitals'],
  regroups: true,
  pagesIn: (answer: Answer<'GetHospitals'>) => furtherPagesOf(hospitalListPagesOf(answer)),
} satisfies ListedRoute<'GetHospitals', DeclaredPageOf<HospitalListPageNames>>;

/** A paged list's every hospital as JSON: what its filters and sort read, so they apply to the whole list. */
export const HOSPITAL_CITY_LIST_JSON = {
  pattern: '/best-hospitals/[state]/[city]/hospitals.json',
  listedBy: ['GetHospitals'],
  regroups: true,
  pagesIn: (answer: Answer<'GetHospitals'>) => wholeListPagesOf(hospitalListPagesOf(answer), ({ listings }) => listings),
} satisfies ListedRoute<'GetHospitals', DeclaredPageOf<{ listings: readonly HospitalSummary[] }>>;

export const HOSPITAL_DETAIL = {
  pattern: '/best-hospitals/[state]/[city]/[hospital]',
  detail: true,
  listedBy: ['GetHospitals'],
  pagesIn: ({ request, body }: Answer<'GetHospitals'>) =>
    listedOnce(body, ({ hospitalName }) => hospitalName).map((hospital: HospitalSummary) => {
      const detail = read('GetHospitalDetails', { UID: hospital.uid });
      return {
        params: {
          state: required(request.context.stateSlug),
          city: required(request.context.citySlug),
          hospital: toListingSlug(hospital.hospitalName, hospital.uid),
        },
        uid: hospital.uid,
        name: hospital.hospitalName,
        state: required(request.context.state),
        city: required(request.context.city),
        reads: {
          detail,
          doctors: read('GetDoctorsByHospitals', {
            state: toNameParam(hospital.state),
            city: toNameParam(hospital.city),
            hopitalname: toNameParam(hospital.hospitalName),
          }),
          blogs: read('GetBlogsBySpeciality', { speciality: EMPTY_QUOTED_SPECIALITY }),
        },
        needs: detail,
      };
    }),
  identity: (page: DeclaredPageOf<{ uid: string }>) => page.uid,
} satisfies ListedRoute<'GetHospitals', DeclaredPageOf<ListingNames>>;

/** One page per listing and name: the first listing by request key (as its own page, HOSPITAL_DETAIL's identity). */
const listingDoctorsPageIdentity = (page: DeclaredPageOf<ListingDoctorsPageNames>) => `${page.uid} ${page.page}`;

/** A further page of a hospital's doctors (listingDoctorPagesOf): where the detail page's 'Next page' leads. */
export const HOSPITAL_DOCTORS_PAGE = {
  pattern: '/best-hospitals/[state]/[city]/[hospital]/page/[page]',
  listedBy: ['GetHospitals'],
  gathers: true,
  regroups: true,
  pagesIn: (answer: Answer<'GetHospitals'>, others: OtherAnswers) =>
    HOSPITAL_DETAIL.pagesIn(answer).flatMap((detail) => furtherDoctorPagesOf(detail, others.body(detail.reads.doctors) ?? [])),
  identity: listingDoctorsPageIdentity,
} satisfies ListedRoute<'GetHospitals', DeclaredPageOf<ListingDoctorsPageNames>>;

interface ListingNames {
  readonly uid: string;
  /** The listing's name as the API spelled it (pages of other listings find it by name). */
  readonly name: string;
  readonly state: string;
  readonly city: string;
}

/** The doctors a listing's page shows (a hospital's doctors, a group practice's providers), ranked and cut into pages
 * (src/routes/list-pages.ts): the first shows on the listing's own page, each other at `…/{listing}/page/{name}/`. */
export const listingDoctorPagesOf = <D extends ListingDoctor>(doctors: readonly D[]) => rankedListPagesOf(doctors, doctorRanking);

/** What a listing's doctor card needs, whichever endpoint listed it (a hospital's doctors, a practice's providers). */
export type ListingDoctor = ResponseOf<'GetDoctorsByHospitals' | 'GetDoctorsByGroupPractice'>[number];

/** The names a further page of a listing's doctors shows, its doctors, and the pages before and after it. */
interface ListingDoctorsPageNames extends ListingNames {
  readonly listings: readonly ListingDoctor[];
  readonly page: string;
  readonly previous: string | null;
  readonly next: string | null;
}

/** A listing's pages of doctors after the one its own page shows; they carry their doctors and read nothing. */
const furtherDoctorPagesOf = <Params extends Readonly<Record<string, string>>>(
  { params, uid, name, state, city, needs }: DeclaredPageOf<ListingNames> & { readonly params: Params },
  doctors: readonly ListingDoctor[],
) => furtherPagesOf(declaredListPagesOf(listingDoctorPagesOf(doctors), params, { uid, name, state, city, ...(needs ? { needs } : {}) }));

// Pharmacies, urgent care, group practices: one set of routes for the three kinds (src/lib/facility-kinds.ts).

type FacilityEndpoints = (typeof FACILITY_KINDS)[FacilityKind]['endpoints'];

/** The names a page of a city's facilities shows, its listings, and the pages before and after it. */
interface FacilityListPageNames<K extends FacilityKind> {
  readonly kind: K;
  readonly state: string;
  readonly city: string;
  readonly listings: readonly FacilityEntity[];
  /** The page's name (FIRST_LIST_PAGE for the city's own address), and its neighbours' (null: none). */
  readonly page: string;
  readonly previous: string | null;
  readonly next: string | null;
}

/** The pages of a city's facilities of one kind, ranked by name and cut by content (src/routes/list-pages.ts). */
function facilityListPagesOf<K extends FacilityKind>(kind: K, { request, body }: Answer<FacilityEndpoints['list']>) {
  const { params, names } = cityOfList(request);
  return declaredListPagesOf(rankedListPagesOf<FacilityEntity>(body, facilityRanking), params, { kind, ...names });
}

/** A facility directory's routes under its root. Level 2 asks with the state without spaces, level 3 with the API's names. */
function facilityRoutes<K extends FacilityKind>(kind: K, root: string) {
  const endpoints: FacilityEndpoints = FACILITY_KINDS[kind].endpoints;
  const listPagesOfCity = byLastAnswer((answer: Answer<FacilityEndpoints['list']>) => facilityListPagesOf(kind, answer));
  return {
    home: { pattern: root, page: { reads: { states: read(endpoints.states, {}) } } } satisfies SingleRoute,
    state: {
      pattern: `${root}/[state]`,
      listedBy: [endpoints.states],
      pagesIn: ({ body }: Answer<FacilityEndpoints['states']>) =>
        statesOf(body).map(({ state, slug }) => {
          const params = { state: toCompactStateParam(state) };
          const cities = read(endpoints.cities, params, stateContext(state, slug));
          return { params: { state: slug }, kind, state, reads: { cities, listings: read(endpoints.random, params) }, needs: cities };
        }),
    } satisfies ListedRoute<FacilityEndpoints['states'], DeclaredPageOf<{ kind: K; state: string }>>,
    /** Every city of a state's list has its listings read: their answer lists the city's pages. */
    cityLists: {
      after: endpoints.cities,
      reads: (body: ResponseOf<FacilityEndpoints['cities']>, request: Read<FacilityEndpoints['cities']>) =>
        citiesOf(body).map(({ city, slug }) => {
          const context = cityContext(request, city, slug);
          return read(endpoints.list, { state: toNameParam(context.state), city: toNameParam(city) }, context);
        }),
    } satisfies FollowUp<FacilityEndpoints['cities']>,
    /** A city's listings: the list's first page (src/routes/list-pages.ts). */
    city: {
      pattern: `${root}/[state]/[city]`,
      listedBy: [endpoints.list],
      pagesIn: (answer: Answer<FacilityEndpoints['list']>) => listPagesOfCity(answer).slice(0, 1),
    } satisfies ListedRoute<FacilityEndpoints['list'], DeclaredPageOf<FacilityListPageNames<K>>>,
    /** A further page of a city's listings: where 'Next page' leads. Named after the list's order. */
    cityPage: {
      pattern: `${root}/[state]/[city]/page/[page]`,
      listedBy: [endpoints.list],
      regroups: true,
      pagesIn: (answer: Answer<FacilityEndpoints['list']>) => furtherPagesOf(listPagesOfCity(answer)),
    } satisfies ListedRoute<FacilityEndpoints['list'], DeclaredPageOf<FacilityListPageNames<K>>>,
    detail: {
      pattern: `${root}/[state]/[city]/[listing]`,
      detail: true,
      listedBy: [endpoints.list],
      pagesIn: ({ request, body }: Answer<FacilityEndpoints['list']>) =>
        listedOnce<FacilityEntity>(body, nameOf).map((entity: FacilityEntity) => {
          const name = nameOf(entity);
          const detail = read(endpoints.details, { UID: entity.uid });
          const providers =
            kind === 'group_practice'
              ? read('GetDoctorsByGroupPractice', {
                  state: toNameParam(entity.state),
                  city: toNameParam(entity.city),
                  grouppracticename: toNameParam(name),
                })
              : undefined;
          return {
            params: {
              state: required(request.context.stateSlug),
              city: required(request.context.citySlug),
              listing: toListingSlug(name, entity.uid),
            },
            kind,
            uid: entity.uid,
            name,
            state: required(request.context.state),
            city: required(request.context.city),
            reads: { detail, providers },
            needs: detail,
          };
        }),
      identity: (page: DeclaredPageOf<{ uid: string }>) => page.uid,
    } satisfies ListedRoute<FacilityEndpoints['list'], DeclaredPageOf<ListingNames & { kind: K }>>,
  };
}

export const PHARMACY = facilityRoutes('pharmacy', '/best-pharmacies');
export const URGENT_CARE = facilityRoutes('urgent_care', '/best-urgent-care');
export const GROUP_PRACTICE = facilityRoutes('group_practice', '/best-group-practice');
/** Each facility kind's routes. */
export const FACILITY_ROUTES = { pharmacy: PHARMACY, urgent_care: URGENT_CARE, group_practice: GROUP_PRACTICE } as const;

type GroupPracticeList = (typeof FACILITY_KINDS)['group_practice']['endpoints']['list'];

/** A further page of a group practice's providers (listingDoctorPagesOf): where its page's 'Next page' leads. */
export const GROUP_PRACTICE_PROVIDERS_PAGE = {
  pattern: '/best-group-practice/[state]/[city]/[listing]/page/[page]',
  listedBy: [FACILITY_KINDS.group_practice.endpoints.list],
  gathers: true,
  regroups: true,
  pagesIn: (answer: Answer<GroupPracticeList>, others: OtherAnswers) =>
    GROUP_PRACTICE.detail
      .pagesIn(answer)
      .flatMap((detail) => (detail.reads.providers ? furtherDoctorPagesOf(detail, others.body(detail.reads.providers) ?? []) : [])),
  identity: listingDoctorsPageIdentity,
} satisfies ListedRoute<GroupPracticeList, DeclaredPageOf<ListingDoctorsPageNames>>;

/** A group practice's page recommends the blogs of its first doctor's specialty, known once its providers are. */
export const GROUP_PRACTICE_BLOGS = {
  after: 'GetDoctorsByGroupPractice',
  reads(providers: ResponseOf<'GetDoctorsByGroupPractice'>) {
    const first = providers[0];
    return first ? [specialityBlogsRead(first.specialty || first.specialtyName)] : [];
  },
} satisfies FollowUp<'GetDoctorsByGroupPractice'>;

/** What a listing's own page shows of its doctors answer: the first page of the ranked list, the next page's name,
 * and the reads that follow from the answer. */
export interface ListingOwnDoctors<D extends ListingDoctor, F extends readonly RequestRecord[]> {
  readonly items: readonly D[];
  readonly next: string | null;
  readonly follows: F;
}

const ownDoctorsOf = <D extends ListingDoctor, F extends readonly RequestRecord[]>(doctors: readonly D[], follows: F): ListingOwnDoctors<D, F> => {
  const first = listingDoctorPagesOf(doctors)[0];
  return { items: first?.items ?? [], next: first?.next ?? null, follows };
};

/**
 * What a listing's own page shows of its doctors answer, by kind. The page indexes store its digest as the list's
 * FIRST_LIST_PAGE (listingDoctorsKey; src/routes/index-pages.ts) and the page records that, not the whole answer, as
 * its fact: a doctor further down the list changes the page it is on and not the listing's own.
 */
export const LISTING_OWN_DOCTORS = {
  hospital: (doctors: ResponseOf<'GetDoctorsByHospitals'>) => ownDoctorsOf(doctors, []),
  // A practice's blogs follow its first provider's specialty.
  group_practice: (providers: ResponseOf<'GetDoctorsByGroupPractice'>) => ownDoctorsOf(providers, GROUP_PRACTICE_BLOGS.reads(providers)),
} as const;

// Blog.

/** The default section of /blogs/ (spec section 9). */
export const DEFAULT_SECTION = 'adhdcycle';

/** A section's pages (its tab's JSON, its page) are named by the API's parameter, or by the heading's hash when that
 * is empty (another script). */
const sectionParamOf = (sectionHeading: string): string => toSectionSlug(sectionHeading) || toAddressSlug(sectionHeading);

/** The section /blogs/ itself shows: the default when the API lists it, else the first. */
export function homeSectionOf(sections: ResponseOf<'GetBlogSections'>): string {
  const params = sections.map(({ sectionHeading }) => sectionParamOf(sectionHeading));
  return params.includes(DEFAULT_SECTION) ? DEFAULT_SECTION : (params[0] ?? DEFAULT_SECTION);
}

export const BLOG_SECTION_JSON = {
  pattern: '/blogs/sections/[section].json',
  listedBy: ['GetBlogSections'],
  // Every section has its tab's JSON, empty when its list could not be had.
  pagesIn: ({ body }: Answer<'GetBlogSections'>) =>
    body.map(({ sectionHeading }) => ({
      params: { section: sectionParamOf(sectionHeading) },
      reads: { blogs: blogSectionRead(toSectionSlug(sectionHeading)) },
    })),
} satisfies ListedRoute<'GetBlogSections', DeclaredPageOf<object>>;

/** Each blog section but the one /blogs/ shows has a page of its own, which its tab links to (and the tabs island
 * enhances): every section is reachable without scripts. */
export const BLOG_SECTION = {
  pattern: '/blogs/sections/[section]',
  listedBy: ['GetBlogSections'],
  pagesIn: ({ body }: Answer<'GetBlogSections'>) => {
    const home = homeSectionOf(body);
    return body
      .filter(({ sectionHeading }) => sectionParamOf(sectionHeading) !== home)
      .map(({ sectionHeading }) => ({
        params: { section: sectionParamOf(sectionHeading) },
        reads: { sections: BLOGS_HOME.page.reads.sections, blogs: blogSectionRead(toSectionSlug(sectionHeading)) },
      }));
  },
} satisfies ListedRoute<'GetBlogSections', DeclaredPageOf<object>>;

/** Every blog a card shows has a page, when the crawl had its details; the first heading with a slug names it. */
export const BLOG = {
  pattern: '/blogs/[slug]',
  detail: true,
  listedBy: ['GetBlogsBySection', 'GetRandomBlogsForMain', 'GetBlogsBySpeciality', 'GetRelatedBlogs'],
  pagesIn: ({ body }: Answer<'GetBlogsBySection' | 'GetRandomBlogsForMain' | 'GetBlogsBySpeciality' | 'GetRelatedBlogs'>) =>
    blogSlugsOf(body).map(({ item: { blogHeading }, slug }) => {
      const blogname = toBlogNameParam(blogHeading);
      const detail = read('GetBlogDetails', { blogname });
      return {
        params: { slug },
        heading: blogHeading,
        reads: { detail, related: read('GetRelatedBlogs', { blogname }) },
        needs: detail,
      };
    }),
  // One page per blog: a heading listed by several answers keeps the page of the first (by request key).
  identity: (page: DeclaredPageOf<{ heading: string }>) => toBlogNameParam(page.heading),
} satisfies ListedRoute<
  'GetBlogsBySection' | 'GetRandomBlogsForMain' | 'GetBlogsBySpeciality' | 'GetRelatedBlogs',
  DeclaredPageOf<{ heading: string }>
>;

/** The slugs of the blogs a list shows, as its cards link to them (src/routes/addresses.ts). */
export const blogSlugsOf = (blogs: readonly BlogSummary[]) => withSiblingSlugs(blogs, ({ blogHeading }) => blogHeading);

const doctorNameOf = ({ doctorName }: DoctorSummary): string => doctorName;

/** A declared page with the names it shows. */
type DeclaredPageOf<Names extends object> = Names & DeclaredPage;

/** Every page that reads the directory without a listing: where the crawl starts. */
export const SINGLE_ROUTES: ReadonlyArray<SingleRoute> = [
  HOME,
  NOT_FOUND,
  DOCTORS_HOME,
  SPECIALITIES_HOME,
  HOSPITALS_HOME,
  PHARMACY.home,
  URGENT_CARE.home,
  GROUP_PRACTICE.home,
  BLOGS_HOME,
  BLOG_NOT_FOUND,
  SEARCH,
  CONTACT_US,
  WRITE_FOR_US,
  SAVED,
  OFFLINE,
];

/** Every route whose pages are listed by answers of the crawl. */
export const LISTED_ROUTES: readonly AnyListedRoute[] = [
  DOCTOR_STATE,
  DOCTOR_CITY,
  DOCTOR_SPECIALITY,
  DOCTOR_SPECIALITY_PAGE,
  DOCTOR_SPECIALITY_LIST_JSON,
  DOCTOR_DETAIL,
  SPECIALITY,
  SPECIALITY_STATE,
  SPECIALITY_CHUNK,
  SPECIALITY_CHUNK_JSON,
  SPECIALITY_STATE_CHUNK,
  SPECIALITY_STATE_CHUNK_JSON,
  SPECIALITY_DOCTOR,
  HOSPITAL_STATE,
  HOSPITAL_CITY,
  HOSPITAL_CITY_PAGE,
  HOSPITAL_CITY_LIST_JSON,
  HOSPITAL_DETAIL,
  HOSPITAL_DOCTORS_PAGE,
  ...[PHARMACY, URGENT_CARE, GROUP_PRACTICE].flatMap((routes) => [routes.state, routes.city, routes.cityPage, routes.detail]),
  GROUP_PRACTICE_PROVIDERS_PAGE,
  BLOG_SECTION_JSON,
  BLOG_SECTION,
  BLOG,
];

/** The routes whose pages regroup other routes' pages (`regroups`): the removal guard leaves them out. */
export const REGROUPING_PATTERNS: ReadonlySet<string> = new Set(LISTED_ROUTES.filter((route) => route.regroups).map((route) => route.pattern));

/** Every follow-up read. */
export const FOLLOW_UPS: ReadonlyArray<FollowUp<GetEndpointName>> = [
  CITY_SPECIALITY_DOCTORS,
  HOSPITAL_CITY_LISTS,
  SPECIALITY_FIRST_PAGE,
  SPECIALITY_NEXT_PAGE,
  GROUP_PRACTICE_BLOGS,
  ...[PHARMACY, URGENT_CARE, GROUP_PRACTICE].map((routes): FollowUp<GetEndpointName> => routes.cityLists),
];

export type { Read };

/** The declared pages of the facility routes, whatever their kind. */
export type FacilityStateDeclared = PageOf<(typeof FACILITY_ROUTES)[FacilityKind]['state']>;
/** A page of a city's facilities: the list's first or a further one (their declarations are alike). */
export type FacilityCityDeclared = PageOf<(typeof FACILITY_ROUTES)[FacilityKind]['city']>;
export type FacilityDetailDeclared = PageOf<(typeof FACILITY_ROUTES)[FacilityKind]['detail']>;
