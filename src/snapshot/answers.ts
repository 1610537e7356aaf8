/**
 * The answers the crawl stored, read back from a snapshot's `requests` table by the read side (pages) and by the
 * page indexes written when the crawl finishes: one row shape and one parse for both.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { GetEndpointName, ParamsOf, ResponseOf } from '../api/endpoints.ts';
import type { RequestContext } from './records.ts';

/** An answer as the snapshot stores it: its number there, its request's params and context, and its body. */
export interface StoredAnswer<N extends GetEndpointName> {
  readonly id: number;
  readonly params: ParamsOf<N>;
  readonly context: RequestContext;
  readonly body: ResponseOf<N>;
}

interface AnswerRow {
  readonly id: number;
  readonly params: string;
  readonly context: string;
  readonly body: string;
}

/** A stored row as the answer it holds (the crawl validated it against the endpoint's contract when it came in). */
export const toStoredAnswer = <N extends GetEndpointName>(row: AnswerRow): StoredAnswer<N> => ({
  id: row.id,
  params: JSON.parse(row.params) as ParamsOf<N>,
  context: JSON.parse(row.context) as RequestContext,
  body: JSON.parse(row.body) as ResponseOf<N>,
});

/** Every answer of an endpoint, by request key (not by arrival: the same data lists the same pages in the same
 * order), parsed one at a time. A statement of its own per walk: one walk may run while another does. */
export function* answersOf<N extends GetEndpointName>(db: DatabaseSync, endpoint: N): Iterable<StoredAnswer<N>> {
  const rows = db.prepare("SELECT id, params, context, body FROM requests WHERE endpoint = ? AND state = 'done' ORDER BY key");
  for (const row of rows.iterate(endpoint) as Iterable<AnswerRow>) yield toStoredAnswer<N>(row);
}

/** Looks up the answer stored under a number (`StoredAnswer.id`), with its endpoint; undefined when there is none. */
export function answersById(db: DatabaseSync): (id: number) => (StoredAnswer<GetEndpointName> & { readonly endpoint: GetEndpointName }) | undefined {
  const byId = db.prepare("SELECT id, endpoint, params, context, body FROM requests WHERE id = ? AND state = 'done'");
  return (id) => {
    const row = byId.get(id) as (AnswerRow & { readonly endpoint: GetEndpointName }) | undefined;
    return row ? { ...toStoredAnswer(row), endpoint: row.endpoint } : undefined;
  };
}

/** Looks up the body of the answer to a request, by request key (`requestKey`); undefined when the crawl has none. */
export function answerBodiesByKey(db: DatabaseSync): <N extends GetEndpointName>(key: string) => ResponseOf<N> | undefined {
  const byKey = db.prepare("SELECT body FROM requests WHERE key = ? AND state = 'done'");
  return <N extends GetEndpointName>(key: string) => {
    const row = byKey.get(key) as { body: string } | undefined;
    return row && (JSON.parse(row.body) as ResponseOf<N>);
  };
}
