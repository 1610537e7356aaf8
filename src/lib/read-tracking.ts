/**
 * What a page reads, recorded while it renders: each read of the snapshot is a fact (what was asked, a digest of
 * the answer and when that answer last changed). The facts of one page are collected in an async context, so
 * pages rendering at once each get their own; a memoized answer replays the facts its computation read, so a page
 * served from a memo still depends on what the memo read for it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Fact {
  /** What was read: a fact kind and its arguments, as JSON (see src/page-deps/fact-kinds.ts). */
  readonly call: string;
  /** A digest of the answer. */
  readonly digest: string;
  /** When the answer last changed (ISO date), for facts taken from a dated response. */
  readonly changedAt?: string | undefined;
}

const current = new AsyncLocalStorage<Map<string, Fact>>();

/** Whether reads are being collected (a page rendering, or a memo computing): else a fact need not be made. */
export function isRecording(): boolean {
  return current.getStore() !== undefined;
}

/** Adds a fact to the reads being collected, if any are. */
export function recordFact(fact: Fact): void {
  current.getStore()?.set(fact.call, fact);
}

/** Adds facts read earlier (a memo's) to the reads being collected, if any are. */
export function replayFacts(facts: readonly Fact[]): void {
  const store = current.getStore();
  if (store) for (const fact of facts) store.set(fact.call, fact);
}

/** Runs a synchronous computation, returning its value and the facts it read (also passed on to the caller's reads). */
export function collectFacts<T>(compute: () => T): { readonly value: T; readonly facts: Fact[] } {
  const facts = new Map<string, Fact>();
  const value = current.run(facts, compute);
  const read = [...facts.values()];
  replayFacts(read);
  return { value, facts: read };
}

/** Runs an asynchronous computation (a page's render), returning its value and every fact it read. */
export async function collectFactsOf<T>(compute: () => Promise<T>): Promise<{ readonly value: T; readonly facts: Fact[] }> {
  const facts = new Map<string, Fact>();
  const value = await current.run(facts, compute);
  return { value, facts: [...facts.values()] };
}

/** The facts read so far by the computation running now (a page's render), or undefined outside one. */
export function factsSoFar(): readonly Fact[] | undefined {
  const store = current.getStore();
  return store ? [...store.values()] : undefined;
}

/** Runs a computation whose own reads are not recorded (an index built once, answered as facts of its own). */
export function untracked<T>(compute: () => T): T {
  return current.exit(compute);
}

/** The newest change date among facts (ISO dates compare as text), or undefined when none is dated. */
export function latestChange(facts: Iterable<Pick<Fact, 'changedAt'>>): string | undefined {
  let latest: string | undefined;
  for (const { changedAt } of facts) if (changedAt && (!latest || changedAt > latest)) latest = changedAt;
  return latest;
}
