/**
 * A form body the API refuses without reading it (too large, wrong type) must not break the next request on the same
 * connection: a client that reuses sockets (browsers, ky through undici, Node's keep-alive agent) sends its next
 * request down the socket the refused body is still arriving on.
 */
import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/endpoints.ts';
import { MAX_FORM_BODY_BYTES } from '../../../scripts/reference-api/routes/forms.ts';
import { startReferenceApi, type RunningApi } from '../../../scripts/reference-api/server.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';

let api: RunningApi;
// One socket at most, kept alive: every request of a test goes down the same connection while the server allows it.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  api = await startReferenceApi(TEST_DB_PATH, { port: 0 });
});
afterAll(async () => {
  agent.destroy();
  await api.close();
});

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly body: string;
}

function send(method: 'GET' | 'POST', path: string, body?: Buffer, contentType = 'application/json'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${api.url}${path}`, {
      method,
      agent,
      headers: body ? { 'Content-Type': contentType, 'Content-Length': String(body.length) } : {},
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const feedback = endpoints.SendFeedBackEmail.path;
const valid = (message: string) => Buffer.from(JSON.stringify({ Name: 'Ann', Email: 'ann@example.org', Message: message }));

describe('an early refusal of a form body', () => {
  it('answers 413 to a 2 MB body and the next request on a reused socket still succeeds', async () => {
    const huge = valid('x'.repeat(2 * 1024 * 1024));
    expect(huge.length).toBeGreaterThan(MAX_FORM_BODY_BYTES);
    const refused = await send('POST', feedback, huge);
    expect(refused.status).toBe(413);
    // The server did not read the body, so it must not offer to keep the connection.
    expect(refused.connection).toBe('close');
    const next = await send('GET', '/health');
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toEqual({ ok: true });
    const accepted = await send('POST', feedback, valid('After a refused body'));
    expect(accepted.status).toBe(200);
  });

  it('answers 415 to an unread body of the wrong type and the next request still succeeds', async () => {
    const refused = await send('POST', feedback, Buffer.alloc(16 * 1024, 'a'), 'application/octet-stream');
    expect(refused.status).toBe(415);
    expect(refused.connection).toBe('close');
    expect((await send('GET', '/health')).status).toBe(200);
  });

  it('keeps the connection after an accepted body', async () => {
    const accepted = await send('POST', feedback, valid('Kept alive'));
    expect(accepted.status).toBe(200);
    expect(accepted.connection).not.toBe('close');
  });
});
