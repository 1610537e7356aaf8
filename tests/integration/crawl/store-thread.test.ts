/** The crawl's store on its own thread: writes are not waited for, yet every read sees the writes before it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl } from '../../../src/crawl/run.ts';
import { openCrawlStore, type StoreOptions } from '../../../src/crawl/store-thread.ts';
import { requestKey, type RequestRecord } from '../../../src/snapshot/records.ts';
import { openSnapshotWriter } from '../../../src/snapshot/write.ts';

const scratch = mkdtempSync(join(tmpdir(), 'crawl-store-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const IMAGE_HOST = 'http://images.test';
const storeAt = (name: string, options: Partial<StoreOptions> = {}) =>
  openCrawlStore({
    snapshotPath: join(scratch, name),
    imageBaseUrl: IMAGE_HOST,
    imageOrigins: [new URL(IMAGE_HOST).origin],
    takeLast: [],
    ...options,
  });

const sections = { endpoint: 'GetBlogSections', params: {}, context: {} } as RequestRecord;
const section = (sectionheading: string) => ({ endpoint: 'GetBlogsBySection', params: { sectionheading }, context: {} }) as RequestRecord;
const detail = (uid: string) => ({ endpoint: 'GetDoctorSpecialtyDetails', params: { UID: uid }, context: {} }) as RequestRecord;
const page = (pageNumber: number) =>
  ({ endpoint: 'GetDoctorsBySpecialties', params: { specialty: 'Cardiology', pageNumber }, context: {} }) as RequestRecord;
const SECTIONS_BODY = JSON.stringify([{ sectionHeading: 'Heart Health' }, { sectionHeading: 'Sleep' }]);

describe("the crawl's store", () => {
  it('answers a take with the requests the answers before it lead to, in order', async () => {
    const store = storeAt('order.sqlite');
    store.enqueue([sections, detail('a')]);
    const [first, second] = await store.take(10);
    if (!first || !second) throw new Error('two requests were queued');
    expect(first.key).toBe(requestKey(sections));
    // Not awaited: the take below must still see them.
    store.answered(first.id, SECTIONS_BODY, 60, 0, { etag: '"s1"' });
    store.fail(second.id, 503, 'unavailable', 2);
    const next = await store.take(10);
    expect(next.map((request) => request.key)).toEqual([section('hearthealth'), section('sleep')].map(requestKey));
    expect(store.tally().known).toBe(4);
    expect(await store.counts()).toEqual({ pending: 2, done: 1, failed: 1, gone: 0 });
    await store.close();

    const db = new DatabaseSync(join(scratch, 'order.sqlite'), { readOnly: true });
    const stored = db.prepare('SELECT body, bytes, etag, state FROM requests WHERE id = ?').get(first.id);
    db.close();
    expect(stored).toEqual({ body: SECTIONS_BODY, bytes: 60, etag: '"s1"', state: 'done' });
  });

  it('takes the requests of `takeLast` endpoints only when no other is pending, also after a resume', async () => {
    const options = { takeLast: ['GetDoctorSpecialtyDetails' as const] };
    const store = storeAt('ranks.sqlite', options);
    store.enqueue([detail('a'), page(1), detail('b')]);
    const [first] = await store.take(1);
    if (!first) throw new Error('a request was queued');
    expect(first.key).toBe(requestKey(page(1)));
    // A full page leads to the next page, queued after both details and still taken before them.
    const doctors = Array.from({ length: 10 }, (_, i) => ({ uid: `d${i}`, doctorName: `Doctor ${i}`, docImage: '' }));
    store.answered(first.id, JSON.stringify(doctors), 100, 0, {});
    const [second] = await store.take(1);
    expect(second?.key).toBe(requestKey(page(2)));
    await store.close();

    // Resumed: the requests taken but not answered are pending again, in the same order.
    const resumed = storeAt('ranks.sqlite', options);
    const keys = (await resumed.take(4)).map((request) => request.key);
    expect(keys).toEqual([page(2), detail('a'), detail('b'), detail('d0')].map(requestKey));
    await resumed.close();
  });

  it("sends last night's validators with a request, and on a 304 keeps last night's answer and what it leads to", async () => {
    const lastNight = join(scratch, 'last-night.sqlite');
    const writer = openSnapshotWriter(lastNight);
    writer.enqueue([sections]);
    const [taken] = writer.take(1);
    if (!taken) throw new Error('a request was queued');
    writer.complete(taken.id, SECTIONS_BODY, 60, 0, [], { etag: '"s1"' });
    writer.close();

    const store = storeAt('tonight.sqlite', { previousSnapshotPath: lastNight });
    store.enqueue([sections]);
    const [request] = await store.take(1);
    if (!request) throw new Error('a request was queued');
    expect(request.since).toEqual({ etag: '"s1"' });
    store.unchanged(request.id, 0, { etag: '"s1"' });
    expect((await store.take(10)).map((next) => next.key)).toEqual([section('hearthealth'), section('sleep')].map(requestKey));
    await store.close();

    const db = new DatabaseSync(join(scratch, 'tonight.sqlite'), { readOnly: true });
    expect(db.prepare('SELECT body, http_status AS status FROM requests WHERE id = ?').get(request.id)).toEqual({ body: SECTIONS_BODY, status: 304 });
    db.close();
  });

  it('fails the next read with the error that stopped it, and stops its thread', async () => {
    const path = join(scratch, 'other-schema.sqlite');
    const db = new DatabaseSync(path);
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('schema_version', '1')");
    db.close();
    const store = storeAt('other-schema.sqlite');
    store.setMeta('started_at', 'now');
    await expect(store.take(1)).rejects.toThrow(/schema version 1.*cannot be resumed/);
    await expect(store.close()).rejects.toThrow(/schema version 1/);
  });

  it('makes a crawl of a snapshot it cannot write fail with that error, without hanging', async () => {
    const path = join(scratch, 'crawl-other-schema.sqlite');
    const db = new DatabaseSync(path);
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('schema_version', '2')");
    db.close();
    await expect(crawl({ baseUrl: 'http://127.0.0.1:9', snapshotPath: path, concurrency: 2 })).rejects.toThrow(/schema version 2/);
  });
});
