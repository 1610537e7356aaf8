/** Rows written in bounded transactions: committed every ROWS_PER_TRANSACTION rows as they come, the rest at the end. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { batchedWrites, ROWS_PER_TRANSACTION } from '../../../src/lib/batched-writes.ts';

const scratch = mkdtempSync(join(tmpdir(), 'batched-writes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('batched writes', () => {
  it('commit every batch as rows come, and the rest when done', () => {
    const path = join(scratch, 'rows.sqlite');
    const db = new DatabaseSync(path);
    db.exec('CREATE TABLE rows (n INTEGER PRIMARY KEY)');
    const reader = new DatabaseSync(path, { readOnly: true });
    const committed = () => (reader.prepare('SELECT COUNT(*) AS n FROM rows').get() as { n: number }).n;
    const put = db.prepare('INSERT INTO rows (n) VALUES (?)');
    const writes = batchedWrites(db);
    const total = 2 * ROWS_PER_TRANSACTION + 7;
    for (let n = 0; n < total; n++) {
      put.run(n);
      writes.wrote();
      if (n === ROWS_PER_TRANSACTION + 10) expect(committed()).toBe(ROWS_PER_TRANSACTION);
    }
    expect(committed()).toBe(2 * ROWS_PER_TRANSACTION);
    expect(writes.done()).toBe(total);
    expect(committed()).toBe(total);
    reader.close();
    db.close();
  });
});
