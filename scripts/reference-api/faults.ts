/**
 * Fault injection for tests and benchmarks: latency (fixed or a random range), a random error rate,
 * named endpoints that always fail, named endpoints that answer with a body breaking the contract, answers
 * in other shapes the spec allows (every detail as a one-item list, listings gone as empty lists),
 * hollow endpoints whose lists come back empty, as from a backend that lost its data, and the answers of a hostile
 * one (hostile-answers.ts): a body that never ends, a decompression bomb, an oversized answer, a list that fans out.
 */
import { z } from 'zod';
import { endpoints, GET_ENDPOINT_NAMES, type GetEndpoint } from '../../src/api/endpoints.ts';

export interface FaultOptions {
  /** Added to every API response: a fixed delay, or a random one in [min, max] milliseconds. */
  readonly latencyMs?: number | { readonly min: number; readonly max: number };
  /** An API with a rate limit: a request arriving while this many are in progress is answered 429 with Retry-After
   * (`retryAfterSeconds`, default 1). */
  readonly maxConcurrency?: number;
  /** An API that slows down under load: each request waits this many milliseconds per request in progress (itself
   * included) on top of `latencyMs`. */
  readonly latencyPerInFlightMs?: number;
  /** Share of API requests (0..1) answered with `errorStatus` instead. */
  readonly errorRate?: number;
  readonly errorStatus?: number;
  /** Endpoints (names like 'GetDoctorCity' or paths) that always answer `failStatus`. */
  readonly failEndpoints?: readonly string[];
  readonly failStatus?: number;
  /** Endpoints whose answer is 200 with a body that does not match the contract. */
  readonly malformedEndpoints?: readonly string[];
  /** Sent as Retry-After (seconds) with injected 429 and 503 answers. */
  readonly retryAfterSeconds?: number;
  /** `list`: every detail endpoint answers a list whose first item is the entity (an unknown UID: an empty list). */
  readonly detailShape?: 'list';
  /** UIDs whose detail answers an empty list: listings that are gone while the lists still name them. */
  readonly goneUids?: readonly string[];
  /** Endpoints whose 200 list answers are `[]`: items like '*States' or 'GetDoctorCity?state=texas' (see `parseHollowItem`). */
  readonly hollowEndpoints?: readonly string[];
  /** Endpoints whose answer sends its headers, then a byte a second for ever (hostile-answers.ts). */
  readonly trickleEndpoints?: readonly string[];
  /** Endpoints whose answer is a gzip body inflating to `bombBytes` (default 2 GiB). */
  readonly bombEndpoints?: readonly string[];
  readonly bombBytes?: number;
  /** Endpoints whose answer is padded to `oversizedBytes` (default 256 MiB), sent without a length. */
  readonly oversizedEndpoints?: readonly string[];
  readonly oversizedBytes?: number;
  /** Endpoints whose non-empty list answers are grown to `fanOutItems` entries (default 100,000), each naming more. */
  readonly fanOutEndpoints?: readonly string[];
  readonly fanOutItems?: number;
  /** Answers carry the odd records of issue 45 (odd-records.ts): names that slug to nothing or alike, unsafe and
   * duplicate uids, a detail of another uid, a 10,000-character name, control and bidi characters. */
  readonly oddRecords?: boolean;
}

/** A detail answer in the shape the faults ask for: as the handler gave it, or as a one-item list. */
export function shapeDetail(body: unknown, faults: FaultOptions): unknown {
  return faults.detailShape === 'list' && !Array.isArray(body) ? [body] : body;
}

/** Whether a request path is one of the named endpoints (by method name or by path, case-insensitive). */
export function matchesEndpoint(path: string, names: readonly string[] | undefined): boolean {
  if (!names || names.length === 0) return false;
  const lower = path.toLowerCase();
  const method = lower.split('/').pop() ?? '';
  return names.some((name) => {
    const wanted = name.trim().toLowerCase();
    return wanted === method || wanted === lower || `/api/${wanted}` === lower;
  });
}

/** One item of `hollowEndpoints`: which endpoint paths it names, and the query parameter values it requires. */
export interface HollowItem {
  matches(path: string): boolean;
  /** Lowercase parameter names and normalised values; a request must carry every one. */
  readonly where: ReadonlyArray<readonly [string, string]>;
}

