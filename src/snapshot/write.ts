/**
 * The write side of the snapshot, used by the crawl: a request queue on disk (deduplicated by request key),
 * and each response or failure stored as it arrives, so memory does not grow with the size of the directory.
 */
import { createHash, hash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Validators } from '../api/client.ts';
import type { GetEndpointName } from '../api/endpoints.ts';
import { requestKey, type ImageField, type ImageReference, type OptimisedImage, type RequestContext, type RequestRecord } from './records.ts';
import { indexSnapshot, type PageIndexRows } from './indexes.ts';
import { keepSamples } from './samples.ts';
import { metaValueOf, SNAPSHOT_DDL, SNAPSHOT_READ_INDEXES, SNAPSHOT_SCHEMA_VERSION } from './schema.ts';

/** A request taken from the queue to be sent. */
export interface QueuedRequest extends RequestRecord {
  readonly id: number;
  readonly key: string;
}

export interface FailureRecord {
  readonly endpoint: GetEndpointName;
  readonly params: Readonly<Record<string, string | number>>;
  readonly status: number | null;
  readonly reason: string;
}

/** An image taken from the queue to be fetched. */
export interface QueuedAsset extends ImageReference {
  readonly id: number;
}

export interface QueueCounts {
  readonly pending: number;
  readonly done: number;
  readonly failed: number;
  /** Detail requests answered with an empty list: the listing is gone (no page, no link), not a failure. */
  readonly gone: number;
}

export interface SnapshotWriter {
  /** Adds requests not seen before; returns how many were new. */
  enqueue(requests: readonly RequestRecord[]): number;
  /** Takes up to `limit` pending requests not taken before, oldest first, those of `takeLast` endpoints after all others. */
  take(limit: number): QueuedRequest[];
  /** Stores a validated response (`json`: its serialisation) and queues the requests it leads to, in one transaction;
   * returns how many were new. Requests and images are named by their queue row id. `leadsTo`: what it led to,
   * stored for the next night's 304 (see the schema). `lastNight`: last night's answer to the request, whose date
   * the answer keeps when its body is the same. */
  complete(
    id: number,
    json: string,
    bytes: number,
    retries: number,
    children: readonly RequestRecord[],
    validators?: Validators,
    leadsTo?: string | null,
    lastNight?: DatedAnswer,
  ): number;
  /** Stores last night's answer again, as it was (a 304: not parsed, validated or rewritten), with what it led to,
   * and queues its children. */
  completeUnchanged(id: number, previous: PreviousAnswer, retries: number, children: readonly RequestRecord[], validators: Validators): number;
  /** Queues images not seen before; returns how many were new. */
  enqueueAssets(images: readonly ImageReference[]): number;
  /** Takes up to `limit` pending images not taken before. */
  takeAssets(limit: number): QueuedAsset[];
  /** Stores an optimised image under its published path, with the image host's validators. */
  completeAsset(id: number, path: string, image: OptimisedImage, validators?: Validators): void;
  /** Stores last night's optimised image again, as it was (a 304: not fetched or encoded again). */
  completeAssetUnchanged(id: number, previous: PreviousImage, validators: Validators): void;
  /** Records an image that could not be fetched or read; pages show their placeholder. */
  failAsset(id: number, reason: string): void;
  /** Records a detail request whose listing is gone (an empty list): no page and no link to one, not a failure. */
  gone(id: number, bytes: number, retries: number): void;
  /** Records a request that failed for good. */
  fail(id: number, status: number | undefined, reason: string, retries: number): void;
  counts(): QueueCounts;
  failures(limit: number): FailureRecord[];
  /** Removes the answers of a paged endpoint past the first page of a group (`group`: the parameter naming it) that
   * was not full or not answered, as a walk from page 1 would never have asked for them; returns how many. */
  dropPagesPastEnd(paged: PagedEndpoint): number;
  setMeta(key: string, value: string): void;
  /** Keeps last night's random samples that still hold (samples.ts), derives the page indexes by `fillIndexes` (the
   * route table's), and dates each response: unchanged since the previous snapshot keeps its date. `codeVersion`: the digest of the code running this, which the stored route
   * pages are listed by (indexes.ts). */
  index(fillIndexes: (rows: PageIndexRows) => void, previousSnapshotPath?: string, codeVersion?: string): void;
  close(): void;
}

