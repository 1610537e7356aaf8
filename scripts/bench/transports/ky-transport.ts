/**
 * The transport through ky, one attempt at a time (the retries are the policy's, http-transport.ts, as for every
 * transport): ky bounds the wait for the answer, this file its body; fetch decodes gzip and brotli.
 */
import ky, { TimeoutError as KyTimeoutError, type KyInstance } from 'ky';
import {
  AbortedError,
  attemptSignal,
  NetworkError,
  readCapped,
  sendWithRetries,
  TimeoutError,
  TooLargeError,
  type HttpAnswer,
  type HttpRequest,
  type HttpTransport,
  type TransportOptions,
} from '../../../src/api/http-transport.ts';

export interface KyTransportOptions extends TransportOptions {
  /** The fetch ky calls (default: Node's own, on its global keep-alive dispatcher). */
  readonly fetch?: typeof globalThis.fetch;
}

const headersOf = (headers: Headers): Record<string, string> => Object.fromEntries(headers);

/**
 * Reads a fetch body until it ends or `signal` aborts, at most `maxBytes`. The reader is cancelled by hand: ky hands
 * fetch a signal of its own (AbortSignal.any), which the platform holds weakly, so an abort may never reach the body.
 */
async function readUntil(body: ReadableStream<Uint8Array>, signal: AbortSignal, maxBytes: number | undefined): Promise<Buffer> {
  const reader = body.getReader();
  const cancel = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  const chunks = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    },
  };
  try {
    return await readCapped(chunks, maxBytes);
  } catch (error) {
    cancel();
    throw error;
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

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
    const deadline = attemptSignal(options.deadlineMs, request.signal);
    try {
      const response = await api(request.url, {
        method: request.method,
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: deadline.signal,
      });
      const body = response.body ? await readUntil(response.body, deadline.signal, request.maxBytes) : Buffer.alloc(0);
      if (deadline.signal.aborted) throw deadline.signal.reason;
      return { status: response.status, statusText: response.statusText, headers: headersOf(response.headers), body };
    } catch (error) {
      if (error instanceof TooLargeError) throw error;
      if (request.signal?.aborted) throw new AbortedError('the request was given up', { cause: error });
      if (deadline.expired()) throw new TimeoutError(`no whole answer within ${options.deadlineMs / 1000} s`, { cause: error });
      if (error instanceof KyTimeoutError) throw new TimeoutError('timed out', { cause: error });
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      const message = cause?.cause instanceof Error ? cause.cause.message : (cause?.message ?? String(error));
      throw new NetworkError(message, { cause: error });
    } finally {
      deadline.done();
    }
  }

  return { send: (request) => sendWithRetries(request, options, attempt) };
}
