/**
 * A shard's manifest gathered from the manifests of another split of the site (a change of shard count): each page's
 * record, with the facts it read, moves to the shard that now takes its bucket (src/routes/shard.ts), so the new
 * split renders what changed, not every page. The sources must be of this manifest format, else nothing is gathered;
 * sources built with other render inputs (other code) keep their pages listed, every one of which renders again.
 */
import { rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { buildRecordsPathOf, MANIFEST_DDL, MANIFEST_FORMAT } from './manifest-schema.ts';

export interface SeededManifest {
  /** The pages whose records were gathered. */
  readonly pages: number;
  /** Facts the sources recorded with different answers: their readers render again (they read different snapshots). */
  readonly conflictingFacts: number;
}

// Render inputs no build has: every page of a manifest holding them renders.
const NO_INPUTS = '';
// A digest no answer has: a fact holding it has changed for every snapshot, so its readers render and record it anew.
const NO_ANSWER = '';

const metaOf = (path: string): { format?: string; inputs?: string; build: number; builtAt: string } => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const value = (key: string) => (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    return { format: value('format'), inputs: value('render_inputs'), build: Number(value('build') ?? 0), builtAt: value('built_at') ?? '' };
  } finally {
    db.close();
  }
};

/**
 * Writes the manifest at `target` from the records in `sources` of the pages `takes` accepts (by page id). Returns
 * undefined, leaving no manifest, when the sources cannot be gathered (another format).
 */
export function seedManifest(target: string, sources: readonly string[], takes: (pageId: string) => boolean): SeededManifest | undefined {
  for (const path of [target, buildRecordsPathOf(target)]) rmSync(path, { force: true });
  const metas = sources.map(metaOf);
  if (metas.length === 0 || metas.some((meta) => meta.format !== MANIFEST_FORMAT)) return undefined;
  // Sources of builds with different inputs: none holds for every page, and every page renders (nothing is lost).
  const inputs = metas.every((meta) => meta.inputs === metas[0]?.inputs) ? (metas[0]?.inputs ?? NO_INPUTS) : NO_INPUTS;
  const db = new DatabaseSync(target);
  let seeded: SeededManifest | undefined;
  try {
    db.exec('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA cache_size = -131072;');
    db.exec(MANIFEST_DDL);
    db.function('takes', { deterministic: true }, (page) => (takes(String(page)) ? 1 : 0));
    db.exec('CREATE TEMP TABLE taken (id INTEGER PRIMARY KEY, page TEXT NOT NULL)');
    let conflictingFacts = 0;
    for (const source of sources) {
      db.prepare('ATTACH DATABASE ? AS source').run(source);
      db.exec('BEGIN');
      db.exec('DELETE FROM temp.taken; INSERT INTO temp.taken (id, page) SELECT id, page FROM source.pages WHERE takes(page);');
      // The facts the taken pages read, one row per call. Two sources that recorded different answers for one call
      // read different snapshots: the call is recorded as answered by neither.
      const read = `SELECT DISTINCT f.call, f.digest, f.kind, f.arg1, f.arg2, f.arg3 FROM temp.taken t
        JOIN source.page_facts pf ON pf.page = t.id JOIN source.facts f ON f.id = pf.fact`;
      conflictingFacts += (
        db
          .prepare(`SELECT COUNT(*) AS n FROM (${read}) r JOIN facts f ON f.call = r.call WHERE f.digest IS NOT r.digest AND f.digest IS NOT ?`)
          .get(NO_ANSWER) as {
          n: number;
        }
      ).n;
      db.prepare(`INSERT INTO facts (call, digest, kind, arg1, arg2, arg3) ${read} WHERE true
        ON CONFLICT (call) DO UPDATE SET digest = CASE WHEN digest IS excluded.digest THEN digest ELSE ? END`).run(NO_ANSWER);
      // A page without params is every shard's: the first source's record of it is taken.
      db.exec(`INSERT OR IGNORE INTO pages (page, url, changed_at, props, indexable, reason, rendered_in)
        SELECT p.page, p.url, p.changed_at, p.props, p.indexable, p.reason, p.rendered_in FROM temp.taken t JOIN source.pages p ON p.id = t.id;
        INSERT OR IGNORE INTO page_facts (page, fact) SELECT np.id, nf.id FROM temp.taken t
          JOIN pages np ON np.page = t.page JOIN source.page_facts pf ON pf.page = t.id
          JOIN source.facts sf ON sf.id = pf.fact JOIN facts nf ON nf.call = sf.call;`);
      db.exec('COMMIT');
      db.exec('DETACH DATABASE source');
    }
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('format', MANIFEST_FORMAT);
    setMeta.run('render_inputs', inputs);
    setMeta.run('build', String(Math.max(...metas.map((meta) => meta.build))));
    setMeta.run(
      'built_at',
      metas
        .map((meta) => meta.builtAt)
        .sort()
        .at(-1) ?? '',
    );
    seeded = { pages: (db.prepare('SELECT COUNT(*) AS n FROM pages').get() as { n: number }).n, conflictingFacts };
  } finally {
    db.close();
    if (!seeded) rmSync(target, { force: true });
  }
  return seeded;
}
