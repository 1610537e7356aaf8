/**
 * The crawl's transport: undici's `request` on one shared keep-alive Agent, with undici's retry interceptor (its
 * policy function is the one of http-transport.ts) and its decompress interceptor. The timeout of an attempt is
 * undici's: the wait for the answer's headers, then for each part of its body (undici's timers fire to the second).
 */
import { STATUS_CODES } from 'node:http';
import { Agent, errors, interceptors, request as undiciRequest, type Dispatcher } from 'undici';
import {
  backoffMs,
  NetworkError,
  RETRY_AFTER_STATUS_CODES,
  RETRY_STATUS_CODES,
  retryAfterMs,
  TimeoutError,
  type HttpAnswer,
  type HttpRequest,
  type HttpTransport,
  type TransportOptions,
} from './http-transport.ts';

type RetryCallback = NonNullable<Parameters<typeof interceptors.retry>[0]>['retry'];

/** What undici's retry handler says of an error status: its status and headers (it keeps no body). */
interface StatusError extends Error {
  readonly statusCode?: number;
  readonly headers?: Record<string, string | string[] | undefined>;
}

const answerOfStatus = (error: StatusError): HttpAnswer => ({
  status: error.statusCode ?? 0,
  statusText: STATUS_CODES[error.statusCode ?? 0] ?? '',
  headers: error.headers ?? {},
  body: Buffer.alloc(0),
});

const isTimeout = (error: unknown) => error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;

export function createUndiciTransport(options: TransportOptions): HttpTransport {
  /** The policy, per request (it reports each retry to the request's `onRetry`). */
  const policy =
    (request: HttpRequest): RetryCallback =>
    (error: StatusError, { state, opts }, callback) => {
      const retry = state.counter;
      const retryable =
        error.statusCode === undefined ? !(error instanceof errors.RequestAbortedError) : RETRY_STATUS_CODES.includes(error.statusCode);
      if (!retryable || opts.method !== 'GET' || retry > options.retries) return callback(error);
      const asked =
        error.statusCode !== undefined && RETRY_AFTER_STATUS_CODES.includes(error.statusCode)
          ? retryAfterMs(String(error.headers?.['retry-after'] ?? ''))
          : undefined;
      request.onRetry?.(retry, error.statusCode === undefined ? error : answerOfStatus(error));
      setTimeout(() => callback(null), asked === undefined ? backoffMs(retry, options.maxRetryDelayMs) : Math.min(asked, options.maxRetryDelayMs));
    };

  const dispatcher: Dispatcher = new Agent({
    keepAliveTimeout: 30_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  }).compose(interceptors.retry({ throwOnError: true, statusCodes: [...RETRY_STATUS_CODES] }), interceptors.decompress());

  return {
    async send(request) {
      try {
        const answer = await undiciRequest(request.url, {
          dispatcher,
          method: request.method,
          headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          retryOptions: { retry: policy(request) },
        } as Parameters<typeof undiciRequest>[1]);
        const body = Buffer.from(await answer.body.arrayBuffer());
        return { status: answer.statusCode, statusText: answer.statusText ?? STATUS_CODES[answer.statusCode] ?? '', headers: answer.headers, body };
      } catch (error) {
        if ((error as StatusError).statusCode !== undefined) return answerOfStatus(error as StatusError);
        if (isTimeout(error)) throw new TimeoutError('timed out', { cause: error });
        throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
