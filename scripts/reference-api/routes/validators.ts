/**
 * Strong ETags on every GET answer, and 304 when the caller's If-None-Match still names the answer: a night's crawl
 * revalidates instead of downloading again. Computed where each answer is made, from its bytes, synchronously: a
 * middleware reading the answer back from its stream and hashing it with WebCrypto cost the API more CPU per
 * answer than finding the answer did.
 */
import { hash } from 'node:crypto';
import type { Context } from 'hono';

/** A strong ETag: the SHA-1 of the bytes. */
const strongEtag = (body: string | Uint8Array): string => `"${hash('sha1', body)}"`;

/** Whether an If-None-Match header names `etag` (or is '*'); weak comparison, as RFC 9110 asks for it. */
function ifNoneMatchHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === bare);
}

/** Answers `body` with its ETag, or 304 with only the ETag (and caching headers) when the caller has it already. */
export function answerWithEtag(c: Context, body: string | Uint8Array, headers: Readonly<Record<string, string>>): Response {
  const etag = strongEtag(body);
  const cacheControl = headers['Cache-Control'];
  if (ifNoneMatchHolds(c.req.header('If-None-Match'), etag))
    return c.body(null, 304, { ETag: etag, ...(cacheControl ? { 'Cache-Control': cacheControl } : {}) });
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, { ...headers, ETag: etag });
}
