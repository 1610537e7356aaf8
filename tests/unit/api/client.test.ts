/** The API client against a real throwaway HTTP server, through each transport: retries, Retry-After, timeouts,
 * compression, 304, and contract errors. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.ts';
import { ApiContractError, ApiRequestError } from '../../../src/api/errors.ts';
import { retryAfterMs } from '../../../src/api/http-transport.ts';
import { TRANSPORT_KINDS, transportFactoryOf } from '../../../scripts/bench/transports/transports.ts';

type Step = (request: IncomingMessage, response: ServerResponse) => void;
let script: Step[] = [];
let requests: string[] = [];
let server: Server;
let baseUrl = '';

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
const CITIES = [{ city: 'Austin' }, { city: 'Houston' }];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const step = script.shift() ?? json(500, { error: 'no scripted answer' });
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        requests.push(body);
        step(req, res);
      });
      return;
    }
    step(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  requests = [];
});

it('reads Retry-After as seconds or as a date', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  expect(retryAfterMs('3', now)).toBe(3000);
  expect(retryAfterMs('Mon, 23 Nov 2026 10:00:02 GMT', now)).toBe(2000);
  expect(retryAfterMs('soon', now)).toBeUndefined();
  expect(retryAfterMs(undefined, now)).toBeUndefined();
});

// Every transport the benchmarks compare behaves as the crawl's does against the same server.
describe.each(TRANSPORT_KINDS)('through the %s transport', (kind) => {
  const transport = transportFactoryOf(kind);
  const client = (options: { retries?: number; timeoutMs?: number; deadlineMs?: number; maxAnswerBytes?: number } = {}) =>
    createApiClient({ transport, baseUrl, retries: 3, timeoutMs: 2_000, maxRetryDelayMs: 50, ...options });

  describe('GET', () => {
    it('sends the exact path and parameter names, and returns the validated body', async () => {
      script = [json(200, CITIES)];
      await expect(client().get('GetDoctorCity', { state: 'new york' })).resolves.toEqual(CITIES);
      expect(requests).toEqual(['/api/Doctor/GetDoctorCity?state=new+york']);
    });

    it('adds the fixed pageSize=10 to GetDoctorsBySpecialties', async () => {
      script = [json(200, [])];
      await client().get('GetDoctorsBySpecialties', { specialty: 'dentist', pageNumber: 2 });
      expect(requests).toEqual(['/api/Doctor/GetDoctorsBySpecialties?specialty=dentist&pageNumber=2&pageSize=10']);
    });

    it('keeps the base path of an API behind a prefix', async () => {
      script = [json(200, CITIES)];
      await createApiClient({ transport, baseUrl: `${baseUrl}/upstream`, retries: 0 }).get('GetDoctorCity', { state: 'texas' });
      expect(requests).toEqual(['/upstream/api/Doctor/GetDoctorCity?state=texas']);
    });

    it.each([408, 429, 500, 502, 503, 504])('retries a %i and succeeds', async (status) => {
      script = [json(status, { error: 'busy' }), json(status, { error: 'busy' }), json(200, CITIES)];
      await expect(client().get('GetDoctorCity', { state: 'texas' })).resolves.toEqual(CITIES);
      expect(requests).toHaveLength(3);
    });

    it('honours Retry-After on 429', async () => {
      script = [json(429, {}, { 'Retry-After': '1' }), json(200, CITIES)];
      const started = performance.now();
      await createApiClient({ transport, baseUrl, retries: 2, maxRetryDelayMs: 5_000 }).get('GetDoctorCity', { state: 'texas' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    });

    it('does not retry a 404, and names the endpoint, parameters and status', async () => {
      script = [json(404, { error: 'nope' }), json(200, CITIES)];
      const error = await client()
        .get('GetHospitalDetails', { UID: '123' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(404);
      expect((error as Error).message).toContain('GetHospitalDetails');
      expect((error as Error).message).toContain('UID="123"');
      expect(requests).toHaveLength(1);
    });

    it('gives up after the retries with the last status', async () => {
      script = Array.from({ length: 5 }, () => json(503, {}));
      const error = await client({ retries: 2 })
        .get('GetDoctorStates', {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(503);
      expect(requests).toHaveLength(3);
    });

    it('times out a slow answer, retries it, then fails naming the timeout', async () => {
      // Well past the timeout, which is long enough for each try to reach the server on a loaded machine, and
      // longer than a second: undici's own timers (the undici transport's) fire to the second.
      const slow: Step = (_req, res) => setTimeout(() => json(200, CITIES)(_req, res), 3_000);
      script = [slow, slow, slow];
      const error = await client({ retries: 1, timeoutMs: 1_000 })
        .get('GetDoctorCity', { state: 'texas' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).reason).toBe('timed out');
      // The server may see the last try after the client gave up on it; never a third.
      await vi.waitFor(() => expect(requests).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests).toHaveLength(2);
    });

    it('gives up an answer that trickles in past its deadline, retries it, then fails naming the deadline', async () => {
      // A byte every 200 ms never lets the idle timeout fire: only the deadline of the whole attempt ends it.
      const trickle: Step = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('[');
        const timer = setInterval(() => res.write(' '), 200);
        res.on('close', () => clearInterval(timer));
      };
      script = [trickle, trickle, trickle];
      const started = performance.now();
      const error = await client({ retries: 1, timeoutMs: 2_000, deadlineMs: 1_000 })
        .get('GetDoctorCity', { state: 'texas' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).reason).toBe('no whole answer within 1 s');
      expect(requests).toHaveLength(2);
      expect(performance.now() - started).toBeLessThan(10_000);
    });

    it.each([
      ['gzip', (body: Buffer) => gzipSync(body)],
      ['br', (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } })],
    ] as const)('refuses a %s answer that inflates past the limit, without retrying it', async (encoding, compress) => {
      // 64 MiB of spaces inside a JSON list: a few KB on the wire.
      const bomb = compress(Buffer.concat([Buffer.from('['), Buffer.alloc(64 * 1024 * 1024, ' '), Buffer.from(']')]));
      const send: Step = (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
        res.end(bomb);
      };
      script = [send, send];
      const error = await client({ maxAnswerBytes: 1024 * 1024 })
        .get('GetDoctorCity', { state: 'texas' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).reason).toBe('the answer is larger than 1,048,576 bytes (after decompression): refused');
      expect(requests).toHaveLength(1);
    });

    it('refuses an answer whose announced length is past the limit', async () => {
      script = [
        json(
          200,
          Array.from({ length: 100 }, (_, i) => ({ city: `City ${i}` })),
        ),
      ];
      const error = await client({ maxAnswerBytes: 1000 })
        .get('GetDoctorCity', { state: 'texas' })
        .catch((e: unknown) => e);
      expect((error as ApiRequestError).reason).toBe('the answer is larger than 1,000 bytes (after decompression): refused');
      expect(requests).toHaveLength(1);
    });

    it('retries network errors and reports them when the server is gone', async () => {
      const error = await createApiClient({ transport, baseUrl: 'http://127.0.0.1:9', retries: 1, maxRetryDelayMs: 10 })
        .get('GetDoctorStates', {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBeUndefined();
      expect((error as ApiRequestError).reason).toMatch(/network error/);
    });

    it('raises a contract error naming the endpoint, the parameters and the failing field', async () => {
      script = [json(200, [{ city: 'Austin' }, { city: 42 }])];
      const error = await client()
        .get('GetDoctorCity', { state: 'texas' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiContractError);
      expect((error as ApiContractError).field).toBe('[1].city');
      expect((error as Error).message).toContain('GetDoctorCity (/api/Doctor/GetDoctorCity with state="texas")');
      expect((error as Error).message).toContain('[1].city');
    });

    it('raises a contract error for a body that is not JSON', async () => {
      script = [
        (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end('<html>maintenance</html>');
        },
      ];
      const error = await client()
        .get('GetDoctorStates', {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiContractError);
      expect((error as Error).message).toMatch(/not JSON/);
    });

    it('reads null and absent optional fields as empty text', async () => {
      script = [json(200, [{ state: 'Texas', flag: null }])];
      await expect(client().get('GetDoctorStates', {})).resolves.toEqual([{ state: 'Texas', flag: '' }]);
    });
  });

  describe('transport', () => {
    it('decodes gzip and brotli answers, and asks for them', async () => {
      const encoded =
        (encoding: string, encode: (body: Buffer) => Buffer): Step =>
        (req, res) => {
          requests.push(String(req.headers['accept-encoding']));
          res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
          res.end(encode(Buffer.from(JSON.stringify(CITIES))));
        };
      script = [encoded('gzip', gzipSync), encoded('br', brotliCompressSync)];
      await expect(client().get('GetDoctorCity', { state: 'texas' })).resolves.toEqual(CITIES);
      await expect(client().get('GetDoctorCity', { state: 'ohio' })).resolves.toEqual(CITIES);
      expect(requests[1]).toMatch(/gzip/);
      expect(requests[3]).toMatch(/br/);
    });

    it('waits no longer than the longest delay allowed, whatever Retry-After asks', async () => {
      script = [json(503, {}, { 'Retry-After': '3600' }), json(200, CITIES)];
      const started = performance.now();
      await expect(
        createApiClient({ transport, baseUrl, retries: 2, maxRetryDelayMs: 100 }).get('GetDoctorCity', { state: 'texas' }),
      ).resolves.toEqual(CITIES);
      expect(performance.now() - started).toBeLessThan(2_000);
    });

    it('revalidates an image: its validators go out, and 304 keeps the copy', async () => {
      const image = Buffer.from('image bytes');
      script = [
        (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'image/png', ETag: '"v1"' });
          res.end(image);
        },
        (req, res) => {
          requests.push(String(req.headers['if-none-match']));
          res.writeHead(req.headers['if-none-match'] === '"v1"' ? 304 : 200, { ETag: '"v1"' });
          res.end();
        },
      ];
      const first = await client().getBytesIfChanged(`${baseUrl}/images/a.png`, {});
      expect(first).toEqual({ notModified: false, body: new Uint8Array(image), validators: { etag: '"v1"' } });
      await expect(client().getBytesIfChanged(`${baseUrl}/images/a.png`, { etag: '"v1"' })).resolves.toEqual({
        notModified: true,
        validators: { etag: '"v1"' },
      });
      expect(requests).toEqual(['/images/a.png', '/images/a.png', '"v1"']);
    });
  });

  describe('POST', () => {
    it('sends the JSON body once, never retrying a form', async () => {
      script = [json(503, {}), json(200, { ok: true })];
      const body = { Name: 'Ann', Email: 'ann@example.org', Message: 'Hello' };
      const error = await client()
        .post('SendFeedBackEmail', body)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(503);
      expect(requests).toEqual(['/api/Home/SendFeedBackEmail', JSON.stringify(body)]);
    });
  });
});
