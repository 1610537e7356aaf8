/**
 * Runs the crawl: every request through one p-limit queue, responses validated by the contract and written to
 * the snapshot as they arrive (by the store's own thread, store-thread.ts), children queued on disk, lists taken before details.
 * At most twice the concurrency is held in memory. Images go in the same flow, in the room the requests leave (the
 * requests first: a request may lead to more, an image never does); an image at an address unchanged since last
 * night is revalidated once in a period of nights (image-revalidation.ts), and kept as it was on the others. The
 * crawl stops, with
 * what it stored kept for a resume, at its deadline or once it knows more requests than it may grow to.
 */
import pLimit from 'p-limit';
import { createApiClient, type ApiClientOptions } from '../api/client.ts';
import { isGone, type GetEndpointName } from '../api/endpoints.ts';
import { ApiContractError, ApiRequestError } from '../api/errors.ts';
import { TooLargeError, type HttpAnswer } from '../api/http-transport.ts';
import type { OddRecords } from '../routes/odd-records.ts';
import type { FailureRecord } from '../snapshot/write.ts';
import { createAdaptiveConcurrency, type BackOffReason, type ConcurrencyReport } from './adaptive-concurrency.ts';
import { optimiseImage, toMediaPath } from './assets.ts';
import { ENDPOINTS_LEADING_NOWHERE, rootRequests } from './plan.ts';
import { openCrawlStore, type CrawlStore, type ImageRevalidation, type TakenAsset, type TakenRequest } from './store-thread.ts';

export interface EndpointStats {
  requests: number;
  retries: number;
  failures: number;
  gone: number;
  /** Answered 304: last night's answer stands. */
  notModified: number;
  bytes: number;
}

export interface CrawlProgress {
  readonly done: number;
  readonly failed: number;
  readonly queued: number;
  readonly inFlight: number;
  readonly elapsedMs: number;
  readonly requestsPerSecond: number;
}

export interface CrawlResult {
  readonly baseUrl: string;
  /** Where the concurrency started, settled and peaked, and why it came down (adaptive-concurrency.ts). */
  readonly concurrency: ConcurrencyReport;
  readonly durationMs: number;
  readonly requests: number;
  readonly failures: number;
  /** Detail requests answered with an empty list: listings that are gone (no page, no link), not failures. */
  readonly gone: number;
  /** Requests answered 304 (conditional requests with last night's validators), and their share of all requests. */
  readonly notModified: number;
  readonly notModifiedShare: number;
  readonly retries: number;
  readonly bytes: number;
  /** API requests per second over the request phase (until the last request is answered; images go in the same
   * flow, and those left then finish in the images phase). */
  readonly requestsPerSecond: number;
  /** Wall time of each phase, in milliseconds: the requests (images going in the room they leave), the images left
   * after the last request, and the crawl's end (samples kept, page indexes, dates, digests). */
  readonly phases: { readonly requests: PhaseTime; readonly images: PhaseTime; readonly end: PhaseTime };
  readonly peakRssBytes: number;
  readonly byEndpoint: Readonly<Record<string, EndpointStats>>;
  /** The first failures, with endpoint, parameters, status and reason. */
  readonly failureSamples: readonly FailureRecord[];
  /** Images had (fetched and optimised, or unchanged since last night: `notModified`), and those that could not be
   * had (their pages show placeholders). */
  readonly images: {
    readonly done: number;
    readonly notModified: number;
    /** Images at an address unchanged since last night, not due for revalidation tonight: kept unasked (in `done`). */
    readonly notDue: number;
    readonly failed: number;
    readonly bytes: number;
    readonly failureSamples: readonly string[];
    /** Image addresses on a host other than the API's and the image host's: never fetched, their pages show placeholders. */
    readonly offOrigin: number;
    readonly offOriginSamples: readonly string[];
  };
  /** Answers refused for their size (after decompression), a failure each; a few of them named. */
  readonly oversized: { readonly count: number; readonly samples: readonly string[] };
  /** Set when the crawl stopped before its end: nothing is promoted, and `--resume` takes up what it stored. */
  readonly stopped?: CrawlStop;
  /** Records the address rules handled (docs/architecture.md, "Addresses"): how many of each kind, with examples. */
  readonly records: OddRecords;
}

/** Why a crawl stopped before its end: past its deadline, or grown past the requests it may know. */
export type CrawlStop =
  | { readonly reason: 'deadline'; readonly deadlineMs: number }
  | { readonly reason: 'growth'; readonly known: number; readonly maxRequests: number };

export interface PhaseTime {
  readonly ms: number;
}

