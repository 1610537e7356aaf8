/**
 * What a kind of fact is, in one record: the arguments it is recorded with, how it reads the snapshot, what a page
 * records of the answer (its digest), and how SQL answers it again for every recorded fact at once. The reads pages
 * make (`PageReads` in fact-kinds.ts) and the night's check (facts-changed.ts) both follow from it.
 */
import type { z } from 'zod';
import { isRecording, recordFact, type Fact } from '../lib/read-tracking.ts';
import type { SnapshotReader } from '../snapshot/read.ts';

/** What a page records of an answer: its digest, and when it last changed where the snapshot dates it. */
export type FactState = Omit<Fact, 'call'>;

/** How SQL answers a kind's facts again, set-based: over the manifest's `facts f` (its arguments as the columns
 * `f.arg1`…`f.arg3`), with the snapshot attached as `snapshot`. */
export interface FactCheck<A extends readonly string[]> {
  /** The columns the joins use, from the fact's arguments (default: the arguments themselves). */
  readonly columns?: (...args: A) => readonly string[];
  /** A value only tonight's snapshot gives (an image's address on this crawl's host), from the first column: joined
   * as `temp.fact_inputs i` (`i.value`) for each fact of the kind before the check. */
  readonly input?: (reader: SnapshotReader, arg1: string) => string | undefined;
  /** The joins from `facts f` to the snapshot. */
  readonly from: string;
  /** The fact's digest now, as an SQL expression over those joins, spelled as the kind's `state` spells it. */
  readonly digest: string;
  /** A table the check needs: in a snapshot without it, no fact of the kind holds. */
  readonly needs?: string;
}

export interface FactKindDefinition<A extends readonly string[], T> {
  /** The kind's name, first in every call recorded (`["name", ...args]`). */
  readonly name: string;
  /** The arguments, checked when a call is read back from a manifest. */
  readonly args: z.ZodType<A>;
  /** The answer a page gets. */
  readonly read: (reader: SnapshotReader, ...args: A) => T;
  /** What a page records of the answer. */
  readonly state: (answer: T) => FactState;
  readonly check: FactCheck<A>;
}

/** A kind whatever its arguments and answer: what the check and the evaluation of stored calls need. */
export interface AnyFactKind {
  readonly name: string;
  readonly check: Omit<FactCheck<readonly string[]>, 'columns'>;
  /** The fact's state in `reader`'s snapshot, or undefined when the stored arguments are not the kind's. */
  evaluate(reader: SnapshotReader, args: readonly unknown[]): FactState | undefined;
  /** The SQL columns of stored arguments, or undefined when they are not the kind's. */
  columnsOf(args: readonly unknown[]): readonly string[] | undefined;
  /** Whether the SQL columns are the arguments as recorded (no `check.columns`): SQL can take them from the call. */
  readonly argsAreColumns: boolean;
}

export type FactKind<A extends readonly string[], T> = FactKindDefinition<A, T> &
  AnyFactKind & {
    /** Records the fact of an answer a page got, if a page is rendering. */
    record(args: A, answer: T): T;
    /** A read of `reader` that records its fact. */
    tracked(reader: SnapshotReader): (...args: A) => T;
  };

/** A kind of fact from its one definition. */
export function defineFactKind<A extends readonly string[], T>(definition: FactKindDefinition<A, T>): FactKind<A, T> {
  const { name, args: schema, read, state, check } = definition;
  const parse = (args: readonly unknown[]): A | undefined => {
    const parsed = schema.safeParse(args);
    return parsed.success ? parsed.data : undefined;
  };
  const record = (args: A, answer: T): T => {
    if (isRecording()) recordFact({ call: JSON.stringify([name, ...args]), ...state(answer) });
    return answer;
  };
  return {
    ...definition,
    evaluate(reader, raw) {
      const args = parse(raw);
      return args && state(read(reader, ...args));
    },
    columnsOf(raw) {
      const args = parse(raw);
      return args && (check.columns?.(...args) ?? args);
    },
    argsAreColumns: check.columns === undefined,
    record,
    tracked:
      (reader) =>
      (...args) =>
        record(args, read(reader, ...args)),
  };
}
