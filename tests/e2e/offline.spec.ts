/**
 * On a slow or dropped connection (issue 46, item 7): the offline worker reopens pages viewed before and shows the
 * offline page otherwise, pages stay network-first (a page changed on the host shows fresh when the network answers),
 * and Save keeps a listing on the device, shown by the Saved page with name, phone, address and hours, also offline.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TEST_SITE } from '../fixtures/test-site.ts';
import { seriousViolations } from './axe.ts';

test.use({ serviceWorkers: 'allow' });

const SITE = TEST_SITE.dist;

/** A detail page of a kind, from its first city in California, as a visitor finds it. */
async function listing(page: Page, kind: string): Promise<string> {
  await page.goto(`/${kind}/california/`);
  const city = (await page.locator('main .grid a').first().getAttribute('href')) ?? '';
  await page.goto(city);
  return (await page.locator('main .cards .card a.button').first().getAttribute('href')) ?? '';
}

/** Waits until the worker controls the page and keeps a copy of the page (the first page it took over included). */
async function keptByWorker(page: Page, path = new URL(page.url()).pathname) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => page.evaluate(async (key) => (await caches.match(key)) !== undefined, new URL(path, page.url()).href)).toBe(true);
}

test('a listing viewed before reopens offline; a page never opened shows the offline page', async ({ page, context }) => {
  const path = await listing(page, 'best-pharmacies');
  await page.goto(path);
  const name = (await page.locator('main h1').textContent()) ?? '';
  await keptByWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText(name);
  await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
  await page.goto('/best-urgent-care/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page).toHaveTitle(/^You Are Offline \| /);
  await expect(page.locator('main').getByRole('link', { name: 'Your saved listings' })).toHaveAttribute('href', '/saved/');
  // It has the site's look: its stylesheet came from the worker's cache.
  await expect(page.locator('main .button').first()).toHaveCSS('background-color', 'rgb(11, 95, 134)');
  await context.setOffline(false);
});

test('pages are network-first: a page changed on the host shows fresh on reload', async ({ page, context }) => {
  // A page no other test opens: the last urgent care of the test site's first folder that has any.
  const state = readdirSync(join(SITE, 'best-urgent-care'), { withFileTypes: true }).find((entry) => entry.isDirectory())?.name ?? '';
  const city =
    readdirSync(join(SITE, 'best-urgent-care', state), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .at(-1)?.name ?? '';
  const file =
    readdirSync(join(SITE, 'best-urgent-care', state, city))
      .filter((name) => name.endsWith('.html'))
      .at(-1) ?? '';
  const onDisk = join(SITE, 'best-urgent-care', state, city, file);
  const path = `/best-urgent-care/${state}/${city}/${file.replace(/\.html$/, '')}`;
  const original = readFileSync(onDisk, 'utf8');
  try {
    await page.goto(path);
    const name = (await page.locator('main h1').textContent()) ?? '';
    await keptByWorker(page);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText(name);
    // The night changes the page on the host.
    const changed = original.replace(`>${name}</h1>`, `>${name} (changed tonight)</h1>`);
    expect(changed).not.toBe(original);
    writeFileSync(onDisk, changed);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText(`${name} (changed tonight)`);
    // And the fresh copy is the one kept for offline.
    const key = new URL(path, page.url()).href;
    await expect.poll(() => page.evaluate(async (url) => (await (await caches.match(url))?.text())?.includes('(changed tonight)'), key)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('main h1')).toHaveText(`${name} (changed tonight)`);
    await context.setOffline(false);
  } finally {
    writeFileSync(onDisk, original);
  }
});

test('Save keeps a listing on the device, sends nothing, and the Saved page shows it, also offline', async ({ page, context }) => {
  const path = await listing(page, 'best-pharmacies');
  await page.goto(path);
  const name = (await page.locator('main h1').textContent()) ?? '';
  const phone = ((await page.getByRole('link', { name: /^Call / }).textContent()) ?? '').replace(/^Call /, '');
  const address = (await page.locator('main .contact-address').textContent()) ?? '';
  const firstDay = page.locator('main table.hours tr').first();
  const day = (await firstDay.locator('th').textContent()) ?? '';
  const hours = (await firstDay.locator('td').textContent()) ?? '';
  const save = page.getByRole('button', { name: 'Save on this device' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // Wait for the Save script; then nothing may leave the browser.
  await expect(page.locator('form[data-save-listing]')).toHaveAttribute('data-hydrated');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main .save-status')).toContainText('Saved on this device');
  expect(sent).toEqual([]);
  page.removeAllListeners('request');

  await page.locator('main .save-status a').click();
  await expect(page).toHaveURL(/\/saved\/$/);
  await expect(page).toHaveTitle(/^Saved Listings \| /);
  const entry = page.locator('main .saved-listings > li');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { name })).toBeVisible();
  await expect(entry.getByRole('link', { name })).toHaveAttribute('href', path);
  await expect(entry.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  await expect(entry.getByText(address)).toBeVisible();
  await expect(entry.locator('tr').first()).toHaveText(`${day}${hours}`);

  await keptByWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(entry.getByRole('heading', { name })).toBeVisible();
  await expect(entry.getByRole('link', { name: `Call ${phone}` })).toBeVisible();
  await entry.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText('Nothing saved yet.')).toBeVisible();
  await context.setOffline(false);
  // Removed for good, and the listing's own page says so.
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Save on this device' })).toHaveAttribute('aria-pressed', 'false');
});

test('the Saved page works offline even when never opened: the worker fetched it when it took over', async ({ page, context }) => {
  await page.goto('/best-doctors/');
  await keptByWorker(page);
  await context.setOffline(true);
  await page.goto('/saved/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Listings');
  await expect(page.getByText('Nothing saved yet.')).toBeVisible();
  await context.setOffline(false);
});

test("a new deploy's worker takes over and deletes the caches of the one before", async ({ page }) => {
  await page.goto('/best-doctors/');
  await keptByWorker(page);
  const before = await page.evaluate(() => caches.keys());
  const version = /"version":"([a-z0-9]+)"/.exec(readFileSync(join(SITE, 'sw.js'), 'utf8'))?.[1] ?? '';
  expect(before.length).toBeGreaterThan(0);
  for (const name of before) expect(name.endsWith(`-${version}`), name).toBe(true);
  // The next deploy's worker: other code, so another version (at another address, so that the other tests' workers
  // running meanwhile keep theirs).
  const next = join(SITE, 'sw-next-deploy.js');
  writeFileSync(next, readFileSync(join(SITE, 'sw.js'), 'utf8').replaceAll(`"version":"${version}"`, '"version":"nextdeploy"'));
  try {
    await page.evaluate(() => navigator.serviceWorker.register('/sw-next-deploy.js').then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw-next-deploy\.js$/);
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining(['shell-nextdeploy', 'pages-nextdeploy']));
    const after = await page.evaluate(() => caches.keys());
    expect(after.filter((name) => !name.endsWith('-nextdeploy'))).toEqual([]);
    // The page open when it took over is kept by the new worker too.
    expect(await page.evaluate(async (url) => (await caches.match(url)) !== undefined, page.url())).toBe(true);
  } finally {
    rmSync(next, { force: true });
  }
});

test.describe('with axe (its script needs the CSP bypassed)', () => {
  test.use({ bypassCSP: true });

  test('a pressed Save and the Saved page with a listing have no serious or critical axe violation', async ({ page }) => {
    await page.goto(await listing(page, 'best-group-practice'));
    await expect(page.locator('form[data-save-listing]')).toHaveAttribute('data-hydrated');
    await page.getByRole('button', { name: 'Save on this device' }).click();
    await expect(page.getByRole('button', { name: 'Save on this device' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/saved/');
    await expect(page.locator('main .saved-listings > li')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Save is not shown on a listing, and the Saved page says it needs JavaScript', async ({ page }) => {
    const path = await listing(page, 'best-urgent-care');
    await page.goto(path);
    await expect(page.locator('form[data-save-listing]')).toBeHidden();
    await expect(page.getByRole('link', { name: /^Call / })).toBeVisible();
    await page.goto('/saved/');
    // Playwright's text locators skip what is inside <noscript>: CSS finds it.
    await expect(page.locator('main noscript p')).toContainText('Saved listings need JavaScript');
    await expect(page.locator('main .saved-empty')).toBeHidden();
  });
});