export interface CrawlOptions {
  readonly baseUrl: string;
  readonly snapshotPath: string;
  /** Requests in flight at the start (CRAWL_CONCURRENCY). */
  readonly concurrency: number;
  /** The most in flight the crawl may raise to while the API keeps up (CRAWL_MAX_CONCURRENCY); default
   * `concurrency`, a fixed concurrency. */
  readonly maxConcurrency?: number;
  /** The last good snapshot: responses that did not change keep its dates (sitemap lastmod). */
  readonly previousSnapshotPath?: string;
  /** Where site-relative image paths (blog images) are served; default: the API's base URL. */
  readonly imageBaseUrl?: string;
  readonly client?: Omit<ApiClientOptions, 'baseUrl' | 'onRetry' | 'onResponse'>;
  readonly onProgress?: (progress: CrawlProgress) => void;
  /** Called once, when the last request is answered (the images left finish after), and once the last image is in
   * (the crawl's end follows): where a benchmark splits its measures of the phases. */
  readonly onRequestsAnswered?: () => void;
  readonly onFetchesDone?: () => void;
  /** The digest of the code crawling (scripts/pipeline/render-inputs.ts), stored with the pages it lists for every
   * route: a build of the same code takes them as they are (src/snapshot/indexes.ts). */
  readonly codeVersion?: string;
  readonly progressIntervalMs?: number;
  /** Stop past this many milliseconds from the start (the night's deadline). */
  readonly deadlineMs?: number;
  /** Stop once the queue has known more requests than this (the growth guard's limit). */
  readonly maxRequests?: number;
  /** Tonight's number and the period in nights within which each image at an unchanged address is revalidated
   * (CRAWL_IMAGE_REVALIDATE_NIGHTS); default: every image every night. */
  readonly imageRevalidation?: ImageRevalidation;
}

/** Whether a failed attempt says the API is overloaded: 429, 503, or any answer asking to wait (Retry-After). */
function overloadIn(failure: HttpAnswer | Error): Exclude<BackOffReason, 'latency'> | undefined {
  if (failure instanceof Error) return undefined;
  if (failure.status === 429) return '429';
  if (failure.status === 503) return '503';
  if (failure.headers['retry-after'] !== undefined) return 'retry-after';
  return undefined;
}

function describeError(error: unknown): { status: number | undefined; reason: string } {
  if (error instanceof ApiRequestError) return { status: error.status, reason: error.message };
  if (error instanceof ApiContractError) return { status: 200, reason: error.message };
  return { status: undefined, reason: `crawl error: ${error instanceof Error ? error.message : String(error)}` };
}

/** Crawls the API at `baseUrl` into the snapshot at `snapshotPath` (resuming the pending requests it holds). */
export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const started = performance.now();
  const snapshot = openCrawlStore({
    snapshotPath: options.snapshotPath,
    ...(options.previousSnapshotPath ? { previousSnapshotPath: options.previousSnapshotPath } : {}),
    imageBaseUrl: options.imageBaseUrl ?? options.baseUrl,
    // Images are fetched from the API's host and the image host only: an address elsewhere could reach past them.
    imageOrigins: [...new Set([options.baseUrl, options.imageBaseUrl ?? options.baseUrl].map((url) => new URL(url).origin))],
    takeLast: ENDPOINTS_LEADING_NOWHERE,
    ...(options.imageRevalidation ? { imageRevalidation: options.imageRevalidation } : {}),
  });
  try {
    return await crawlInto(snapshot, options, started);
  } catch (error) {
    // What was written stays (committed), so the next crawl resumes from it; the writer's thread must not outlive us.
    await snapshot.close().catch(() => undefined);
    throw error;
  }
}

