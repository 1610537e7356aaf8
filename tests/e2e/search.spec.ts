import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './hold-scripts.ts';
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
  await expect(page).toHaveURL(/\/search\/$/);
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

// Issue 46, item 1: what a visitor tried, and found nothing, now finds listings.
const results = (page: Page) => page.locator('main .cards > li');

test('a city alone in the city box, then Search, lists that city’s doctors and keeps the form filled in', async ({ page }) => {
  await page.goto('/best-doctors/');
  const cityBox = page.getByRole('combobox', { name: 'City Name' });
  await cityBox.click();
  await cityBox.fill('Chicago');
  await expect(page.getByRole('option', { name: /Chicago/ })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.locator('main h2')).toHaveText('Doctors in Chicago, IL');
  await expect(results(page).first()).toBeVisible();
  for (const text of await results(page).allTextContents()) expect(text).toContain('Chicago, IL');
  await expect(page.getByText('No results found')).toHaveCount(0);
  // The results page carries the search form, filled in with what was asked.
  const again = page.getByRole('search', { name: 'Search again' });
  await expect(again.getByRole('combobox', { name: 'City Name' })).toHaveValue('Chicago');
  // Filled in, not typed: no list of suggestions opens over the results.
  await expect(again.getByRole('combobox', { name: 'City Name' })).toHaveAttribute('aria-expanded', 'false');
  await expect(again.getByRole('combobox', { name: 'Doctor Name' })).toHaveValue('');
  await expect(again.getByRole('combobox', { name: 'Search for' })).toHaveValue('doctor');
  await expect(page.getByRole('link', { name: 'Doctors in Chicago, IL' })).toHaveAttribute('href', '/best-doctors/illinois/chicago/');
  // What was asked stays out of the address (history, shared links, the host's logs), and survives a reload.
  await page.reload();
  await expect(page.locator('main h2')).toHaveText('Doctors in Chicago, IL');
  expect(page.url()).toMatch(/\/search\/$/);
});

test('an older link with the query in its address is answered, and the address wiped', async ({ page }) => {
  await page.goto('/search/?kind=doctor&q=&city=Chicago');
  await expect(page.locator('main h2')).toHaveText('Doctors in Chicago, IL');
  await expect(page).toHaveURL(/\/search\/$/);
});

test('a search sent before its script arrives reaches no address, and is made once the script wakes', async ({ page }) => {
  const { release, addresses } = await holdScripts(page);
  await page.goto('/best-doctors/', { waitUntil: 'commit' });
  const form = page.getByRole('search').first();
  await form.getByRole('combobox', { name: 'City Name' }).fill('Chicago');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form).toHaveAttribute('data-tap-pending');
  release();
  // React, the island and the index arrive only now: on a loaded machine that takes seconds.
  await expect(page).toHaveURL(/\/search\/$/, { timeout: 20_000 });
  await expect(page.locator('main h2')).toHaveText('Doctors in Chicago, IL');
  for (const address of addresses) expect(address).not.toContain('Chicago');
});

test('the form on the results page refines the search: a speciality added to the city', async ({ page }) => {
  await page.goto('/search/?kind=doctor&q=&city=Chicago');
  const again = page.getByRole('search', { name: 'Search again' });
  const nameBox = again.getByRole('combobox', { name: 'Doctor Name' });
  await nameBox.click();
  await nameBox.fill('dentist');
  await again.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.locator('main h2')).toHaveText('Dentist in Chicago, IL');
  await expect(results(page).first()).toBeVisible();
  for (const text of await results(page).allTextContents()) expect(text).toMatch(/Dentist.*Chicago, IL/);
});

test('pharmacies in San Francisco', async ({ page }) => {
  await page.goto('/best-pharmacies/');
  const cityBox = page.getByRole('combobox', { name: 'City Name' });
  await cityBox.click();
  await cityBox.fill('San Francisco');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(page.locator('main h2')).toHaveText('Pharmacies in San Francisco, CA');
  await expect(results(page).first()).toBeVisible();
  for (const text of await results(page).allTextContents()) expect(text).toContain('San Francisco, CA');
});

test('a speciality word: cardiologist', async ({ page }) => {
  await page.goto('/search/?kind=doctor&q=cardiologist&city=');
  await expect(page.locator('main h2')).toHaveText('Cardiologists');
  await expect(results(page).first()).toBeVisible();
  for (const text of await results(page).allTextContents()) expect(text).toContain('Cardiologists');
  await expect(page.getByRole('link', { name: 'Cardiologists across the US' })).toHaveAttribute(
    'href',
    '/specialities/best-doctors-for-cardiologists/',
  );
});

test('a name with a title: Dr. Bonnie', async ({ page }) => {
  await page.goto('/search/?kind=doctor&q=Dr.+Bonnie&city=');
  await expect(page.locator('main h2')).toHaveText('Doctors matching “Dr. Bonnie”');
  await expect(results(page).first()).toBeVisible();
  for (const name of await results(page).locator('h3').allTextContents()) expect(name).toMatch(/\bBonnie\b/);
});

test('a query that finds nothing offers the state’s directory and the nearest cities', async ({ page }) => {
  // Evanston is a real city next to Chicago where the directory lists no pharmacy.
  await page.goto('/search/?kind=pharmacy&q=&city=Evanston%2C+IL');
  await expect(page.getByText('No results found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pharmacies in Illinois' })).toHaveAttribute('href', '/best-pharmacies/illinois/');
  await expect(page.getByRole('heading', { name: 'Nearest cities with pharmacies to Evanston, IL' })).toBeVisible();
  const nearest = page.locator('li', { hasText: / — [\d.,]+ miles$/ });
  await expect(nearest.first()).toBeVisible();
  await expect(nearest.first().getByRole('link')).toHaveAttribute('href', /^\/best-pharmacies\/[a-z-]+\/[a-z-]+\/$/);
  await expect(page.getByRole('link', { name: 'Browse pharmacies by state' })).toBeVisible();
});

test('the home page carries the search box, with a choice of what to search, and the near-me box', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Search the directory' });
  await expect(form.getByRole('combobox', { name: 'Doctor Name' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'City Name' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'ZIP code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
  const kind = form.getByRole('combobox', { name: 'Search for' });
  await kind.focus();
  await kind.selectOption('pharmacy');
  await expect(form.getByRole('combobox', { name: 'Pharmacy Name' })).toBeVisible();
  const cityBox = form.getByRole('combobox', { name: 'City Name' });
  await cityBox.fill('San Francisco');
  await cityBox.press('Enter');
  await expect(page).toHaveURL(/\/search\/$/);
  await expect(results(page).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search boxes are hidden and the browse links remain', async ({ page }) => {
    await page.goto('/best-doctors/');
    await expect(page.locator('form.search-form')).toBeHidden();
    await expect(page.getByRole('link', { name: 'California', exact: true })).toBeVisible();
  });

  test('the results page says one thing: search needs JavaScript, with the directories to browse', async ({ page }) => {
    await page.goto('/search/?kind=doctor&q=&city=Chicago');
    const main = page.locator('main');
    // Playwright's text and role locators skip what is inside <noscript>: CSS finds it.
    await expect(main.locator('noscript p')).toHaveText(
      /^Search needs JavaScript\. Browse instead: doctors, hospitals, pharmacies, urgent care, group practices\.$/,
    );
    // Nothing else: the results island renders nothing (no 'Loading…' beside the message), and no form.
    await expect(main.locator('astro-island')).toHaveText('');
    await expect(main.locator('form')).toHaveCount(0);
    await expect(main.locator('h1')).toHaveText('Search Results');
  });
});
