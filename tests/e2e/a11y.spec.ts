import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Axe is injected from outside the page; the site's CSP would (rightly) refuse it.
test.use({ bypassCSP: true });

async function firstHref(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().getAttribute('href')) ?? '';
}

test('no serious or critical axe violation on one page of every template', async ({ page }) => {
  test.setTimeout(120_000);
  // A moment when the Los Angeles pharmacies' cards say both 'Open now' and 'Closed now' (each in its colour).
  await page.clock.setFixedTime(new Date('2026-07-14T20:30:00Z'));
  await page.goto('/best-doctors/california/los-angeles/family-medicine/');
  const doctor = await firstHref(page, 'main .card h3 a');
  const hospital = await firstHref(page, 'main .card h3 a[href^="/best-hospitals/"]');
  await page.goto('/best-pharmacies/california/');
  await page.locator('main .grid a').first().click();
  const pharmacy = await firstHref(page, 'main .card a.button');
  await page.goto('/blogs/');
  const blog = await firstHref(page, '[role="tabpanel"] .card a');
  const templates = [
    '/',
    '/no/such/page',
    '/best-doctors/',
    '/best-doctors/california/',
    '/best-doctors/california/los-angeles/',
    '/best-doctors/california/los-angeles/family-medicine/',
    // A list with its filter bar in use, and one whose filter leaves nothing.
    '/best-doctors/new-york/new-york/physician-assistants/?gender=female&sort=rating',
    '/best-doctors/california/los-angeles/nurse-practitioners/?gender=male',
    doctor,
    '/specialities/',
    '/specialities/best-doctors-for-dentist/',
    '/best-hospitals/',
    '/best-hospitals/new-york/new-york/',
    hospital,
    '/best-pharmacies/',
    '/best-pharmacies/california/los-angeles/',
    pharmacy,
    '/blogs/',
    blog,
    '/contact-us/',
    '/write-for-us/',
    '/saved/',
    '/offline/',
  ];
  const found: Record<string, string[]> = {};
  for (const path of templates) {
    await page.goto(path);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('no serious or critical axe violation with a combobox list open (search and near-me boxes)', async ({ page }) => {
  await page.goto('/best-doctors/');
  const cityBox = page.getByRole('combobox', { name: 'City Name' });
  await cityBox.click();
  await cityBox.fill('Los Ang');
  await expect(page.getByRole('option', { name: /Los Angeles/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const zipBox = page.getByRole('combobox', { name: 'ZIP code' });
  await zipBox.click();
  await zipBox.fill('96753');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('keyboard: skip link, navbar dropdown, visible focus', async ({ page }) => {
  await page.goto('/best-hospitals/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
  const findDoctor = page.locator('nav.site-nav > ul > li > a', { hasText: 'Find a Doctor' });
  await findDoctor.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('nav.site-nav .dropdown a', { hasText: 'Dentist' })).toBeFocused();
  await expect(page.locator('nav.site-nav .dropdown a', { hasText: 'Dentist' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/specialities\/best-doctors-for-dentist\/$/);
});

test('keyboard: blog tabs move with the arrow keys', async ({ page }) => {
  await page.goto('/blogs/');
  const selected = page.getByRole('tab', { selected: true });
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  // Hydrated: the tabs that are not selected leave the Tab order (before, each is a plain link).
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('tabindex', '-1');
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Mental Health');
  await expect(page.getByRole('tab', { selected: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('ADHD Cycle');
});

test('keyboard: the contact form can be filled and sent, and its e-mail error is announced', async ({ page }) => {
  await page.route('**/api/Home/SendContactUsEmail', (route) => route.fulfill({ status: 200, body: '{"ok":true}' }));
  await page.goto('/contact-us/');
  const form = page.locator('main form.message-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByLabel('Name').focus();
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5550100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann@');
  await expect(form.getByRole('alert')).toHaveText(/e-mail address/);
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('example.org');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Send Successful!')).toBeVisible();
});
