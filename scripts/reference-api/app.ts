/**
 * The reference directory API as a Hono app: every endpoint of the contract table answered from SQLite.
 * `createApp(db, options)` is tested in process with `app.request()`; `server.ts` makes it listen.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { endpoints, GET_ENDPOINT_NAMES, POST_ENDPOINT_NAMES, type GetEndpoint, type GetEndpointName } from '../../src/api/endpoints.ts';
import { stableHash } from '../../src/lib/stable-hash.ts';
import { createLookups, type NameMatching } from './db/lookups.ts';
import { hollowTest, malform, matchesEndpoint, pickLatency, shapeDetail, type FaultOptions } from './faults.ts';
import { answerWithOddRecords, type RealAnswer } from './odd-records.ts';
import { bombResponse, fannedOut, oversizedResponse, trickleResponse } from './hostile-answers.ts';
import { createRandom } from './dataset/random.ts';
import { blogHandlers } from './routes/blogs.ts';
import { createStatementCache, HttpProblem, readParams, type GetHandler, type HandlerContext } from './routes/context.ts';
import { doctorHandlers } from './routes/doctors.ts';
import { facilityHandlers } from './routes/facilities.ts';
import { createFormHandler, MAX_FORM_BODY_BYTES, REFUSED_UNREAD } from './routes/forms.ts';
import { hospitalHandlers } from './routes/hospitals.ts';
import { createImageHandlers } from './routes/images.ts';
import { answerWithEtag } from './routes/validators.ts';

export interface AppOptions {
  readonly faults?: FaultOptions;
  /** Origins allowed to call the API from a browser (default: any). */
  readonly corsOrigins?: readonly string[];
  /** Base of the image URLs the API hands out; by default they are root-relative ('/images/flags/US-NY.png'), so a
   * response does not change with the port the API happens to listen on. */
  readonly imageBaseUrl?: string;
  /** Seed for the random lists and faults, one stream in request order (default: unseeded). */
  readonly randomSeed?: number;
  /** Seeds each random list from the request itself and this number: the same request always gets the same list. */
  readonly stableListSeed?: number;
  /** Filled in as requests arrive: how many API requests are in progress, the most at once, and the total. */
  readonly metrics?: RequestMetrics;
  /** How names in parameters are matched (default `loose`; `exact` as an API that compares names as spelled). */
  readonly nameMatching?: NameMatching;
}

/** Load seen by the server, for tests that check a client's politeness. */
export interface RequestMetrics {
  active: number;
  maxActive: number;
  total: number;
}

