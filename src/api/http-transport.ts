/**
 * The crawl's HTTP transport: the interface the client calls and the policy every transport follows: a timeout per
 * attempt; GETs retried after network errors, timeouts, 408, 429 and 5xx with exponential backoff and jitter;
 * Retry-After (seconds or a date) honoured on 429 and 503, capped at the longest delay allowed; other methods never
 * retried; compressed answers decoded. The crawl sends through undici (undici-transport.ts); ky (ky-transport.ts)
 * is there to be measured against it (transports.ts chooses, README "How a build works" gives the figures).
 */

/** The statuses worth another try: request timeout, too many requests, and every server error. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
/** The statuses whose Retry-After is honoured. */
export const RETRY_AFTER_STATUS_CODES: readonly number[] = [429, 503];

/** The transports the crawl can send through: undici's `request` with its retry interceptor (the default), ky on
 * undici's fetch with a shared keep-alive Agent, ky on Node's own fetch (its global dispatcher). */
export const TRANSPORT_KINDS = ['undici', 'ky', 'ky-node'] as const;
export const DEFAULT_TRANSPORT: TransportKind = 'undici';
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

export interface TransportOptions {
  /** Timeout of one attempt in milliseconds. */
  readonly timeoutMs: number;
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

/** No answer within the attempt's timeout. */
export class TimeoutError extends Error {}
/** No answer at all: connection refused or reset, name not resolved... */
export class NetworkError extends Error {}

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: URL;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Called before each retry with its number (from 1) and what failed: an answer's status or an error. */
  readonly onRetry?: (attempt: number, failure: HttpAnswer | Error) => void;
}

export interface HttpTransport {
  /** Sends a request, retrying as described above; resolves with the last answer, or rejects with the last error. */
  send(request: HttpRequest): Promise<HttpAnswer>;
}

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
