/** Fault injection of the reference API, seen through the contract's client as the crawl will see it. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { ApiContractError, ApiRequestError } from '../../../src/api/errors.ts';
import { FaultEnvSchema, matchesEndpoint } from '../../../scripts/reference-api/faults.ts';
import { startReferenceApi, type RunningApi } from '../../../scripts/reference-api/server.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';

let running: RunningApi | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const start = async (faults: Parameters<typeof startReferenceApi>[1] = {}) => {
  running = await startReferenceApi(TEST_DB_PATH, faults);
  return createApiClient({ baseUrl: running.url, retries: 3, maxRetryDelayMs: 20, timeoutMs: 2_000 });
};

describe('fault injection', () => {
  it('adds a fixed latency to every answer', async () => {
    const client = await start({ faults: { latencyMs: 150 } });
    const started = performance.now();
    await client.get('GetDoctorStates', {});
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

  it('fails a share of requests, which the client retries through', async () => {
    const counts = { failed: 0 };
    running = await startReferenceApi(TEST_DB_PATH, { faults: { errorRate: 0.5, errorStatus: 503 }, randomSeed: 11 });
    const client = createApiClient({ baseUrl: running.url, retries: 8, maxRetryDelayMs: 5, onRetry: () => counts.failed++ });
    for (let i = 0; i < 10; i++) expect(await client.get('GetDoctorStates', {})).toHaveLength(51);
    expect(counts.failed).toBeGreaterThan(0);
  });

  it('always fails the named endpoints, and only those', async () => {
    const client = await start({ faults: { failEndpoints: ['GetDoctorCity'], failStatus: 500 } });
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
    expect(FaultEnvSchema.parse({})).toEqual({});
  });

  it('refuses nonsense with a message naming the variable', () => {
    const result = FaultEnvSchema.safeParse({ API_LATENCY_MS: 'slow', API_ERROR_RATE: '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['API_LATENCY_MS', 'API_ERROR_RATE']);
  });

  it('matches endpoints by method name or path', () => {
    expect(matchesEndpoint('/api/Home/GetHospitals', ['GetHospitals'])).toBe(true);
    expect(matchesEndpoint('/api/Home/GetHospitals', ['home/gethospitals'])).toBe(true);
    expect(matchesEndpoint('/api/Home/GetHospitalStates', ['GetHospitals'])).toBe(false);
  });
});
