/**
 * The manifest of page facts over the test site's snapshot: a fact recorded while a page renders is answered the
 * same way from the snapshot again; a page whose facts all hold keeps its key, a page with a changed fact gets a
 * new one; the build's end drops pages no longer listed and dates each page by its newest fact.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { toRequestPath } from '../../../src/api/endpoints.ts';
import { toNameParam } from '../../../src/api/slugs.ts';
import { collectFacts } from '../../../src/lib/read-tracking.ts';
import { pageReads } from '../../../src/page-deps/fact-kinds.ts';
import { openPageManifest } from '../../../src/page-deps/manifest.ts';
import { buildRecordsPathOf } from '../../../src/page-deps/manifest-schema.ts';
import { pageIdOf, propsDigestOf } from '../../../src/routes/page-key.ts';
import { evaluateFact } from '../../../src/page-deps/stored-facts.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(tmpdir(), 'page-facts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('facts read from the snapshot', () => {
  const raw = openSnapshot(TEST_SITE.currentSnapshot);
  afterAll(() => raw.close());
  const reader = pageReads(raw);
  const uid = [...raw.doctorPages()][0]!.uid;

  it('are answered again from the snapshot with the digest recorded', () => {
    const { value, facts } = collectFacts(() => ({
      states: reader.get('GetDoctorStates', {}),
      detail: reader.has('GetDoctorSpecialtyDetails', { UID: uid }),
      page: reader.doctorPage(uid),
      missing: reader.get('GetDoctorCity', { state: 'Atlantis' }),
    }));
    expect(value.states?.length).toBeGreaterThan(0);
    expect(value.detail).toBe(true);
    expect(value.missing).toBeUndefined();
    expect(facts).toHaveLength(4);
    for (const fact of facts) expect(evaluateFact(raw, fact.call), fact.call).toEqual(fact);
    // A response's fact carries when it last changed; the others are not dated.
    expect(facts[0]?.changedAt).toBe(raw.changedAt('GetDoctorStates', {}));
  });

  it("do not hold when unknown or malformed; reads of everything are the build's, not facts of a page", () => {
    // Pages read through PageReads, which has no read of a whole table; the build's own reads record nothing.
    const { facts } = collectFacts(() => [...raw.doctorPages()].length);
    expect(facts).toHaveLength(0);
    expect(evaluateFact(raw, '["everything","doctorPages"]')).toBeUndefined();
    expect(evaluateFact(raw, '["noSuchKind","x"]')).toBeUndefined();
    expect(evaluateFact(raw, '["doctorPage",42]')).toBeUndefined();
    expect(evaluateFact(raw, 'not json')).toBeUndefined();
  });
});

describe('the manifest of page facts', () => {
  const path = join(scratch, 'page-facts.sqlite');
  const snapshotPath = join(scratch, 'snapshot.sqlite');
  // A copy with whatever the write-ahead log still holds.
  const source = new DatabaseSync(TEST_SITE.currentSnapshot, { readOnly: true });
  source.prepare('VACUUM INTO ?').run(snapshotPath);
  source.close();
  const raw = openSnapshot(snapshotPath);
  const reader = pageReads(raw);
  afterAll(() => raw.close());
  // Two states of the test dataset, by the API's names.
  const [stateA, stateB] = (raw.get('GetDoctorStates', {}) ?? []).map(({ state }) => toNameParam(state));
  const states = pageIdOf('/best-doctors', {});
  const texas = pageIdOf('/best-doctors/[state]', { state: 'texas' });
  const ohio = pageIdOf('/best-doctors/[state]', { state: 'ohio' });
  const factsOf = (state: string) => collectFacts(() => [reader.get('GetDoctorStates', {}), reader.get('GetDoctorCity', { state })]).facts;

  it('renders a page again only when one of its facts changed', () => {
    const first = openPageManifest(path, 'code-one');
    first.beginBuild();
    // Pages it never rendered render.
    expect(first.listing(() => [first.renders(texas, raw), first.renders(ohio, raw)])).toEqual([true, true]);
    first.recordRender(texas, '/best-doctors/texas/', factsOf(stateA!));
    first.recordRender(ohio, '/best-doctors/ohio/', factsOf(stateB!));
    first.recordRender(states, '/best-doctors/', factsOf(stateA!).slice(0, 1));
    expect(first.finishBuild()).toEqual({ rendered: ['/best-doctors/', '/best-doctors/ohio/', '/best-doctors/texas/'], removed: [], reused: 0 });
    first.close();

    // The next night: Ohio's cities changed, nothing else did; Texas is listed, Ohio is not built any more.
    const db = new DatabaseSync(snapshotPath);
    const changed = db.prepare("UPDATE requests SET body_hash = 'changed' WHERE key = ?").run(toRequestPath('GetDoctorCity', { state: stateB! }));
    db.close();
    expect(changed.changes).toBe(1);
    const next = openPageManifest(path, 'code-one');
    next.beginBuild();
    expect(next.listing(() => next.renders(texas, raw))).toBe(false);
    expect(next.listing(() => next.renders(ohio, raw))).toBe(true);
    next.recordRender(states, '/best-doctors/', factsOf(stateA!).slice(0, 1));
    expect(next.finishBuild()).toEqual({ rendered: ['/best-doctors/'], removed: [], reused: 2 });
    const dates = [raw.changedAt('GetDoctorStates', {}), raw.changedAt('GetDoctorCity', { state: stateA! })];
    expect(dates.every(Boolean), String(dates)).toBe(true);
    expect(next.lastModifiedOf('/best-doctors/texas/')).toBe(dates.sort().at(-1));
    // The sitemap reads every page's date at once: the same dates.
    expect(next.lastModifiedByUrl().get('/best-doctors/texas/')).toBe(dates.at(-1));
    next.close();

    // Other code: every page renders, and those no longer listed are still known to be gone.
    const third = openPageManifest(path, 'code-two');
    third.beginBuild();
    expect(third.listing(() => third.renders(texas, raw))).toBe(true);
    expect(third.finishBuild()).toEqual({ rendered: [], removed: ['/best-doctors/', '/best-doctors/ohio/'], reused: 1 });
    expect(third.urls()).toEqual(['/best-doctors/texas/']);
    // Neither listed nor rendered: gone from the manifest.
    expect(third.lastModifiedOf('/best-doctors/ohio/')).toBeUndefined();
    expect(third.lastModifiedOf('/best-doctors/')).toBeUndefined();
    expect([...third.lastModifiedByUrl().keys()]).toEqual(['/best-doctors/texas/']);
    third.close();
    // The new code is recorded once its build finished: the page holds again.
    const fourth = openPageManifest(path, 'code-two');
    fourth.beginBuild();
    expect(fourth.listing(() => fourth.renders(texas, raw))).toBe(false);
    fourth.close();
  });

  it('renders a page that asked whether a response exists again when the answer changes, and only then', () => {
    const manifestPath = join(scratch, 'exists-facts.sqlite');
    const city = pageIdOf('/best-doctors/[state]/[city]', { state: 'texas', city: 'austin' });
    const hasCities = () => collectFacts(() => [reader.has('GetDoctorCity', { state: stateA! }), reader.has('GetDoctorCity', { state: 'nowhere' })]);
    expect(hasCities().value).toEqual([true, false]);
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    first.listing(() => first.renders(city, raw));
    first.recordRender(city, '/best-doctors/texas/austin/', hasCities().facts);
    first.finishBuild();
    first.close();

    const unchanged = openPageManifest(manifestPath, 'code');
    expect(unchanged.listing(() => unchanged.renders(city, raw))).toBe(false);
    unchanged.close();
    // The crawl has the request no more: a fact the page read no longer holds.
    const db = new DatabaseSync(snapshotPath);
    db.prepare("UPDATE requests SET state = 'failed' WHERE key = ?").run(toRequestPath('GetDoctorCity', { state: stateA! }));
    db.close();
    const next = openPageManifest(manifestPath, 'code');
    expect(next.listing(() => next.renders(city, raw))).toBe(true);
    next.close();
  });

  it('renders a page again when the props its route declares change, though every fact it read holds', () => {
    const manifestPath = join(scratch, 'props.sqlite');
    const city = pageIdOf('/best-doctors/[state]/[city]', { state: 'texas', city: 'austin' });
    // The city's name as the API spelled it comes with the page's props, not from a read.
    const declared = (name: string) => ({ page: { params: { state: 'texas', city: 'austin' }, city: name } });
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    expect(first.listing(() => first.renders(city, raw, propsDigestOf(declared('Austin'))))).toBe(true);
    first.recordRender(city, '/best-doctors/texas/austin/', factsOf(stateA!), propsDigestOf(declared('Austin')));
    first.finishBuild();
    first.close();

    const next = openPageManifest(manifestPath, 'code');
    next.beginBuild();
    expect(next.listing(() => next.renders(city, raw, propsDigestOf(declared('Austin'))))).toBe(false);
    expect(next.listing(() => next.renders(city, raw, propsDigestOf(declared('AUSTIN'))))).toBe(true);
    // A page listed without props is not the page rendered with them.
    expect(next.listing(() => next.renders(city, raw))).toBe(true);
    next.close();
  });

  it('renders a page that links to a doctor or a listing again when that page moves or goes, and only then', () => {
    const manifestPath = join(scratch, 'page-facts-of-links.sqlite');
    const doctor = [...raw.doctorPages()][0]!;
    const hospital = [...raw.listingPages('hospital')][0]!;
    // An image as the API names it (site-relative: read against the image host, whose port changes from night to night).
    const flag = raw.get('GetDoctorStates', {})?.[0]?.flag ?? '';
    expect(raw.media(flag)).toBeDefined();
    const links = () =>
      collectFacts(() => [
        reader.doctorPage(doctor.uid),
        reader.listingPage('hospital', hospital.uid),
        reader.doctorPage('no-such-uid'),
        reader.media(flag),
        reader.media('/images/no-such-image.png'),
      ]);
    const card = pageIdOf('/best-doctors/[state]/[city]', { state: 'texas', city: 'dallas' });
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    first.listing(() => first.renders(card, raw));
    first.recordRender(card, '/best-doctors/texas/dallas/', links().facts);
    first.finishBuild();
    first.close();
    // The facts are answered again the same way (the SQL check of each kind spells its digest as its TypeScript does).
    for (const fact of links().facts) expect(evaluateFact(raw, fact.call), fact.call).toEqual(fact);
    const unchanged = openPageManifest(manifestPath, 'code');
    expect(unchanged.listing(() => unchanged.renders(card, raw))).toBe(false);
    unchanged.close();

    const db = new DatabaseSync(snapshotPath);
    db.prepare("UPDATE doctor_pages SET city_slug = 'elsewhere' WHERE uid = ?").run(doctor.uid);
    db.close();
    const moved = openPageManifest(manifestPath, 'code');
    expect(moved.listing(() => moved.renders(card, raw))).toBe(true);
    moved.close();
    const back = new DatabaseSync(snapshotPath);
    back.prepare('UPDATE doctor_pages SET city_slug = ? WHERE uid = ?').run(doctor.citySlug, doctor.uid);
    const removed = back.prepare("DELETE FROM listing_pages WHERE kind = 'hospital' AND uid = ? RETURNING name_key").get(hospital.uid) as {
      name_key: string;
    };
    back.close();
    const gone = openPageManifest(manifestPath, 'code');
    expect(gone.listing(() => gone.renders(card, raw))).toBe(true);
    gone.close();
    // The image the page shows is another file now (its bytes changed, so did its content-named path).
    const hospitalBack = new DatabaseSync(snapshotPath);
    hospitalBack
      .prepare('INSERT INTO listing_pages (kind, uid, state_slug, city_slug, slug, name_key) VALUES (?, ?, ?, ?, ?, ?)')
      .run('hospital', hospital.uid, hospital.stateSlug, hospital.citySlug, hospital.slug, removed.name_key);
    const address = raw.imageAddress(flag)!;
    const { path: imagePath } = raw.media(flag)!;
    hospitalBack.prepare('UPDATE assets SET path = ? WHERE url = ?').run('/media/flags/another.webp', address);
    hospitalBack.close();
    const held = openPageManifest(manifestPath, 'code');
    expect(held.listing(() => held.renders(card, raw))).toBe(true);
    held.close();
    const restore = new DatabaseSync(snapshotPath);
    restore.prepare('UPDATE assets SET path = ? WHERE url = ?').run(imagePath, address);
    restore.close();
    const same = openPageManifest(manifestPath, 'code');
    expect(same.listing(() => same.renders(card, raw))).toBe(false);
    same.close();
  });

  it("renders a Load More chunk's page again when the chunk's doctors change, and dates it by them", () => {
    const manifestPath = join(scratch, 'page-facts-of-chunks.sqlite');
    const db = new DatabaseSync(snapshotPath);
    const { slug, chunk } = db.prepare('SELECT speciality_slug AS slug, chunk FROM speciality_chunks LIMIT 1').get() as {
      slug: string;
      chunk: string;
    };
    db.close();
    const read = () => collectFacts(() => reader.chunk(slug, chunk)).facts;
    const [fact] = read();
    // Answered again the same way, by evaluateFact and by the manifest's SQL, and dated as the snapshot dates the chunk.
    expect(fact?.changedAt).toBe(raw.chunk(slug, chunk)?.changedAt);
    expect(evaluateFact(raw, fact!.call)).toEqual(fact);
    const page = pageIdOf('/specialities/[speciality]/more/[chunk]', { speciality: `best-doctors-for-${slug}`, chunk });
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    first.listing(() => first.renders(page, raw));
    first.recordRender(page, `/specialities/best-doctors-for-${slug}/more/${chunk}/`, read());
    first.finishBuild();
    first.close();
    // Checked in SQL with the other keyed facts, not one by one.
    const stored = new DatabaseSync(manifestPath, { readOnly: true });
    expect(stored.prepare('SELECT kind FROM facts WHERE call = ?').get(fact!.call)).toEqual({ kind: 'chunk' });
    stored.close();
    const unchanged = openPageManifest(manifestPath, 'code');
    expect(unchanged.listing(() => unchanged.renders(page, raw))).toBe(false);
    unchanged.close();
    const edit = new DatabaseSync(snapshotPath);
    const { digest } = edit.prepare('SELECT digest FROM speciality_chunks WHERE speciality_slug = ? AND chunk = ?').get(slug, chunk) as {
      digest: string;
    };
    edit.prepare("UPDATE speciality_chunks SET digest = 'other doctors' WHERE speciality_slug = ? AND chunk = ?").run(slug, chunk);
    edit.close();
    const changed = openPageManifest(manifestPath, 'code');
    expect(changed.listing(() => changed.renders(page, raw))).toBe(true);
    changed.close();
    const restore = new DatabaseSync(snapshotPath);
    restore.prepare('UPDATE speciality_chunks SET digest = ? WHERE speciality_slug = ? AND chunk = ?').run(digest, slug, chunk);
    restore.close();
  });

  it('keeps only the facts some page still reads', () => {
    const manifestPath = join(scratch, 'sweep.sqlite');
    const texasCities = pageIdOf('/best-doctors/[state]', { state: 'texas' });
    const ohioCities = pageIdOf('/best-doctors/[state]', { state: 'ohio' });
    const calls = () =>
      (new DatabaseSync(manifestPath, { readOnly: true }).prepare('SELECT call FROM facts ORDER BY call').all() as Array<{ call: string }>).map(
        (row) => row.call,
      );
    const cityFact = (state: string) => JSON.stringify(['response', toRequestPath('GetDoctorCity', { state })]);
    const statesFact = JSON.stringify(['response', toRequestPath('GetDoctorStates', {})]);
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    first.listing(() => [first.renders(texasCities, raw), first.renders(ohioCities, raw)]);
    first.recordRender(texasCities, '/best-doctors/texas/', factsOf(stateA!));
    first.recordRender(ohioCities, '/best-doctors/ohio/', factsOf(stateB!));
    first.finishBuild();
    first.close();
    expect(calls()).toEqual([cityFact(stateA!), cityFact(stateB!), statesFact].sort());

    // Ohio is gone and Texas read other cities this time: their facts go, the shared one stays.
    const next = openPageManifest(manifestPath, 'other code');
    next.beginBuild();
    next.listing(() => next.renders(texasCities, raw));
    next.recordRender(texasCities, '/best-doctors/texas/', factsOf(stateB!));
    expect(next.finishBuild()).toEqual({ rendered: ['/best-doctors/texas/'], removed: ['/best-doctors/ohio/'], reused: 0 });
    next.close();
    expect(calls()).toEqual([cityFact(stateB!), statesFact].sort());
  });

  it('remembers whether each page is indexable, also of the pages a build reuses, until the page renders again', () => {
    const manifestPath = join(scratch, 'indexable.sqlite');
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    first.listing(() => [first.renders(texas, raw), first.renders(ohio, raw)]);
    first.recordRender(texas, '/best-doctors/texas/', factsOf(stateA!));
    first.recordRender(ohio, '/best-doctors/ohio/', factsOf(stateB!), undefined, false);
    first.finishBuild();
    first.close();

    // Both reused: Ohio stays out, Texas stays in, and both are still pages of the site.
    const reused = openPageManifest(manifestPath, 'code');
    reused.beginBuild();
    expect(reused.listing(() => [reused.renders(texas, raw), reused.renders(ohio, raw)])).toEqual([false, false]);
    expect(reused.finishBuild().reused).toBe(2);
    expect(reused.indexableUrls()).toEqual(['/best-doctors/texas/']);
    expect(reused.urls()).toEqual(['/best-doctors/ohio/', '/best-doctors/texas/']);
    reused.close();

    // Rendered again (as every page is, with other code): Ohio filled, Texas emptied.
    const again = openPageManifest(manifestPath, 'other code');
    again.beginBuild();
    again.listing(() => [again.renders(texas, raw), again.renders(ohio, raw)]);
    again.recordRender(texas, '/best-doctors/texas/', factsOf(stateA!), undefined, false);
    again.recordRender(ohio, '/best-doctors/ohio/', factsOf(stateB!));
    again.finishBuild();
    expect(again.indexableUrls()).toEqual(['/best-doctors/ohio/']);
    again.close();
  });

  it('starts anew from a manifest of an older format, and the build records kept beside it', () => {
    const manifestPath = join(scratch, 'older-format.sqlite');
    // Format 7: pages and build records without the indexable column.
    const old = new DatabaseSync(manifestPath);
    old.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('format', '7');
      CREATE TABLE pages (id INTEGER PRIMARY KEY, page TEXT NOT NULL UNIQUE, url TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL);
      INSERT INTO pages (page, url, props) VALUES ('old', '/old/', '');`);
    old.close();
    const records = new DatabaseSync(`${manifestPath}.build`);
    records.exec('CREATE TABLE rendered (page TEXT PRIMARY KEY, url TEXT NOT NULL, facts TEXT NOT NULL, changed_at TEXT, props TEXT NOT NULL)');
    records.close();

    const manifest = openPageManifest(manifestPath, 'code');
    expect(manifest.urls()).toEqual([]);
    manifest.beginBuild();
    expect(manifest.listing(() => manifest.renders(texas, raw))).toBe(true);
    manifest.recordRender(texas, '/best-doctors/texas/', factsOf(stateA!), undefined, false);
    expect(manifest.finishBuild().rendered).toEqual(['/best-doctors/texas/']);
    expect(manifest.urls()).toEqual(['/best-doctors/texas/']);
    expect(manifest.indexableUrls()).toEqual([]);
    manifest.close();
  });

  it('checks a route of many pages at once: listing them in one transaction does not lock out the check of their facts', () => {
    // At 100k doctors a route lists ~100k pages; their listing outgrows SQLite's page cache, whose spill takes the
    // manifest's exclusive lock, and the facts were then checked by a second connection that the lock shut out.
    const manifestPath = join(scratch, 'many-pages.sqlite');
    const pages = Array.from({ length: 60_000 }, (_, index) => ({
      page: pageIdOf('/best-doctors/[state]/[city]/[speciality]/[doctor]', {
        state: 'texas',
        city: 'austin',
        speciality: 'x',
        doctor: `doctor-${index}`,
      }),
      props: `props-of-a-declared-page-${index}`,
    }));
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    expect(first.listing(() => first.rendering(pages, raw)).size).toBe(pages.length);
    for (const [index, { page, props }] of pages.entries()) first.recordRender(page, `/doctor-${index}`, factsOf(stateA!), props);
    first.finishBuild();
    first.close();

    const next = openPageManifest(manifestPath, 'code');
    next.beginBuild();
    expect(next.listing(() => next.rendering(pages, raw)).size).toBe(0);
    next.close();
  });
});

describe("a build's records", () => {
  it('give their space back once merged into the manifest', () => {
    const path = join(scratch, 'records.sqlite');
    const manifest = openPageManifest(path, 'code-one');
    manifest.beginBuild();
    const props = JSON.stringify({ text: 'x'.repeat(2000) });
    for (let n = 0; n < 2000; n++)
      manifest.recordRender(pageIdOf('/best-doctors/[state]', { state: `state-${n}` }), `/best-doctors/state-${n}/`, [], props);
    manifest.finishBuild();
    manifest.close();
    // 2,000 pages of 2 KB of props were recorded (about 4 MB); an empty records file is a few pages.
    expect(statSync(buildRecordsPathOf(path)).size).toBeLessThan(64 * 1024);
  });
});
