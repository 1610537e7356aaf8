/**
 * The records the address rules (src/routes/addresses.ts) had to handle: counted with a few examples while the crawl
 * indexes its pages (the one pass that sees every answer), for the crawl and night reports. Listing pages outside
 * that pass (the plan, a render) counts nothing: only the index opens a tally.
 */
import { stableHash } from '../lib/stable-hash.ts';

/** Each way an odd record is handled (docs/architecture.md, "Addresses"). */
export const ODD_RECORD_KINDS = [
  /** A uid outside the safe set: no page, no link, no request. */
  'skippedUid',
  /** A uid listed twice in one answer: the first in a fixed order keeps it, the others get no page and no link. */
  'duplicateUid',
  /** A detail answer naming another uid than the one asked for: refused, read as a gone listing. */
  'mismatchedDetail',
  /** Two names of one list that slug alike: the later in a fixed order takes a suffix from its name's hash. */
  'collision',
  /** A name that slugs to nothing (another script, only punctuation): its slug is its name's hash. */
  'fallbackSlug',
  /** A name whose slug is longer than the cap: cut at a hyphen. */
  'cappedSlug',
  /** A name whose slug is a name the site writes beside pages ('index'...): takes a suffix from its name's hash. */
  'reservedSlug',
  /** A page whose address another page of its route already has (a collision the rules above could not part). */
  'duplicateAddress',
] as const;
export type OddRecordKind = (typeof ODD_RECORD_KINDS)[number];

/** How many of each kind, with the first few examples. */
export type OddRecords = Partial<Record<OddRecordKind, { readonly count: number; readonly examples: readonly string[] }>>;

const EXAMPLES = 5;
// Longer examples are cut: a 10,000-character name should not fill the report.
const EXAMPLE_LENGTH = 160;

interface Seen {
  // The same record is met once per route its answer lists and per answer that lists it: counted once.
  readonly keys: Set<string>;
  readonly examples: string[];
}
let open: Map<OddRecordKind, Seen> | undefined;

/** Notes a handled record, when a tally is open; `example` names it (and is its identity within its kind). */
export function noteOddRecord(kind: OddRecordKind, example: string): void {
  if (!open) return;
  let seen = open.get(kind);
  if (!seen) {
    seen = { keys: new Set(), examples: [] };
    open.set(kind, seen);
  }
  const key = example.length > EXAMPLE_LENGTH ? `${example.length}:${stableHash(example)}` : example;
  if (seen.keys.has(key)) return;
  seen.keys.add(key);
  if (seen.examples.length < EXAMPLES) seen.examples.push(key === example ? example : `${example.slice(0, EXAMPLE_LENGTH)}…`);
}

/** Runs `work` with a tally open and returns what it noted. */
export function tallyOddRecords(work: () => void): OddRecords {
  const tally = new Map<OddRecordKind, Seen>();
  const outer = open;
  open = tally;
  try {
    work();
  } finally {
    open = outer;
  }
  return Object.fromEntries(
    ODD_RECORD_KINDS.flatMap((kind) => {
      const seen = tally.get(kind);
      return seen ? [[kind, { count: seen.keys.size, examples: seen.examples }]] : [];
    }),
  );
}

/** Adds counts noted elsewhere (the store's refused details) to a tally. */
export function mergeOddRecords(into: OddRecords, kind: OddRecordKind, count: number, examples: readonly string[]): OddRecords {
  if (count === 0) return into;
  const before = into[kind];
  return {
    ...into,
    [kind]: { count: (before?.count ?? 0) + count, examples: [...(before?.examples ?? []), ...examples].slice(0, EXAMPLES) },
  };
}
