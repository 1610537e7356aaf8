/**
 * The crawl's transport: undici's `request` on one shared keep-alive Agent with its decompress interceptor, the
 * retries of http-transport.ts around each attempt. An attempt ends at undici's timeouts (the wait for the headers,
 * then for each part of the body) or at its deadline, whichever comes first, and reads at most the bytes the request
 * allows, counted after decompression.
 */
import { STATUS_CODES } from 'node:http';
import { Agent, errors, interceptors, request as undiciRequest, type Dispatcher } from 'undici';
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
} from './http-transport.ts';

const isTimeout = (error: unknown) => error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;

export function createUndiciTransport(options: TransportOptions): HttpTransport {
  const dispatcher: Dispatcher = new Agent({
    keepAliveTimeout: 30_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  }).compose(interceptors.decompress());

  async function attempt(request: HttpRequest): Promise<HttpAnswer> {
    const deadline = attemptSignal(options.deadlineMs, request.signal);
    try {
      const answer = await undiciRequest(request.url, {
        dispatcher,
        method: request.method,
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: deadline.signal,
      });
      // A length announced past the limit is refused before a byte is read (the decoder drops it from decoded answers).
      const announced = Number(answer.headers['content-length']);
      if (request.maxBytes !== undefined && announced > request.maxBytes) {
        answer.body.destroy();
        throw new TooLargeError(request.maxBytes);
      }
      const body = await readCapped(answer.body, request.maxBytes);
      return { status: answer.statusCode, statusText: STATUS_CODES[answer.statusCode] ?? '', headers: answer.headers, body };
    } catch (error) {
      if (error instanceof TooLargeError) throw error;
      if (request.signal?.aborted) throw new AbortedError('the request was given up', { cause: error });
      if (deadline.expired()) throw new TimeoutError(`no whole answer within ${options.deadlineMs / 1000} s`, { cause: error });
      if (isTimeout(error)) throw new TimeoutError('timed out', { cause: error });
      throw new NetworkError(error instanceof Error ? error.message : String(error), { cause: error });
    } finally {
      deadline.done();
    }
  }

  return { send: (request) => sendWithRetries(request, options, attempt) };
}
