/**
 * Issue 45 item 5: an API that sends odd records (names that slug to nothing or alike, a 10,000-character name,
 * uids that are unsafe, reserved or shared, a detail of another uid, control and bidi characters) gets a night that
 * publishes, every record at a safe, unique address or skipped, none written over another page, and the report
 * counting each kind with examples. One night of the tiny dataset against the reference API's odd records fault
 * (scripts/reference-api/odd-records.ts), through the command `npm run build` runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { buildNight } from '../../../scripts/night/night-commands.ts';
import type { NightReport } from '../../../scripts/night/night-report.ts';
import { LONG_NAME } from '../../../scripts/reference-api/odd-records.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';

const { pathsIn } = scratchBuilds('odd-records');
const paths = pathsIn('odd');
let report: NightReport;
/** Every file of the site by its path below dist/ ('best-doctors/alabama/index.html'). */
let files: string[];

beforeAll(async () => {
  report = await buildNight({
    paths,
    env: readSiteEnv({}),
    referenceDbPath: TEST_DB_PATH,
    referenceApiEnv: { API_RANDOM_SEED: String(TEST_SEED), API_ODD_RECORDS: '1' },
    out: () => {},
    err: () => {},
    quiet: true,
  });
  files = readdirSync(paths.dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(paths.dist, join(entry.parentPath, entry.name)));
}, 300_000);

