import { expect, test } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';

/** A doctor of the test dataset with a city that has several doctors, read from the crawl's snapshot. */
function sampleDoctor(): { name: string; last: string; city: string } {
  const db = new DatabaseSync('data/test/snapshot.sqlite', { readOnly: true });
  try {
    const row = db
      .prepare(
        `SELECT json_extract(d.value, '$.doctorName') AS name, json_extract(d.value, '$.city') AS city
         FROM requests r, json_each(r.body) d WHERE r.endpoint = 'GetDoctorBySpecialtyData' AND r.state = 'done'
         AND json_extract(d.value, '$.doctorName') NOT LIKE '%&%' AND json_extract(d.value, '$.city') = 'Los Angeles' LIMIT 1`,
      )
      .get() as { name: string; city: string };
    return { ...row, last: row.name.split(' ').pop() ?? row.name };
  } finally {
    db.close();
  }
}

test('find a doctor by part of the last name in a city, with the keyboard, and open the page', async ({ page }) => {
  const doctor = sampleDoctor();
  await page.goto('/best-doctors/');
  const nameBox = page.getByRole('combobox', { name: 'Doctor Name' });
  const cityBox = page.getByRole('combobox', { name: 'City Name' });
  await cityBox.click();
  await cityBox.fill('Los Ang');
  await expect(page.getByRole('option', { name: /Los Angeles/ })).toBeVisible();
  await nameBox.click();
  const typed = doctor.last.slice(0, Math.max(3, doctor.last.length - 2));
  const started = Date.now();
  await nameBox.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(doctor.name) }).first();
  await expect(option).toBeVisible();
  test.info().annotations.push({ type: 'keystroke-to-suggestions-ms', description: String(Date.now() - started) });
  for (const text of await page.getByRole('option').allTextContents()) expect(text).toContain('Los Angeles');
  await expect(page.getByRole('status').filter({ hasText: /suggestions/ })).toBeAttached();
  await nameBox.press('ArrowDown');
  await expect(nameBox).toHaveAttribute('aria-activedescendant', /option-0$/);
  await nameBox.press('Escape');
  await expect(nameBox).toHaveAttribute('aria-expanded', 'false');
  await nameBox.press('ArrowDown');
  await expect(nameBox).toHaveAttribute('aria-expanded', 'true');
  await nameBox.press('ArrowDown');
  const target = (await option.getAttribute('data-href')) ?? '';
  const index = (await page.getByRole('option').allTextContents()).findIndex((text) => text.includes(doctor.name));
  for (let i = 0; i < index; i++) await nameBox.press('ArrowDown');
  await nameBox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
});

test('find a pharmacy by name and click the suggestion', async ({ page }) => {
  await page.goto('/best-pharmacies/');
  const nameBox = page.getByRole('combobox', { name: 'Pharmacy Name' });
  await nameBox.click();
  await nameBox.fill('pharm');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  const label = (await first.locator('.primary').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/best-pharmacies\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
});

test('the city box goes to the city page', async ({ page }) => {
  await page.goto('/best-hospitals/');
  const cityBox = page.getByRole('combobox', { name: 'City Name' });
  await cityBox.click();
  await cityBox.fill('Los An');
  await expect(page.getByRole('option', { name: /Los Angeles/ })).toBeVisible();
  await cityBox.press('ArrowDown');
  await cityBox.press('Enter');
  await expect(page).toHaveURL(/\/best-hospitals\/california\/los-angeles\/$/);
});

test('Enter with no suggestion chosen opens the results list', async ({ page }) => {
  const doctor = sampleDoctor();
  await page.goto('/best-doctors/');
  const nameBox = page.getByRole('combobox', { name: 'Doctor Name' });
  await nameBox.click();
  await nameBox.fill(doctor.last);
  await nameBox.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?kind=doctor&q=/);
  await expect(page.locator('main h2')).toContainText(`matching “${doctor.last}”`);
  await expect(page.getByRole('link', { name: doctor.name }).first()).toBeVisible();
});

test('the search loads no script until the visitor touches it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/best-doctors/');
  await expect(page.locator('#progress-bar')).toHaveAttribute('data-state', 'done');
  expect(scripts.some((url) => url.includes('SearchBox'))).toBe(false);
  await page.getByRole('combobox', { name: 'Doctor Name' }).click();
  await expect.poll(() => scripts.some((url) => url.includes('SearchBox'))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search boxes are hidden and the browse links remain', async ({ page }) => {
    await page.goto('/best-doctors/');
    await expect(page.locator('form.search-form')).toBeHidden();
    await expect(page.getByRole('link', { name: 'California', exact: true })).toBeVisible();
  });
});
