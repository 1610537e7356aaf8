/**
 * The facts a page can read from the snapshot, each named by a kind and its arguments, and how to tell whether one
 * still holds: `evaluateFact` answers it again from any snapshot, with the same digest the page recorded when
 * it read it. A page whose facts all hold renders the same bytes, so the next night reuses it.
 */
import { z } from 'zod';
import { toRequestPath } from '../api/endpoints.ts';
import { digestOfValue } from '../lib/digest.ts';
import { isRecording, recordFact, untracked, type Fact } from '../lib/read-tracking.ts';
import { getSnapshot, type DoctorPageRef, type ListingPageRef, type MediaRef, type SnapshotReader } from '../snapshot/read.ts';
import { LISTING_KINDS } from '../lib/facility-kinds.ts';

type Answer = Omit<Fact, 'call'>;
/** How a kind of fact is answered from a snapshot, given the arguments it was recorded with. */
type Evaluator = (reader: SnapshotReader, args: readonly unknown[]) => Answer | undefined;

const Text = z.string();
const ListingKind = z.enum(LISTING_KINDS);
const evaluators = new Map<string, Evaluator>();

/** Registers how a kind of fact is answered; arguments are checked against a schema (they come back from a file). */
function defineKind<A extends readonly unknown[]>(kind: string, args: z.ZodType<A>, answer: (reader: SnapshotReader, ...args: A) => Answer): void {
  if (evaluators.has(kind)) throw new Error(`The fact kind '${kind}' is defined twice.`);
  evaluators.set(kind, (reader, raw) => {
    const parsed = args.safeParse(raw);
    return parsed.success ? answer(reader, ...parsed.data) : undefined;
  });
}

/** The fact of a kind and arguments, as it holds in a snapshot. */
function factOf(reader: SnapshotReader, kind: string, args: readonly unknown[]): Fact {
  const call = JSON.stringify([kind, ...args]);
  return { call, ...(evaluators.get(kind)?.(reader, args) ?? { digest: VOLATILE }) };
}

// Reads of a whole table or endpoint (path lists, site files) are not worth tracking: a page that makes one renders every night.
const VOLATILE = 'volatile';

defineKind('response', z.tuple([Text]), (reader, key) => {
  const revision = reader.revision(key);
  return revision ? { digest: revision.bodyHash, changedAt: revision.changedAt } : { digest: '-' };
});
/** The digest of an exists fact (manifest.ts spells it the same in SQL). */
const existsDigest = (exists: boolean): string => (exists ? 'yes' : 'no');
defineKind('exists', z.tuple([Text]), (reader, key) => ({ digest: existsDigest(reader.revision(key) !== undefined) }));
// Where a doctor's or a listing's page is, spelled as its path, and which file an image is: manifest.ts answers these
// facts in SQL from the page indexes and the images with the same spelling ('-' for none).
/** The digest of a doctor-page fact. */
export const doctorPageDigest = (page: DoctorPageRef | undefined): string =>
  page ? `${page.stateSlug}/${page.citySlug}/${page.specialitySlug}/${page.slug}` : '-';
/** The digest of a listing-page fact. */
export const listingPageDigest = (page: ListingPageRef | undefined): string =>
  page ? `${page.kind}/${page.stateSlug}/${page.citySlug}/${page.slug}` : '-';
defineKind('doctorPage', z.tuple([Text]), (reader, uid) => ({ digest: doctorPageDigest(reader.doctorPage(uid)) }));
defineKind('listingPage', z.tuple([ListingKind, Text]), (reader, kind, uid) => ({ digest: listingPageDigest(reader.listingPage(kind, uid)) }));
defineKind('listingByName', z.tuple([ListingKind, Text, Text]), (reader, kind, stateSlug, name) => ({
  digest: digestOfValue(reader.listingByName(kind, stateSlug, name)),
}));
/** The digest of a media fact: the published file (named by its content) and its size; manifest.ts spells it the same in SQL. */
export const mediaDigest = (media: MediaRef | undefined): string => (media ? `${media.path} ${media.width}x${media.height}` : '-');
defineKind('media', z.tuple([Text]), (reader, url) => ({ digest: mediaDigest(reader.media(url)) }));
defineKind('chunk', z.tuple([Text, Text]), (reader, specialitySlug, chunk) => {
  const revision = reader.chunk(specialitySlug, chunk);
  return revision ? { digest: revision.digest, changedAt: revision.changedAt } : { digest: '-' };
});

/**
 * The facts of a fact's call as it holds in `reader` now; undefined when the call cannot be answered any more (a
 * kind this code does not know, or a whole-table read): such a fact counts as changed.
 */
