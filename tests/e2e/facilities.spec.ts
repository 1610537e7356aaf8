import { expect, test } from '@playwright/test';

test('a visitor walks from /best-urgent-care/ to a clinic page', async ({ page }) => {
  await page.goto('/best-urgent-care/');
  await page.getByRole('link', { name: 'Best UrgentCare in California' }).click();
  await expect(page).toHaveURL(/\/best-urgent-care\/california\/$/);
  await page.locator('main .grid a').first().click();
  await expect(page).toHaveURL(/\/best-urgent-care\/california\/[a-z-]+\/$/);
  await page.locator('main .card a.button').first().click();
  await expect(page).toHaveURL(/\/best-urgent-care\/california\/[a-z-]+\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('heading', { name: 'Contact Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});

test("a group practice provider's Profile leads to the doctor's page", async ({ page }) => {
  await page.goto('/best-group-practice/california/');
  const cities = await page.locator('main .grid a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const city of cities) {
    await page.goto(city);
    for (const detail of await page.locator('main .card a.button').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      await page.goto(detail);
      const profile = page.getByRole('link', { name: /^Profile/ }).first();
      if ((await profile.count()) === 0) continue;
      const name = (await page.locator('h2:has-text("Providers") + ul .card h3').first().textContent())?.trim() ?? '';
      await profile.click();
      await expect(page).toHaveURL(/\/best-doctors\/california\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      return;
    }
  }
  throw new Error('no group practice in California lists a provider');
});