async function crawlInto(snapshot: CrawlStore, options: CrawlOptions, started: number): Promise<CrawlResult> {
  snapshot.setMeta('api_base_url', options.baseUrl);
  snapshot.setMeta('started_at', new Date().toISOString());
  const initial = await snapshot.counts();
  snapshot.enqueue(rootRequests());

  const byEndpoint: Record<string, EndpointStats> = {};
  const statsOf = (endpoint: string): EndpointStats =>
    (byEndpoint[endpoint] ??= { requests: 0, retries: 0, failures: 0, gone: 0, notModified: 0, bytes: 0 });
  // The client hands back the params object each request was made with: per-request counters key on it.
  const retriesOf = new WeakMap<object, number>();
  const bytesOf = new WeakMap<object, number>();
  // Aborted when the crawl stops: every request in flight and every retry to come is given up, and left pending.
  const stopping = new AbortController();
  let stopped: CrawlStop | undefined;
  const concurrency = createAdaptiveConcurrency({ start: options.concurrency, max: options.maxConcurrency ?? options.concurrency });
  const limit = pLimit(concurrency.limit);
  // p-limit starts queued tasks as soon as its limit rises; a lower one lets the tasks in flight finish.
  const followLimit = () => {
    if (limit.concurrency !== concurrency.limit) limit.concurrency = concurrency.limit;
  };
  const client = createApiClient({
    ...options.client,
    signal: stopping.signal,
    baseUrl: options.baseUrl,
    onRetry: (target, _attempt, failure) => {
      retriesOf.set(target.params, (retriesOf.get(target.params) ?? 0) + 1);
      statsOf(target.endpoint).retries++;
      const overload = overloadIn(failure);
      if (overload) concurrency.overloaded(overload);
      followLimit();
    },
    onResponse: (target, bytes) => bytesOf.set(target.params, bytes),
  });

  const images = { done: 0, notModified: 0, failed: 0, bytes: 0, failureSamples: [] as string[] };
  let done = initial.done + initial.gone;
  let failed = initial.failed;
  let inFlight = 0;
  let peakRss = process.memoryUsage.rss();
  let wake: (() => void) | undefined;
  const stop = (why: CrawlStop) => {
    stopped ??= why;
    stopping.abort();
    wake?.();
  };
  const oversized = { count: 0, samples: [] as string[] };
  const countIfOversized = (error: unknown, what: string) => {
    if (!(error instanceof ApiRequestError && error.cause instanceof TooLargeError)) return;
    oversized.count++;
    if (oversized.samples.length < 10) oversized.samples.push(what);
  };

  // Each request goes with last night's validators (`since`, from the store), and a 304 keeps that answer as it was.
  const execute = async (request: TakenRequest): Promise<void> => {
    const stats = statsOf(request.endpoint);
    stats.requests++;
    try {
      const sent = performance.now();
      const answer = await client.getIfChanged(request.endpoint as GetEndpointName, request.params as never, request.since);
      // Only a first attempt's time is the API's latency (a retry's includes its backoff).
      if (!retriesOf.has(request.params)) {
        concurrency.sample(performance.now() - sent, limit.activeCount);
        followLimit();
      }
      if (answer.notModified) {
        snapshot.unchanged(request.id, retriesOf.get(request.params) ?? 0, answer.validators);
        stats.notModified++;
        done++;
        return;
      }
      const body = answer.body;
      const bytes = bytesOf.get(request.params) ?? 0;
      stats.bytes += bytes;
      if (isGone(body)) {
        snapshot.gone(request.id, bytes, retriesOf.get(request.params) ?? 0);
        stats.gone++;
        done++;
        return;
      }
      snapshot.answered(request.id, JSON.stringify(body), bytes, retriesOf.get(request.params) ?? 0, answer.validators);
      done++;
    } catch (error) {
      // Given up because the crawl stops: left pending, for a resume to send again.
      if (stopping.signal.aborted) return;
      countIfOversized(error, `${request.endpoint} ${JSON.stringify(request.params)}`);
      const { status, reason } = describeError(error);
      snapshot.fail(request.id, status, reason, retriesOf.get(request.params) ?? 0);
      stats.failures++;
      failed++;
    }
  };

  const fetchImage = async (asset: TakenAsset): Promise<void> => {
    try {
      const sent = performance.now();
      const answer = await client.getBytesIfChanged(asset.url, asset.since);
      // The image host's latency too (not the encoding's), against its own baseline: when only images are left, the
      // limit still follows it.
      concurrency.sample(performance.now() - sent, limit.activeCount, 'images');
      followLimit();
      if (answer.notModified) {
        // Last night's encoding of the same image stands.
        snapshot.imageUnchanged(asset.id, answer.validators);
        images.done++;
        images.notModified++;
        return;
      }
      const image = await optimiseImage(answer.body, asset.field);
      snapshot.imageAnswered(asset.id, toMediaPath(image, asset.field), image, answer.validators);
      images.done++;
      images.bytes += image.body.byteLength;
    } catch (error) {
      if (stopping.signal.aborted) return;
      countIfOversized(error, asset.url);
      const reason = error instanceof Error ? error.message : String(error);
      snapshot.imageFailed(asset.id, reason);
      images.failed++;
      if (images.failureSamples.length < 10) images.failureSamples.push(`${asset.url}: ${reason}`);
    }
  };

  // When the last request was answered: what is left of the images finishes in the images phase.
  let requestPhaseEnd: number | undefined;
  const report = () => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const elapsedMs = (requestPhaseEnd ?? performance.now()) - started;
    options.onProgress?.({
      done,
      failed,
      queued: snapshot.tally().known - done - failed - inFlight,
      inFlight,
      elapsedMs,
      requestsPerSecond: (done + failed - initial.done - initial.gone - initial.failed) / (elapsedMs / 1000),
    });
  };
  const timer = setInterval(report, options.progressIntervalMs ?? 1000);
  const deadlineMs = options.deadlineMs;
  const deadline = deadlineMs === undefined ? undefined : setTimeout(() => stop({ reason: 'deadline', deadlineMs }), deadlineMs);

  try {
    let requestsInFlight = 0;
    for (;;) {
      const { known } = snapshot.tally();
      if (options.maxRequests !== undefined && known > options.maxRequests) stop({ reason: 'growth', known, maxRequests: options.maxRequests });
      if (stopped) break;
      const room = concurrency.limit * 2 - inFlight;
      // The queue's answer is final only if no request was in flight when it was asked: one answered meanwhile may
      // have queued more (a take sees every write made before it, not after).
      const requestsWereQuiet = requestsInFlight === 0;
      const batch = await snapshot.take(room);
      const requestsDone = batch.length === 0 && requestsWereQuiet;
      if (requestsDone && requestPhaseEnd === undefined) {
        requestPhaseEnd = performance.now();
        options.onRequestsAnswered?.();
      }
      // Images take the room the requests leave.
      const assets = batch.length < room ? await snapshot.takeAssets(room - batch.length) : [];
      const schedule = (task: () => Promise<void>, isRequest: boolean) => {
        inFlight++;
        if (isRequest) requestsInFlight++;
        void limit(task).finally(() => {
          inFlight--;
          if (isRequest) requestsInFlight--;
          wake?.();
        });
      };
      for (const request of batch) schedule(() => execute(request), true);
      for (const asset of assets) schedule(() => fetchImage(asset), false);
      if (inFlight === 0) {
        if (requestsDone && assets.length === 0) break;
        // A request answered while the queue was asked: ask again.
        continue;
      }
      // Refill in batches: wait until half the tasks waiting in the limiter have started, so the queue on disk is
      // read once per `concurrency / 2` answers rather than once per answer, and the limiter never runs dry while
      // the store's thread answers the take.
      do await new Promise<void>((resolve) => (wake = resolve));
      while (inFlight > concurrency.limit * 1.5 && !stopped);
    }
    // Stopped: what was given up settles at once (the requests queued in the limiter see the aborted signal).
    while (inFlight > 0) await new Promise<void>((resolve) => (wake = resolve));
  } finally {
    clearInterval(timer);
    clearTimeout(deadline);
  }
  report();
  const fetchesDone = performance.now();
  options.onFetchesDone?.();

  // A crawl that stopped is not indexed or finished: it is not promoted, and a resume takes up its pending requests.
  let records: OddRecords = {};
  if (!stopped) {
    records = await snapshot.index(options.codeVersion);
    snapshot.setMeta('finished_at', new Date().toISOString());
  }
  const failureSamples = await snapshot.failures(20);
  const counts = await snapshot.counts();
  const { keptImageBytes, imagesNotDue, offOrigin } = snapshot.tally();
  await snapshot.close();
  const durationMs = performance.now() - started;
  const requestPhase = requestPhaseEnd ?? performance.now();
  const phases = {
    requests: { ms: requestPhase - started },
    images: { ms: Math.max(0, fetchesDone - requestPhase) },
    end: { ms: started + durationMs - Math.max(fetchesDone, requestPhase) },
  };
  const totals = Object.values(byEndpoint).reduce(
    (sum, stats) => ({
      requests: sum.requests + stats.requests,
      retries: sum.retries + stats.retries,
      bytes: sum.bytes + stats.bytes,
      notModified: sum.notModified + stats.notModified,
    }),
    { requests: 0, retries: 0, bytes: 0, notModified: 0 },
  );
  return {
    baseUrl: options.baseUrl,
    concurrency: concurrency.report(),
    durationMs,
    requests: totals.requests,
    failures: counts.failed,
    gone: counts.gone,
    notModified: totals.notModified,
    notModifiedShare: totals.requests === 0 ? 0 : +(totals.notModified / totals.requests).toFixed(4),
    retries: totals.retries,
    bytes: totals.bytes,
    requestsPerSecond: totals.requests / (phases.requests.ms / 1000),
    phases,
    peakRssBytes: peakRss,
    byEndpoint,
    failureSamples,
    images: {
      ...images,
      done: images.done + imagesNotDue,
      notDue: imagesNotDue,
      bytes: images.bytes + keptImageBytes,
      offOrigin: offOrigin.count,
      offOriginSamples: offOrigin.samples,
    },
    records,
    oversized,
    ...(stopped ? { stopped } : {}),
  };
}
