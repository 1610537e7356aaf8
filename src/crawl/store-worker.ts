/** The thread `openCrawlStore` starts: it owns the snapshot's writer and last night's answers, and plans what each
 * answer leads to. */
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { endpoints, GET_ENDPOINT_NAMES, isGone, type GetEndpointName } from '../api/endpoints.ts';
import type { RequestRecord } from '../snapshot/records.ts';
import { openPreviousAnswers, openSnapshotWriter, type PreviousAnswer, type PreviousImage, type SnapshotWriter } from '../snapshot/write.ts';
import { imageFieldsIn, resolveImages, type ImageFieldValue } from './image-refs.ts';
import { isImageDue } from './image-revalidation.ts';
import { otherUidIn } from '../routes/addresses.ts';
import { indexRoutePages } from '../routes/index-pages.ts';
import { mergeOddRecords, tallyOddRecords } from '../routes/odd-records.ts';
import { childrenOf, requestKey, SPECIALITY_PAGES, withPagesKnownLastNight } from './plan.ts';
import type {
  StoreCall,
  StoreMessage,
  StoreOptions,
  StoreReads,
  StoreReply,
  StoreTally,
  StoreWrites,
  TakenAsset,
  TakenRequest,
} from './store-thread.ts';

const endpointName = z.custom<GetEndpointName>((name) => (GET_ENDPOINT_NAMES as readonly unknown[]).includes(name));
const options: StoreOptions = z
  .object({
    snapshotPath: z.string(),
    previousSnapshotPath: z.string().optional(),
    imageBaseUrl: z.string(),
    imageOrigins: z.array(z.string()),
    takeLast: z.array(endpointName),
    planVersion: z.string().optional(),
    imageRevalidation: z.object({ night: z.number().int(), periodNights: z.number().int().min(1) }).optional(),
  })
  .parse(workerData);
const port = parentPort;
if (!port) throw new Error('store-worker.ts runs as the thread of openCrawlStore');

/** What an answer led to, as stored with it (`leads_to`): the requests it queued and its image fields as written. */
interface LeadsTo {
  readonly c: readonly RequestRecord[];
  readonly i: readonly ImageFieldValue[];
}
const NOTHING: LeadsTo = { c: [], i: [] };

/** `leads_to` as stored: NULL for nothing; with the context of the request when it queued requests (planned from
 * another context, the same body could lead elsewhere). */
function storedLeadsTo(leadsTo: LeadsTo, request: RequestRecord): string | null {
  if (leadsTo.c.length === 0) return leadsTo.i.length === 0 ? null : JSON.stringify({ i: leadsTo.i });
  return JSON.stringify({ x: JSON.stringify(request.context), ...leadsTo });
}

/** What last night's answer led to, as stored, for the same request tonight; undefined when it was planned from
 * another context (then its body is planned again). */
function leadsToStored(stored: string | null, request: RequestRecord): LeadsTo | undefined {
  if (stored === null) return NOTHING;
  const leadsTo = JSON.parse(stored) as Partial<LeadsTo> & { x?: string };
  if (leadsTo.x !== undefined && leadsTo.x !== JSON.stringify(request.context)) return undefined;
  return { c: leadsTo.c ?? [], i: leadsTo.i ?? [] };
}

