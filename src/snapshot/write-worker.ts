/** The thread `openSnapshotWriterThread` starts: it owns the snapshot's writer and runs its calls in order. */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { GET_ENDPOINT_NAMES, type GetEndpointName } from '../api/endpoints.ts';
import type { WriterCall, WriterMessage, WriterReply } from './write-thread.ts';
import { openSnapshotWriter, type SnapshotWriter, type SnapshotWriterOptions } from './write.ts';

const endpointName = z.custom<GetEndpointName>((name) => (GET_ENDPOINT_NAMES as readonly unknown[]).includes(name));
const { path, options } = z.object({ path: z.string(), options: z.object({ takeLast: z.array(endpointName).optional() }) }).parse(workerData);
const port = parentPort;
if (!port) throw new Error('write-worker.ts runs as a worker thread of openSnapshotWriterThread');

/** Runs one call; returns its value, and how many requests it queued that were new. */
function apply(writer: SnapshotWriter, call: WriterCall): { value: unknown; added: number } {
  switch (call.method) {
    case 'enqueue':
      return { value: undefined, added: writer.enqueue(...call.args) };
    case 'complete':
      return { value: undefined, added: writer.complete(...call.args) };
    case 'completeUnchanged':
      return { value: undefined, added: writer.completeUnchanged(...call.args) };
    case 'enqueueAssets':
      return { value: writer.enqueueAssets(...call.args), added: 0 };
    case 'completeAsset':
      return { value: writer.completeAsset(...call.args), added: 0 };
    case 'completeAssetUnchanged':
      return { value: writer.completeAssetUnchanged(...call.args), added: 0 };
    case 'failAsset':
      return { value: writer.failAsset(...call.args), added: 0 };
    case 'gone':
      return { value: writer.gone(...call.args), added: 0 };
    case 'fail':
      return { value: writer.fail(...call.args), added: 0 };
    case 'setMeta':
      return { value: writer.setMeta(...call.args), added: 0 };
    case 'take':
      return { value: writer.take(...call.args), added: 0 };
    case 'takeAssets':
      return { value: writer.takeAssets(...call.args), added: 0 };
    case 'counts':
      return { value: writer.counts(...call.args), added: 0 };
    case 'failures':
      return { value: writer.failures(...call.args), added: 0 };
    case 'index':
      return { value: writer.index(...call.args), added: 0 };
    case 'close':
      return { value: writer.close(...call.args), added: 0 };
  }
}

let writer: SnapshotWriter | undefined;
let known = 0;
let failed = false;
port.on('message', (message: WriterMessage) => {
  if (failed) return;
  try {
    if (!writer) {
      writer = openSnapshotWriter(path, options satisfies SnapshotWriterOptions);
      const counts = writer.counts();
      known = counts.pending + counts.done + counts.failed + counts.gone;
    }
    for (const call of message.writes) known += apply(writer, call).added;
    if (message.read) {
      const { value, added } = apply(writer, message.read.call);
      known += added;
      port.postMessage({ type: 'answer', seq: message.read.seq, value, known } satisfies WriterReply);
    }
  } catch (error) {
    failed = true;
    port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies WriterReply);
  }
});
