import { expect, test, type Page } from '@playwright/test';

// Issue 35: a ZIP code or the browser's position lists the nearest cities with listings of the kind, nearest first,
// "City, ST — 4.2 miles", each linking to its city page. Real places of the test dataset: ZIP 96753 is Kīhei on
// Maui (Honolulu, the next city of the dataset, is about 90 miles away); Boise is the only city of it in Idaho's south.

const zipBox = (page: Page) => page.getByRole('combobox', { name: 'ZIP code' });
const status = (page: Page) => page.locator('.near-status');

test('a ZIP code lists the nearest cities, its own first with its distance, and the keyboard opens one', async ({ page }) => {
  await page.goto('/best-doctors/');
  const box = zipBox(page);
  await box.focus();
  await page.keyboard.type('96753');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toHaveText(/^Kīhei, HI — \d\.\d miles$/);
  await expect(options.nth(1)).toHaveText(/^Honolulu, HI — \d{2,3} miles$/);
  await expect(options).toHaveCount(10);
  await expect(status(page)).toHaveText('10 cities with doctors near 96753, nearest first.');
  await expect(status(page)).toHaveAttribute('aria-live', 'polite');
  // The distances grow down the list.
  const miles = (await options.allTextContents()).map((text) => Number(text.replace(/^.* — ([\d,.]+) miles$/, '$1').replace(/,/g, '')));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/best-doctors\/hawaii\/kihei\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kīhei');
});

test('each directory lists its own cities', async ({ page }) => {
  await page.goto('/best-urgent-care/');
  await zipBox(page).fill('96753');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('data-href')) ?? '';
  expect(href).toMatch(/^\/best-urgent-care\/[a-z-]+\/[a-z-]+\/$/);
  await expect(status(page)).toContainText('with urgent care clinics near 96753');
});

test('an unknown ZIP code and a malformed one say so', async ({ page }) => {
  await page.goto('/best-pharmacies/');
  const box = zipBox(page);
  await box.fill('00000');
  await expect(status(page)).toHaveText('No ZIP code 00000 in the US.');
  await expect(page.getByRole('option')).toHaveCount(0);
  await box.fill('12a45');
  await expect(status(page)).toHaveText('Type a ZIP code of 5 digits, such as 10001.');
  await box.fill('123');
  await box.press('Enter');
  await expect(status(page)).toHaveText('Type a ZIP code of 5 digits, such as 10001.');
  await expect(page).toHaveURL(/\/best-pharmacies\/$/);
});

test('a ZIP code of a US territory or a military post office says there are no listings there yet', async ({ page }) => {
  await page.goto('/best-pharmacies/');
  const box = zipBox(page);
  await box.fill('00901');
  await expect(status(page)).toHaveText('ZIP code 00901 is in Puerto Rico: there are no listings there yet.');
  await expect(page.getByRole('option')).toHaveCount(0);
  await box.fill('96910');
  await expect(status(page)).toHaveText('ZIP code 96910 is in Guam: there are no listings there yet.');
  await box.fill('09001');
  await expect(status(page)).toHaveText('ZIP code 09001 is a military (APO/FPO) address: there are no listings there yet.');
});

test('Enter in the ZIP box opens the first suggestion, the nearest city', async ({ page }) => {
  await page.goto('/best-doctors/');
  const box = zipBox(page);
  await box.focus();
  await page.keyboard.type('96753');
  const first = page.getByRole('option').first();
  await expect(first).toHaveText(/^Kīhei, HI/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/best-doctors\/hawaii\/kihei\/$/);
});

test('a failed fetch says so', async ({ page }) => {
  await page.route('**/near/zip/**', (route) => route.abort());
  await page.goto('/best-hospitals/');
  await zipBox(page).fill('96753');
  await expect(status(page)).toHaveText('The nearest cities could not be loaded. Check your connection and try again.');
});

test.describe('my location', () => {
  test('is asked only when the button is tapped, and lists the cities near it', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.615, longitude: -116.202 });
    let asked = false;
    await page.exposeFunction('markAsked', () => {
      asked = true;
    });
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        (window as unknown as { markAsked: () => void }).markAsked();
        original(...args);
      };
    });
    await page.goto('/best-hospitals/');
    await zipBox(page).focus();
    await expect.poll(() => asked).toBe(false);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('option').first()).toHaveText(/^Boise, ID — \d\.\d miles$/);
    await expect(status(page)).toContainText('with hospitals near your location, nearest first.');
    expect(asked).toBe(true);
    // The list is the combobox's: the focus is back in the box, and the arrows walk the cities.
    await expect(zipBox(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(zipBox(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
  });

  test('outside the US, it says so instead of listing cities thousands of miles away', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.857, longitude: 2.352 }); // Paris
    await page.goto('/best-hospitals/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(status(page)).toHaveText(
      'Your location seems to be outside the United States, where there are no listings. Type a US ZIP code instead.',
    );
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('just over the border, it still lists the cities near it', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 32.515, longitude: -117.038 }); // Tijuana, beside San Diego
    await page.goto('/best-hospitals/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(status(page)).toContainText('with hospitals near your location, nearest first.');
  });

  test('denied, it says so', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/best-group-practice/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(status(page)).toHaveText('Your location was not shared, so nothing can be shown near it. Type a ZIP code instead.');
    await expect(page.getByRole('option')).toHaveCount(0);
  });
});

test('the box loads no script until the visitor touches it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('/near/')) scripts.push(request.url());
  });
  await page.goto('/best-doctors/');
  await expect(page.locator('#progress-bar')).toHaveAttribute('data-state', 'done');
  expect(scripts.filter((url) => url.includes('NearMe') || url.includes('/near/'))).toEqual([]);
  await zipBox(page).click();
  await expect.poll(() => scripts.some((url) => url.includes('NearMe'))).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the box is hidden and the states grid remains', async ({ page }) => {
    await page.goto('/best-doctors/');
    await expect(page.locator('.near-me')).toBeHidden();
    await expect(page.getByRole('link', { name: 'California', exact: true })).toBeVisible();
  });
});
