import { expect, test } from '@playwright/test';

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the navbar collapses, opens, and is closed after a link is clicked', async ({ page }) => {
    await page.goto('/best-hospitals/');
    const menu = page.locator('nav.site-nav');
    await expect(menu).toBeHidden();
    await page.locator('label.nav-toggle-label').click();
    await expect(menu).toBeVisible();
    await page.locator('label.nav-toggle-label').click();
    await expect(menu).toBeHidden();
    await page.locator('label.nav-toggle-label').click();
    await menu.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs\/$/);
    await expect(page.locator('nav.site-nav')).toBeHidden();
    // Back again: the menu is not restored open.
    await page.goBack();
    await expect(page.locator('nav.site-nav')).toBeHidden();
  });
});

test('the scroll-to-top arrow appears after 700px and takes the visitor back up', async ({ page }) => {
  await page.goto('/best-doctors/');
  const arrow = page.getByRole('button', { name: 'Scroll to top' });
  await expect(arrow).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(arrow).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(arrow).toBeVisible();
  await arrow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(arrow).toBeHidden();
});

test('the progress bar completes when the page has loaded', async ({ page }) => {
  await page.goto('/best-doctors/');
  await expect(page.locator('#progress-bar')).toHaveAttribute('data-state', 'done');
});

test('an unknown path shows the home screen with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Appointment' })).toBeVisible();
});