/** The store: opened when the first message arrives, so that an error reaches the crawl as an answer. */
function openStore() {
  const writer: SnapshotWriter = openSnapshotWriter(options.snapshotPath, { takeLast: options.takeLast });
  // The host this snapshot's image addresses are resolved against (imagesIn below), for the next night's crawl.
  writer.setMeta('image_base_url', options.imageBaseUrl);
  const previous = openPreviousAnswers(options.previousSnapshotPath, options.imageBaseUrl);
  // What last night's answers led to stands only if the same code planned it (a release may plan otherwise).
  const planVersion = options.planVersion ?? '';
  writer.setMeta('plan_version', planVersion);
  const samePlan = previous?.meta('plan_version') === planVersion;
  const counts = writer.counts();
  let known = counts.pending + counts.done + counts.failed + counts.gone;
  let keptImageBytes = 0;
  let imagesNotDue = 0;
  const revalidation = options.imageRevalidation;
  // Last night's image at the same address stands unasked unless tonight is its night to be checked.
  const notDue = (url: string): boolean => revalidation !== undefined && !isImageDue(url, revalidation.night, revalidation.periodNights);
  const offOrigin = { count: 0, samples: [] as string[] };
  // What was taken and not yet answered: the request (to plan its children) and last night's answer.
  const requests = new Map<number, { request: RequestRecord; before: PreviousAnswer | undefined }>();
  const assets = new Map<number, PreviousImage | undefined>();
  // Details that answered for another uid: refused as gone (docs/architecture.md, "Addresses"), counted for the report.
  const mismatched = { count: 0, examples: [] as string[] };

  /** Stores an answer and queues what it leads to: planned from its body when it is new, or as stored with last
   * night's answer on a 304 (`leadsTo`), so that an unchanged answer is never parsed again. */
  const store = (
    id: number,
    next: { readonly body: never } | { readonly leadsTo: LeadsTo },
    save: (children: readonly RequestRecord[], planned: string | null | undefined) => number,
  ): void => {
    const taken = requests.get(id);
    requests.delete(id);
    if (!taken) throw new Error(`request ${id} was answered but never taken`);
    // Planned from the body: stored for the next night. Taken as stored: stored again as it was.
    const leadsTo: LeadsTo = 'leadsTo' in next ? next.leadsTo : { c: childrenOf(taken.request, next.body), i: imageFieldsIn(next.body) };
    // Stored as planned; queued with the pages known from last night.
    const children = previous ? withPagesKnownLastNight(leadsTo.c, (request) => previous.listLength(requestKey(request))) : leadsTo.c;
    known += save(children, 'leadsTo' in next ? undefined : storedLeadsTo(leadsTo, taken.request));
    const images = resolveImages(leadsTo.i, options.imageBaseUrl, options.imageOrigins);
    writer.enqueueAssets(images.images);
    offOrigin.count += images.offOrigin.length;
    for (const url of images.offOrigin) if (offOrigin.samples.length < 10 && !offOrigin.samples.includes(url)) offOrigin.samples.push(url);
  };

  const writes: StoreWrites = {
    enqueue: (list) => {
      known += writer.enqueue(list);
    },
    answered(id, json, bytes, retries, validators) {
      const body = JSON.parse(json) as never;
      const request = requests.get(id)?.request;
      const other = request && otherUidIn(request.params, body);
      if (other !== undefined) {
        // Stored, it would show one listing's details under another's name: read as gone (no page, no link).
        requests.delete(id);
        writer.gone(id, bytes, retries);
        mismatched.count++;
        if (mismatched.examples.length < 5)
          mismatched.examples.push(`${request?.endpoint} UID ${JSON.stringify(request?.params.UID)} answered uid ${JSON.stringify(other)}`);
        return;
      }
      // Last night's answer, whose date a body that did not change keeps.
      const lastNight = requests.get(id)?.before;
      store(id, { body }, (children, planned) => writer.complete(id, json, bytes, retries, children, validators, planned ?? null, lastNight));
    },
    unchanged(id, retries, validators) {
      const before = requests.get(id)?.before;
      if (!before) {
        // Cannot happen while `since` came from the same answers; recorded, not thrown, if it ever does.
        requests.delete(id);
        writer.fail(id, 304, 'not modified, but no answer was kept from last night', retries);
        return;
      }
      const endpoint = requests.get(id)?.request.endpoint;
      // An empty answer kept from a night that stored it, which now reads as gone (an article without rows): gone.
      if (before.body === '[]' && endpoint && isGone(endpoints[endpoint].response.safeParse([]).data)) {
        requests.delete(id);
        writer.gone(id, 0, retries);
        return;
      }
      // What it led to last night, it leads to tonight, when planned by the same code from the same context: taken as
      // stored, the body never parsed again. Otherwise the body is planned again (it was validated the night it came).
      const request = requests.get(id)?.request;
      const leadsTo = samePlan && request ? leadsToStored(before.leadsTo, request) : undefined;
      const next = leadsTo ? { leadsTo } : { body: JSON.parse(before.body) as never };
      store(id, next, (children, planned) =>
        writer.completeUnchanged(id, planned === undefined ? before : { ...before, leadsTo: planned }, retries, children, validators),
      );
    },
    gone(id, bytes, retries) {
      requests.delete(id);
      writer.gone(id, bytes, retries);
    },
    fail(id, status, reason, retries) {
      requests.delete(id);
      writer.fail(id, status, reason, retries);
    },
    imageAnswered(id, path, image, validators) {
      assets.delete(id);
      writer.completeAsset(id, path, image, validators);
    },
    imageUnchanged(id, validators) {
      const before = assets.get(id);
      assets.delete(id);
      if (!before) {
        writer.failAsset(id, 'not modified, but no image was kept from last night');
        return;
      }
      keptImageBytes += before.body.byteLength;
      writer.completeAssetUnchanged(id, before, validators);
    },
    imageFailed(id, reason) {
      assets.delete(id);
      writer.failAsset(id, reason);
    },
    setMeta: (key, value) => writer.setMeta(key, value),
  };
  const reads: StoreReads = {
    take: (limit) =>
      writer.take(limit).map((request): TakenRequest => {
        const before = previous?.get(request.key);
        requests.set(request.id, { request, before });
        return { ...request, since: before?.validators ?? {} };
      }),
    takeAssets(limit) {
      const taken: TakenAsset[] = [];
      // Images kept unasked are not handed out: take on until `limit` are, or none is left.
      for (let rows = writer.takeAssets(limit); rows.length > 0; rows = writer.takeAssets(limit - taken.length)) {
        for (const asset of rows) {
          const before = previous?.image(asset.url);
          if (before && notDue(asset.url)) {
            keptImageBytes += before.body.byteLength;
            imagesNotDue++;
            writer.completeAssetUnchanged(asset.id, before, before.validators);
            continue;
          }
          assets.set(asset.id, before);
          taken.push({ ...asset, since: before?.validators ?? {} });
        }
        if (taken.length >= limit) break;
      }
      return taken;
    },
    counts: () => writer.counts(),
    failures: (limit) => writer.failures(limit),
    index(codeVersion) {
      // Pages asked from last night's count past tonight's end (the speciality shrank): not the site's.
      writer.dropPagesPastEnd(SPECIALITY_PAGES);
      return mergeOddRecords(
        tallyOddRecords(() => writer.index(indexRoutePages, options.previousSnapshotPath, codeVersion)),
        'mismatchedDetail',
        mismatched.count,
        mismatched.examples,
      );
    },
    close() {
      previous?.close();
      writer.close();
    },
  };
  return { writes, reads, tally: (): StoreTally => ({ known, keptImageBytes, imagesNotDue, offOrigin }) };
}

