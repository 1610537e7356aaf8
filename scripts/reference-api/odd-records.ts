/**
 * The odd records fault (API_ODD_RECORDS=1): answers of the dataset with records a badly behaved API sends added,
 * as issue 45 found them. Every record is added where the test dataset has a place for it (Alabama, Birmingham),
 * and the requests the site should make for them are answered; a request it should not make (a skipped uid's
 * detail) finds nothing, as an unknown uid does, and fails the night.
 */
import type { GetEndpointName } from '../../src/api/endpoints.ts';
import type { RequestParams } from './routes/context.ts';

/** The dataset's own answer to a request of an endpoint, by its query parameters. */
export type RealAnswer = (endpoint: GetEndpointName, query: Readonly<Record<string, string>>) => unknown;

/** Where the odd doctors and cities are listed: the first state and its first city of the test dataset. */
export const ODD_PLACE = { state: 'alabama', city: 'birmingham' } as const;

/** A state and cities whose names slug to nothing, to a reserved name, or to one slug for two names. */
export const ODD_STATES = ['...'] as const;
export const ODD_CITIES = ['San José', 'San Jose', '!!!', 'Index'] as const;
/** A blog heading written in another script. */
export const ODD_BLOG_HEADING = '健康生活指南';

/** A name with a right-to-left override and control characters: shown, they would disguise it. */
export const DISGUISED_NAME = 'Eve \u202Egnp.exe\u0007 Smith\u2066';
/** Over 10,000 characters: as a file name, it failed the night with ENAMETOOLONG. */
export const LONG_NAME = `Dr ${'Verylongname '.repeat(800)}Jones`;

/** The odd doctors of the list and what each tests; `detail` is false for those the crawl must never ask about. */
export const ODD_DOCTORS = [
  // Its slug would be 'index' (no name slug): written over the list's index.html.
  { uid: 'index', doctorName: '...', detail: true },
  // Outside the safe set: no page, no link, no request.
  { uid: 'a/b', doctorName: 'Slash Uid', detail: false },
  { uid: 'a%2fb', doctorName: 'Encoded Slash Uid', detail: false },
  { uid: 'a\\b', doctorName: 'Backslash Uid', detail: false },
  { uid: 'x?y#z', doctorName: 'Query Uid', detail: false },
  // One uid, two doctors: 'Abe Dup' keeps it (first by name), 'Zed Dup' is skipped, whatever the order.
  { uid: 'dup7', doctorName: 'Zed Dup', detail: true },
  { uid: 'dup7', doctorName: 'Abe Dup', detail: true },
  // Its detail answers for another uid.
  { uid: 'other8', doctorName: 'Mismatched Doctor', detail: true },
  { uid: 'long9', doctorName: LONG_NAME, detail: true },
  { uid: 'bidi10', doctorName: DISGUISED_NAME, detail: true },
] as const;

const MISMATCHED_UID = 'other8';

type Item = Readonly<Record<string, unknown>>;
const isItems = (body: unknown): body is Item[] => Array.isArray(body) && body.every((item) => item !== null && typeof item === 'object');
const lower = (value: string | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * The answer to a request with the odd records: `answer` is the dataset's own for this request (called only when
 * needed: an odd uid's detail is not in the dataset), `real` the dataset's answer to another request.
 */
export function answerWithOddRecords(endpoint: GetEndpointName, params: RequestParams, answer: () => unknown, real: RealAnswer): unknown {
  const inOddPlace = lower(params.get('state')) === ODD_PLACE.state && lower(params.get('city')) === ODD_PLACE.city;
  switch (endpoint) {
    case 'GetDoctorStates':
      return appended(answer(), (first) => ODD_STATES.map((state) => ({ ...first, state })));
    case 'GetDoctorCity':
      return lower(params.get('state')) === ODD_PLACE.state ? appended(answer(), () => ODD_CITIES.map((city) => ({ city }))) : answer();
    case 'GetDoctorBySpecialtyData':
      return inOddPlace ? appended(answer(), (first) => ODD_DOCTORS.map(({ uid, doctorName }) => ({ ...first, uid, doctorName }))) : answer();
    case 'GetDoctorSpecialtyDetails': {
      const uid = params.get('UID') ?? '';
      const odd = ODD_DOCTORS.filter((doctor) => doctor.detail && doctor.uid === uid).sort((a, b) => (a.doctorName < b.doctorName ? -1 : 1))[0];
      if (!odd) return answer();
      const model = firstDoctorOf(real);
      const detail = { ...(real(endpoint, { UID: model.uid }) as Item), doctorName: odd.doctorName, education: `${DISGUISED_NAME}//School` };
      return uid === MISMATCHED_UID ? { ...detail, uid: model.uid } : detail;
    }
    case 'GetRandomBlogsForMain':
      return appended(answer(), (first) => [{ ...first, blogHeading: ODD_BLOG_HEADING }]);
    case 'GetBlogDetails':
    case 'GetRelatedBlogs': {
      if (params.get('blogname') !== ODD_BLOG_HEADING) return answer();
      if (endpoint === 'GetRelatedBlogs') return [];
      // The rows of the newest blog whose details the API finds by its heading: a random model (some headings are not
      // found so) left the odd blog without a page now and then.
      const rows = (real('GetBlogsBySpeciality', { speciality: '""' }) as Item[])
        .map((blog) => real('GetBlogDetails', { blogname: String(blog.blogHeading ?? '').toLowerCase() }))
        .find((found) => isItems(found) && found.length > 0);
      return isItems(rows) ? rows.map((row) => ({ ...row, blogHeading: ODD_BLOG_HEADING })) : [];
    }
    default:
      return answer();
  }
}

/** A list answer with records made from its first item added at its end. */
function appended(body: unknown, odd: (first: Item) => Item[]): unknown {
  if (!isItems(body) || body[0] === undefined) return body;
  return [...body, ...odd(body[0])];
}

/** The first real doctor of the odd place's lists: the model of the odd doctors' details. */
function firstDoctorOf(real: RealAnswer): { readonly uid: string } {
  const specialities = real('GetDoctorSpecialties', ODD_PLACE) as Array<{ specialtyName: string }>;
  const doctors = real('GetDoctorBySpecialtyData', { ...ODD_PLACE, specialty: lower(specialities[0]?.specialtyName) }) as Array<{ uid: string }>;
  const first = doctors[0];
  if (!first) throw new Error(`The odd records need doctors in ${ODD_PLACE.city}, ${ODD_PLACE.state}: seed the tiny dataset.`);
  return first;
}
