/**
 * The snapshot: one SQLite file holding every API response the crawl received, validated by the contract.
 *
 * - `requests`: one row per distinct GET (its `key` is the canonical request path, see `toRequestPath`), with its
 *   endpoint, parameters, the path context the crawl plan needs, its state (`pending` → `done` | `failed` | `gone`:
 *   a detail endpoint answered an empty list, so the listing has no page), and either the validated response
 *   `body` (JSON) or the failure's HTTP status and reason; `body_hash` and
 *   `changed_at` (the crawl in which this body was first seen, carried over from the previous snapshot when
 *   the body is the same) give pages their last-modified date; `etag` and `last_modified` are the API's
 *   validators, sent back the next night (If-None-Match, If-Modified-Since) so an unchanged answer costs a 304;
 *   `leads_to` is what the answer led to (the requests it queued and the image fields it holds, JSON; NULL for
 *   nothing), so that a 304 the next night queues the same without parsing the body again.
 * - `assets`: the images pages show, by their address on the API's image host: the field that named them, the
 *   published path under /media/, width, height and the optimised WebP bytes (or why they could not be had), and
 *   the image host's validators, so that an unchanged image costs a 304 the next night and is not encoded again.
 * - `meta`: where and when the crawl ran.
 * - `doctor_pages`, `listing_pages`, `route_pages`, `speciality_chunks`: page indexes derived at the end of the crawl
 *   (see indexes.ts).
 * Pages read it through `read.ts`; the crawl writes it through `write.ts`. Pending rows make a crawl resumable.
 */
import type { DatabaseSync } from 'node:sqlite';

export const SNAPSHOT_SCHEMA_VERSION = 6;

/** A value of a snapshot's `meta` table; undefined when it has none (or no such table: not a snapshot yet). */
export function metaValueOf(db: DatabaseSync, key: string): string | undefined {
  try {
    return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  } catch {
    return undefined;
  }
}

export const SNAPSHOT_DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  endpoint TEXT NOT NULL,
  params TEXT NOT NULL,
  context TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed', 'gone')),
  body TEXT,
  body_hash TEXT,
  changed_at TEXT,
  etag TEXT,
  last_modified TEXT,
  leads_to TEXT,
  bytes INTEGER,
  retries INTEGER NOT NULL DEFAULT 0,
  http_status INTEGER,
  reason TEXT
);
-- The answers the removal guard compares with last night's (scripts/pipeline/snapshot-removals.ts): gone, or an empty
-- list. Partial, so every other write costs only the test; without it the guard reads every body of both snapshots.
CREATE INDEX IF NOT EXISTS requests_emptied ON requests (key) WHERE state = 'gone' OR body = '[]';
-- Answers stored without a date (write.ts dates each as it stores it): none but a resumed crawl's of older code.
CREATE INDEX IF NOT EXISTS requests_undated ON requests (id) WHERE state = 'done' AND changed_at IS NULL;
CREATE TABLE IF NOT EXISTS assets (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  field TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  path TEXT,
  width INTEGER,
  height INTEGER,
  body BLOB,
  etag TEXT,
  last_modified TEXT,
  http_status INTEGER,
  reason TEXT
);
`;

/** The indexes readers use, made once the crawl has written every row: each index kept up to date per request
 * would cost the crawl more than building it at the end. */
export const SNAPSHOT_READ_INDEXES = `
DROP INDEX IF EXISTS requests_by_endpoint;
-- Covers a route's listing (an endpoint's answered keys, or its answers in key order) without a row look-up each.
CREATE INDEX IF NOT EXISTS requests_by_endpoint_state ON requests (endpoint, state, key);
CREATE INDEX IF NOT EXISTS requests_by_state ON requests (state, id);
`;