export function evaluateFact(reader: SnapshotReader, call: string): Fact | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string') return undefined;
  const answer = evaluators.get(parsed[0])?.(reader, parsed.slice(1));
  return answer && answer.digest !== VOLATILE ? { call, ...answer } : undefined;
}

/** A reader that records every read it answers as a fact of the page rendering (if one is). */
export function trackedReader(reader: SnapshotReader): SnapshotReader {
  // The fact is answered by the kind's evaluator (one more look-up, for reads whose answer is not the digested value).
  const recorded = <T>(answer: T, kind: string, ...args: readonly unknown[]): T => {
    if (isRecording()) recordFact(factOf(reader, kind, args));
    return answer;
  };
  // The answer is digested as the kind's evaluator digests it (digestOfValue): the look-up is not made twice.
  const answered = <T>(answer: T, kind: string, ...args: readonly unknown[]): T => {
    if (isRecording()) recordFact({ call: JSON.stringify([kind, ...args]), digest: digestOfValue(answer) });
    return answer;
  };
  // The answer digested as its kind spells it (doctorPageDigest, listingPageDigest).
  const spelled = <T>(answer: T, digestOf: (answer: T) => string, kind: string, ...args: readonly unknown[]): T => {
    if (isRecording()) recordFact({ call: JSON.stringify([kind, ...args]), digest: digestOf(answer) });
    return answer;
  };
  const volatile = <T>(answer: T, what: string): T => {
    if (isRecording()) recordFact({ call: JSON.stringify(['everything', what]), digest: VOLATILE });
    return answer;
  };
  return {
    ...reader,
    get(endpoint, params) {
      if (!isRecording()) return reader.get(endpoint, params);
      const key = toRequestPath(endpoint, params);
      const found = reader.read(endpoint, params);
      recordFact({ call: JSON.stringify(['response', key]), digest: found?.revision.bodyHash ?? '-', changedAt: found?.revision.changedAt });
      return found?.body;
    },
    read: (endpoint, params) => recorded(reader.read(endpoint, params), 'response', toRequestPath(endpoint, params)),
    changedAt: (endpoint, params) => recorded(reader.changedAt(endpoint, params), 'response', toRequestPath(endpoint, params)),
    has: (endpoint, params) => spelled(reader.has(endpoint, params), existsDigest, 'exists', toRequestPath(endpoint, params)),
    revision: (key) => recorded(reader.revision(key), 'response', key),
    doctorPage: (uid) => spelled(reader.doctorPage(uid), doctorPageDigest, 'doctorPage', uid),
    listingPage: (kind, uid) => spelled(reader.listingPage(kind, uid), listingPageDigest, 'listingPage', kind, uid),
    listingByName: (kind, stateSlug, name) => answered(reader.listingByName(kind, stateSlug, name), 'listingByName', kind, stateSlug, name),
    media: (url) => spelled(reader.media(url), mediaDigest, 'media', url),
    chunk: (specialitySlug, chunk) => recorded(reader.chunk(specialitySlug, chunk), 'chunk', specialitySlug, chunk),
    each: (endpoint) => volatile(reader.each(endpoint), `each ${endpoint}`),
    count: (endpoint) => volatile(reader.count(endpoint), `count ${endpoint}`),
    answeredKeys: (endpoint) => volatile(reader.answeredKeys(endpoint), `answeredKeys ${endpoint}`),
    doctorPages: () => volatile(reader.doctorPages(), 'doctorPages'),
    detailPageCount: () => volatile(reader.detailPageCount(), 'detailPageCount'),
    listingPages: (kind) => volatile(reader.listingPages(kind), `listingPages ${kind}`),
    mediaFiles: () => volatile(reader.mediaFiles(), 'mediaFiles'),
    // Where this crawl's image host is: no page may show it (the API's port is not part of a page).
    imageAddress: (url) => volatile(reader.imageAddress(url), 'imageAddress'),
  };
}

/**
 * A fact of its own, derived from many reads (a name found in every list, the heading a blog slug stands for): computed
 * from the snapshot of this build without recording those reads, and recorded as one fact whose digest is the
 * answer. A page that asks which name a city slug stands for depends on that name, not on every list of cities.
 */
export function derivedFact<A extends readonly string[], T>(
  kind: string,
  args: z.ZodType<A>,
  compute: (reader: SnapshotReader, ...args: A) => T,
): (...args: A) => T {
  defineKind(kind, args, (reader, ...values) => ({ digest: digestOfValue(untracked(() => compute(reader, ...values))) }));
  return (...values) => {
    const value = untracked(() => compute(getSnapshot(), ...values));
    if (isRecording()) recordFact({ call: JSON.stringify([kind, ...values]), digest: digestOfValue(value) });
    return value;
  };
}
