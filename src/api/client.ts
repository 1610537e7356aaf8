/**
 * The client of the directory API: base URL from configuration, a timeout and a deadline per attempt, a size limit
 * per answer (API answers and images each their own), retries with exponential
 * backoff for network errors, timeouts, 408, 429 (honouring Retry-After) and 5xx (http-transport.ts), and every
 * response validated against the contract's schema.
 */
import {
  endpoints,
  toRequestPath,
  type BodyOf,
  type GetEndpoint,
  type GetEndpointName,
  type ParamsOf,
  type PostEndpointName,
  type ResponseOf,
} from './endpoints.ts';
import { ApiContractError, ApiRequestError, type RequestTarget } from './errors.ts';
import { AbortedError, TimeoutError, TooLargeError, type HttpAnswer, type HttpRequest, type TransportFactory } from './http-transport.ts';
import { createUndiciTransport } from './undici-transport.ts';

export { RETRY_STATUS_CODES } from './http-transport.ts';

export interface ApiClientOptions {
  /** The API's base address, e.g. `https://api.example.org` (paths start with `/api/`). */
  readonly baseUrl: string;
  /** How long an attempt may wait for headers or the next bytes of a body, in milliseconds. */
  readonly timeoutMs?: number;
  /** How long one attempt may take as a whole, headers and body, in milliseconds. */
  readonly deadlineMs?: number;
  /** The largest API answer accepted, in bytes after decompression. */
  readonly maxAnswerBytes?: number;
  /** The largest image accepted, in bytes after decompression. */
  readonly maxImageBytes?: number;
  /** Gives up every request in flight and every retry to come (the crawl stopping). */
  readonly signal?: AbortSignal;
  /** How many times a transient failure is retried. */
  readonly retries?: number;
  /** Upper bound of one backoff delay in milliseconds (Retry-After included). */
  readonly maxRetryDelayMs?: number;
  /** Makes the transport that sends the requests (http-transport.ts); default undici's. */
  readonly transport?: TransportFactory;
  /** Called before each retry; the crawl counts them. */
  readonly onRetry?: (target: RequestTarget, attempt: number, failure: HttpAnswer | Error) => void;
  /** Called with the size of each response body that arrived with an ok status. */
  readonly onResponse?: (target: RequestTarget, bytes: number) => void;
}

export const DEFAULT_CLIENT_OPTIONS = {
  timeoutMs: 15_000,
  deadlineMs: 60_000,
  retries: 4,
  maxRetryDelayMs: 30_000,
  // Far above any answer of the national directory (its largest lists are a few MB), far below what exhausts a build.
  maxAnswerBytes: 64 * 1024 * 1024,
  maxImageBytes: 20 * 1024 * 1024,
} as const;

/** The validators of an answer (ETag, Last-Modified), sent back as If-None-Match and If-Modified-Since. */
export interface Validators {
  readonly etag?: string;
  readonly lastModified?: string;
}

/** A conditional GET's outcome: a new answer, validated, with its validators; or 304, the caller's copy stands. */
export type ConditionalAnswer<N extends GetEndpointName> =
  | { readonly notModified: false; readonly body: ResponseOf<N>; readonly validators: Validators }
  | { readonly notModified: true; readonly validators: Validators };

/** A conditional GET of a file: its bytes and validators, or 304. */
export type ConditionalBytes =
  | { readonly notModified: false; readonly body: Uint8Array; readonly validators: Validators }
  | { readonly notModified: true; readonly validators: Validators };

export interface ApiClient {
  /** GETs an endpoint and returns its response, validated against the contract. */
  get<N extends GetEndpointName>(name: N, params: ParamsOf<N>): Promise<ResponseOf<N>>;
  /** GETs an endpoint unless the copy described by `since` is still current (304); a 304 is a success. */
  getIfChanged<N extends GetEndpointName>(name: N, params: ParamsOf<N>, since: Validators): Promise<ConditionalAnswer<N>>;
  /** GETs a file (an image) by absolute address, with the same timeout and retries, unless the copy described by
   * `since` is still current (304). */
  getBytesIfChanged(url: string, since: Validators): Promise<ConditionalBytes>;
  /** POSTs a JSON body to a form endpoint; resolves when the status is ok. */
  post<N extends PostEndpointName>(name: N, body: BodyOf<N>): Promise<void>;
}

