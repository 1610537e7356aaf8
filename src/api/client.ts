/**
 * The ky-based client of the directory API: base URL from configuration, a timeout per attempt, retries with
 * exponential backoff for network errors, timeouts, 408, 429 (honouring Retry-After) and 5xx, and every
 * response validated against the contract's schema.
 */
import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
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

/** The statuses worth another try: request timeout, too many requests, and every server error. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];

export interface ApiClientOptions {
  /** The API's base address, e.g. `https://api.example.org` (paths start with `/api/`). */
  readonly baseUrl: string;
  /** Timeout of one attempt in milliseconds. */
  readonly timeoutMs?: number;
  /** How many times a transient failure is retried. */
  readonly retries?: number;
  /** Upper bound of one backoff delay in milliseconds (Retry-After included). */
  readonly maxRetryDelayMs?: number;
  /** Called before each retry; the crawl counts them. */
  readonly onRetry?: (target: RequestTarget, attempt: number, error: unknown) => void;
  /** Called with the size of each response body that arrived with an ok status. */
  readonly onResponse?: (target: RequestTarget, bytes: number) => void;
  /** A fetch implementation (tests). */
  readonly fetch?: typeof fetch;
}

export const DEFAULT_CLIENT_OPTIONS = { timeoutMs: 15_000, retries: 4, maxRetryDelayMs: 30_000 } as const;

/** The validators of an answer (ETag, Last-Modified), sent back as If-None-Match and If-Modified-Since. */
export interface Validators {
  readonly etag?: string;
  readonly lastModified?: string;
}

/** A conditional GET's outcome: a new answer, validated, with its validators; or 304, the caller's copy stands. */
export type ConditionalAnswer<N extends GetEndpointName> =
  | { readonly notModified: false; readonly body: ResponseOf<N>; readonly validators: Validators }
  | { readonly notModified: true; readonly validators: Validators };

export interface ApiClient {
  /** GETs an endpoint and returns its response, validated against the contract. */
  get<N extends GetEndpointName>(name: N, params: ParamsOf<N>): Promise<ResponseOf<N>>;
  /** GETs an endpoint unless the copy described by `since` is still current (304); a 304 is a success. */
  getIfChanged<N extends GetEndpointName>(name: N, params: ParamsOf<N>, since: Validators): Promise<ConditionalAnswer<N>>;
  /** GETs a file (an image) by absolute address, with the same timeout and retries. */
  getBytes(url: string): Promise<Uint8Array>;
  /** POSTs a JSON body to a form endpoint; resolves when the status is ok. */
  post<N extends PostEndpointName>(name: N, body: BodyOf<N>): Promise<void>;
}

function describeFailure(error: unknown): { status: number | undefined; reason: string } {
  if (isHTTPError(error)) return { status: error.response.status, reason: error.response.statusText || 'error status' };
  if (isTimeoutError(error)) return { status: undefined, reason: 'timed out' };
  if (isNetworkError(error)) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: undefined, reason: `network error${cause}` };
  }
  return { status: undefined, reason: error instanceof Error ? error.message : String(error) };
}

/** Creates a client of the directory API. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { timeoutMs, retries, maxRetryDelayMs } = { ...DEFAULT_CLIENT_OPTIONS, ...options };
  const http: KyInstance = ky.create({
    baseUrl: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    timeout: timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: {
      limit: retries,
      methods: ['get'],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [429, 503],
      maxRetryAfter: maxRetryDelayMs,
      backoffLimit: maxRetryDelayMs,
      jitter: (delay) => delay * (0.5 + Math.random() * 0.5),
      retryOnTimeout: true,
    },
  });

  async function send(target: RequestTarget, request: () => Promise<Response>): Promise<Response> {
    try {
      return await request();
    } catch (error) {
      const { status, reason } = describeFailure(error);
      throw new ApiRequestError(target, status, reason, { cause: error });
    }
  }

  const validatorsOf = (response: Response, since: Validators): Validators => {
    const etag = response.headers.get('etag') ?? since.etag;
    const lastModified = response.headers.get('last-modified') ?? since.lastModified;
    return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  };

  async function getIfChanged<N extends GetEndpointName>(name: N, params: ParamsOf<N>, since: Validators): Promise<ConditionalAnswer<N>> {
    const endpoint: GetEndpoint = endpoints[name];
    const target: RequestTarget = { endpoint: name, path: endpoint.path, params };
    const requestPath = toRequestPath(name, params).replace(/^\//, '');
    const headers: Record<string, string> = {};
    if (since.etag) headers['If-None-Match'] = since.etag;
    if (since.lastModified) headers['If-Modified-Since'] = since.lastModified;
    const response = await send(target, async () => {
      try {
        return await http.get(requestPath, {
          headers,
          hooks: {
            beforeRetry: [({ error, retryCount }) => options.onRetry?.(target, retryCount, error)],
          },
        });
      } catch (error) {
        // 304 is not an error here: the copy the caller described is still the answer.
        if (isHTTPError(error) && error.response.status === 304 && (since.etag || since.lastModified)) return error.response;
        throw error;
      }
    });
    if (response.status === 304) return { notModified: true, validators: validatorsOf(response, since) };
    let body: unknown;
    try {
      const text = await response.text();
      options.onResponse?.(target, new TextEncoder().encode(text).byteLength);
      body = JSON.parse(text);
    } catch (error) {
      const reason = `the body is not JSON (${error instanceof Error ? error.message : String(error)})`;
      throw new ApiContractError(target, [], { reason });
    }
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw new ApiContractError(target, parsed.error.issues);
    return { notModified: false, body: parsed.data as ResponseOf<N>, validators: validatorsOf(response, {}) };
  }

  return {
    async get(name, params) {
      const answer = await getIfChanged(name, params, {});
      if (answer.notModified)
        throw new ApiRequestError({ endpoint: name, path: endpoints[name].path, params }, 304, 'not modified without validators');
      return answer.body;
    },
    getIfChanged,

    async getBytes(url) {
      const target: RequestTarget = { endpoint: 'image', path: url, params: {} };
      const response = await send(target, () => http.get(url));
      return new Uint8Array(await response.arrayBuffer());
    },

    async post(name, body) {
      const endpoint = endpoints[name];
      const target: RequestTarget = { endpoint: name, path: endpoint.path, params: {} };
      // Forms are not retried: a message must never be sent twice.
      await send(target, () => http.post(endpoint.path.replace(/^\//, ''), { json: body, retry: 0 }));
    },
  };
}
