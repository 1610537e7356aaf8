/**
 * Many rows written to a SQLite file in transactions of a bounded size: few commits, and no transaction holding
 * millions of rows in the page cache (the whole-site lists of the build, the link check and the deploy).
 */
import type { DatabaseSync } from 'node:sqlite';

/** Rows a transaction holds before it commits. */
export const ROWS_PER_TRANSACTION = 50_000;

export interface BatchedWrites {
  /** Counts a row written; commits and begins anew every ROWS_PER_TRANSACTION rows. */
  wrote(): void;
  /** Commits the last rows: how many were written in all. */
  done(): number;
}

/** Begins a transaction on `db` for rows the caller writes, counted with `wrote`. */
export function batchedWrites(db: DatabaseSync): BatchedWrites {
  let rows = 0;
  db.exec('BEGIN');
  return {
    wrote() {
      if (++rows % ROWS_PER_TRANSACTION === 0) db.exec('COMMIT; BEGIN');
    },
    done() {
      db.exec('COMMIT');
      return rows;
    },
  };
}
