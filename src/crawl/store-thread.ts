/**
 * The crawl's store on a thread of its own: the snapshot's writer, last night's answers and the crawl plan, so that
 * the main thread only sends requests and validates answers. It is told what each answer was (its JSON, or that
 * last night's stands) and does the rest there: plans the requests and images the answer leads to, queues them and
 * stores the answer. Writes go in groups and are never waited for; reads (take, counts...) see every write made
 * before them, because the thread handles messages in order. A failed write fails every later read with its error.
 */
import { Worker } from 'node:worker_threads';
import type { Validators } from '../api/client.ts';
import type { GetEndpointName } from '../api/endpoints.ts';
import type { OptimisedImage, RequestRecord } from '../snapshot/records.ts';
import type { OddRecords } from '../routes/odd-records.ts';
import type { FailureRecord, QueueCounts, QueuedAsset, QueuedRequest } from '../snapshot/write.ts';

/** A request to send, with last night's validators for it (empty when there is no answer to revalidate). */
export interface TakenRequest extends QueuedRequest {
  readonly since: Validators;
}
/** An image to fetch, with last night's validators for it. */
export interface TakenAsset extends QueuedAsset {
  readonly since: Validators;
}

export interface StoreOptions {
  readonly snapshotPath: string;
  /** Last night's snapshot: its validators go with each request, and a 304 keeps its answer. */
  readonly previousSnapshotPath?: string;
  /** Where site-relative image addresses are resolved. */
  readonly imageBaseUrl: string;
  /** The only origins images are fetched from (the API's and the image host's). */
  readonly imageOrigins: readonly string[];
  /** Endpoints taken only when no other request is pending (see SnapshotWriterOptions). */
  readonly takeLast: readonly GetEndpointName[];
  /** The digest of the code planning the crawl: what last night's answers led to is taken as it was stored only
   * when last night's crawl was planned by the same code. */
  readonly planVersion?: string;
  /** Which night this is and how many nights an image at an unchanged address may go unchecked
   * (image-revalidation.ts); absent: every image is revalidated every night. */
  readonly imageRevalidation?: ImageRevalidation;
}

/** Tonight's number and the revalidation period of images at unchanged addresses, in nights. */
export interface ImageRevalidation {
  readonly night: number;
  readonly periodNights: number;
}

/** The writes: what became of a request or an image. None is waited for. */
export interface StoreWrites {
  enqueue(requests: readonly RequestRecord[]): void;
  /** A validated answer, serialised. */
  answered(id: number, json: string, bytes: number, retries: number, validators: Validators): void;
  /** A 304: last night's answer stands. */
  unchanged(id: number, retries: number, validators: Validators): void;
  gone(id: number, bytes: number, retries: number): void;
  fail(id: number, status: number | undefined, reason: string, retries: number): void;
  imageAnswered(id: number, path: string, image: OptimisedImage, validators: Validators): void;
  /** A 304: last night's encoding stands. */
  imageUnchanged(id: number, validators: Validators): void;
  imageFailed(id: number, reason: string): void;
  setMeta(key: string, value: string): void;
}

/** The reads, answered once every earlier write is done. */
export interface StoreReads {
  take(limit: number): TakenRequest[];
  /** Up to `limit` images to fetch or revalidate; those not due tonight are kept as they were, not handed out. */
  takeAssets(limit: number): TakenAsset[];
  counts(): QueueCounts;
  failures(limit: number): FailureRecord[];
  /** Derives the page indexes and dates each answer (SnapshotWriter.index); answers the odd records the address
   * rules handled (src/routes/addresses.ts). */
  index(codeVersion?: string): OddRecords;
  close(): void;
}

/** What the thread counts on its own, sent with every answer to a read. */
export interface StoreTally {
  /** Requests the queue has held: pending, answered or failed. */
  readonly known: number;
  /** Bytes of last night's images kept on a 304, or because they were not due for revalidation tonight. */
  readonly keptImageBytes: number;
  /** Images at an address unchanged since last night that were not due tonight: kept without a request. */
  readonly imagesNotDue: number;
  /** Image addresses on a host not allowed, never fetched: how many, and the first few. */
  readonly offOrigin: { readonly count: number; readonly samples: readonly string[] };
}