// Callers may quote a parameter ('""' on hospital pages), so quotes, case and surrounding spaces do not count.
const normaliseValue = (value: string): string =>
  value
    .trim()
    .replace(/^(["'])(.*)\1$/s, '$2')
    .trim()
    .toLowerCase();

/**
 * Parses a hollow item: an endpoint name or path matched as `matchesEndpoint` matches, where `*` stands for any run of
 * characters within a path segment ('*States', 'Home/*'), optionally followed by `?name=value` conditions joined by
 * `&`, URL-encoded as in a query string (a comma in a value is `%2C`). Throws naming the item when it is malformed or
 * names no GET endpoint or parameter of the contract, as a typo would otherwise hollow nothing without a word.
 */
export function parseHollowItem(item: string): HollowItem {
  const [name = '', query] = item.trim().split(/\?(.*)/s);
  const wanted = name.trim().toLowerCase();
  if (!/^[a-z0-9_*/]+$/.test(wanted)) throw new Error(`'${item}': expected an endpoint name or path, such as 'GetDoctorCity' or '*States'`);
  const named = new RegExp(`^${wanted.replaceAll('*', '[^/]*')}$`);
  // As matchesEndpoint: the method name, the whole path, or the path below /api/.
  const matches = (path: string): boolean => {
    const lower = path.toLowerCase();
    return named.test(lower.split('/').pop() ?? '') || named.test(lower) || named.test(lower.replace(/^\/api\//, ''));
  };
  const matched = GET_ENDPOINT_NAMES.map((endpointName): GetEndpoint => endpoints[endpointName]).filter((endpoint) => matches(endpoint.path));
  if (matched.length === 0) throw new Error(`'${item}': names no GET endpoint of the contract`);
  const where: Array<readonly [string, string]> = [];
  for (const condition of query === undefined ? [] : query.split('&')) {
    if (!/^[^=]+=/.test(condition)) throw new Error(`'${item}': expected '?name=value' after the endpoint`);
    const [[key, value] = ['', '']] = new URLSearchParams(condition);
    const param = key.trim().toLowerCase();
    const takes = (endpoint: GetEndpoint) => [...endpoint.params, ...Object.keys(endpoint.fixed)].some((p) => p.toLowerCase() === param);
    if (!matched.some(takes)) throw new Error(`'${item}': no endpoint it names takes a parameter '${key.trim()}'`);
    where.push([param, normaliseValue(value)]);
  }
  return { matches, where };
}

/** Whether a request to an endpoint path with these query parameters is hollow; undefined when no item names the path. */
export function hollowTest(
  path: string,
  items: readonly string[] | undefined,
): ((params: { get(name: string): string | undefined }) => boolean) | undefined {
  const applying = (items ?? []).map(parseHollowItem).filter((item) => item.matches(path));
  if (applying.length === 0) return undefined;
  return (params) =>
    applying.some((item) =>
      item.where.every(([name, value]) => {
        const given = params.get(name);
        return given !== undefined && normaliseValue(given) === value;
      }),
    );
}

/** The delay to add to one response, with `inFlight` requests in progress (itself included). */
export function pickLatency(options: FaultOptions, random: () => number, inFlight = 1): number {
  const latency = options.latencyMs;
  const load = (options.latencyPerInFlightMs ?? 0) * inFlight;
  if (latency === undefined) return load;
  if (typeof latency === 'number') return latency + load;
  return latency.min + random() * (latency.max - latency.min) + load;
}

/** Breaks a valid body the way a faulty upstream would: a field of the wrong type, or no list at all. */
export function malform(body: unknown): unknown {
  const target = Array.isArray(body) ? body[0] : body;
  if (target && typeof target === 'object') {
    const firstKey = Object.keys(target)[0];
    if (firstKey !== undefined) {
      const broken = { ...(target as Record<string, unknown>), [firstKey]: 12345 };
      return Array.isArray(body) ? [broken, ...body.slice(1)] : broken;
    }
  }
  return { malformed: true };
}

const statusCode = z.coerce.number().int().min(400).max(599);
const list = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : undefined,
  );

/** Fault options from the environment: API_LATENCY_MS ('50' or '20-200'), API_ERROR_RATE, API_ERROR_STATUS,
 * API_FAIL_ENDPOINTS, API_FAIL_STATUS, API_MALFORMED_ENDPOINTS (comma-separated), API_RETRY_AFTER_SECONDS,
 * API_MAX_CONCURRENCY (429 above that many requests in progress), API_LATENCY_PER_INFLIGHT_MS (added per request in
 * progress),
 * API_DETAIL_SHAPE ('as-is' or 'list'), API_GONE_UIDS (comma-separated), API_HOLLOW_ENDPOINTS (comma-separated
 * items 'name[?param=value[&param=value]]', `*` a wildcard in the name, values URL-encoded: '*States,
 * GetDoctorCity?state=texas'; every 200 list answer of a matching request is `[]`, object answers stay as they are),
 * API_TRICKLE_ENDPOINTS, API_BOMB_ENDPOINTS (with API_BOMB_BYTES), API_OVERSIZED_ENDPOINTS (with API_OVERSIZED_BYTES)
 * and API_FANOUT_ENDPOINTS (with API_FANOUT_ITEMS), comma-separated endpoint names. */
export const FaultEnvSchema = z
  .object({
    API_LATENCY_MS: z
      .string()
      .regex(/^\d+(-\d+)?$/, { error: "API_LATENCY_MS must be a number of milliseconds ('50') or a range ('20-200')" })
      .optional(),
    API_MAX_CONCURRENCY: z.coerce.number().int().min(1).optional(),
    API_LATENCY_PER_INFLIGHT_MS: z.coerce.number().min(0).optional(),
    API_ERROR_RATE: z.coerce.number().min(0).max(1).optional(),
    API_ERROR_STATUS: statusCode.optional(),
    API_FAIL_ENDPOINTS: list,
    API_FAIL_STATUS: statusCode.optional(),
    API_MALFORMED_ENDPOINTS: list,
    API_RETRY_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    API_DETAIL_SHAPE: z.enum(['as-is', 'list'], { error: "API_DETAIL_SHAPE must be 'as-is' or 'list'" }).optional(),
    API_GONE_UIDS: list,
    API_TRICKLE_ENDPOINTS: list,
    API_BOMB_ENDPOINTS: list,
    API_BOMB_BYTES: z.coerce.number().int().min(1).optional(),
    API_OVERSIZED_ENDPOINTS: list,
    API_OVERSIZED_BYTES: z.coerce.number().int().min(1).optional(),
    API_FANOUT_ENDPOINTS: list,
    API_FANOUT_ITEMS: z.coerce.number().int().min(1).optional(),
    API_ODD_RECORDS: z.enum(['0', '1'], { error: "API_ODD_RECORDS must be '0' or '1'" }).optional(),
    API_HOLLOW_ENDPOINTS: list.superRefine((items, context) => {
      for (const item of items ?? []) {
        try {
          parseHollowItem(item);
        } catch (error) {
          context.addIssue({ code: 'custom', message: `API_HOLLOW_ENDPOINTS item ${(error as Error).message}` });
        }
      }
    }),
  })
  .transform((env): FaultOptions => {
    const [min, max] = (env.API_LATENCY_MS ?? '').split('-').map(Number);
    return {
      ...(env.API_LATENCY_MS === undefined ? {} : { latencyMs: max === undefined ? (min ?? 0) : { min: min ?? 0, max } }),
      ...(env.API_MAX_CONCURRENCY === undefined ? {} : { maxConcurrency: env.API_MAX_CONCURRENCY }),
      ...(env.API_LATENCY_PER_INFLIGHT_MS === undefined ? {} : { latencyPerInFlightMs: env.API_LATENCY_PER_INFLIGHT_MS }),
      ...(env.API_ERROR_RATE === undefined ? {} : { errorRate: env.API_ERROR_RATE }),
      ...(env.API_ERROR_STATUS === undefined ? {} : { errorStatus: env.API_ERROR_STATUS }),
      ...(env.API_FAIL_ENDPOINTS === undefined ? {} : { failEndpoints: env.API_FAIL_ENDPOINTS }),
      ...(env.API_FAIL_STATUS === undefined ? {} : { failStatus: env.API_FAIL_STATUS }),
      ...(env.API_MALFORMED_ENDPOINTS === undefined ? {} : { malformedEndpoints: env.API_MALFORMED_ENDPOINTS }),
      ...(env.API_RETRY_AFTER_SECONDS === undefined ? {} : { retryAfterSeconds: env.API_RETRY_AFTER_SECONDS }),
      ...(env.API_DETAIL_SHAPE === 'list' ? { detailShape: 'list' as const } : {}),
      ...(env.API_GONE_UIDS === undefined ? {} : { goneUids: env.API_GONE_UIDS }),
      ...(env.API_HOLLOW_ENDPOINTS === undefined ? {} : { hollowEndpoints: env.API_HOLLOW_ENDPOINTS }),
      ...(env.API_ODD_RECORDS === '1' ? { oddRecords: true } : {}),
      ...(env.API_TRICKLE_ENDPOINTS === undefined ? {} : { trickleEndpoints: env.API_TRICKLE_ENDPOINTS }),
      ...(env.API_BOMB_ENDPOINTS === undefined ? {} : { bombEndpoints: env.API_BOMB_ENDPOINTS }),
      ...(env.API_BOMB_BYTES === undefined ? {} : { bombBytes: env.API_BOMB_BYTES }),
      ...(env.API_OVERSIZED_ENDPOINTS === undefined ? {} : { oversizedEndpoints: env.API_OVERSIZED_ENDPOINTS }),
      ...(env.API_OVERSIZED_BYTES === undefined ? {} : { oversizedBytes: env.API_OVERSIZED_BYTES }),
      ...(env.API_FANOUT_ENDPOINTS === undefined ? {} : { fanOutEndpoints: env.API_FANOUT_ENDPOINTS }),
      ...(env.API_FANOUT_ITEMS === undefined ? {} : { fanOutItems: env.API_FANOUT_ITEMS }),
    };
  });
