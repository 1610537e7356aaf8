/**
 * Random samples kept from night to night (src/api/random-samples.ts). When the crawl finishes, an answer whose
 * sample differs from last night's takes last night's back when the draw did not grow and every item of last
 * night's is still listed, the same, in tonight's lists it was drawn from; else tonight's draw stands. The snapshot
 * holds the sample kept, so a clean build of it shows what the night shows. A kept answer drops the API's validators:
 * the next night asks in full and checks the sample again.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { endpoints, type GetEndpointName } from '../api/endpoints.ts';
import { RANDOM_SAMPLES, type SampleSource } from '../api/random-samples.ts';

/** Of the samples the API drew anew tonight, how many kept last night's. */
export interface SampleTally {
  readonly redrawn: number;
  readonly kept: number;
}

interface Redraw {
  readonly id: number;
  readonly key: string;
  readonly params: string;
  readonly size: number;
  readonly body: string;
  readonly bodyHash: string;
  readonly changedAt: string | null;
  readonly leadsTo: string | null;
}

/** How many redrawn samples are read at a time: a national night's (a sample per city) are not held at once. */
const REDRAWS_AT_ONCE = 500;

/** An endpoint's redrawn samples, a page of them at a time by request key: rows kept meanwhile are not met again. */
function* redrawsInPages(redrawsOf: StatementSync, endpoint: GetEndpointName, pageSize: number): Generator<Redraw> {
  for (let after = ''; ; ) {
    const page = redrawsOf.all(endpoint, after, pageSize) as unknown as Redraw[];
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.key;
  }
}

/** Keeps last night's samples where they hold; last night's snapshot is attached to `db` as `previous`. `pageSize`:
 * how many redrawn samples are read at a time. */
export function keepSamples(db: DatabaseSync, pageSize = REDRAWS_AT_ONCE): SampleTally {
  let [redrawn, kept] = [0, 0];
  // The endpoint's rows alone, in key order through its index (SNAPSHOT_READ_INDEXES): by id, SQLite walked every
  // answer in id order, reading each row to find the endpoint's (a pass over the snapshot for each endpoint).
  const redrawsOf = db.prepare(
    `SELECT r.id, r.key, r.params, json_array_length(r.body) AS size, p.body, p.body_hash AS bodyHash, p.changed_at AS changedAt,
       p.leads_to AS leadsTo
     FROM main.requests r INDEXED BY requests_by_endpoint_state JOIN previous.requests p ON p.key = r.key
     WHERE r.endpoint = ? AND r.state = 'done' AND r.key > ? AND p.state = 'done' AND r.body_hash IS NOT p.body_hash
     ORDER BY r.key LIMIT ?`,
  );
  const keep = db.prepare(
    'UPDATE requests SET body = ?, body_hash = ?, changed_at = ?, leads_to = ?, bytes = ?, etag = NULL, last_modified = NULL WHERE id = ?',
  );
  db.exec('BEGIN');
  try {
    for (const [endpoint, source] of Object.entries(RANDOM_SAMPLES) as Array<[GetEndpointName, SampleSource]>) {
      const listed = listedItems(db, source);
      for (const row of redrawsInPages(redrawsOf, endpoint, pageSize)) {
        redrawn++;
        const sample: unknown = JSON.parse(row.body);
        // An empty sample, or a draw that grew (the list has more to show now), is not kept.
        if (!Array.isArray(sample) || sample.length === 0 || sample.length < row.size) continue;
        const items = listed(JSON.parse(row.params) as Record<string, unknown>);
        if (!items || !sample.every((item) => items.has(JSON.stringify(item)))) continue;
        keep.run(row.body, row.bodyHash, row.changedAt, row.leadsTo, Buffer.byteLength(row.body), row.id);
        kept++;
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return { redrawn, kept };
}

/** The items of tonight's lists in a sample's scope, as JSON text (undefined when its parameters lack the scope). */
function listedItems(db: DatabaseSync, source: SampleSource): (params: Record<string, unknown>) => ReadonlySet<string> | undefined {
  const answers = db.prepare("SELECT key, body FROM requests WHERE endpoint = ? AND state = 'done' AND key >= ? AND key < ?");
  return (params) => {
    const scope = source.scope.map((name) => [name, params[name]] as const);
    if (scope.some(([, value]) => typeof value !== 'string' && typeof value !== 'number')) return undefined;
    // The lists of the scope are the keys that start with it (parameters in the endpoint's order: toRequestPath).
    const base = `${endpoints[source.list].path}?${new URLSearchParams(scope.map(([name, value]) => [name, String(value)]))}`;
    const items = new Set<string>();
    for (const row of answers.iterate(source.list, base, `${base}\u{10FFFF}`) as Iterable<{ key: string; body: string }>) {
      if (row.key !== base && !row.key.startsWith(`${base}&`)) continue;
      const list: unknown = JSON.parse(row.body);
      if (Array.isArray(list)) for (const item of list) items.add(JSON.stringify(item));
    }
    return items;
  };
}
