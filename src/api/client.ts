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

export interface ApiClient {
  /** GETs an endpoint and returns its response, validated against the contract. */
  get<N extends GetEndpointName>(name: N, params: ParamsOf<N>): Promise<ResponseOf<N>>;
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

  return {
    async get(name, params) {
      const endpoint: GetEndpoint = endpoints[name];
      const target: RequestTarget = { endpoint: name, path: endpoint.path, params };
      const requestPath = toRequestPath(name, params).replace(/^\//, '');
      const response = await send(target, () =>
        http.get(requestPath, {
          hooks: {
            beforeRetry: [({ error, retryCount }) => options.onRetry?.(target, retryCount, error)],
          },
        }),
      );
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
      return parsed.data as ResponseOf<typeof name>;
    },

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
