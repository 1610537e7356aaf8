/** Fault injection of the reference API, seen through the contract's client as the crawl will see it. */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { ApiContractError, ApiRequestError } from '../../../src/api/errors.ts';
import { endpoints } from '../../../src/api/endpoints.ts';
import { TRANSPORT_KINDS, type TransportKind, transportFactoryOf } from '../../../scripts/bench/transports/transports.ts';
import type { FaultOptions } from '../../../scripts/reference-api/faults.ts';
import { FaultEnvSchema, matchesEndpoint } from '../../../scripts/reference-api/faults.ts';
import { startReferenceApi, type RunningApi } from '../../../scripts/reference-api/server.ts';
import { createTestApp, openTestDb, TEST_DB_PATH } from '../../fixtures/reference-db.ts';

let running: RunningApi | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const start = async (faults: Parameters<typeof startReferenceApi>[1] = {}, transport?: TransportKind) => {
  running = await startReferenceApi(TEST_DB_PATH, faults);
  return createApiClient({
    ...(transport ? { transport: transportFactoryOf(transport) } : {}),
    baseUrl: running.url,
    retries: 3,
    maxRetryDelayMs: 20,
    timeoutMs: 2_000,
  });
};

describe('fault injection', () => {
  it('adds a fixed latency to every answer', async () => {
    const client = await start({ faults: { latencyMs: 150 } });
    const started = performance.now();
    await client.get('GetDoctorStates', {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('adds the same latency to the images it serves: its image host is as far away', async () => {
    await start({ faults: { latencyMs: 150 } });
    const flag = openTestDb().prepare("SELECT path FROM images WHERE path LIKE '/images/%' LIMIT 1").get() as { path: string };
    const started = performance.now();
    const answer = await fetch(new URL(flag.path, running?.url));
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('adds a random latency within the range', async () => {
    const client = await start({ faults: { latencyMs: { min: 50, max: 120 } }, randomSeed: 3 });
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await client.get('GetDoctorStates', {});
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(45);
      expect(took).toBeLessThan(1_000);
    }
  });

  it.each(TRANSPORT_KINDS)('fails a share of requests, which the client retries through (%s transport)', async (transport) => {
    const counts = { failed: 0 };
    running = await startReferenceApi(TEST_DB_PATH, { faults: { errorRate: 0.5, errorStatus: 503 }, randomSeed: 11 });
    const client = createApiClient({
      transport: transportFactoryOf(transport),
      baseUrl: running.url,
      retries: 8,
      maxRetryDelayMs: 5,
      onRetry: () => counts.failed++,
    });
    for (let i = 0; i < 10; i++) expect(await client.get('GetDoctorStates', {})).toHaveLength(51);
    expect(counts.failed).toBeGreaterThan(0);
  });

  it.each(TRANSPORT_KINDS)('always fails the named endpoints, and only those (%s transport)', async (transport) => {
    const client = await start({ faults: { failEndpoints: ['GetDoctorCity'], failStatus: 500 } }, transport);
    const error = await client.get('GetDoctorCity', { state: 'texas' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(500);
    expect((error as Error).message).toContain('GetDoctorCity');
    await expect(client.get('GetHospitalCity', { state: 'texas' })).resolves.not.toHaveLength(0);
  });

  it('sends Retry-After with an injected 429', async () => {
    running = await startReferenceApi(TEST_DB_PATH, { faults: { failEndpoints: ['GetDoctorStates'], failStatus: 429, retryAfterSeconds: 7 } });
    const response = await fetch(`${running.url}/api/Doctor/GetDoctorStates`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
  });

  it('answers the named endpoints with a body that breaks the contract, which the client names', async () => {
    const client = await start({ faults: { malformedEndpoints: ['/api/Home/GetHospitals'] } });
    const error = await client.get('GetHospitals', { state: 'texas', city: 'houston' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).field).toBe('[0].state');
    expect((error as Error).message).toContain('GetHospitals (/api/Home/GetHospitals with state="texas", city="houston")');
  });
});

describe('hollow endpoints', () => {
  const plain = createTestApp();
  const apps: Array<ReturnType<typeof createTestApp>> = [plain];
  const hollowApp = (faults: FaultOptions) => {
    const app = createTestApp({ faults });
    apps.push(app);
    return app;
  };
  afterAll(() => {
    for (const app of apps) app.close();
  });
  const STATES = ['GetDoctorStates', 'GetHospitalStates', 'GetPharmacyStates', 'GetUrgentCareStates', 'GetGroupPracticeStates'] as const;
  const cities = (state: string) => `${endpoints.GetDoctorCity.path}?state=${encodeURIComponent(state)}`;

  it('empties every states list with a wildcard, and leaves the city lists their data', async () => {
    const hollow = hollowApp({ hollowEndpoints: ['*States'] });
    for (const name of STATES) {
      expect((await plain.getJson(endpoints[name].path)).body, name).not.toHaveLength(0);
      expect(await hollow.getJson(endpoints[name].path), name).toEqual({ status: 200, body: [] });
    }
    expect((await hollow.getJson(cities('texas'))).body).not.toHaveLength(0);
    expect((await hollow.getJson(`${endpoints.GetHospitalCity.path}?state=texas`)).body).not.toHaveLength(0);
  });

  it("empties one state's cities only, whatever the case, quoting and encoding of the parameter", async () => {
    expect((await plain.getJson(cities('new york'))).body).not.toHaveLength(0);
    expect((await plain.getJson(cities('texas'))).body).not.toHaveLength(0);
    const hollow = hollowApp({ hollowEndpoints: ['Doctor/GetDoctorCity?state=New%20York'] });
    for (const state of ['new york', 'New York', '"new york"', " 'NEW YORK' "])
      expect(await hollow.getJson(cities(state)), state).toEqual({ status: 200, body: [] });
    expect((await hollow.getJson(cities('texas'))).body).not.toHaveLength(0);
    expect((await hollow.getJson(`${endpoints.GetHospitalCity.path}?state=new+york`)).body).not.toHaveLength(0);
  });

  it('answers the empty list with its own ETag, so a conditional request gets 304', async () => {
    const hollow = hollowApp({ hollowEndpoints: ['GetDoctorStates'] });
    const path = `http://api.test${endpoints.GetDoctorStates.path}`;
    const normal = await plain.app.request(path);
    const first = await hollow.app.request(path);
    expect(await first.text()).toBe('[]');
    expect(first.headers.get('content-type')).toBe(normal.headers.get('content-type'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(etag).not.toBe(normal.headers.get('etag'));
    expect((await hollow.app.request(path, { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304);
    expect((await hollow.app.request(path, { headers: { 'If-None-Match': normal.headers.get('etag') ?? '' } })).status).toBe(200);
  });

  it('keeps detail objects, empties details in the list shape, and still injects failures', async () => {
    const [row] = plain.db.prepare('SELECT uid FROM doctors LIMIT 1').all() as Array<{ uid: string }>;
    const detail = `${endpoints.GetDoctorSpecialtyDetails.path}?UID=${row?.uid}`;
    const { body: doctor } = await plain.getJson(detail);
    expect(doctor).toMatchObject({ doctorName: expect.any(String) });
    expect(await hollowApp({ hollowEndpoints: ['*'] }).getJson(detail)).toEqual({ status: 200, body: doctor });
    expect(await hollowApp({ hollowEndpoints: ['*'], detailShape: 'list' }).getJson(detail)).toEqual({ status: 200, body: [] });
    const failing = hollowApp({ hollowEndpoints: ['*States'], failEndpoints: ['GetDoctorStates'] });
    expect((await failing.getJson(endpoints.GetDoctorStates.path)).status).toBe(500);
  });
});

describe('fault configuration from the environment', () => {
  it('reads latency, rates, statuses and endpoint lists', () => {
    expect(
      FaultEnvSchema.parse({
        API_LATENCY_MS: '20-200',
        API_ERROR_RATE: '0.1',
        API_FAIL_ENDPOINTS: 'GetDoctorCity, Home/GetHospitals',
        API_FAIL_STATUS: '503',
        API_RETRY_AFTER_SECONDS: '2',
      }),
    ).toEqual({
      latencyMs: { min: 20, max: 200 },
      errorRate: 0.1,
      failEndpoints: ['GetDoctorCity', 'Home/GetHospitals'],
      failStatus: 503,
      retryAfterSeconds: 2,
    });
    expect(FaultEnvSchema.parse({ API_LATENCY_MS: '50' })).toEqual({ latencyMs: 50 });
    expect(FaultEnvSchema.parse({ API_HOLLOW_ENDPOINTS: '*States, Doctor/GetDoctorCity?state=new+york' })).toEqual({
      hollowEndpoints: ['*States', 'Doctor/GetDoctorCity?state=new+york'],
    });
    expect(FaultEnvSchema.parse({})).toEqual({});
  });

  it('refuses nonsense with a message naming the variable', () => {
    const result = FaultEnvSchema.safeParse({ API_LATENCY_MS: 'slow', API_ERROR_RATE: '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['API_LATENCY_MS', 'API_ERROR_RATE']);
  });

  it('refuses hollow endpoints that name nothing, or a parameter no named endpoint takes', () => {
    for (const [value, message] of [
      ['GetDoctorCities', "'GetDoctorCities': names no GET endpoint"],
      ['*States?state=texas', "'*States?state=texas': no endpoint it names takes a parameter 'state'"],
      ['GetDoctorCity?state', "'GetDoctorCity?state': expected '?name=value'"],
      ['?state=texas', "'?state=texas': expected an endpoint name or path"],
    ] as const) {
      const result = FaultEnvSchema.safeParse({ API_HOLLOW_ENDPOINTS: `GetDoctorStates,${value}` });
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['API_HOLLOW_ENDPOINTS', expect.stringContaining(`API_HOLLOW_ENDPOINTS item ${message}`)],
      ]);
    }
  });

  it('matches endpoints by method name or path', () => {
    expect(matchesEndpoint('/api/Home/GetHospitals', ['GetHospitals'])).toBe(true);
    expect(matchesEndpoint('/api/Home/GetHospitals', ['home/gethospitals'])).toBe(true);
    expect(matchesEndpoint('/api/Home/GetHospitalStates', ['GetHospitals'])).toBe(false);
  });
});
