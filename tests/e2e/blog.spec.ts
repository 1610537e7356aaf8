import { expect, type Page, test } from '@playwright/test';

/** Previous or Next: a link to the neighbouring section, or a disabled button at the ends. */
const stepper = (page: Page, name: 'Previous' | 'Next') => page.getByRole('link', { name }).or(page.getByRole('button', { name }));

test('blog tabs: the default section, Previous and Next stopping at both ends, and a chosen section', async ({ page }) => {
  await page.goto('/blogs/');
  const tabs = page.getByRole('tab');
  const previous = stepper(page, 'Previous');
  const next = stepper(page, 'Next');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('ADHD Cycle');
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  // Hydrated: the tabs that are not selected leave the Tab order (before, each is a plain link).
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  await expect(next).toBeEnabled();
  await expect(previous).toBeDisabled();
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    const loaded = page.waitForResponse(/\/blogs\/sections\/[a-z]+\.json$/);
    await next.click();
    await loaded;
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('.card').first()).toBeVisible();
    // The address follows the section: its own page's.
    await expect(page).toHaveURL(/\/blogs\/sections\/[a-z]+\/$/);
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  for (let i = count - 2; i >= 0; i--) await previous.click();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('ADHD Cycle');
  await expect(page).toHaveURL(/\/blogs\/$/);
  await expect(previous).toBeDisabled();

  await page.getByRole('tab', { name: 'Dental Care' }).click();
  await expect(page).toHaveURL(/\/blogs\/sections\/dentalcare\/$/);
  // Back returns to the section shown before.
  await page.goBack();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('ADHD Cycle');
  await page.goForward();
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Dental Care');
  const firstCard = page.getByRole('tabpanel').locator('.card').first();
  const heading = (await firstCard.locator('h3').textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name: /Read More/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { name: 'Recent Blogs' })).toBeVisible();
});

test.describe('without JavaScript (issue 46, item 3)', () => {
  test.use({ javaScriptEnabled: false });

  test('every blog section is reached by its tab, and Next and Previous lead through them', async ({ page }) => {
    await page.goto('/blogs/');
    const labels = await page.getByRole('tab').allTextContents();
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(label);
      await expect(page.getByRole('tabpanel').locator('.card').first()).toBeVisible();
    }
    // From the last section back to the first by Previous, then forward again by Next.
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    for (let i = labels.length - 2; i >= 0; i--) {
      await page.getByRole('link', { name: 'Previous' }).click();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(labels[i] ?? '');
    }
    await expect(page).toHaveURL(/\/blogs\/$/);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(labels[1] ?? '');
  });
});

test('a recent blog opens its article', async ({ page }) => {
  await page.goto('/blogs/');
  await page.getByRole('tabpanel').locator('.card a').first().click();
  const related = page.locator('.recent-blogs .card').first();
  const heading = (await related.locator('h3').textContent())?.trim() ?? '';
  await related.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
});
