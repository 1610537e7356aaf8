/**
 * The transport through ky, one attempt at a time (the retries are the policy's, http-transport.ts, as for every
 * transport): ky bounds the wait for the answer, this file its body; fetch decodes gzip and brotli.
 */
import ky, { TimeoutError as KyTimeoutError, type KyInstance } from 'ky';
import {
  AbortedError,
  NetworkError,
  readCapped,
  sendWithRetries,
  TimeoutError,
  TooLargeError,
  type HttpAnswer,
  type HttpRequest,
  type HttpTransport,
  type TransportOptions,
} from './http-transport.ts';

export interface KyTransportOptions extends TransportOptions {
  /** The fetch ky calls (default: Node's own, on its global keep-alive dispatcher). */
  readonly fetch?: typeof globalThis.fetch;
}

const headersOf = (headers: Headers): Record<string, string> => Object.fromEntries(headers);

export function createKyTransport(options: KyTransportOptions): HttpTransport {
  const api: KyInstance = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs,
    // One attempt each: the retries are the policy's own (sendWithRetries), as for every transport.
    throwHttpErrors: false,
    retry: 0,
  });

  async function attempt(request: HttpRequest): Promise<HttpAnswer> {
    // ky's timeout bounds the wait for the answer; the deadline bounds the whole attempt, body included.
    const deadline = AbortSignal.timeout(options.deadlineMs);
    const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
    try {
      const response = await api(request.url, {
        method: request.method,
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
        signal,
      });
      const body = response.body ? await readCapped(response.body, request.maxBytes) : Buffer.alloc(0);
      return { status: response.status, statusText: response.statusText, headers: headersOf(response.headers), body };
    } catch (error) {
      if (error instanceof TooLargeError) throw error;
      if (request.signal?.aborted) throw new AbortedError('the request was given up', { cause: error });
      if (deadline.aborted) throw new TimeoutError(`no whole answer within ${options.deadlineMs / 1000} s`, { cause: error });
      if (error instanceof KyTimeoutError) throw new TimeoutError('timed out', { cause: error });
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      const message = cause?.cause instanceof Error ? cause.cause.message : (cause?.message ?? String(error));
      throw new NetworkError(message, { cause: error });
    }
  }

  return { send: (request) => sendWithRetries(request, options, attempt) };
}
