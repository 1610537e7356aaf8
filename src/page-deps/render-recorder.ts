/**
 * What the pages a build renders read, written to the build's records beside the manifest (manifest-schema.ts) a
 * few hundred pages per transaction: one transaction per page costs more than rendering many pages. Each fact read
 * is written once, numbered by this recorder, and a page's record lists the numbers of its facts.
 */
import type { DatabaseSync } from 'node:sqlite';
import { latestChange, type Fact } from '../lib/read-tracking.ts';

export interface RenderRecorder {
  /** Records what a page read while it rendered, its props digest and whether it is indexable. */
  record(pageId: string, url: string, facts: readonly Fact[], props: string, indexable: boolean): void;
  /** Writes out what is buffered. */
  flush(): void;
  /** Forgets the numbers of the facts written (the build's records were cleared or merged). */
  reset(): void;
}

// The records are buffered by the recorder of the manifest the pages' bundle opened; the build's end is seen by the
// integration's own manifest (a separate module instance in the same process): it writes every recorder out first.
const FLUSHES = Symbol.for('healthcare-directory.page-facts.flushes');
const flushes = (): Set<() => void> => {
  const holder = globalThis as { [FLUSHES]?: Set<() => void> };
  holder[FLUSHES] ??= new Set();
  return holder[FLUSHES];
};

/** Writes out what every recorder of the process buffered (before the build's records are merged). */
export function flushEveryRecorder(): void {
  for (const flush of flushes()) flush();
}

/** A recorder writing into the `build` database attached to `db`; `close` unregisters it after a last flush. */
export function openRenderRecorder(db: DatabaseSync): RenderRecorder & { close(): void } {
  const render = db.prepare('INSERT OR REPLACE INTO build.rendered (page, url, facts, changed_at, props, indexable) VALUES (?, ?, ?, ?, ?, ?)');
  const read = db.prepare('INSERT INTO build.read (idx, call, digest) VALUES (?, ?, ?)');
  const pending: Array<[string, string, string, string | null, string, number]> = [];
  const pendingReads: Array<[number, string, string]> = [];
  // Numbered after any a killed build of this process left.
  let factNumbers: Map<string, number> | undefined;
  let lastNumber = 0;
  const numberOf = (fact: Fact): number => {
    if (!factNumbers) {
      factNumbers = new Map();
      lastNumber = (db.prepare('SELECT COALESCE(MAX(idx), 0) AS n FROM build.read').get() as { n: number }).n;
    }
    let number = factNumbers.get(fact.call);
    if (number === undefined) {
      number = ++lastNumber;
      factNumbers.set(fact.call, number);
      pendingReads.push([number, fact.call, fact.digest]);
    }
    return number;
  };
  const flush = () => {
    if (pending.length === 0 && pendingReads.length === 0) return;
    db.exec('BEGIN');
    for (const row of pendingReads) read.run(...row);
    for (const row of pending) render.run(...row);
    db.exec('COMMIT');
    pending.length = 0;
    pendingReads.length = 0;
  };
  flushes().add(flush);
  return {
    record(pageId, url, facts, props, indexable) {
      pending.push([pageId, url, JSON.stringify(facts.map(numberOf)), latestChange(facts) ?? null, props, indexable ? 1 : 0]);
      if (pending.length >= 256) flush();
    },
    flush,
    reset() {
      factNumbers = undefined;
    },
    close() {
      flush();
      flushes().delete(flush);
    },
  };
}
