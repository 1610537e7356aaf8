/**
 * Incremental rebuilds on the default dataset, into the same dist/ as a nightly build does: with nothing changed
 * almost nothing renders or is published again; after 1% of doctors changed, only their pages and the lists that
 * show them do, each replacing the published file by rename; a dist/ that lost a file is published whole again; and
 * the output is byte-identical to a full build of the same snapshot.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { runAstroStep, type PeakRss, type RenderReport } from '../../../scripts/pipeline/astro-step.ts';
import { type ReportWithPages, withRenderedPages } from '../../fixtures/rendered-pages.ts';
import { runCrawlStep } from '../../../scripts/pipeline/crawl-step.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { codeDigest } from '../../../scripts/pipeline/render-inputs.ts';
import { indexRoutePages } from '../../../src/routes/index-pages.ts';
import { listedPages } from '../../../src/routes/paths.ts';
import { HOSPITAL_DOCTORS_PAGE } from '../../../src/routes/table.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { openSnapshotWriter } from '../../../src/snapshot/write.ts';
import { digestOf } from '../../fixtures/site-checks.ts';
import { DEFAULT_DB_PATH } from '../../../scripts/reference-api/paths.ts';
import { seedDefaultDataset } from '../../../scripts/reference-api/seed-database.ts';

// Build outputs live inside the project, where Astro's prerender bundle finds its packages.
const scratch = mkdtempSync(join(PIPELINE_PATHS.root, 'data', 'tmp-incremental-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = { SITE_URL: 'https://directory.test' };

async function build(
  snapshotPath: string,
  dist: string,
  cacheDir: string,
  siteEnv: Readonly<Record<string, string>> = env,
): Promise<ReportWithPages & { putInDist: number; peak: PeakRss }> {
  let log = '';
  let report: RenderReport | undefined;
  let peak: PeakRss | undefined;
  const ok = await runAstroStep({
    root: PIPELINE_PATHS.root,
    dist,
    snapshotPath,
    env: siteEnv,
    cacheDir,
    onOutput: (text) => (log += text),
    onReport: (done) => (report = done),
    onPeakRss: (measured) => (peak = measured),
  });
  expect(ok, log.slice(-2000)).toBe(true);
  return { ...withRenderedPages(report!), putInDist: report!.published.copied + report!.published.linked + report!.published.moved, peak: peak! };
}

/** The pages of ranked lists: a speciality's pages and chunks, the pages of a city's lists and of a listing's doctors
 * (src/routes/list-pages.ts). */
const RANKED_LIST_PAGES = [
  /^\/specialities\//,
  /^\/best-doctors\/[^/]+\/[^/]+\/[^/]+\/(page\/[^/]+\/)?index\.html$/,
  /^\/best-(hospitals|pharmacies|urgent-care|group-practice)\/[^/]+\/[^/]+\/(page\/[^/]+\/)?index\.html$/,
  // A hospital's doctors and a practice's providers: on its own page, then on pages of their own.
  /^\/best-(hospitals|group-practice)\/[^/]+\/[^/]+\/[^/]+(\.html|\/page\/[^/]+\/index\.html)$/,
];

/**
 * A doctor on the last page of a hospital's doctors (the pages after the hospital's own, src/routes/list-pages.ts),
 * listed by that hospital alone and by none of `avoided`, nor any doctor of that hospital: the hospital's own page and
 * that last page, as output files.
 */
function farDownDoctor(db: DatabaseSync, avoided: ReadonlySet<string>): { uid: string; page: string; listingPage: string } {
  const snapshot = openSnapshot(db.location()!);
  try {
    const listedBy = new Map<string, number>();
    const answers = (
      db.prepare("SELECT body FROM requests WHERE endpoint = 'GetDoctorsByHospitals' AND state = 'done'").all() as Array<{ body: string }>
    ).map(({ body }) => JSON.parse(body) as Array<{ uid: string }>);
    for (const list of answers) for (const { uid } of list) listedBy.set(uid, (listedBy.get(uid) ?? 0) + 1);
    const lastPages = listedPages(HOSPITAL_DOCTORS_PAGE, snapshot, undefined).filter(({ props }) => props.page.next === null);
    for (const { params, props } of lastPages) {
      const doctor = props.page.listings.at(-1);
      const hospitalDoctors = answers.find((list) => list.some(({ uid }) => uid === doctor?.uid));
      if (!doctor || listedBy.get(doctor.uid) !== 1 || hospitalDoctors?.some(({ uid }) => avoided.has(uid))) continue;
      const listing = `/best-hospitals/${params.state}/${params.city}/${params.hospital}`;
      return { uid: doctor.uid, page: `${listing}/page/${params.page}/index.html`, listingPage: `${listing}.html` };
    }
    throw new Error('the default dataset has no hospital with a doctor far down its list, listed by it alone');
  } finally {
    snapshot.close();
  }
}

