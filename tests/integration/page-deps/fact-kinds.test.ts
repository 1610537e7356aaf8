/**
 * Every kind of fact is answered alike by its two spellings: the TypeScript evaluation (what a page would record
 * now) and the SQL check the night runs over every recorded fact at once. Facts of every kind are recorded from a
 * crawl of the tiny dataset, the dataset gets a night of churn and is crawled again, and both answer each fact
 * against the churned snapshot.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { collectFacts, type Fact } from '../../../src/lib/read-tracking.ts';
import { CHUNK, DOCTOR_PAGE, EXISTS, FACT_KINDS, LISTING_BY_NAME, LISTING_PAGE, MEDIA, RESPONSE } from '../../../src/page-deps/fact-kinds.ts';
import { factsChanged } from '../../../src/page-deps/facts-changed.ts';
import { openPageManifest } from '../../../src/page-deps/manifest.ts';
import { evaluateFact } from '../../../src/page-deps/stored-facts.ts';
import { LISTING_KINDS, type ListingKind } from '../../../src/lib/facility-kinds.ts';
import { openSnapshot, type SnapshotReader } from '../../../src/snapshot/read.ts';
import { runCrawlStep } from '../../../scripts/pipeline/crawl-step.ts';
import { applyChurn } from '../../../scripts/reference-api/dataset/churn.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { scratch } = scratchBuilds('fact-kinds');
const current = join(scratch, 'current.sqlite');
const readers: SnapshotReader[] = [];
afterAll(() => {
  for (const reader of readers) reader.close();
});

async function crawl(dataset: string): Promise<void> {
  const result = await runCrawlStep({
    env: readSiteEnv({ SITE_URL: TEST_SITE_URL }),
    nextSnapshot: join(scratch, 'next.sqlite'),
    currentSnapshot: current,
    reportPath: join(scratch, 'crawl-report.json'),
    referenceDbPath: dataset,
    acceptRemovals: true,
    quiet: true,
    log: () => {},
  });
  expect(result.ok).toBe(true);
}

const rows = <T>(path: string, sql: string): T[] => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
};

/** A fact of every kind for everything the snapshot holds, and for some things it does not. */
function factsOfEveryKind(path: string, reader: SnapshotReader): Fact[] {
  const keys = rows<{ key: string }>(path, "SELECT key FROM requests WHERE state = 'done'").map((row) => row.key);
  const doctors = rows<{ uid: string }>(path, 'SELECT uid FROM doctor_pages').map((row) => row.uid);
  const listings = rows<{ kind: ListingKind; uid: string; state: string; name: string }>(
    path,
    'SELECT kind, uid, state_slug AS state, name_key AS name FROM listing_pages',
  );
  // Images as the API names them, site-relative: the image host's port changes from crawl to crawl.
  const images = rows<{ url: string }>(path, 'SELECT url FROM assets').map(({ url }) => new URL(url).pathname);
  const chunks = rows<{ slug: string; chunk: string }>(path, 'SELECT speciality_slug AS slug, chunk FROM speciality_chunks');
  return collectFacts(() => {
    const response = RESPONSE.tracked(reader);
    const exists = EXISTS.tracked(reader);
    for (const key of [...keys, '/GetDoctorCity?state=atlantis']) [response(key), exists(key)];
    for (const uid of [...doctors, 'no-such-doctor']) DOCTOR_PAGE.tracked(reader)(uid);
    for (const { kind, uid, state, name } of listings) {
      LISTING_PAGE.tracked(reader)(kind, uid);
      LISTING_BY_NAME.tracked(reader)(kind, state, name.toUpperCase());
    }
    for (const kind of LISTING_KINDS) [LISTING_PAGE.tracked(reader)(kind, 'no-such-uid'), LISTING_BY_NAME.tracked(reader)(kind, 'texas', 'Nowhere')];
    for (const url of [...images, '/images/no-such-image.png']) MEDIA.tracked(reader)(url);
    for (const { slug, chunk } of [...chunks, { slug: 'no-such-speciality', chunk: '2' }]) CHUNK.tracked(reader)(slug, chunk);
  }).facts;
}

describe('every kind of fact', () => {
  it('is answered alike by its SQL check and its TypeScript evaluation on a churned snapshot', async () => {
    const dataset = join(scratch, 'dataset.sqlite');
    copyFileSync(TEST_DB_PATH, dataset);
    await crawl(dataset);
    const lastNight = join(scratch, 'last-night.sqlite');
    copyFileSync(current, lastNight);
    const before = openSnapshot(lastNight);
    readers.push(before);
    const facts = factsOfEveryKind(lastNight, before);

    // The facts recorded as a build records them: one page that read them all.
    const manifestPath = join(scratch, 'page-facts.sqlite');
    const manifest = openPageManifest(manifestPath, 'code');
    manifest.beginBuild();
    manifest.listing(() => manifest.renders('/every-fact []', before));
    manifest.recordRender('/every-fact []', '/every-fact/', facts);
    manifest.finishBuild();
    manifest.close();

    const db = new DatabaseSync(dataset);
    applyChurn(db, { edited: 0.05, added: 0.02, removed: 0.02, renamed: 0.02, moved: 0.02, facilitiesEdited: 5, blogsEdited: 2 }, 5);
    // The churn keeps every listing where it is: a listing of each kind is renamed too, so its page moves.
    db.exec(`UPDATE hospitals SET name = name || ' Annex', match_key = match_key || 'annex' WHERE id = (SELECT MIN(id) FROM hospitals);
      UPDATE facilities SET name = name || ' Annex', match_key = match_key || 'annex' WHERE id IN (SELECT MIN(id) FROM facilities GROUP BY kind);`);
    db.close();
    await crawl(dataset);
    const tonight = openSnapshot(current);
    readers.push(tonight);

    const changed = factsChanged(manifestPath, tonight);
    const stored = rows<{ id: number; call: string; digest: string; kind: string }>(manifestPath, 'SELECT id, call, digest, kind FROM facts');
    expect(stored).toHaveLength(facts.length);
    const tally = new Map(FACT_KINDS.map((kind) => [kind.name, { held: 0, changed: 0 }]));
    const disagreements: string[] = [];
    for (const { id, call, digest, kind } of stored) {
      const now = evaluateFact(tonight, call)?.digest;
      const count = tally.get(kind);
      if (count) count[now === digest ? 'held' : 'changed']++;
      if ((now !== digest) !== changed.has(id) || (changed.has(id) && changed.get(id) !== now)) {
        disagreements.push(`${call}: was ${digest}, TypeScript ${now}, SQL ${changed.has(id) ? changed.get(id) : 'held'}`);
      }
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Each kind has facts that held and facts that changed (images keep their bytes through a night of churn).
    for (const [kind, { held, changed: count }] of tally) {
      expect(held, `${kind} held`).toBeGreaterThan(0);
      if (kind !== 'media') expect(count, `${kind} changed`).toBeGreaterThan(0);
    }
  }, 300_000);
});
