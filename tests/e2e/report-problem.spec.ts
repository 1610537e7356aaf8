/**
 * "Report a problem with this listing" (issue 35, item 4) in the browser: on a doctor's, a hospital's and a
 * pharmacy's page the report reaches the reference API's outbox as feedback naming the page and the problem;
 * failures keep every field; a missing choice is said; the keyboard alone is enough; axe finds nothing serious.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SUPPORT_EMAIL } from '../../src/config/site-contact.ts';
import { seriousViolations } from './axe.ts';
import { findInOutboxContaining } from './outbox.ts';

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const SUMMARY = 'Report a problem with this listing';

/** A listing page of each kind, found as a visitor would: from the lists that link to them. */
async function listingPath(page: Page, kind: 'doctor' | 'hospital' | 'pharmacy'): Promise<string> {
  if (kind === 'pharmacy') {
    await page.goto('/best-pharmacies/california/');
    await page.locator('main .grid a').first().click();
    return (await page.locator('main .card a.button').first().getAttribute('href')) ?? '';
  }
  await page.goto('/best-doctors/california/los-angeles/family-medicine/');
  const selector = kind === 'doctor' ? 'main .card h3 a[href^="/best-doctors/"]' : 'main .card h3 a[href^="/best-hospitals/"]';
  return (await page.locator(selector).first().getAttribute('href')) ?? '';
}

/** Opens the disclosure of a listing page and returns it. */
async function openReport(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const details = page.locator('details.report-problem');
  await expect(details).not.toHaveAttribute('open');
  await details.getByText(SUMMARY).click();
  await expect(details).toHaveAttribute('open');
  return details;
}

const form = (details: Locator) => details.locator('form.report-problem-form');
const sentence = (details: Locator) => details.getByLabel('What should it say? (optional)');
const email = (details: Locator) => details.getByLabel(/Your e-mail/);
const send = (details: Locator) => details.getByRole('button', { name: 'Send report' });

for (const kind of ['doctor', 'hospital', 'pharmacy'] as const) {
  test(`on a ${kind}'s page, a report names the page's URL, its uid and the problem`, async ({ page }) => {
    const path = await listingPath(page, kind);
    expect(path).not.toBe('');
    const details = await openReport(page, path);
    await details.getByLabel('Phone number').check();
    await expect(form(details)).toHaveAttribute('data-hydrated', 'true');
    const text = unique('The number rings a fax machine.');
    await sentence(details).fill(text);
    await send(details).click();
    // Thanked for the report (issue 46, item 8), not for "Feedback".
    await expect(page.getByText(/^Thank you for your report/)).toBeVisible();
    // Reset for the next report.
    await expect(details.getByLabel('Phone number')).not.toBeChecked();
    await expect(sentence(details)).toHaveValue('');

    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    const uid = path.split('-').pop() ?? '';
    expect(canonical).toMatch(/^https?:\/\//);
    await expect.poll(() => findInOutboxContaining(text).length).toBe(1);
    const [stored] = findInOutboxContaining(text);
    expect(stored).toMatchObject({ form: 'feedback', name: 'Listing report' });
    // No address given: the site's no-reply address keeps the request valid, and the message says so.
    expect(stored?.email).toBe(`no-reply@${new URL(canonical).hostname}`);
    expect(stored?.message).toContain(canonical);
    expect(stored?.message).toContain(uid);
    expect(stored?.message).toContain('Phone number');
    expect(stored?.message).toContain('not given');
  });
}

test("the API failing: 'Failed! 500', and every field stays as typed", async ({ page }) => {
  const path = await listingPath(page, 'hospital');
  await page.route('**/api/Home/SendFeedBackEmail', (route) => route.fulfill({ status: 500, body: '{}' }));
  const details = await openReport(page, path);
  await details.getByLabel('Office hours').check();
  await sentence(details).fill('Closed on Sundays now.');
  await email(details).fill('maria@example.org');
  await send(details).click();
  await expect(page.getByText('Failed! 500')).toBeVisible();
  await expect(details.getByLabel('Office hours')).toBeChecked();
  await expect(sentence(details)).toHaveValue('Closed on Sundays now.');
  await expect(email(details)).toHaveValue('maria@example.org');
  await expect(send(details)).toBeEnabled();
  // The network failing: its error is shown, and the fields are kept too.
  await page.unroute('**/api/Home/SendFeedBackEmail');
  await page.route('**/api/Home/SendFeedBackEmail', (route) => route.abort('connectionrefused'));
  await send(details).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]').last()).toContainText(/fetch|network|Failed/i);
  await expect(details.getByLabel('Office hours')).toBeChecked();
  await expect(sentence(details)).toHaveValue('Closed on Sundays now.');
});

