/** The three form endpoints: body validation, the outbox, the body size limit and CORS. */
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, POST_ENDPOINT_NAMES } from '../../../src/api/endpoints.ts';
import { MAX_FORM_BODY_BYTES } from '../../../scripts/reference-api/routes/forms.ts';
import { createTestApp } from '../../fixtures/reference-db.ts';

const api = createTestApp();
afterAll(() => api.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.app.request(`http://api.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const outboxCount = (): number => (api.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n;

const VALID = {
  SendContactUsEmail: { Name: 'Maria Lopez', Phone: '5125550142', Email: 'maria@example.org', Message: 'Is Dr. Smith accepting new patients?' },
  InsertWriteForUsForm: { Name: 'Sam Lee', Email: 'sam.lee@example.com', Message: 'I would like to write about sleep and ADHD.' },
  SendFeedBackEmail: { Name: 'Ann', Email: 'not-checked-here', Message: 'Great site, thanks.' },
} as const;

describe.each(POST_ENDPOINT_NAMES)('%s', (name) => {
  const path = endpoints[name].path;

  it('stores an accepted message in the outbox and answers 200', async () => {
    const before = outboxCount();
    const response = await post(path, VALID[name], { Origin: 'https://directory.example' });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { ok: boolean; id: number };
    expect(outboxCount()).toBe(before + 1);
    const stored = api.db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as Record<string, unknown>;
    expect(stored).toMatchObject({
      name: VALID[name].Name,
      email: VALID[name].Email,
      message: VALID[name].Message,
      origin: 'https://directory.example',
    });
  });

  it.each(['Name', 'Email', 'Message'])('refuses a body without %s with 400 naming the field, and stores nothing', async (field) => {
    const before = outboxCount();
    const body: Record<string, string> = { ...VALID[name] };
    delete body[field];
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
    const blank = await post(path, { ...VALID[name], [field]: '   ' });
    expect(blank.status).toBe(400);
    expect(outboxCount()).toBe(before);
  });

  it('refuses a field longer than its limit', async () => {
    const response = await post(path, { ...VALID[name], Name: 'x'.repeat(101) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'Name' });
  });

  it('refuses malformed JSON and an oversized body', async () => {
    expect((await post(path, '{"Name": ')).status).toBe(400);
    const huge = await post(path, { ...VALID[name], Message: 'x'.repeat(MAX_FORM_BODY_BYTES) });
    expect(huge.status).toBe(413);
  });

  it('lets the built site post from another origin (CORS preflight)', async () => {
    const response = await api.app.request(`http://api.test${path}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://directory.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });
});

describe('e-mail and phone rules', () => {
  it.each(['maria', 'maria@', 'maria@example', 'ma ria@example.org'])('contact and write-for-us refuse the e-mail %s', async (email) => {
    for (const name of ['SendContactUsEmail', 'InsertWriteForUsForm'] as const) {
      const response = await post(endpoints[name].path, { ...VALID[name], Email: email });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'Email' });
    }
  });

  it('refuses a phone number with letters', async () => {
    const response = await post(endpoints.SendContactUsEmail.path, { ...VALID.SendContactUsEmail, Phone: 'call me' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'Phone' });
  });

  it('keeps every message when many arrive at once', async () => {
    const before = outboxCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(endpoints.SendFeedBackEmail.path, { ...VALID.SendFeedBackEmail, Message: `Feedback ${i}` })),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(outboxCount()).toBe(before + 50);
  });
});
