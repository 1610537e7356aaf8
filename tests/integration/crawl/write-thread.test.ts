/** The snapshot's writer on its own thread: writes are not waited for, yet every read sees the writes before it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl } from '../../../src/crawl/run.ts';
import { requestKey, type RequestRecord } from '../../../src/snapshot/records.ts';
import { openSnapshotWriterThread } from '../../../src/snapshot/write-thread.ts';

const scratch = mkdtempSync(join(tmpdir(), 'write-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const detail = (uid: string): RequestRecord => ({ endpoint: 'GetDoctorSpecialtyDetails', params: { UID: uid }, context: {} }) as RequestRecord;

describe('the snapshot writer thread', () => {
  it('answers a take with the requests queued by the answers completed before it, in order', async () => {
    const path = join(scratch, 'order.sqlite');
    const writer = openSnapshotWriterThread(path);
    writer.enqueue([detail('a'), detail('b')]);
    const first = await writer.take(10);
    expect(first.map((request) => request.key)).toEqual([requestKey(detail('a')), requestKey(detail('b'))]);
    const [a, b] = first;
    if (!a || !b) throw new Error('two requests were queued');
    // Not awaited: the take below must still see them.
    writer.complete(a.id, '{"uid":"a"}', 11, 0, [detail('c'), detail('b'), detail('d')]);
    writer.fail(b.id, 503, 'unavailable', 2);
    const next = await writer.take(10);
    expect(next.map((request) => request.key)).toEqual([requestKey(detail('c')), requestKey(detail('d'))]);
    expect(writer.known()).toBe(4);
    expect(await writer.counts()).toEqual({ pending: 2, done: 1, failed: 1, gone: 0 });
    await writer.close();

    const db = new DatabaseSync(path, { readOnly: true });
    const stored = db.prepare('SELECT body, body_hash, bytes, state FROM requests WHERE id = ?').get(a.id);
    db.close();
    expect(stored).toMatchObject({ body: '{"uid":"a"}', bytes: 11, state: 'done' });
    expect(stored?.body_hash).toEqual(expect.any(String));
  });

  it('takes the requests of `takeLast` endpoints only when no other is pending, also after a resume', async () => {
    const path = join(scratch, 'ranks.sqlite');
    const page = (pageNumber: number): RequestRecord =>
      ({ endpoint: 'GetDoctorsBySpecialties', params: { specialty: 'Cardiology', pageNumber }, context: {} }) as RequestRecord;
    const options = { takeLast: ['GetDoctorSpecialtyDetails' as const] };
    const writer = openSnapshotWriterThread(path, options);
    writer.enqueue([detail('a'), page(1), detail('b')]);
    const [first] = await writer.take(1);
    expect(first?.key).toBe(requestKey(page(1)));
    if (!first) throw new Error('a request was queued');
    // The next page, queued after both details, is still taken before them.
    writer.complete(first.id, '[]', 2, 0, [detail('c'), page(2)]);
    const [second] = await writer.take(1);
    expect(second?.key).toBe(requestKey(page(2)));
    await writer.close();

    // Resumed: the requests taken but not answered are pending again, in the same order.
    const resumed = openSnapshotWriterThread(path, options);
    const keys = (await resumed.take(10)).map((request) => request.key);
    expect(keys).toEqual([page(2), detail('a'), detail('b'), detail('c')].map(requestKey));
    await resumed.close();
  });

  it('fails the next read with the writer error, and stops its thread', async () => {
    const path = join(scratch, 'other-schema.sqlite');
    const db = new DatabaseSync(path);
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('schema_version', '1')");
    db.close();
    const writer = openSnapshotWriterThread(path);
    writer.setMeta('started_at', 'now');
    await expect(writer.take(1)).rejects.toThrow(/schema version 1.*cannot be resumed/);
    await expect(writer.close()).rejects.toThrow(/schema version 1/);
  });

  it('makes a crawl of a snapshot it cannot write fail with that error, without hanging', async () => {
    const path = join(scratch, 'crawl-other-schema.sqlite');
    const db = new DatabaseSync(path);
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('schema_version', '2')");
    db.close();
    await expect(crawl({ baseUrl: 'http://127.0.0.1:9', snapshotPath: path, concurrency: 2 })).rejects.toThrow(/schema version 2/);
  });
});
