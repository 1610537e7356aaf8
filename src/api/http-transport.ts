/**
 * The crawl's HTTP transport: the interface the client calls, the retry policy every variant follows, and the
 * hand-written variant on `node:http` with kept-alive connections. The policy: a timeout per attempt; GETs retried
 * after network errors, timeouts, 408, 429 and 5xx with exponential backoff and jitter; Retry-After (seconds or a
 * date) honoured on 429 and 503, capped at the longest delay allowed; other methods never retried; compressed
 * answers decoded. The library variants are in ky-transport.ts and undici-transport.ts (transports.ts chooses).
 */
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The statuses worth another try: request timeout, too many requests, and every server error. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
/** The statuses whose Retry-After is honoured. */
export const RETRY_AFTER_STATUS_CODES: readonly number[] = [429, 503];

/** The transports the crawl can send through: hand-written on node:http, ky on undici's fetch with a shared
 * keep-alive Agent, ky on Node's own fetch (its global dispatcher), undici's `request` with its retry interceptor. */
export const TRANSPORT_KINDS = ['hand', 'ky', 'ky-node', 'undici'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

export interface TransportOptions {
  /** Timeout of one attempt (answer and body) in milliseconds. */
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

export function createHttpTransport(options: TransportOptions): HttpTransport {
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

  const attempt = (request: HttpRequest): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const secure = request.url.protocol === 'https:';
      const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...request.headers };
      if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
      const outgoing = (secure ? https : http).request(
        request.url,
        { method: request.method, headers, agent: agents[secure ? 'https:' : 'http:'] },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', (error) => fail(new NetworkError(error.message, { cause: error })));
          incoming.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            try {
              const body = decoded(Buffer.concat(chunks), incoming.headers['content-encoding']);
              resolve({ status: incoming.statusCode ?? 0, statusText: incoming.statusMessage ?? '', headers: incoming.headers, body });
            } catch (error) {
              reject(new NetworkError(`the answer could not be decoded (${error instanceof Error ? error.message : String(error)})`));
            }
          });
        },
      );
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      };
      const timer = setTimeout(() => {
        fail(new TimeoutError('timed out'));
        outgoing.destroy();
      }, options.timeoutMs);
      outgoing.on('error', (error) => fail(new NetworkError(error.message, { cause: error })));
      outgoing.end(request.body);
    });

  return {
    async send(request) {
      for (let retry = 1; ; retry++) {
        // The attempt's answer, or why it got none.
        let outcome: HttpAnswer | Error;
        try {
          outcome = await attempt(request);
          if (!RETRY_STATUS_CODES.includes(outcome.status)) return outcome;
        } catch (error) {
          outcome = error instanceof Error ? error : new Error(String(error));
        }
        if (request.method !== 'GET' || retry > options.retries) {
          if (outcome instanceof Error) throw outcome;
          return outcome;
        }
        const backoff = backoffMs(retry, options.maxRetryDelayMs);
        const asked =
          !(outcome instanceof Error) && RETRY_AFTER_STATUS_CODES.includes(outcome.status)
            ? retryAfterMs(String(outcome.headers['retry-after'] ?? ''))
            : undefined;
        request.onRetry?.(retry, outcome);
        await sleep(asked === undefined ? backoff : Math.min(asked, options.maxRetryDelayMs));
      }
    },
  };
}
