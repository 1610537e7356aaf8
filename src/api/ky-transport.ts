/**
 * The transport through ky: its own retry options carry the policy of http-transport.ts (statuses, Retry-After on
 * 429 and 503 capped, backoff with jitter, GETs only, timeouts retried); fetch decodes gzip and brotli.
 */
import { STATUS_CODES } from 'node:http';
import ky, { HTTPError, TimeoutError as KyTimeoutError, type KyInstance } from 'ky';
import {
  jitter,
  NetworkError,
  RETRY_AFTER_STATUS_CODES,
  RETRY_STATUS_CODES,
  TimeoutError,
  type HttpAnswer,
  type HttpTransport,
  type TransportOptions,
} from './http-transport.ts';

export interface KyTransportOptions extends TransportOptions {
  /** The fetch ky calls (default: Node's own, on its global keep-alive dispatcher). */
  readonly fetch?: typeof globalThis.fetch;
}

const headersOf = (headers: Headers): Record<string, string> => Object.fromEntries(headers);

/** The answer of a status ky threw for (a retryable one, after the last retry); its body was read into `data`. */
function answerOf(error: HTTPError): HttpAnswer {
  const { data, response } = error;
  const body = data === undefined ? '' : typeof data === 'string' ? data : JSON.stringify(data);
  return {
    status: response.status,
    statusText: response.statusText || STATUS_CODES[response.status] || '',
    headers: headersOf(response.headers),
    body: Buffer.from(body),
  };
}

/** Reads a body within `ms`: ky bounds the wait for the answer, not its body. */
async function bodyWithin(response: Response, ms: number): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void response.body?.cancel().catch(() => undefined);
      reject(new TimeoutError('timed out'));
    }, ms);
  });
  try {
    return Buffer.from(await Promise.race([response.arrayBuffer(), late]));
  } catch (error) {
    if (error instanceof TimeoutError) throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

export function createKyTransport(options: KyTransportOptions): HttpTransport {
  const api: KyInstance = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs,
    // Only the retryable statuses throw (and so retry); any other answer, 304 and 404 included, is returned as it is.
    throwHttpErrors: (status) => RETRY_STATUS_CODES.includes(status),
    retry: {
      limit: options.retries,
      methods: ['get'],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [...RETRY_AFTER_STATUS_CODES],
      maxRetryAfter: options.maxRetryDelayMs,
      backoffLimit: options.maxRetryDelayMs,
      jitter,
      retryOnTimeout: true,
    },
  });

  return {
    async send(request) {
      let response: Response;
      try {
        response = await api(request.url, {
          method: request.method,
          headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.onRetry
            ? {
                hooks: {
                  beforeRetry: [({ error, retryCount }) => request.onRetry?.(retryCount, error instanceof HTTPError ? answerOf(error) : error)],
                },
              }
            : {}),
        });
      } catch (error) {
        if (error instanceof HTTPError) return answerOf(error);
        if (error instanceof KyTimeoutError) throw new TimeoutError('timed out', { cause: error });
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
        const message = cause?.cause instanceof Error ? cause.cause.message : (cause?.message ?? String(error));
        throw new NetworkError(message, { cause: error });
      }
      const body = await bodyWithin(response, options.timeoutMs);
      return { status: response.status, statusText: response.statusText, headers: headersOf(response.headers), body };
    },
  };
}
