/**
 * The crawl's HTTP transport: the interface the client calls and the policy every transport follows: a timeout while
 * waiting for headers or the next bytes, and a deadline for a whole attempt (headers and body); GETs retried after network errors, timeouts, 408, 429 and 5xx with exponential backoff and jitter;
 * Retry-After (seconds or a date) honoured on 429 and 503, capped at the longest delay allowed; other methods never
 * retried; compressed answers decoded, and a body longer than the request allows (counted after decoding) refused
 * without being held whole. The crawl sends through undici (undici-transport.ts); the benchmarks measure other
 * transports against it (scripts/bench/transports/, docs/benchmarks.md, "Crawl transport").
 */

/** The statuses worth another try: request timeout, too many requests, and every server error. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
/** The statuses whose Retry-After is honoured. */
export const RETRY_AFTER_STATUS_CODES: readonly number[] = [429, 503];

export interface TransportOptions {
  /** How long an attempt may wait for the answer's headers, or for the next bytes of its body, in milliseconds. */
  readonly timeoutMs: number;
  /** How long one attempt may take as a whole, headers and body, in milliseconds: a body that trickles in forever
   * never lets the idle timeout fire. */
  readonly deadlineMs: number;
  /** How many times a transient failure of a GET is retried. */
  readonly retries: number;
  /** Upper bound of one backoff delay in milliseconds (Retry-After included). */
  readonly maxRetryDelayMs: number;
}

/** An answer, whatever its status. */
export interface HttpAnswer {
  readonly status: number;
  readonly statusText: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** No answer within the attempt's timeout or deadline. */
export class TimeoutError extends Error {}
/** No answer at all: connection refused or reset, name not resolved... */
export class NetworkError extends Error {}
/** The body grew past what the request allows (after decoding): refused, never retried (it would grow again). */
export class TooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`the answer is larger than ${maxBytes.toLocaleString('en-US')} bytes (after decompression): refused`);
    this.maxBytes = maxBytes;
  }
}
/** The caller gave up on the request (its signal was aborted): never retried. */
export class AbortedError extends Error {}

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: URL;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The largest body accepted, in bytes after decoding; default: no limit. */
  readonly maxBytes?: number;
  /** Aborts the request and its retries (the crawl stopping). */
  readonly signal?: AbortSignal;
  /** Called before each retry with its number (from 1) and what failed: an answer's status or an error. */
  readonly onRetry?: (attempt: number, failure: HttpAnswer | Error) => void;
}

export interface HttpTransport {
  /** Sends a request, retrying as described above; resolves with the last answer, or rejects with the last error. */
  send(request: HttpRequest): Promise<HttpAnswer>;
}

/** Makes a transport with the client's settings (the crawl's is undici's; the benchmarks may give another). */
export type TransportFactory = (options: TransportOptions) => HttpTransport;

/** The backoff before retry number `retry` (from 1): 0.3 s doubling, capped, with jitter (50 to 100 % of it), as ky computes it. */
export function backoffMs(retry: number, maxRetryDelayMs: number): number {
  return jitter(Math.min(0.3 * 2 ** (retry - 1) * 1000, maxRetryDelayMs));
}
/** A delay between half and all of `ms`, so that clients failed together do not retry together. */
export const jitter = (ms: number): number => ms * (0.5 + Math.random() * 0.5);

/** Retry-After in milliseconds: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Reads a body of at most `maxBytes`, throwing TooLargeError as soon as it grows past them (leaving the loop
 * destroys the stream, which closes the connection), so a decompression bomb never sits whole in memory. */
export async function readCapped(body: AsyncIterable<Uint8Array>, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new TooLargeError(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** The signal of one attempt: aborted at its deadline or when the request is given up. A timer and a listener of our
 * own, not AbortSignal.timeout and AbortSignal.any, whose signals are held weakly and may be collected unfired. */
export function attemptSignal(deadlineMs: number, given?: AbortSignal): { signal: AbortSignal; expired: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const giveUp = () => controller.abort(given?.reason);
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new TimeoutError(`no whole answer within ${deadlineMs / 1000} s`));
  }, deadlineMs);
  given?.addEventListener('abort', giveUp, { once: true });
  if (given?.aborted) giveUp();
  return {
    signal: controller.signal,
    expired: () => expired,
    done: () => {
      clearTimeout(timer);
      given?.removeEventListener('abort', giveUp);
    },
  };
}

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * The retry policy around one attempt: a GET is tried again after a network error, a timeout or a retryable status,
 * up to `retries` times, after the backoff or the Retry-After asked for (capped); anything else is final. Resolves with
 * the last answer, or rejects with the last error.
 */
export async function sendWithRetries(
  request: HttpRequest,
  options: Pick<TransportOptions, 'retries' | 'maxRetryDelayMs'>,
  attempt: (request: HttpRequest) => Promise<HttpAnswer>,
): Promise<HttpAnswer> {
  for (let retry = 1; ; retry++) {
    const last = request.method !== 'GET' || retry > options.retries;
    let failure: HttpAnswer | Error;
    try {
      const answer = await attempt(request);
      if (last || !RETRY_STATUS_CODES.includes(answer.status)) return answer;
      failure = answer;
    } catch (error) {
      if (last || !(error instanceof TimeoutError || error instanceof NetworkError)) throw error;
      failure = error;
    }
    request.onRetry?.(retry, failure);
    const retryAfter = failure instanceof Error ? undefined : failure.headers['retry-after'];
    const asked =
      !(failure instanceof Error) && RETRY_AFTER_STATUS_CODES.includes(failure.status) ? retryAfterMs(String(retryAfter ?? '')) : undefined;
    await pause(asked === undefined ? backoffMs(retry, options.maxRetryDelayMs) : Math.min(asked, options.maxRetryDelayMs), request.signal);
    if (request.signal?.aborted) throw new AbortedError('the request was given up', { cause: request.signal.reason });
  }
}
