/**
 * Nights on the tiny dataset in which a page empties and fills again: a city's speciality loses its doctors, so its
 * page shows 'No Doctors Found', carries robots noindex and leaves the sitemap that night; a night that does not
 * render it again (it is reused from the manifest) keeps it out; the night its doctors come back lists it again.
 */
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { type ReportWithPages, withRenderedPages } from '../../fixtures/rendered-pages.ts';
import { runBuild } from '../../../scripts/pipeline/build-pipeline.ts';
import { renumberSpecialityRanks } from '../../../scripts/reference-api/dataset/churn.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { TEST_SITE_URL } from '../../fixtures/test-site.ts';

const { scratch, pathsIn } = scratchBuilds('empty-pages');
const paths = pathsIn('nightly');
const env = readSiteEnv({ SITE_URL: TEST_SITE_URL });

async function night(datasetPath: string): Promise<ReportWithPages> {
  const outcome = await runBuild({
    env,
    paths,
    referenceDbPath: datasetPath,
    // Seeded random lists: a page that shows one renders again only when its data changed.
    referenceApiEnv: { API_RANDOM_SEED: String(TEST_SEED) },
    quiet: true,
    log: () => {},
    // The emptied speciality's doctors go, with their pages: few, but the guard need not judge them here.
    acceptRemovals: true,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return withRenderedPages(outcome.render);
}

/** Every URL of the published sitemap parts. */
function sitemapUrls(): Set<string> {
  const parts = readdirSync(paths.dist).filter((name) => /^sitemap-part-.+\.xml$/.test(name));
  return new Set(
    parts.flatMap((name) => [...readFileSync(join(paths.dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)),
  );
}

/** What the published page shows: its robots meta and its empty state, if any. */
function pageAt(file: string): { readonly robots: string | undefined; readonly emptyState: string } {
  const $ = cheerio.load(readFileSync(join(paths.dist, file), 'utf8'));
  return { robots: $('meta[name="robots"]').attr('content'), emptyState: $('main .empty-state p').first().text() };
}

describe('a page that empties and fills again', () => {
  it('leaves the sitemap the night it empties, stays out while reused, and is listed again the night it fills', async () => {
    const full = join(scratch, 'full.sqlite');
    const emptied = join(scratch, 'emptied.sqlite');
    const emptiedAndEdited = join(scratch, 'emptied-and-edited.sqlite');
    copyFileSync(TEST_DB_PATH, full);
    copyFileSync(TEST_DB_PATH, emptied);

    // A city's speciality with a doctor or two, in a city with doctors of other specialities (whose page keeps its content).
    const db = new DatabaseSync(emptied);
    const place = db
      .prepare(
        `SELECT d.city_id AS cityId, d.speciality_id AS specialityId FROM doctors d
         JOIN directory_cities dc ON dc.kind = 'doctor' AND dc.city_id = d.city_id
         JOIN city_specialities cs ON cs.city_id = d.city_id AND cs.speciality_id = d.speciality_id
         GROUP BY d.city_id, d.speciality_id
         HAVING COUNT(*) <= 2 AND (SELECT COUNT(DISTINCT o.speciality_id) FROM doctors o WHERE o.city_id = d.city_id) >= 3
         ORDER BY d.city_id, d.speciality_id LIMIT 1`,
      )
      .get() as { cityId: number; specialityId: number } | undefined;
    expect(place).toBeDefined();
    const { cityId, specialityId } = place!;
    const doctors = db.prepare('SELECT id, uid FROM doctors WHERE city_id = ? AND speciality_id = ?').all(cityId, specialityId) as Array<{
      id: number;
      uid: string;
    }>;
    // The speciality stays listed for the city (city_specialities): its page stays, with no doctors on it.
    for (const sql of [
      'DELETE FROM doctor_hospitals WHERE doctor_id = ?',
      'DELETE FROM doctor_group_practices WHERE doctor_id = ?',
      'DELETE FROM doctors WHERE id = ?',
    ])
      for (const { id } of doctors) db.prepare(sql).run(id);
    renumberSpecialityRanks(db);
    db.close();
    // The night after: something else changes (a pharmacy's phone), nothing the emptied page shows.
    copyFileSync(emptied, emptiedAndEdited);
    const edited = new DatabaseSync(emptiedAndEdited);
    expect(
      edited.prepare("UPDATE facilities SET phone = '5550000001' WHERE id = (SELECT MIN(id) FROM facilities WHERE kind = 'pharmacy')").run().changes,
    ).toBe(1);
    edited.close();

    // Night 1: the page has doctors, is indexable and listed. It is the folder of its doctors' pages.
    const first = await night(full);
    const doctorPage = first.renderedPages.find((file) => file.startsWith('/best-doctors/') && file.includes(doctors[0]!.uid));
    expect(doctorPage).toBeDefined();
    const file = `${doctorPage!.slice(0, doctorPage!.lastIndexOf('/'))}/index.html`;
    const url = `${TEST_SITE_URL}${file.slice(0, -'index.html'.length)}`;
    expect(pageAt(file)).toEqual({ robots: undefined, emptyState: '' });
    const listedFirst = sitemapUrls();
    expect(listedFirst.has(url), url).toBe(true);

    // Night 2: the page renders again, empty: noindex, and out of the sitemap. Nothing else leaves it but the doctors'
    // pages (and a Load More chunk named by a doctor that went, or the speciality's list in the state, when those were
    // its only doctors there).
    const second = await night(emptied);
    expect(second.renderedPages).toContain(file);
    expect(pageAt(file)).toEqual({ robots: 'noindex', emptyState: 'No Doctors Found' });
    const listedSecond = sitemapUrls();
    expect(listedSecond.has(url), url).toBe(false);
    const left = [...listedFirst].filter((loc) => !listedSecond.has(loc) && loc !== url);
    expect(
      left.filter((loc) => !doctors.some(({ uid }) => loc.includes(uid)) && !loc.includes('/more/') && !/\/specialities\/[^/]+\/in\//.test(loc)),
    ).toEqual([]);

    // Night 3: the page is not rendered, its file is last night's, and the sitemap (from the manifest) still leaves it out.
    const third = await night(emptiedAndEdited);
    expect(third.rendered).toBeGreaterThan(0);
    expect(third.renderedPages).not.toContain(file);
    expect(pageAt(file)).toEqual({ robots: 'noindex', emptyState: 'No Doctors Found' });
    expect(sitemapUrls()).toEqual(listedSecond);

    // Night 4: the doctors are back; the page renders with them and is listed again, as on the first night.
    const fourth = await night(full);
    expect(fourth.renderedPages).toContain(file);
    expect(pageAt(file)).toEqual({ robots: undefined, emptyState: '' });
    expect(sitemapUrls()).toEqual(listedFirst);
  }, 600_000);
});
