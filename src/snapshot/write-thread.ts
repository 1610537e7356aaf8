/**
 * The snapshot's writer on a thread of its own, so that SQLite's work (storing answers, queueing the requests they
 * lead to, hashing bodies) does not hold up the crawl's requests on the main thread. Writes are sent in one message
 * per turn of the event loop, and never wait for an answer; reads (take, counts...) wait for every earlier write,
 * because the thread handles messages in order: a take sees the requests queued by the answers completed before it.
 * A failed write fails every later read with the thread's error.
 */
import { Worker } from 'node:worker_threads';
import type { SnapshotWriter, SnapshotWriterOptions } from './write.ts';

/** The writer's methods whose answer the crawl does not wait for. */
export type WriteMethod =
  | 'enqueue'
  | 'complete'
  | 'completeUnchanged'
  | 'enqueueAssets'
  | 'completeAsset'
  | 'completeAssetUnchanged'
  | 'failAsset'
  | 'gone'
  | 'fail'
  | 'setMeta';
/** The writer's methods whose answer the crawl waits for. */
export type ReadMethod = Exclude<keyof SnapshotWriter, WriteMethod>;

/** One call of the writer, as sent to its thread. */
export type WriterCall = { [M in keyof SnapshotWriter]: { readonly method: M; readonly args: Parameters<SnapshotWriter[M]> } }[keyof SnapshotWriter];

/** What the thread sends back: a read's answer (with how many requests the queue has known so far), or the error
 * that stopped it. */
export type WriterReply =
  | { readonly type: 'answer'; readonly seq: number; readonly value: unknown; readonly known: number }
  | { readonly type: 'failed'; readonly message: string };

/** What the thread is asked: the writes of one turn of the event loop, then at most one read. */
export interface WriterMessage {
  readonly writes: readonly WriterCall[];
  readonly read?: { readonly seq: number; readonly call: WriterCall };
}

export type ThreadedSnapshotWriter = { readonly [M in WriteMethod]: (...args: Parameters<SnapshotWriter[M]>) => void } & {
  readonly [M in ReadMethod]: (...args: Parameters<SnapshotWriter[M]>) => Promise<ReturnType<SnapshotWriter[M]>>;
} & {
  /** How many requests the queue held at the last read: pending, answered or failed. */
  known(): number;
};

// A message costs the sending thread more than the calls it carries: writes go in groups, at most a few ms late.
const WRITES_PER_MESSAGE = 128;
const WRITE_DELAY_MS = 5;

/** Opens the snapshot at `path` for writing on a thread of its own (see `openSnapshotWriter`). */
export function openSnapshotWriterThread(path: string, options: SnapshotWriterOptions = {}): ThreadedSnapshotWriter {
  const worker = new Worker(new URL('./write-worker.ts', import.meta.url), { workerData: { path, options } });
  let writes: WriterCall[] = [];
  let flushScheduled = false;
  let seq = 0;
  let known = 0;
  let failure: Error | undefined;
  let closing: Promise<void> | undefined;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const fail = (error: Error) => {
    failure ??= error;
    void worker.terminate();
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  worker.on('message', (reply: WriterReply) => {
    if (reply.type === 'failed') return fail(new Error(`The snapshot could not be written: ${reply.message}`));
    known = reply.known;
    waiting.get(reply.seq)?.resolve(reply.value);
    waiting.delete(reply.seq);
  });
  worker.on('error', (error) => fail(new Error(`The snapshot's writer stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new Error(`The snapshot's writer exited (code ${code})`)));

  const post = (read?: WriterMessage['read']) => {
    const message: WriterMessage = read ? { writes, read } : { writes };
    writes = [];
    worker.postMessage(message);
  };
  const write = (call: WriterCall) => {
    writes.push(call);
    if (writes.length >= WRITES_PER_MESSAGE) return post();
    if (flushScheduled) return;
    flushScheduled = true;
    setTimeout(() => {
      flushScheduled = false;
      if (writes.length > 0) post();
    }, WRITE_DELAY_MS);
  };
  const read = (call: WriterCall): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = ++seq;
    const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }));
    post({ seq: id, call });
    return answer;
  };

  return {
    enqueue: (...args) => write({ method: 'enqueue', args }),
    complete: (...args) => write({ method: 'complete', args }),
    completeUnchanged: (...args) => write({ method: 'completeUnchanged', args }),
    enqueueAssets: (...args) => write({ method: 'enqueueAssets', args }),
    completeAsset: (...args) => write({ method: 'completeAsset', args }),
    completeAssetUnchanged: (...args) => write({ method: 'completeAssetUnchanged', args }),
    failAsset: (...args) => write({ method: 'failAsset', args }),
    gone: (...args) => write({ method: 'gone', args }),
    fail: (...args) => write({ method: 'fail', args }),
    setMeta: (...args) => write({ method: 'setMeta', args }),
    take: (...args) => read({ method: 'take', args }) as ReturnType<ThreadedSnapshotWriter['take']>,
    takeAssets: (...args) => read({ method: 'takeAssets', args }) as ReturnType<ThreadedSnapshotWriter['takeAssets']>,
    counts: (...args) => read({ method: 'counts', args }) as ReturnType<ThreadedSnapshotWriter['counts']>,
    failures: (...args) => read({ method: 'failures', args }) as ReturnType<ThreadedSnapshotWriter['failures']>,
    index: (...args) => read({ method: 'index', args }) as ReturnType<ThreadedSnapshotWriter['index']>,
    close: () =>
      (closing ??= (async () => {
        try {
          await read({ method: 'close', args: [] });
        } finally {
          await worker.terminate();
        }
      })()),
    known: () => known,
  };
}