/** Why an attempt failed, for the error the caller sees: the status and its text, or what went wrong. */
function describeFailure(failure: HttpAnswer | Error): { status: number | undefined; reason: string } {
  if (!(failure instanceof Error)) return { status: failure.status, reason: failure.statusText || 'error status' };
  if (failure instanceof TimeoutError) return { status: undefined, reason: failure.message };
  if (failure instanceof TooLargeError || failure instanceof AbortedError) return { status: undefined, reason: failure.message };
  return { status: undefined, reason: `network error: ${failure.message}` };
}

/** Creates a client of the directory API. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const settings = { ...DEFAULT_CLIENT_OPTIONS, ...options };
  const http = (options.transport ?? createUndiciTransport)(settings);
  const signal = options.signal ? { signal: options.signal } : {};
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);

  /** Sends a request; an answer other than 2xx (or 304 when `notModifiedIsOk`) becomes an ApiRequestError. */
  async function send(target: RequestTarget, request: Omit<HttpRequest, 'onRetry' | 'signal'>, notModifiedIsOk = false): Promise<HttpAnswer> {
    let answer: HttpAnswer;
    try {
      answer = await http.send({ ...request, ...signal, onRetry: (attempt, failure) => options.onRetry?.(target, attempt, failure) });
    } catch (error) {
      const { status, reason } = describeFailure(error instanceof Error ? error : new Error(String(error)));
      throw new ApiRequestError(target, status, reason, { cause: error });
    }
    if ((answer.status >= 200 && answer.status < 300) || (notModifiedIsOk && answer.status === 304)) return answer;
    const { status, reason } = describeFailure(answer);
    throw new ApiRequestError(target, status, reason);
  }

  const validatorsOf = (answer: HttpAnswer, since: Validators): Validators => {
    const header = (name: string) => {
      const value = answer.headers[name];
      return typeof value === 'string' && value ? value : undefined;
    };
    const etag = header('etag') ?? since.etag;
    const lastModified = header('last-modified') ?? since.lastModified;
    return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  };
  const conditionalHeaders = (since: Validators): Record<string, string> => ({
    ...(since.etag ? { 'if-none-match': since.etag } : {}),
    ...(since.lastModified ? { 'if-modified-since': since.lastModified } : {}),
  });
  // 304 is an answer only to a request that described a copy; to any other it is an error like any 3xx.
  const describesCopy = (since: Validators) => since.etag !== undefined || since.lastModified !== undefined;

  async function getIfChanged<N extends GetEndpointName>(name: N, params: ParamsOf<N>, since: Validators): Promise<ConditionalAnswer<N>> {
    const endpoint: GetEndpoint = endpoints[name];
    const target: RequestTarget = { endpoint: name, path: endpoint.path, params };
    const url = new URL(toRequestPath(name, params).replace(/^\//, ''), base);
    const request = { method: 'GET', url, headers: conditionalHeaders(since), maxBytes: settings.maxAnswerBytes } as const;
    const answer = await send(target, request, describesCopy(since));
    if (answer.status === 304) return { notModified: true, validators: validatorsOf(answer, since) };
    options.onResponse?.(target, answer.body.byteLength);
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch (error) {
      const reason = `the body is not JSON (${error instanceof Error ? error.message : String(error)})`;
      throw new ApiContractError(target, [], { reason });
    }
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw new ApiContractError(target, parsed.error.issues);
    return { notModified: false, body: parsed.data as ResponseOf<N>, validators: validatorsOf(answer, {}) };
  }

  async function getBytesIfChanged(address: string, since: Validators): Promise<ConditionalBytes> {
    const target: RequestTarget = { endpoint: 'image', path: address, params: {} };
    const request = { method: 'GET', url: new URL(address, base), headers: conditionalHeaders(since), maxBytes: settings.maxImageBytes } as const;
    const answer = await send(target, request, describesCopy(since));
    if (answer.status === 304) return { notModified: true, validators: validatorsOf(answer, since) };
    return { notModified: false, body: new Uint8Array(answer.body), validators: validatorsOf(answer, {}) };
  }

  return {
    async get(name, params) {
      const answer = await getIfChanged(name, params, {});
      if (answer.notModified)
        throw new ApiRequestError({ endpoint: name, path: endpoints[name].path, params }, 304, 'not modified without validators');
      return answer.body;
    },
    getIfChanged,
    getBytesIfChanged,

    async post(name, body) {
      const endpoint = endpoints[name];
      const target: RequestTarget = { endpoint: name, path: endpoint.path, params: {} };
      const url = new URL(endpoint.path.replace(/^\//, ''), base);
      // Forms are not retried (the transport retries GETs only): a message must never be sent twice.
      await send(target, { method: 'POST', url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    },
  };
}