describe('incremental rebuilds of the default dataset', async () => {
  if (!existsSync(DEFAULT_DB_PATH)) seedDefaultDataset(DEFAULT_DB_PATH);
  const snapshot = join(scratch, 'snapshot.sqlite');
  const crawl = await runCrawlStep({
    env: readSiteEnv(env),
    nextSnapshot: join(scratch, 'next.sqlite'),
    currentSnapshot: snapshot,
    reportPath: join(scratch, 'report.json'),
    quiet: true,
    log: () => {},
  });
  expect(crawl.ok).toBe(true);
  const cache = join(scratch, 'cache');
  const site = join(scratch, 'site');
  const full = await build(snapshot, site, cache);
  const fullDigest = digestOf(site);
  const pages = full.rendered;
  // The pages of the changed night's site: a new rating moves a doctor in the ranked lists (src/lib/ranking.ts), and
  // with it the lists' Load More chunks, so the count may differ from the first night's.
  let changedPages = 0;

  it('render only the pages without data when nothing changed, copy almost nothing, and keep the same output', async () => {
    // The full build moved its pages from the fresh render folders into dist/: not copied, and not left to delete.
    expect(full.published.moved).toBeGreaterThanOrEqual(pages - 24);
    const again = await build(snapshot, site, cache);
    expect(again.reused).toBeGreaterThan(pages * 0.95);
    expect(full.siteFilesKept).toBe(false);
    expect(again.siteFilesKept).toBe(true);
    // Every process is measured: Astro, the site files' writer (only when it ran) and the publishing process.
    const MiB = 1048576;
    expect(full.peak.astro).toBeGreaterThan(50 * MiB);
    // Its own memory is part of its resident memory: the rest is the files it maps.
    expect(full.peak.astroOwn).toBeGreaterThan(50 * MiB);
    expect(full.peak.astroOwn).toBeLessThanOrEqual(full.peak.astro);
    expect(full.peak.siteFiles).toBeGreaterThan(20 * MiB);
    expect(again.peak.siteFiles).toBe(0);
    expect(full.peak.pipeline).toBeGreaterThan(20 * MiB);
    expect(again.renderedPages.every((path) => !/\/best-doctors\/[^/]+\/[^/]+\//.test(path))).toBe(true);
    // The static pages, bundles and site files are written again; the thousands of listing pages are not.
    expect(again.putInDist).toBeLessThan(pages * 0.05);
    expect(digestOf(site)).toEqual(fullDigest);
  }, 300_000);

  it('after 1% of doctors changed, render only their pages and the lists that show them, byte-identical to a full build', async () => {
    // The next night's snapshot: the same, but 1% of doctors have a new rating everywhere the API shows them.
    const changed = join(scratch, 'changed.sqlite');
    copyFileSync(snapshot, changed);
    const db = new DatabaseSync(changed);
    const uids = (
      db
        .prepare("SELECT json_extract(value, '$.uid') AS uid FROM requests, json_each(requests.body) WHERE endpoint = 'GetDoctorBySpecialtyData'")
        .all() as Array<{ uid: string }>
    )
      .map((row) => row.uid)
      .filter((_uid, index) => index % 100 === 7);
    const wanted = new Set(uids);
    // A new rating, whatever the old one was (a doctor may already have '100 ratings').
    const changedRating = (rating: unknown) => (rating === '100 ratings' ? '99 ratings' : '100 ratings');
    const update = db.prepare('UPDATE requests SET body = ?, body_hash = ? WHERE id = ?');
    let touched = 0;
    for (const row of db.prepare("SELECT id, endpoint, body FROM requests WHERE state = 'done' AND endpoint LIKE '%Doctor%'").all() as Array<{
      id: number;
      endpoint: string;
      body: string;
    }>) {
      const body = JSON.parse(row.body) as unknown;
      const items = Array.isArray(body) ? (body as Array<Record<string, unknown>>) : [body as Record<string, unknown>];
      let dirty = false;
      // Lists carry each doctor's uid; a detail is addressed by the UID of its request.
      for (const item of items) {
        if (typeof item.uid === 'string' && wanted.has(item.uid)) {
          item.rating = changedRating(item.rating);
          dirty = true;
        }
      }
      if (row.endpoint === 'GetDoctorSpecialtyDetails') {
        const key = (db.prepare('SELECT params FROM requests WHERE id = ?').get(row.id) as { params: string }).params;
        if (wanted.has((JSON.parse(key) as { UID: string }).UID)) {
          (body as Record<string, unknown>).rating = changedRating((body as Record<string, unknown>).rating);
          dirty = true;
        }
      }
      if (!dirty) continue;
      const json = JSON.stringify(body);
      update.run(json, createHash('sha1').update(json).digest('base64url'), row.id);
      touched++;
    }
    // And one doctor far down a hospital's long list, seen nowhere else: a new specialty on the last page of its
    // doctors, which must render again, and not the hospital's own page, which does not show that doctor.
    const further = farDownDoctor(db, wanted);
    const newSpecialty = 'Aerospace Medicine';
    for (const row of db.prepare("SELECT id, body FROM requests WHERE endpoint = 'GetDoctorsByHospitals' AND state = 'done'").all() as Array<{
      id: number;
      body: string;
    }>) {
      const doctors = JSON.parse(row.body) as Array<Record<string, unknown>>;
      const doctor = doctors.find((item) => item.uid === further.uid);
      if (!doctor) continue;
      doctor.specialtyName = newSpecialty;
      const json = JSON.stringify(doctors);
      update.run(json, createHash('sha1').update(json).digest('base64url'), row.id);
    }
    db.close();
    // As the crawl does when it finishes: the page indexes listed again from the answers, and each answer (and each
    // chunk of Load More) dated against last night's snapshot.
    const writer = openSnapshotWriter(changed);
    writer.index(indexRoutePages, snapshot, codeDigest(PIPELINE_PATHS.root));
    writer.close();
    expect(uids.length).toBeGreaterThan(10);
    expect(touched).toBeGreaterThan(uids.length);

    // A published page of a changed doctor, held by a link of its own: the rebuild must replace it, not rewrite it.
    const changedPage = full.renderedPages.find((path) => path.includes(uids[0]!))!;
    const held = join(scratch, 'held-page.html');
    linkSync(join(site, changedPage), held);
    const before = readFileSync(held, 'utf8');

    // The ranked lists as published before: a doctor whose new rating moves it in a ranked list changes the pages of
    // the list it leaves and enters (a speciality's first 10 or a Load More chunk, a city list's page), and may push
    // others along.
    const listsBefore = join(scratch, 'lists-before');
    for (const folder of readdirSync(site).filter((name) => name === 'specialities' || name.startsWith('best-')))
      cpSync(join(site, folder), join(listsBefore, folder), { recursive: true });
    const incremental = await build(changed, site, cache);
    expect(readFileSync(held, 'utf8')).toBe(before);
    expect(readFileSync(join(site, changedPage), 'utf8')).not.toBe(before);
    const fresh = await build(changed, join(scratch, 'fresh'), join(scratch, 'fresh-cache'));
    expect(fresh.reused).toBe(0);
    changedPages = fresh.rendered;
    expect(incremental.siteFilesKept).toBe(false);

    // The doctor far down the list: its page of the hospital's doctors rendered, the hospital's own page did not.
    expect(incremental.renderedPages).toContain(further.page);
    expect(readFileSync(join(site, further.page), 'utf8')).toContain('Aerospace Medicine');
    expect(full.renderedPages).toContain(further.listingPage);
    expect(incremental.renderedPages).not.toContain(further.listingPage);
    // Every changed doctor's pages rendered again.
    for (const uid of uids)
      expect(
        incremental.renderedPages.some((path) => path.includes(uid)),
        uid,
      ).toBe(true);
    // Every page rendered again shows a changed doctor, or has no data of its own.
    const withoutData = new Set(
      full.renderedPages.filter(
        (path) =>
          !/^\/(best-|specialities\/|blogs\/)/.test(path) ||
          /^\/best-[a-z-]+\/index\.html$|^\/specialities\/index\.html$|^\/blogs\/(index|404)\.html$/.test(path),
      ),
    );
    for (const path of incremental.renderedPages) {
      if (withoutData.has(path)) continue;
      const html = readFileSync(join(site, path), 'utf8');
      // A page of a ranked list renders when the doctors it shows changed: a changed doctor moved in or out, or one it
      // pushed along (a doctor moved into the first 10 pushes the tenth into the first chunk; a page of a city list
      // cut by content takes the doctors a boundary moved).
      const before = join(listsBefore, path);
      const listChanged = RANKED_LIST_PAGES.some((list) => list.test(path)) && (!existsSync(before) || readFileSync(before, 'utf8') !== html);
      expect(uids.some((uid) => html.includes(uid)) || listChanged, path).toBe(true);
    }
    expect(incremental.rendered).toBeLessThan(pages * 0.15);
    expect(incremental.putInDist).toBeLessThan(pages * 0.2);
    expect(digestOf(site)).toEqual(digestOf(join(scratch, 'fresh')));
  }, 600_000);

  it('publishes everything again, leaving nothing stray, when dist/ lost a file the last build put there', async () => {
    rmSync(join(site, 'robots.txt'));
    const stray = 'best-doctors/stray.html';
    writeFileSync(join(site, stray), 'not built');
    const again = await build(join(scratch, 'changed.sqlite'), site, cache);
    expect(again.rendered).toBe(changedPages);
    expect(existsSync(join(site, 'robots.txt'))).toBe(true);
    expect(existsSync(join(site, stray))).toBe(false);
    expect(digestOf(site)).toEqual(digestOf(join(scratch, 'fresh')));
  }, 600_000);

  it('renders every page again when what pages are made with changed (here the site address), and publishes the site whole', async () => {
    const moved = { SITE_URL: 'https://moved.directory.test' };
    const again = await build(join(scratch, 'changed.sqlite'), site, cache, moved);
    expect(again.rendered).toBe(changedPages);
    expect(again.reused).toBe(0);
    expect(readFileSync(join(site, 'index.html'), 'utf8')).toContain('https://moved.directory.test/');
    const fresh = join(scratch, 'fresh-moved');
    await build(join(scratch, 'changed.sqlite'), fresh, join(scratch, 'fresh-moved-cache'), moved);
    expect(digestOf(site)).toEqual(digestOf(fresh));
  }, 600_000);
});
