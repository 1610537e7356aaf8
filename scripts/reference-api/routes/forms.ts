/**
 * The three form endpoints. Each validates its JSON body against the contract and stores the accepted
 * message in the outbox table before answering 200, so nothing accepted is ever lost.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import { endpoints, type PostEndpointName } from '../../../src/api/endpoints.ts';
import { formatIssuePath } from '../../../src/api/errors.ts';

/** The largest form body accepted, in bytes: a 5,000-character message with room to spare. */
export const MAX_FORM_BODY_BYTES = 32 * 1024;

/**
 * Headers of an answer sent before the request body was read: the rest of that body is still on its way down the
 * connection, where it would be taken for the next request, so the server closes the connection after answering.
 */
export const REFUSED_UNREAD: Readonly<Record<string, string>> = { Connection: 'close' };

const FORM_NAMES: Readonly<Record<PostEndpointName, string>> = {
  InsertWriteForUsForm: 'write-for-us',
  SendContactUsEmail: 'contact-us',
  SendFeedBackEmail: 'feedback',
};

/** Handles a POST to one of the form endpoints. */
export function createFormHandler(db: DatabaseSync, name: PostEndpointName) {
  const store = db.prepare('INSERT INTO outbox (form, name, email, phone, message, received_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?)');
  return async (c: Context) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\b/i.test(type) && !/^text\/plain\b/i.test(type)) {
      return c.json({ error: 'Send the form as a JSON body (Content-Type: application/json)', field: null }, 415, REFUSED_UNREAD);
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return c.json({ error: 'The body is not valid JSON', field: null }, 400);
    }
    const parsed = endpoints[name].body.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue ? formatIssuePath(issue.path) : null;
      return c.json({ error: issue?.message ?? 'Invalid body', field }, 400);
    }
    const message = parsed.data as { Name: string; Email: string; Phone?: string; Message: string };
    const result = store.run(
      FORM_NAMES[name],
      message.Name,
      message.Email,
      message.Phone ?? null,
      message.Message,
      new Date().toISOString(),
      c.req.header('origin') ?? null,
    );
    return c.json({ ok: true, id: Number(result.lastInsertRowid) }, 200);
  };
}