/** An endpoint answering a group's items a page at a time, by its parameters and page size. */
export interface PagedEndpoint {
  readonly endpoint: GetEndpointName;
  readonly group: string;
  readonly page: string;
  readonly size: number;
}

export interface SnapshotWriterOptions {
  /** Endpoints whose requests are taken only when no other request is pending: those that lead to no other
   * request (details). Taking the others first keeps the queue wide to the end: a chain of pages (page n + 1
   * known only once page n is in) does not wait behind every detail queued before it. */
  readonly takeLast?: readonly GetEndpointName[];
}

/** Opens (or creates) a snapshot for writing; requests an interrupted crawl left pending or failed are tried again. */
export function openSnapshotWriter(path: string, options: SnapshotWriterOptions = {}): SnapshotWriter {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  const version = metaValueOf(db, 'schema_version');
  if (version !== undefined && Number(version) !== SNAPSHOT_SCHEMA_VERSION) {
    db.close();
    throw new Error(
      `${path} is a crawl of schema version ${version}, not ${SNAPSHOT_SCHEMA_VERSION}: it cannot be resumed; crawl again without resuming.`,
    );
  }
  // A crawl's snapshot is a work file until it is renamed into place: durability per write is not needed.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;');
  db.exec(SNAPSHOT_DDL);
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SNAPSHOT_SCHEMA_VERSION));
  db.exec("UPDATE requests SET state = 'pending', reason = NULL WHERE state = 'failed'");
  db.exec("UPDATE assets SET state = 'pending', reason = NULL WHERE state = 'failed'");
  // The queue's order: rank 0 (lists) before rank 1 (`takeLast`), then by id. A table of this connection only,
  // rebuilt from the pending requests when a crawl resumes.
  const takeLast = new Set<string>(options.takeLast ?? []);
  const rankOf = (endpoint: string): number => (takeLast.has(endpoint) ? 1 : 0);
  db.function('queue_rank', (endpoint: unknown) => rankOf(String(endpoint)));
  db.exec(`CREATE TEMP TABLE queue (rank INTEGER NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (rank, id)) WITHOUT ROWID;
    INSERT INTO temp.queue SELECT queue_rank(endpoint), id FROM requests WHERE state = 'pending'`);

  const statements: Record<string, StatementSync> = {
    insert: db.prepare('INSERT OR IGNORE INTO requests (key, endpoint, params, context) VALUES (?, ?, ?, ?)'),
    queue: db.prepare('INSERT INTO temp.queue (rank, id) VALUES (?, ?)'),
    // A rank's rows past its cursor were never taken (new rows always get higher ids).
    pending: db.prepare(
      'SELECT r.id, r.key, r.endpoint, r.params, r.context FROM temp.queue q JOIN requests r ON r.id = q.id WHERE q.rank = ? AND q.id > ? ORDER BY q.id LIMIT ?',
    ),
    done: db.prepare(
      "UPDATE requests SET state = 'done', body = ?, body_hash = ?, leads_to = ?, bytes = ?, retries = ?, http_status = ?, etag = ?, last_modified = ?, changed_at = ?, reason = NULL WHERE id = ?",
    ),
    failed: db.prepare("UPDATE requests SET state = 'failed', body = NULL, retries = ?, http_status = ?, reason = ? WHERE id = ?"),
    gone: db.prepare(
      "UPDATE requests SET state = 'gone', body = NULL, body_hash = NULL, bytes = ?, retries = ?, http_status = 200, reason = NULL WHERE id = ?",
    ),
    counts: db.prepare('SELECT state, COUNT(*) AS n FROM requests GROUP BY state'),
    failures: db.prepare("SELECT endpoint, params, http_status, reason FROM requests WHERE state = 'failed' ORDER BY id LIMIT ?"),
    meta: db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)'),
    insertAsset: db.prepare('INSERT OR IGNORE INTO assets (url, field) VALUES (?, ?)'),
    pendingAssets: db.prepare("SELECT id, url, field FROM assets WHERE id > ? AND state = 'pending' ORDER BY id LIMIT ?"),
    assetDone: db.prepare(
      "UPDATE assets SET state = 'done', path = ?, width = ?, height = ?, body = ?, etag = ?, last_modified = ?, http_status = ?, reason = NULL WHERE id = ?",
    ),
    assetFailed: db.prepare("UPDATE assets SET state = 'failed', reason = ? WHERE id = ?"),
  };
  const run = (name: string): StatementSync => statements[name] as StatementSync;

  const insertAll = (requests: readonly RequestRecord[]): number => {
    let added = 0;
    for (const request of requests) {
      const result = run('insert').run(requestKey(request), request.endpoint, JSON.stringify(request.params), JSON.stringify(request.context));
      if (result.changes === 0) continue;
      run('queue').run(rankOf(request.endpoint), result.lastInsertRowid);
      added++;
    }
    return added;
  };
  // Writes are grouped into transactions of a few hundred: one commit per response would cost more than the crawl.
  let open = false;
  let writes = 0;
  const flush = (): void => {
    if (!open) return;
    db.exec('COMMIT');
    open = false;
    writes = 0;
  };
  const transaction = <T>(work: () => T): T => {
    if (!open) {
      db.exec('BEGIN');
      open = true;
    }
    const result = work();
    if (++writes >= 500) flush();
    return result;
  };
  // Dated as it is written (a body first seen tonight: this crawl's time; else last night's date), so that the crawl's
  // end rewrites no row: a whole-table update rewrote every body of the snapshot through the WAL.
  const crawledAt = new Date().toISOString();
  // An answer stored, new (200) or last night's (304), with the requests it leads to, in one transaction.
  const answerDone = (
    id: number,
    answer: { readonly body: string; readonly bodyHash: string; readonly leadsTo: string | null; readonly changedAt: string },
    bytes: number,
    retries: number,
    status: 200 | 304,
    validators: Validators,
    children: readonly RequestRecord[],
  ): number =>
    transaction(() => {
      run('done').run(
        answer.body,
        answer.bodyHash,
        answer.leadsTo,
        bytes,
        retries,
        status,
        validators.etag ?? null,
        validators.lastModified ?? null,
        answer.changedAt,
        id,
      );
      return insertAll(children);
    });
  const assetDone = (id: number, path: string, image: OptimisedImage, validators: Validators, status: 200 | 304): void => {
    transaction(() =>
      run('assetDone').run(path, image.width, image.height, image.body, validators.etag ?? null, validators.lastModified ?? null, status, id),
    );
  };
  // Pending rows are taken in id order and new ones always get higher ids, so a cursor per rank replaces a
  // 'running' mark.
  const cursors = [0, 0];
  let assetCursor = 0;
  type PendingRow = { id: number; key: string; endpoint: GetEndpointName; params: string; context: string };
  const takeRank = (rank: number, limit: number): PendingRow[] => {
    if (limit <= 0) return [];
    const rows = run('pending').all(rank, cursors[rank] ?? 0, limit) as PendingRow[];
    cursors[rank] = rows[rows.length - 1]?.id ?? cursors[rank] ?? 0;
    return rows;
  };

  return {
    enqueue: (requests) => transaction(() => insertAll(requests)),
    take(limit) {
      const first = takeRank(0, limit);
      const rows = [...first, ...takeRank(1, limit - first.length)];
      return rows.map(
        (row) =>
          ({
            id: row.id,
            key: row.key,
            endpoint: row.endpoint,
            params: JSON.parse(row.params) as QueuedRequest['params'],
            context: JSON.parse(row.context) as RequestContext,
          }) as QueuedRequest,
      );
    },
    complete(id, json, bytes, retries, children, validators = {}, leadsTo = null, lastNight = undefined) {
      const bodyHash = hash('sha1', json, 'base64url');
      const changedAt = lastNight?.changedAt && lastNight.bodyHash === bodyHash ? lastNight.changedAt : crawledAt;
      return answerDone(id, { body: json, bodyHash, leadsTo, changedAt }, bytes, retries, 200, validators, children);
    },
    completeUnchanged: (id, previous, retries, children, validators) =>
      answerDone(id, { ...previous, changedAt: previous.changedAt ?? crawledAt }, 0, retries, 304, validators, children),
    enqueueAssets: (images) =>
      transaction(() => images.reduce((added, image) => added + Number(run('insertAsset').run(image.url, image.field).changes), 0)),
    takeAssets(limit) {
      if (limit <= 0) return [];
      const rows = run('pendingAssets').all(assetCursor, limit) as Array<{ id: number; url: string; field: ImageField }>;
      assetCursor = rows[rows.length - 1]?.id ?? assetCursor;
      return rows.map((row) => ({ id: row.id, url: row.url, field: row.field }));
    },
    completeAsset: (id, path, image, validators = {}) => assetDone(id, path, image, validators, 200),
    completeAssetUnchanged: (id, previous, validators) => assetDone(id, previous.path, previous, validators, 304),
    failAsset(id, reason) {
      transaction(() => run('assetFailed').run(reason, id));
    },
    gone(id, bytes, retries) {
      transaction(() => run('gone').run(bytes, retries, id));
    },
    fail(id, status, reason, retries) {
      transaction(() => run('failed').run(retries, status ?? null, reason, id));
    },
    counts() {
      const counts = { pending: 0, done: 0, failed: 0, gone: 0 };
      for (const row of run('counts').all() as Array<{ state: keyof QueueCounts; n: number }>) counts[row.state] = row.n;
      return counts;
    },
    failures(limit) {
      return (run('failures').all(limit) as Array<{ endpoint: GetEndpointName; params: string; http_status: number | null; reason: string }>).map(
        (row) => ({ endpoint: row.endpoint, params: JSON.parse(row.params) as FailureRecord['params'], status: row.http_status, reason: row.reason }),
      );
    },
    setMeta(key, value) {
      run('meta').run(key, value);
    },
    dropPagesPastEnd({ endpoint, group, page, size }) {
      flush();
      const [groupOf, pageOf] = [`json_extract(params, '$.${group}')`, `CAST(json_extract(params, '$.${page}') AS INTEGER)`];
      // Each group's end found in one pass, then looked up by key: a subquery per page would cost pages² at scale.
      db.exec('CREATE TEMP TABLE IF NOT EXISTS page_ends (grp TEXT PRIMARY KEY, page INTEGER NOT NULL); DELETE FROM temp.page_ends');
      db.prepare(
        `INSERT INTO temp.page_ends SELECT ${groupOf}, MIN(${pageOf}) FROM requests
         WHERE endpoint = ?1 AND (state != 'done' OR json_array_length(body) < ?2) AND ${groupOf} IS NOT NULL GROUP BY 1`,
      ).run(endpoint, size);
      const dropped = db
        .prepare(
          `DELETE FROM requests WHERE endpoint = ?1 AND state != 'pending'
           AND ${pageOf} > (SELECT e.page FROM temp.page_ends e WHERE e.grp = ${groupOf})`,
        )
        .run(endpoint).changes;
      db.exec('DROP TABLE temp.page_ends');
      return Number(dropped);
    },
    index(fillIndexes, previousSnapshotPath, codeVersion) {
      flush();
      db.exec(SNAPSHOT_READ_INDEXES);
      // Last night's snapshot is attached for the samples, then again to date the pages: never while the indexes are
      // built, whose unqualified DROP TABLE would reach it when main has no such table yet.
      if (attachPrevious(db, previousSnapshotPath)) {
        try {
          run('meta').run('random_samples', JSON.stringify(keepSamples(db)));
        } finally {
          db.exec('DETACH DATABASE previous');
        }
      }
      indexSnapshot(db, fillIndexes, codeVersion);
      datePages(db, previousSnapshotPath);
      run('meta').run('content_digest', contentDigest(db));
    },
    close() {
      flush();
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/** Last night's answer to a request, with the validators the API sent for it. */
/** An answer's body digest and the date that body was first seen. */
export interface DatedAnswer {
  readonly bodyHash: string;
  readonly changedAt: string | null;
}

export interface PreviousAnswer extends DatedAnswer {
  readonly body: string;
  /** What the answer led to (see the schema), NULL for nothing. */
  readonly leadsTo: string | null;
  readonly validators: Validators;
}

/** Last night's optimised image at an address, with the image host's validators. */
export interface PreviousImage extends OptimisedImage {
  readonly path: string;
  readonly validators: Validators;
}

export interface PreviousAnswers {
  get(key: string): PreviousAnswer | undefined;
  /** A value of last night's `meta` table. */
  meta(key: string): string | undefined;
  /** How many items last night's answer to a request held, when it was a list. */
  listLength(key: string): number | undefined;
  /** Last night's image at `url`; an address on this crawl's image host is looked up on last night's, so the
   * embedded API's random port does not make every image new. */
  image(url: string): PreviousImage | undefined;
  close(): void;
}

const validatorsOf = (row: { etag: string | null; lastModified: string | null }): Validators => ({
  ...(row.etag ? { etag: row.etag } : {}),
  ...(row.lastModified ? { lastModified: row.lastModified } : {}),
});

/**
 * Last night's answers by request key and images by address (`imageBaseUrl`: this crawl's image host), for
 * conditional requests; undefined when there is no previous snapshot of this schema (then every request is made in
 * full).
 */
export function openPreviousAnswers(path: string | undefined, imageBaseUrl: string): PreviousAnswers | undefined {
  if (!path || !existsSync(path)) return undefined;
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    if (Number(metaValueOf(db, 'schema_version')) !== SNAPSHOT_SCHEMA_VERSION) throw new Error('another schema');
    const byKey = db.prepare(
      // Answers without validators too: their date is carried over when tonight's body is the same.
      "SELECT body, body_hash AS bodyHash, changed_at AS changedAt, leads_to AS leadsTo, etag, last_modified AS lastModified FROM requests WHERE key = ? AND state = 'done'",
    );
    const lengthByKey = db.prepare(
      "SELECT json_array_length(body) AS n FROM requests WHERE key = ? AND state = 'done' AND json_type(body) = 'array'",
    );
    const imageByUrl = db.prepare(
      "SELECT path, width, height, body, etag, last_modified AS lastModified FROM assets WHERE url = ? AND state = 'done' AND (etag IS NOT NULL OR last_modified IS NOT NULL)",
    );
    const originOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).origin : undefined);
    const previousImageOrigin = originOf(metaValueOf(db, 'image_base_url'));
    const imageOrigin = originOf(imageBaseUrl);
    // An address on this crawl's image host, as it was on last night's.
    const lastNightsAddress = (url: string): string =>
      imageOrigin && previousImageOrigin && url.startsWith(`${imageOrigin}/`) ? `${previousImageOrigin}${url.slice(imageOrigin.length)}` : url;
    const opened = db;
    return {
      get(key) {
        const row = byKey.get(key) as
          | { body: string; bodyHash: string; changedAt: string | null; leadsTo: string | null; etag: string | null; lastModified: string | null }
          | undefined;
        return row && { body: row.body, bodyHash: row.bodyHash, changedAt: row.changedAt, leadsTo: row.leadsTo, validators: validatorsOf(row) };
      },
      image(url) {
        const row = imageByUrl.get(lastNightsAddress(url)) as
          | { path: string; width: number; height: number; body: Uint8Array; etag: string | null; lastModified: string | null }
          | undefined;
        return row && { path: row.path, width: row.width, height: row.height, body: row.body, validators: validatorsOf(row) };
      },
      meta: (key) => metaValueOf(opened, key),
      listLength: (key) => (lengthByKey.get(key) as { n: number } | undefined)?.n,
      close: () => opened.close(),
    };
  } catch {
    db?.close();
    return undefined;
  }
}