test('nothing picked, or an e-mail that is not one: the form says what is missing and sends nothing', async ({ page }) => {
  const path = await listingPath(page, 'pharmacy');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const details = await openReport(page, path);
  const text = unique('Wrong hours.');
  await sentence(details).fill(text);
  await expect(form(details)).toHaveAttribute('data-hydrated', 'true');
  await send(details).click();
  await expect(details.getByRole('alert')).toHaveText('Choose what is wrong with this listing.');
  await expect(details.getByLabel('Phone number')).toBeFocused();
  await details.getByLabel('Address').check();
  await email(details).fill('maria@example');
  await send(details).click();
  await expect(details.getByRole('alert')).toHaveText(/e-mail address like name@example\.com/);
  await expect(email(details)).toBeFocused();
  await expect(sentence(details)).toHaveValue(text);
  expect(posts).toEqual([]);
  expect(findInOutboxContaining(text)).toEqual([]);
});

test('the keyboard alone opens, fills and sends a report', async ({ page }) => {
  const path = await listingPath(page, 'doctor');
  await page.goto(path);
  const details = page.locator('details.report-problem');
  const summary = details.getByText(SUMMARY);
  for (let presses = 0; presses < 150 && !(await summary.evaluate((element) => element === document.activeElement)); presses++)
    await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open');
  await page.keyboard.press('Tab');
  await expect(details.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(details.getByLabel('Address')).toBeChecked();
  await page.keyboard.press('Tab');
  const text = unique('The suite number is missing.');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam.lee@example.com');
  await expect(form(details)).toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Tab');
  await expect(send(details)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Thank you for your report/)).toBeVisible();
  await expect.poll(() => findInOutboxContaining(text).length).toBe(1);
  const [stored] = findInOutboxContaining(text);
  expect(stored?.email).toBe('sam.lee@example.com');
  expect(stored?.message).toContain('Address');
});

test("the form's code loads only once the visitor touches the form, and keeps what was picked and typed before", async ({ page }) => {
  const path = await listingPath(page, 'doctor');
  const islandRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_astro/hydrate-report-form.')) islandRequests.push(request.url());
  });
  // Hold the island's script back, as a slow connection would.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/hydrate-report-form.*.js', async (route) => {
    await gate;
    await route.continue();
  });
  // Opening the disclosure fetches nothing yet; touching the form does.
  const details = await openReport(page, path);
  expect(islandRequests).toEqual([]);
  await details.getByLabel('Closed or retired').check();
  await sentence(details).fill('Retired in March.');
  // The touch asks for the script (held back, so the form is not hydrated yet); the request is seen a moment later.
  await expect.poll(() => islandRequests.length).toBeGreaterThan(0);
  await expect(form(details)).not.toHaveAttribute('data-hydrated');
  release();
  await expect(form(details)).toHaveAttribute('data-hydrated', 'true');
  await expect(details.getByLabel('Closed or retired')).toBeChecked();
  await expect(sentence(details)).toHaveValue('Retired in March.');
  // And it is what gets sent.
  const text = unique('Retired in March.');
  await sentence(details).fill(text);
  await send(details).click();
  await expect.poll(() => findInOutboxContaining(text)[0]?.message ?? '').toContain('Closed or retired');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the disclosure opens and says where to write instead of showing a form that cannot send', async ({ page }) => {
    const path = await listingPath(page, 'hospital');
    const details = await openReport(page, path);
    // Playwright's text and role locators skip what is inside <noscript>: CSS finds it.
    const note = details.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Sending a report from this page needs JavaScript');
    await expect(note.locator('a')).toHaveAttribute('href', new RegExp(`^mailto:${SUPPORT_EMAIL}`));
    await expect(form(details)).toBeHidden();
  });
});

test.describe('accessibility', () => {
  // Axe is injected from outside the page; the site's CSP would (rightly) refuse it.
  test.use({ bypassCSP: true });

  test('the opened form, and its error message, have no serious axe violation', async ({ page }) => {
    const path = await listingPath(page, 'pharmacy');
    const details = await openReport(page, path);
    await details.getByLabel('Phone number').focus();
    await expect(form(details)).toHaveAttribute('data-hydrated', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await details.getByLabel('Phone number').check();
    await email(details).fill('not an address');
    await send(details).click();
    await expect(details.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
