/**
 * Facts as a manifest stores them, by their call (`["kind", ...args]` as JSON): answered again from a snapshot in
 * TypeScript (`evaluateFact`), and given the columns the night's SQL check joins on (`factColumnsOf`).
 */
import type { Fact } from '../lib/read-tracking.ts';
import type { SnapshotReader } from '../snapshot/read.ts';
import type { AnyFactKind } from './fact-kind.ts';
import { FACT_KINDS } from './fact-kinds.ts';

const kindsByName = new Map(FACT_KINDS.map((kind) => [kind.name, kind]));

/** A stored call's kind and arguments, or undefined when it is not a call of a kind this code knows. */
function parseCall(call: string): { readonly kind: AnyFactKind; readonly args: readonly unknown[] } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(call);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || typeof parsed[0] !== 'string') return undefined;
  const kind = kindsByName.get(parsed[0]);
  return kind && { kind, args: parsed.slice(1) };
}

/** The fact of a call as it holds in `reader` now; undefined when the call is not one this code can answer (such a
 * fact counts as changed). */
export function evaluateFact(reader: SnapshotReader, call: string): Fact | undefined {
  const parsed = parseCall(call);
  const state = parsed?.kind.evaluate(reader, parsed.args);
  return state && { call, ...state };
}

/** The kinds whose SQL columns are the arguments of their calls as this code records them. */
export const KINDS_WITH_ARGS_AS_COLUMNS: readonly string[] = FACT_KINDS.filter((kind) => kind.argsAreColumns).map((kind) => kind.name);

/** The kind and SQL columns of a call (undefined ones for a call this code cannot answer: the check counts it changed). */
export function factColumnsOf(call: string): [kind: string | null, arg1: string | null, arg2: string | null, arg3: string | null] {
  const parsed = parseCall(call);
  const columns = parsed?.kind.columnsOf(parsed.args);
  if (!parsed || !columns) return [null, null, null, null];
  return [parsed.kind.name, columns[0] ?? null, columns[1] ?? null, columns[2] ?? null];
}
