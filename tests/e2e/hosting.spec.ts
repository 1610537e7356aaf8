import { expect, test } from '@playwright/test';

// One page of every template, as nginx serves them with the site's rules.
const TEMPLATES = [
  '/',
  '/best-doctors/',
  '/best-doctors/california/',
  '/best-doctors/california/los-angeles/',
  '/best-doctors/california/los-angeles/family-medicine/',
  '/specialities/',
  '/specialities/best-doctors-for-family-medicine/',
  '/best-hospitals/california/',
  '/best-pharmacies/',
  '/best-urgent-care/california/',
  '/blogs/',
  '/contact-us/',
  '/write-for-us/',
  '/saved/',
  '/offline/',
];

test('nginx: trailing slashes, extensionless details, the home screen with 404 for unknown paths', async ({ request }) => {
  const list = await request.get('/best-doctors', { maxRedirects: 0 });
  expect(list.status()).toBe(301);
  expect(list.headers().location).toBe('/best-doctors/');
  const listPage = await request.get('/best-doctors/california/', { maxRedirects: 0 });
  expect(listPage.status()).toBe(200);
  const detailLink = /href="(\/best-doctors\/california\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+)"/.exec(await listPage.text())?.[1];
  expect(detailLink).toBeDefined();
  const detail = await request.get(detailLink!, { maxRedirects: 0 });
  expect(detail.status()).toBe(200);
  expect(detail.headers()['content-type']).toContain('text/html');
  const slashed = await request.get(`${detailLink}/`, { maxRedirects: 0 });
  expect(slashed.status()).toBe(301);
  expect(slashed.headers().location).toBe(detailLink);
  const missing = await request.get('/best-doctors/atlantis/nowhere/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Our Services');
  expect((await request.get('/_nginx.conf')).status()).toBe(404);
});

test("nginx: an unknown blog address shows 'Blogs Not Found' with 404 (issue 46, item 8), other unknown paths the home screen", async ({
  request,
}) => {
  for (const path of ['/blogs/no-such-article-about-anything', '/blogs/no-such-article-about-anything/', '/blogs/sections/no-such-section/']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    const html = await missing.text();
    expect(html, path).toContain('Blogs Not Found');
    expect(html, path).not.toContain('Our Services');
  }
  const elsewhere = await request.get('/no-such-page');
  expect(elsewhere.status()).toBe(404);
  expect(await elsewhere.text()).not.toContain('Blogs Not Found');
});

test('nginx: security headers, cache lifetimes and compression', async ({ request }) => {
  const page = await request.get('/best-doctors/', { headers: { 'Accept-Encoding': 'gzip' } });
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('public, max-age=600, must-revalidate');
  expect(headers['content-encoding']).toBe('gzip');
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await page.text())?.[1];
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // The offline worker: a script, never kept by the browser's HTTP cache.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['x-content-type-options']).toBe('nosniff');
});

test('the site works under its Content-Security-Policy: no violation on any template', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of TEMPLATES) {
    await page.goto(path);
    await expect(page.locator('#progress-bar')).toHaveAttribute('data-state', 'done');
    // Scroll the islands into view so they hydrate, and open a toast.
    await page.locator('footer form').scrollIntoViewIfNeeded();
    await expect(page.locator('footer form')).toHaveAttribute('data-hydrated', 'true');
  }
  await page.locator('footer form button').click();
  await expect(page.getByText('Fill all Fields')).toBeVisible();
  expect(violations).toEqual([]);
});

test('links that open a new tab use rel="noopener"', async ({ page }) => {
  await page.goto('/best-urgent-care/california/');
  await page.locator('main .grid a').first().click();
  await page.locator('main .card a.button').first().click();
  const blank = page.locator('a[target="_blank"]');
  expect(await blank.count()).toBeGreaterThan(0);
  for (const rel of await blank.evaluateAll((links) => links.map((link) => link.getAttribute('rel') ?? ''))) expect(rel).toContain('noopener');
});