// Every GET endpoint of the contract must have a handler: a missing one is a compile error here.
const GET_HANDLERS: { readonly [K in GetEndpointName]: GetHandler } = {
  ...doctorHandlers,
  ...hospitalHandlers,
  ...facilityHandlers,
  ...blogHandlers,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the reference API over an opened reference database. */
export function createApp(db: DatabaseSync, options: AppOptions = {}): Hono {
  const app = new Hono();
  const faults = options.faults ?? {};
  const random = options.randomSeed === undefined ? Math.random : createRandom(options.randomSeed).next;
  const lookups = createLookups(db, options.nameMatching);
  const prepare = createStatementCache(db);
  const range = db.prepare('SELECT first_id, count FROM ranges WHERE kind = ? AND state_code = ? AND city_id = ?');
  const samplerOf =
    (draw: () => number): HandlerContext['sampleIds'] =>
    (kind, stateCode, cityId, count) => {
      const found = range.get(kind, stateCode, cityId) as { first_id: number; count: number } | undefined;
      if (!found) return [];
      const picked = new Set<number>();
      const wanted = Math.min(count, found.count);
      while (picked.size < wanted) picked.add(found.first_id + Math.floor(draw() * found.count));
      return [...picked];
    };
  const sampleIds = samplerOf(random);
  // With a stable list seed, each request draws from a generator of its own: the same request gets the same random
  // list whatever order concurrent requests arrive in, so the API answers a whole crawl the same way every time.
  const sampleIdsFor = (requestUrl: string): HandlerContext['sampleIds'] =>
    options.stableListSeed === undefined ? sampleIds : samplerOf(createRandom(options.stableListSeed ^ stableHash(requestUrl)).next);

  const metrics = options.metrics;
  if (metrics) {
    app.use('/api/*', async (_c, next) => {
      metrics.total++;
      metrics.maxActive = Math.max(metrics.maxActive, ++metrics.active);
      try {
        await next();
      } finally {
        metrics.active--;
      }
    });
  }

  app.use(
    '/api/*',
    cors({
      origin: options.corsOrigins ? [...options.corsOrigins] : '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      maxAge: 86400,
    }),
  );

  // Requests in progress, for the faults that follow the load (a rate limit, latency growing with it).
  let inProgress = 0;
  // Faults come before the handlers, so injected failures cost no database work.
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    inProgress++;
    try {
      return await injectFaults(c, next);
    } finally {
      inProgress--;
    }
  });
  const injectFaults = async (c: Context, next: () => Promise<void>) => {
    if (faults.maxConcurrency !== undefined && inProgress > faults.maxConcurrency) {
      return c.json({ error: 'Too many requests at once' }, 429, { 'Retry-After': String(faults.retryAfterSeconds ?? 1) });
    }
    const delay = pickLatency(faults, random, inProgress);
    if (delay > 0) await sleep(delay);
    const retryAfter: Record<string, string> = faults.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(faults.retryAfterSeconds) };
    if (matchesEndpoint(c.req.path, faults.failEndpoints)) {
      const status = faults.failStatus ?? 500;
      return c.json({ error: 'Injected failure' }, status as 500, status === 429 || status === 503 ? retryAfter : {});
    }
    if (faults.errorRate !== undefined && random() < faults.errorRate) {
      const status = faults.errorStatus ?? 503;
      return c.json({ error: 'Injected random failure' }, status as 503, status === 429 || status === 503 ? retryAfter : {});
    }
    await next();
    return undefined;
  };

  const context: HandlerContext = {
    prepare,
    lookups,
    sampleIds,
    imageUrl: (path) => `${options.imageBaseUrl?.replace(/\/+$/, '') ?? ''}${path}`,
  };
  for (const name of GET_ENDPOINT_NAMES) {
    const handler = GET_HANDLERS[name];
    const endpoint: GetEndpoint = endpoints[name];
    const isDetail = endpoint.params.length === 1 && endpoint.params[0] === 'UID';
    const isHollow = hollowTest(endpoint.path, faults.hollowEndpoints);
    app.get(endpoint.path, (c: Context) => {
      const url = new URL(c.req.url);
      const params = readParams(url.searchParams);
      const datasetAnswer = (): unknown => {
        if (isDetail && faults.goneUids?.includes(params.get('UID') ?? '')) return [];
        if (isDetail) return detailAnswer(() => handler(params, context));
        return handler(params, { ...context, sampleIds: sampleIdsFor(`${url.pathname}${url.search}`) });
      };
      let body = faults.oddRecords ? answerWithOddRecords(name, params, datasetAnswer, realAnswer) : datasetAnswer();
      // A backend that lost its data still answers 200, with empty lists; an object answer (a detail as-is) is kept,
      // and a detail in the list shape becomes [], which the contract reads as gone.
      if (isHollow && Array.isArray(body) && isHollow(params)) body = [];
      if (Array.isArray(body) && matchesEndpoint(c.req.path, faults.fanOutEndpoints)) body = fannedOut(body, faults.fanOutItems ?? 100_000);
      const answer = matchesEndpoint(c.req.path, faults.malformedEndpoints) ? malform(body) : body;
      if (matchesEndpoint(c.req.path, faults.trickleEndpoints)) return trickleResponse();
      if (matchesEndpoint(c.req.path, faults.bombEndpoints)) return bombResponse(faults.bombBytes ?? 2 * 1024 ** 3);
      if (matchesEndpoint(c.req.path, faults.oversizedEndpoints))
        return oversizedResponse(JSON.stringify(answer), faults.oversizedBytes ?? 256 * 1024 ** 2);
      // With its strong ETag; 304 when the caller's copy is current (validators.ts).
      return answerWithEtag(c, JSON.stringify(answer), { 'Content-Type': 'application/json' });
    });
  }

  /** The dataset's answer to another request (for the odd records' models). */
  const realAnswer: RealAnswer = (endpoint, query) => GET_HANDLERS[endpoint](readParams(new URLSearchParams(query)), context);

  // In the list shape, an unknown UID is an empty list (as GetPharmacyDetails answers), not a 404.
  function detailAnswer(answer: () => unknown): unknown {
    try {
      return shapeDetail(answer(), faults);
    } catch (error) {
      if (faults.detailShape === 'list' && error instanceof HttpProblem && error.status === 404) return [];
      throw error;
    }
  }

  for (const name of POST_ENDPOINT_NAMES) {
    app.post(
      endpoints[name].path,
      bodyLimit({
        maxSize: MAX_FORM_BODY_BYTES,
        // The body was not read: the connection cannot carry another request, so say it closes (REFUSED_UNREAD).
        onError: (c) => c.json({ error: `The body is larger than ${MAX_FORM_BODY_BYTES} bytes`, field: null }, 413, REFUSED_UNREAD),
      }),
      createFormHandler(db, name),
    );
  }

  // The image host is the API's: as far away, so its answers wait the same injected latency (and no other fault).
  app.use('/images/*', async (_c, next) => {
    const delay = pickLatency(faults, random, inProgress);
    if (delay > 0) await sleep(delay);
    await next();
  });
  const images = createImageHandlers(db);
  app.get('/images/doctors/:file', images.doctorPhoto);
  app.get('/images/*', images.stored);

  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/', (c) =>
    c.json({
      name: 'Reference healthcare directory API',
      endpoints: Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    }),
  );

  app.notFound((c) => c.json({ error: `No endpoint at ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpProblem) return c.json({ error: error.message, field: error.field ?? null }, error.status);
    console.error(error);
    return c.json({ error: 'Internal error in the reference API' }, 500);
  });
  return app;
}