function applyWrite(writes: StoreWrites, call: StoreCall<StoreWrites>): void {
  switch (call.method) {
    case 'enqueue':
      writes.enqueue(...call.args);
      break;
    case 'answered':
      writes.answered(...call.args);
      break;
    case 'unchanged':
      writes.unchanged(...call.args);
      break;
    case 'gone':
      writes.gone(...call.args);
      break;
    case 'fail':
      writes.fail(...call.args);
      break;
    case 'imageAnswered':
      writes.imageAnswered(...call.args);
      break;
    case 'imageUnchanged':
      writes.imageUnchanged(...call.args);
      break;
    case 'imageFailed':
      writes.imageFailed(...call.args);
      break;
    case 'setMeta':
      writes.setMeta(...call.args);
      break;
  }
}

function applyRead(reads: StoreReads, call: StoreCall<StoreReads>): unknown {
  switch (call.method) {
    case 'take':
      return reads.take(...call.args);
    case 'takeAssets':
      return reads.takeAssets(...call.args);
    case 'counts':
      return reads.counts(...call.args);
    case 'failures':
      return reads.failures(...call.args);
    case 'index':
      return reads.index(...call.args);
    case 'close':
      return reads.close(...call.args);
  }
}

let store: ReturnType<typeof openStore> | undefined;
let stopped = false;
port.on('message', (message: StoreMessage) => {
  if (stopped) return;
  try {
    store ??= openStore();
    for (const call of message.writes) applyWrite(store.writes, call);
    if (message.read) {
      const value = applyRead(store.reads, message.read.call);
      port.postMessage({ type: 'answer', seq: message.read.seq, value, tally: store.tally() } satisfies StoreReply);
    }
  } catch (error) {
    stopped = true;
    port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies StoreReply);
  }
});
