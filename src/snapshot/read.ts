/**
 * The read side of the snapshot, for pages: the same questions the pages would ask the API, answered from the
 * file the crawl wrote. Pages never call the API. The snapshot is chosen by SNAPSHOT_PATH (set by `npm run build`),
 * else the last good crawl in data/snapshot/current.sqlite.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { toRequestPath, type GetEndpointName, type ParamsOf, type ResponseOf } from '../api/endpoints.ts';
import { SNAPSHOT_SCHEMA_VERSION } from './schema.ts';

/** Where the last good crawl's snapshot lives. */
export const CURRENT_SNAPSHOT_PATH = fileURLToPath(new URL('../../data/snapshot/current.sqlite', import.meta.url));

export interface SnapshotReader {
  /** The response the crawl received for a request, or undefined when the crawl did not make it. */
  get<N extends GetEndpointName>(endpoint: N, params: ParamsOf<N>): ResponseOf<N> | undefined;
  /** Every response of an endpoint with its parameters, in crawl order, read one at a time. */
  each<N extends GetEndpointName>(endpoint: N): Iterable<{ params: Readonly<Record<string, string>>; body: ResponseOf<N> }>;
  /** How many responses of an endpoint the snapshot holds. */
  count(endpoint: GetEndpointName): number;
  close(): void;
}

/** Opens a snapshot for reading; a missing file is an error that says how to make one. */
export function openSnapshot(path: string = process.env.SNAPSHOT_PATH || CURRENT_SNAPSHOT_PATH): SnapshotReader {
  if (!existsSync(path)) {
    throw new Error(`No snapshot at ${path}. Run \`npm run crawl\` (or \`npm run build\`, which crawls first).`);
  }
  const db = new DatabaseSync(path, { readOnly: true });
  const version = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
  if (Number(version?.value) !== SNAPSHOT_SCHEMA_VERSION) {
    db.close();
    throw new Error(`${path} is not a snapshot of schema version ${SNAPSHOT_SCHEMA_VERSION}. Run \`npm run crawl\` again.`);
  }
  const byKey = db.prepare("SELECT body FROM requests WHERE key = ? AND state = 'done'");
  const byEndpoint = db.prepare("SELECT params, body FROM requests WHERE endpoint = ? AND state = 'done' ORDER BY id");
  const countOf: StatementSync = db.prepare("SELECT COUNT(*) AS n FROM requests WHERE endpoint = ? AND state = 'done'");
  return {
    get(endpoint, params) {
      const row = byKey.get(toRequestPath(endpoint, params)) as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as ResponseOf<typeof endpoint>) : undefined;
    },
    *each(endpoint) {
      for (const row of byEndpoint.iterate(endpoint) as Iterable<{ params: string; body: string }>) {
        yield { params: JSON.parse(row.params) as Record<string, string>, body: JSON.parse(row.body) as ResponseOf<typeof endpoint> };
      }
    },
    count(endpoint) {
      return (countOf.get(endpoint) as { n: number }).n;
    },
    close: () => db.close(),
  };
}

let shared: SnapshotReader | undefined;

/** The snapshot every page of one build reads, opened once. */
export function getSnapshot(): SnapshotReader {
  shared ??= openSnapshot();
  return shared;
}