export type StoreCall<T> = { [M in keyof T]: T[M] extends (...args: infer A) => unknown ? { readonly method: M; readonly args: A } : never }[keyof T];

/** What the thread is sent: the writes of one group, then at most one read. */
export interface StoreMessage {
  readonly writes: readonly StoreCall<StoreWrites>[];
  readonly read?: { readonly seq: number; readonly call: StoreCall<StoreReads> };
}

/** What the thread sends back: a read's answer with its tally, or the error that stopped it. */
export type StoreReply =
  | { readonly type: 'answer'; readonly seq: number; readonly value: unknown; readonly tally: StoreTally }
  | { readonly type: 'failed'; readonly message: string };

export type CrawlStore = StoreWrites & {
  readonly [M in keyof StoreReads]: (...args: Parameters<StoreReads[M]>) => Promise<ReturnType<StoreReads[M]>>;
} & {
  /** The tally as of the last read. */
  tally(): StoreTally;
};

// A message costs the sending thread more than the calls it carries: writes go in groups, at most a few ms late.
const WRITES_PER_MESSAGE = 128;
const WRITE_DELAY_MS = 5;

/** Starts the crawl's store on its own thread. */
export function openCrawlStore(options: StoreOptions): CrawlStore {
  const worker = new Worker(new URL('./store-worker.ts', import.meta.url), { workerData: options });
  let writes: StoreCall<StoreWrites>[] = [];
  let flushScheduled = false;
  let seq = 0;
  let tally: StoreTally = { known: 0, keptImageBytes: 0, imagesNotDue: 0, offOrigin: { count: 0, samples: [] } };
  let failure: Error | undefined;
  let closing: Promise<void> | undefined;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const fail = (error: Error) => {
    failure ??= error;
    void worker.terminate();
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (reply: StoreReply) => {
    if (reply.type === 'failed') return fail(new Error(`The snapshot could not be written: ${reply.message}`));
    tally = reply.tally;
    waiting.get(reply.seq)?.resolve(reply.value);
    waiting.delete(reply.seq);
  });
  worker.on('error', (error) => fail(new Error(`The crawl's store stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new Error(`The crawl's store exited (code ${code})`)));

  const post = (read?: StoreMessage['read']) => {
    const message: StoreMessage = read ? { writes, read } : { writes };
    writes = [];
    worker.postMessage(message);
  };
  const write = (call: StoreCall<StoreWrites>) => {
    writes.push(call);
    if (writes.length >= WRITES_PER_MESSAGE) return post();
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(() => {
      flushScheduled = false;
      if (writes.length > 0) post();
    }, WRITE_DELAY_MS);
  };
  const read = (call: StoreCall<StoreReads>): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = ++seq;
    const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    post({ seq: id, call });
    return answer;
  };

  return {
    enqueue: (...args) => write({ method: 'enqueue', args }),
    answered: (...args) => write({ method: 'answered', args }),
    unchanged: (...args) => write({ method: 'unchanged', args }),
    gone: (...args) => write({ method: 'gone', args }),
    fail: (...args) => write({ method: 'fail', args }),
    imageAnswered: (...args) => write({ method: 'imageAnswered', args }),
    imageUnchanged: (...args) => write({ method: 'imageUnchanged', args }),
    imageFailed: (...args) => write({ method: 'imageFailed', args }),
    setMeta: (...args) => write({ method: 'setMeta', args }),
    take: (...args) => read({ method: 'take', args }) as Promise<TakenRequest[]>,
    takeAssets: (...args) => read({ method: 'takeAssets', args }) as Promise<TakenAsset[]>,
    counts: (...args) => read({ method: 'counts', args }) as Promise<QueueCounts>,
    failures: (...args) => read({ method: 'failures', args }) as Promise<FailureRecord[]>,
    index: (...args) => read({ method: 'index', args }) as Promise<OddRecords>,
    // Idempotent: a crawl that fails closes its store on the way out, whatever it had done.
    close: () =>
      (closing ??= (async () => {
        try {
          await read({ method: 'close', args: [] });
        } finally {
          await worker.terminate();
        }
      })()),
    tally: () => tally,
  };
}
