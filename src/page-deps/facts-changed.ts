/**
 * The night's check of every recorded fact, in SQL: each kind's check (fact-kinds.ts) answers all its facts again
 * from the attached snapshot at once, so a night costs a few joins, not a look-up per fact.
 */
import { DatabaseSync } from 'node:sqlite';
import type { SnapshotReader } from '../snapshot/read.ts';
import { FACT_KINDS } from './fact-kinds.ts';

// How much of a manifest or snapshot file a connection maps (SQLite's default cap).
export const MAPPED_BYTES = 2147418112;

/** The facts of a manifest that no longer hold in a snapshot, by id: each with its digest now (undefined where the
 * snapshot cannot answer it: a kind this code does not know, or a table the snapshot lacks). */
export type ChangedFacts = Map<number, string | undefined>;

/** The facts of the manifest at `manifestPath` that no longer hold in the snapshot `reader` reads. */
export function factsChanged(manifestPath: string, reader: SnapshotReader): ChangedFacts {
  // A connection of its own: the manifest's may be inside a transaction, where nothing can be attached.
  const db = new DatabaseSync(manifestPath, { readOnly: true });
  try {
    db.prepare('ATTACH DATABASE ? AS snapshot').run(reader.path);
    // Both files read mapped, with page caches that hold what the joins walk.
    db.exec(
      `PRAGMA mmap_size = ${MAPPED_BYTES}; PRAGMA snapshot.mmap_size = ${MAPPED_BYTES}; PRAGMA cache_size = -131072; PRAGMA snapshot.cache_size = -131072;`,
    );
    db.exec('CREATE TEMP TABLE fact_inputs (fact INTEGER PRIMARY KEY, value TEXT)');
    const putInput = db.prepare('INSERT INTO temp.fact_inputs (fact, value) VALUES (?, ?)');
    const factsOfKind = db.prepare('SELECT id, arg1 FROM facts WHERE kind = ?');
    const hasTable = db.prepare("SELECT 1 FROM snapshot.sqlite_master WHERE type = 'table' AND name = ?");
    const selects: string[] = [];
    const params: string[] = [];
    db.exec('BEGIN');
    for (const { name, check } of FACT_KINDS) {
      if (check.input)
        for (const { id, arg1 } of factsOfKind.iterate(name) as Iterable<{ id: number; arg1: string }>)
          putInput.run(id, check.input(reader, arg1) ?? null);
      if (check.needs && !hasTable.get(check.needs)) {
        selects.push('SELECT f.id, NULL AS now FROM facts f WHERE f.kind = ?');
      } else {
        selects.push(`SELECT f.id, ${check.digest} AS now FROM facts f ${check.from} WHERE f.kind = ? AND f.digest IS NOT ${check.digest}`);
      }
      params.push(name);
    }
    db.exec('COMMIT');
    selects.push(`SELECT id, NULL AS now FROM facts WHERE kind IS NULL OR kind NOT IN (${FACT_KINDS.map(() => '?').join(', ')})`);
    params.push(...FACT_KINDS.map((kind) => kind.name));
    const rows = db.prepare(selects.join(' UNION ALL ')).all(...params) as Array<{ id: number; now: string | null }>;
    return new Map(rows.map(({ id, now }) => [id, now ?? undefined]));
  } finally {
    db.close();
  }
}
