import { expect, test } from '@playwright/test';

test('a visitor walks state → city → speciality → doctor → affiliated hospital', async ({ page }) => {
  await page.goto('/best-doctors/');
  await page.getByRole('link', { name: 'California', exact: true }).click();
  await expect(page).toHaveURL(/\/best-doctors\/california\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best Doctors in California');

  await page.getByRole('link', { name: 'Los Angeles', exact: true }).click();
  await expect(page).toHaveURL(/\/best-doctors\/california\/los-angeles\/$/);
  await page.locator('main .grid a').first().click();
  await expect(page).toHaveURL(/\/best-doctors\/california\/los-angeles\/[a-z-]+\/$/);

  // The first doctor with an affiliated hospital.
  const doctors = page.locator('main .cards .card h3 a[href^="/best-doctors/"]');
  await expect(doctors.first()).toBeVisible();
  let found = false;
  for (const href of await doctors.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    await page.goto(href);
    await expect(page).toHaveURL(/\/[a-z0-9-]+-\d+$/);
    const hospital = page.locator('h2:has-text("Affiliated Hospitals") + ul a').first();
    if ((await hospital.count()) === 0) continue;
    const name = (await hospital.textContent())?.trim() ?? '';
    await hospital.click();
    await expect(page).toHaveURL(/\/best-hospitals\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    found = true;
    break;
  }
  expect(found, 'no doctor of the city had an affiliated hospital').toBe(true);
});

test('Load More appends the next 10 doctors until a page holds fewer than 10', async ({ page }) => {
  await page.goto('/specialities/best-doctors-for-family-medicine/');
  const cards = page.locator('main .card');
  await expect(cards).toHaveCount(10);
  const button = page.getByRole('button', { name: 'Load More' });
  // The island hydrates when it scrolls into view (client:visible); until then 'Load More' is a link to page 2.
  await page.locator('.load-more').scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  let expected = 10;
  for (let clicks = 0; clicks < 50 && (await button.count()) > 0; clicks++) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    const next = page.waitForResponse(/page-\d+\.json$/);
    await button.click();
    const response = await next;
    const body = (await response.json()) as { doctors: unknown[]; hasMore: boolean };
    expected += body.doctors.length;
    await expect(cards).toHaveCount(expected);
    if (!body.hasMore) await expect(button).toHaveCount(0);
  }
  expect(expected).toBeGreaterThan(10);
  await expect(button).toHaveCount(0);
  // The appended cards link to doctor pages that exist.
  const last = cards.last().locator('a').first();
  await last.click();
  await expect(page.locator('h1')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Load More is a link to the next static page, and every doctor of the speciality is reached from it', async ({ page }) => {
    await page.goto('/specialities/best-doctors-for-family-medicine/');
    const seen = new Set<string>();
    const addCards = async () => {
      for (const name of await page.locator('main .card h3').allTextContents()) seen.add(name.trim());
    };
    await addCards();
    expect(seen.size).toBe(10);
    let pageNumber = 1;
    const more = page.getByRole('link', { name: 'Load More' });
    while ((await more.count()) > 0 && pageNumber < 50) {
      await more.click();
      pageNumber++;
      await expect(page).toHaveURL(new RegExp(`/specialities/best-doctors-for-family-medicine/page/${pageNumber}/$`));
      await addCards();
    }
    expect(pageNumber).toBeGreaterThan(1);
    // The last page held fewer than 10 or was the last full one: every doctor of every page, each once.
    expect(seen.size).toBeGreaterThan(10 * (pageNumber - 1));
  });
});

test("a state without cities shows 'Coming Soon' and moves on to /best-doctors/", async ({ page }) => {
  await page.goto('/best-doctors/wyoming/');
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await page.waitForURL(/\/best-doctors\/$/, { timeout: 10_000 });
});
