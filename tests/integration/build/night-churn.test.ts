/**
 * A realistic night on the default dataset, as the nightly pipeline lives it: a full first night, then a night in
 * which doctors are edited, added, removed, renamed and moved, facilities and a blog are edited, a city and a
 * city's speciality disappear while others appear. The incremental night renders a small part of the site, and its
 * dist/ is byte-identical to a clean full build of the same snapshot.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { runAstroStep, type RenderReport } from '../../../scripts/pipeline/astro-step.ts';
import { runBuild } from '../../../scripts/pipeline/build-pipeline.ts';
import { applyChurn, type ChurnMix } from '../../../scripts/reference-api/dataset/churn.ts';
import { DEFAULT_DB_PATH } from '../../../scripts/reference-api/paths.ts';
import { seedDefaultDataset } from '../../../scripts/reference-api/seed-database.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';
import { TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { scratch, pathsIn } = scratchBuilds('night-churn');
const env = readSiteEnv({ SITE_URL: TEST_SITE_URL });
// Every kind of change at least a few times (the realistic night's shares are a few doctors at this scale).
const MIX: ChurnMix = { edited: 0.01, added: 0.004, removed: 0.004, renamed: 0.004, moved: 0.004, facilitiesEdited: 5, blogsEdited: 2 };

interface Row {
  readonly table: 'directory_cities' | 'city_specialities';
  readonly values: Record<string, string | number>;
}

/** Doctor cities and city specialities that have doctors: the first of each disappears tonight, the second appears. */
function pickPlaces(db: DatabaseSync): { readonly gone: Row[]; readonly back: Row[] } {
  const cities = db
    .prepare(
      `SELECT kind, state_code, city_id FROM directory_cities dc WHERE kind = 'doctor'
       AND EXISTS (SELECT 1 FROM doctors d WHERE d.city_id = dc.city_id) ORDER BY city_id LIMIT 2`,
    )
    .all() as Array<Record<string, string | number>>;
  const specialities = db
    .prepare(
      `SELECT city_id, speciality_id FROM city_specialities cs
       WHERE EXISTS (SELECT 1 FROM doctors d WHERE d.city_id = cs.city_id AND d.speciality_id = cs.speciality_id)
       AND city_id NOT IN (?, ?) ORDER BY city_id DESC, speciality_id LIMIT 2`,
    )
    .all(cities[0]?.city_id ?? 0, cities[1]?.city_id ?? 0) as Array<Record<string, string | number>>;
  const row = (table: Row['table'], values: Record<string, string | number> | undefined): Row => ({ table, values: values ?? {} });
  return {
    gone: [row('directory_cities', cities[0]), row('city_specialities', specialities[0])],
    back: [row('directory_cities', cities[1]), row('city_specialities', specialities[1])],
  };
}

function remove(db: DatabaseSync, { table, values }: Row): void {
  const names = Object.keys(values);
  const done = db.prepare(`DELETE FROM ${table} WHERE ${names.map((name) => `${name} = ?`).join(' AND ')}`).run(...Object.values(values));
  expect(done.changes, `${table} ${JSON.stringify(values)}`).toBe(1);
}

function restore(db: DatabaseSync, { table, values }: Row): void {
  const names = Object.keys(values);
  db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...Object.values(values));
}

async function night(datasetPath: string): Promise<RenderReport> {
  let report: RenderReport | undefined;
  const outcome = await runBuild({
    env,
    paths: pathsIn('nightly'),
    referenceDbPath: datasetPath,
    quiet: true,
    log: () => {},
    onReport: (r) => (report = r),
    // The city that disappears is all its state has of doctors: the removal guard rightly stops that night unless told.
    acceptRemovals: true,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return report as RenderReport;
}

describe('a night of churn on the default dataset', () => {
  it('renders only what changed, and publishes exactly what a clean full build of the same snapshot does', async () => {
    if (!existsSync(DEFAULT_DB_PATH)) seedDefaultDataset(DEFAULT_DB_PATH);
    const firstNight = join(scratch, 'dataset-1.sqlite');
    const secondNight = join(scratch, 'dataset-2.sqlite');
    copyFileSync(DEFAULT_DB_PATH, firstNight);
    const first = new DatabaseSync(firstNight);
    const places = pickPlaces(first);
    for (const row of places.back) remove(first, row);
    first.close();
    copyFileSync(firstNight, secondNight);
    const second = new DatabaseSync(secondNight);
    const churn = applyChurn(second, MIX, 7);
    for (const row of places.gone) remove(second, row);
    for (const row of places.back) restore(second, row);
    second.close();
    for (const change of ['edited', 'added', 'removed', 'renamed', 'moved', 'facilitiesEdited', 'blogsEdited'] as const)
      expect(churn[change].length, change).toBeGreaterThan(0);

    const full = await night(firstNight);
    const incremental = await night(secondNight);
    const pages = full.rendered;
    expect(pages).toBeGreaterThan(5000);
    expect(incremental.reused).toBeGreaterThan(pages * 0.7);
    expect(incremental.rendered).toBeLessThan(pages * 0.25);
    // A renamed doctor's pages are there under the new name, and the old ones are gone.
    const site = digestOf(pathsIn('nightly').dist);
    for (const uid of churn.renamed) expect([...site.keys()].filter((file) => file.includes(uid)).length, uid).toBeGreaterThan(0);

    const clean = join(scratch, 'clean');
    const ok = await runAstroStep({
      root: pathsIn('nightly').root,
      dist: join(clean, 'dist'),
      cacheDir: join(clean, 'cache'),
      snapshotPath: pathsIn('nightly').currentSnapshot,
      env: { SITE_URL: TEST_SITE_URL },
      shards: 2,
      quiet: true,
    });
    expect(ok).toBe(true);
    const expected = digestOf(join(clean, 'dist'));
    const differing = [...new Set([...site.keys(), ...expected.keys()])].filter((file) => site.get(file) !== expected.get(file));
    expect(differing.slice(0, 20)).toEqual([]);
  }, 900_000);
});
