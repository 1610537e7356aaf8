/**
 * `npm run audit [-- dist]`: Lighthouse (default mobile mode: simulated Slow 4G, 4x CPU slowdown) in Debian's
 * Chromium on eight pages of the built site served by nginx with the site's rules. Prints each page's scores and CLS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startNginx } from './hosting/serve-nginx.ts';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run \`npm run build\` first.`);

const htmlOf = (page: string): string => readFileSync(page.endsWith('/') ? join(dist, page, 'index.html') : join(dist, `${page}.html`), 'utf8');

/** The first link of a page matching a pattern (and leading to a page that passes `accept`): the audit follows the
 * site as a visitor would. */
function firstLink(page: string, pattern: RegExp, accept: (html: string) => boolean = () => true): string {
  const found = [...htmlOf(page).matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((href) => pattern.test(href) && accept(htmlOf(href)));
  if (!found) throw new Error(`No link matching ${pattern} on ${page}`);
  return found;
}

// A listing whose "open now" status is written (its city's time zone known): the status is part of what is measured.
const showsOpenNow = (html: string): boolean => html.includes('data-time-zone=');

const state = firstLink('/best-doctors/', /^\/best-doctors\/california\/$/);
const city = firstLink(state, /^\/best-doctors\/california\/[a-z-]+\/$/);
const speciality = firstLink(city, /^\/best-doctors\/california\/[a-z-]+\/[a-z-]+\/$/);
const doctor = firstLink(speciality, /^\/best-doctors\/california\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/);
const pharmacyCity = firstLink('/best-pharmacies/california/', /^\/best-pharmacies\/california\/[a-z-]+\/$/);
const pharmacy = firstLink(pharmacyCity, /^\/best-pharmacies\/california\/[a-z-]+\/[a-z0-9-]+-\d+$/, showsOpenNow);
const blog = firstLink('/', /^\/blogs\/[a-z0-9-]+$/);
const PAGES = {
  home: '/',
  'doctors (level 1, near me)': '/best-doctors/',
  'state page': state,
  'city speciality list': speciality,
  'doctor detail': doctor,
  'pharmacy city (open now on cards)': pharmacyCity,
  'pharmacy detail (open now)': pharmacy,
  'blog article': blog,
};

const nginx = await startNginx(dist);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows: Array<Record<string, string | number>> = [];
try {
  for (const [name, path] of Object.entries(PAGES)) {
    const result = await lighthouse(`${nginx.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    rows.push({
      page: name,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      failing: failing.join(' '),
    });
  }
} finally {
  chrome.kill();
  await nginx.stop();
}
console.table(rows);
console.log(JSON.stringify(rows));