const html = (file: string): cheerio.CheerioAPI => cheerio.load(readFileSync(join(paths.dist, file), 'utf8'));
/** The file a site path is served from (a folder's index, or the extensionless .html). */
const fileOf = (path: string): string => (path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`);
const served = (path: string): boolean => existsSync(join(paths.dist, fileOf(decodeURI(path))));
/** The links of a page whose text is `label`. */
const linksTo = ($: cheerio.CheerioAPI, label: string): string[] =>
  $('a[href]')
    .filter((_i, a) => $(a).text().trim() === label)
    .map((_i, a) => $(a).attr('href') ?? '')
    .get();
const records = () => report.crawl?.records ?? {};

describe('a night against an API of odd records', () => {
  it('publishes (exit 0): no odd record stops it, and no skipped uid was asked for (the API knows none)', () => {
    expect(report.outcome, report.message).toBe('succeeded');
    expect(report.exitStatus).toBe(0);
    expect(report.crawl?.failures).toBe(0);
  });

  it("writes no page over another: every page's canonical address is its own file", () => {
    const pages = files.filter((file) => file.endsWith('.html') && file !== '404.html');
    expect(pages.length).toBeGreaterThan(100);
    for (const file of pages) {
      // A doctor's page under /specialities/ names its /best-doctors/ page as canonical (DESIGN.md): its own route still.
      if (/^specialities\/[^/]+\/[^/]+\.html$/.test(file)) continue;
      const canonical = new URL(html(file)('link[rel="canonical"]').attr('href') ?? '', 'https://x.test').pathname;
      expect(fileOf(canonical), file).toBe(file);
    }
  });

  it("keeps each speciality list of the odd doctors' city a list (a doctor whose uid is 'index' does not replace it)", () => {
    const lists = files.filter((file) => /^best-doctors\/alabama\/birmingham\/[^/]+\/index\.html$/.test(file));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const $ = html(list);
      expect($('#doctor-list').length, list).toBe(1);
      // The doctor with uid 'index' and a name of dots has a page of its own, linked from the list.
      const dots = linksTo($, '...');
      expect(dots, list).toHaveLength(1);
      expect(dots[0]).toMatch(/-index$/);
      expect(served(dots[0] ?? '')).toBe(true);
    }
  });

  it("gives 'San José' and 'San Jose' a page each, both linked from their state", () => {
    const $ = html('best-doctors/alabama/index.html');
    const accented = linksTo($, 'San José');
    const plain = linksTo($, 'San Jose');
    expect(accented).toHaveLength(1);
    expect(plain).toHaveLength(1);
    expect(accented[0]).not.toBe(plain[0]);
    for (const href of [...accented, ...plain]) {
      expect(href).toMatch(/^\/best-doctors\/alabama\/[a-z0-9-]+\/$/);
      expect(served(href), href).toBe(true);
      expect(html(fileOf(href))('h1').text()).toContain(href === accented[0] ? 'San José' : 'San Jose');
    }
  });

  it("gives a state '...', a city '!!!' and a city 'Index' pages of their own below their parent", () => {
    const state = linksTo(html('best-doctors/index.html'), '...');
    expect(state).toHaveLength(1);
    expect(state[0]).toMatch(/^\/best-doctors\/[a-z0-9-]+\/$/);
    expect(served(state[0] ?? '')).toBe(true);
    const $ = html('best-doctors/alabama/index.html');
    for (const city of ['!!!', 'Index']) {
      const [href, ...others] = linksTo($, city);
      expect(others).toHaveLength(0);
      expect(href).toMatch(/^\/best-doctors\/alabama\/[a-z0-9-]+\/$/);
      expect(href).not.toBe('/best-doctors/alabama/index/');
      expect(served(href ?? ''), city).toBe(true);
    }
  });

  it('gives a blog heading written in Chinese a page, linked from the home page', () => {
    const $ = html('index.html');
    const [href, ...others] = $('li.blog-card')
      .filter((_i, card) => $(card).find('h3').text() === '健康生活指南')
      .map((_i, card) => $(card).find('a[href]').attr('href') ?? '')
      .get();
    expect(others).toHaveLength(0);
    expect(href).toMatch(/^\/blogs\/[a-z0-9-]+$/);
    expect(served(href ?? '')).toBe(true);
    expect(html(fileOf(href ?? ''))('h1').text()).toContain('健康生活指南');
  });

  it('caps the address of a 10,000-character name, and the page shows the name', () => {
    const long = files.filter((file) => file.endsWith('-long9.html'));
    expect(long.length).toBeGreaterThan(0);
    for (const file of long) expect(file.split('/').pop()?.length).toBeLessThan(120);
    expect(html(long[0] ?? '')('h1').text()).toContain(LONG_NAME.slice(0, 200));
  });

  it('gives records with unsafe uids no page and no link', () => {
    const site = files.filter((file) => file.endsWith('.html')).map((file) => readFileSync(join(paths.dist, file), 'utf8'));
    for (const name of ['Slash Uid', 'Encoded Slash Uid', 'Backslash Uid', 'Query Uid']) {
      const lists = site.filter((page) => page.includes(name)).map((page) => cheerio.load(page));
      expect(lists.length, name).toBeGreaterThan(0);
      for (const $ of lists) expect(linksTo($, name), name).toHaveLength(0);
    }
    expect(files.filter((file) => /a%2fb|x\?y|a\\b|\/a\/b/.test(file))).toEqual([]);
  });

  it('keeps one of two doctors sharing a uid, the other unlinked, and refuses a detail answering another uid', () => {
    expect(files.some((file) => file.endsWith('/abe-dup-dup7.html'))).toBe(true);
    expect(files.some((file) => file.includes('zed-dup'))).toBe(false);
    const $ = html(files.find((file) => /^best-doctors\/alabama\/birmingham\/[^/]+\/index\.html$/.test(file)) ?? '');
    expect(linksTo($, 'Zed Dup')).toHaveLength(0);
    expect(linksTo($, 'Abe Dup')).toHaveLength(1);
    // Its detail named another doctor: no page, no link.
    expect(files.some((file) => file.includes('other8'))).toBe(false);
    expect(linksTo($, 'Mismatched Doctor')).toHaveLength(0);
  });

  it('shows no control or bidirectional override characters on any page or data file', () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
    const hidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
    const texts = files.filter((file) => /\.(html|json|xml|txt)$/.test(file));
    for (const file of texts) expect(hidden.test(readFileSync(join(paths.dist, file), 'utf8')), file).toBe(false);
    // The disguised name is shown, cleaned.
    expect(files.some((file) => file.endsWith('-bidi10.html'))).toBe(true);
    const bidi = files.find((file) => file.endsWith('-bidi10.html')) ?? '';
    expect(html(bidi)('h1').text()).toContain('Eve gnp.exe Smith');
  });

  it('counts each kind of odd record in the night report, with examples', () => {
    const counted = records();
    expect(counted.skippedUid?.count).toBe(4);
    expect(counted.skippedUid?.examples.join(' ')).toContain('a/b');
    expect(counted.duplicateUid?.count).toBe(1);
    expect(counted.duplicateUid?.examples[0]).toContain('Zed Dup');
    expect(counted.mismatchedDetail?.count).toBe(1);
    expect(counted.mismatchedDetail?.examples[0]).toContain('other8');
    expect(counted.collision?.examples.join(' ')).toContain('San José');
    expect(counted.fallbackSlug?.examples.join(' ')).toContain('!!!');
    expect(counted.fallbackSlug?.examples.join(' ')).toContain('健康生活指南');
    expect(counted.cappedSlug?.count).toBe(1);
    expect(counted.reservedSlug?.examples.join(' ')).toContain('Index');
    // And in the crawl's own report beside the snapshot.
    const crawlReport = JSON.parse(readFileSync(paths.crawlReport, 'utf8')) as { records: unknown };
    expect(crawlReport.records).toEqual(counted);
  });
});