/** Attaches a previous snapshot; false when there is none we can read (missing, damaged, not a database). */
function attachPrevious(db: DatabaseSync, path: string | undefined): boolean {
  if (!path || !existsSync(path)) return false;
  try {
    db.prepare('ATTACH DATABASE ? AS previous').run(path);
  } catch {
    return false;
  }
  try {
    db.prepare('SELECT 1 FROM previous.sqlite_master LIMIT 1').get();
    return true;
  } catch {
    db.exec('DETACH DATABASE previous');
    return false;
  }
}

/** Sets `changed_at` of Load More's chunks: the previous snapshot's date where the same chunk has the same doctors,
 * else now. Responses are dated as they are written; one left undated (stored by a crawl this one resumed, of code
 * that did not date them) is dated now, found through its index. */
function datePages(db: DatabaseSync, previousSnapshotPath: string | undefined): void {
  const now = new Date().toISOString();
  if (attachPrevious(db, previousSnapshotPath)) {
    // The schema is pragma_table_info's second argument: `previous.pragma_table_info(…)` would look in main.
    const hasDates = (table: string) => db.prepare("SELECT 1 FROM pragma_table_info(?, 'previous') WHERE name = 'changed_at'").get(table);
    try {
      if (hasDates('speciality_chunks')) {
        db.exec(`UPDATE main.speciality_chunks SET changed_at = (SELECT p.changed_at FROM previous.speciality_chunks p
          WHERE p.speciality_slug = speciality_chunks.speciality_slug AND p.chunk = speciality_chunks.chunk AND p.digest = speciality_chunks.digest)`);
      }
    } finally {
      db.exec('DETACH DATABASE previous');
    }
  }
  db.prepare("UPDATE requests INDEXED BY requests_undated SET changed_at = ? WHERE state = 'done' AND changed_at IS NULL").run(now);
  db.prepare('UPDATE speciality_chunks SET changed_at = ? WHERE changed_at IS NULL').run(now);
}

