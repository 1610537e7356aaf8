import { expect, test } from '@playwright/test';

test('blog tabs: the default section, Previous and Next stopping at both ends, and a chosen section', async ({ page }) => {
  await page.goto('/blogs/');
  const tabs = page.getByRole('tab');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('tab', { selected: true })).toHaveText('ADHD Cycle');
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await expect(next).toBeEnabled();
  await expect(previous).toBeDisabled();
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    const loaded = page.waitForResponse(/\/blogs\/sections\/[a-z]+\.json$/);
    await next.click();
    await loaded;
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('.card').first()).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  for (let i = count - 2; i >= 0; i--) await previous.click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('ADHD Cycle');
  await expect(previous).toBeDisabled();

  await page.getByRole('tab', { name: 'Dental Care' }).click();
  const firstCard = page.getByRole('tabpanel').locator('.card').first();
  const heading = (await firstCard.locator('h3').textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name: /Read More/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { name: 'Recent Blogs' })).toBeVisible();
});

test('a recent blog opens its article', async ({ page }) => {
  await page.goto('/blogs/');
  await page.getByRole('tabpanel').locator('.card a').first().click();
  const related = page.locator('.recent-blogs .card').first();
  const heading = (await related.locator('h3').textContent())?.trim() ?? '';
  await related.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});