/**
 * A digest of everything the site files are made from (search index, images, host rules): every response and when
 * it last changed, the page indexes and the published images. An image is named by its path on the image host,
 * not by the host: the API's address (a random local port for the embedded reference API) must not reach it.
 */
function contentDigest(db: DatabaseSync): string {
  const base = metaValueOf(db, 'image_base_url');
  const origin = base ? new URL(base).origin : '';
  db.function(
    'without_origin',
    (url: unknown) => (origin && typeof url === 'string' && url.startsWith(origin) ? url.slice(origin.length) : url) as string,
  );
  return digestOf(db, [
    "SELECT key, body_hash, changed_at FROM requests WHERE state = 'done' ORDER BY key",
    'SELECT uid, state_slug, city_slug, speciality_slug, slug FROM doctor_pages ORDER BY uid',
    'SELECT kind, uid, state_slug, city_slug, slug, name_key FROM listing_pages ORDER BY kind, uid',
    "SELECT without_origin(url) AS url, path, width, height FROM assets WHERE state = 'done' ORDER BY 1",
  ]);
}

function digestOf(db: DatabaseSync, queries: readonly string[]): string {
  const digest = createHash('sha1');
  for (const sql of queries) {
    for (const row of db.prepare(sql).iterate() as Iterable<Record<string, unknown>>) digest.update(`${Object.values(row).join('\t')}\n`);
  }
  return digest.digest('base64url');
}
