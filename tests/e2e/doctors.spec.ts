import { expect, test, type APIRequestContext } from '@playwright/test';

/** The further doctors of Family Medicine as Load More reads them: its chunks' JSON, followed from the first. */
async function chunkNames(request: APIRequestContext): Promise<string[]> {
  const names: string[] = [];
  for (let chunk: string | null = 'start'; chunk !== null; ) {
    const response = await request.get(`/specialities/best-doctors-for-family-medicine/more-${chunk}.json`);
    expect(response.ok(), chunk).toBe(true);
    const body = (await response.json()) as { doctors: Array<{ name: string }>; next: string | null };
    names.push(...body.doctors.map((doctor) => doctor.name));
    chunk = body.next;
  }
  return names;
}

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

test('Load More appends exactly the next 10 doctors per click until a page holds fewer than 10', async ({ page, request }) => {
  await page.goto('/specialities/best-doctors-for-family-medicine/');
  const cards = page.locator('main .card');
  await expect(cards).toHaveCount(10);
  const names = async () => (await page.locator('main .card h3').allTextContents()).map((name) => name.trim());
  const firstTen = await names();
  const button = page.getByRole('button', { name: 'Load More' });
  // The island hydrates when it scrolls into view (client:visible); until then 'Load More' is a link to the first chunk.
  await page.locator('.load-more').scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  let shown = 10;
  let clicks = 0;
  for (; clicks < 50 && (await button.count()) > 0; clicks++) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    await button.click();
    // Done when no read is under way and either cards were added or the button went (a last page of 0 adds none).
    const loading = page.getByRole('button', { name: 'Loading...' });
    await expect.poll(async () => (await loading.count()) === 0 && ((await cards.count()) > shown || (await button.count()) === 0)).toBe(true);
    const now = await cards.count();
    // Each click adds exactly 10 while the button stays (the spec's rule: it shows after a page of exactly 10).
    if ((await button.count()) > 0) expect(now - shown).toBe(10);
    else expect(now - shown).toBeLessThan(10);
    shown = now;
  }
  expect(clicks).toBeGreaterThan(1);
  await expect(button).toHaveCount(0);
  // The first ten, then every further doctor once and in order, as the chunks' JSON holds them from the first on.
  const all = await names();
  expect(all.slice(0, 10)).toEqual(firstTen);
  expect(all.slice(10)).toEqual(await chunkNames(request));
  // The appended cards link to doctor pages that exist.
  const last = cards.last().locator('a').first();
  await last.click();
  await expect(page.locator('h1')).toBeVisible();
});

test('Load More says so when the next doctors cannot be read, and a later click goes on', async ({ page }) => {
  let failing = true;
  await page.route(/\/more-[a-z0-9-]+\.json$/, (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/specialities/best-doctors-for-family-medicine/');
  const button = page.getByRole('button', { name: 'Load More' });
  await page.locator('.load-more').scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(/Could not load more doctors\. Please try again\./);
  await expect(page.locator('main .card')).toHaveCount(10);
  failing = false;
  await button.click();
  await expect(page.locator('main .card')).toHaveCount(20);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Load More finds its place again when a chunk it was to read is gone (the list was published again)', async ({ page, request }) => {
  const further = await chunkNames(request);
  // The first chunk after 'start' answers 404 once, as a chunk removed by a nightly deploy would.
  let starts = 0;
  let gone = true;
  await page.route(/\/more-[a-z0-9-]+\.json$/, async (route) => {
    if (route.request().url().endsWith('/more-start.json')) starts++;
    else if (gone) {
      gone = false;
      return route.fulfill({ status: 404, body: 'Not Found' });
    }
    return route.continue();
  });
  await page.goto('/specialities/best-doctors-for-family-medicine/');
  const cards = page.locator('main .card');
  const button = page.getByRole('button', { name: 'Load More' });
  await page.locator('.load-more').scrollIntoViewIfNeeded();
  for (let shown = 10; shown < 10 + further.length; shown += 10) {
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(cards).toHaveCount(Math.min(shown + 10, 10 + further.length));
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  // It read the list again from its first chunk, past the doctors it had shown: each doctor once, in order.
  expect(gone).toBe(false);
  expect(starts).toBe(2);
  expect((await page.locator('main .card h3').allTextContents()).slice(10).map((name) => name.trim())).toEqual(further);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Load More is a link to the next static page, and every doctor of the speciality is reached from it', async ({ page, request }) => {
    await page.goto('/specialities/best-doctors-for-family-medicine/');
    const seen: string[] = [];
    const addCards = async () => {
      for (const name of await page.locator('main .card h3').allTextContents()) seen.push(name.trim());
    };
    await addCards();
    expect(seen).toHaveLength(10);
    let pages = 1;
    const more = page.getByRole('link', { name: 'Load More' });
    while ((await more.count()) > 0 && pages < 200) {
      await more.click();
      pages++;
      await expect(page).toHaveURL(/\/specialities\/best-doctors-for-family-medicine\/more\/[a-z0-9-]+\/$/);
      await addCards();
    }
    expect(pages).toBeGreaterThan(2);
    // The same doctors, in the same order, as Load More shows with JavaScript.
    expect(seen.slice(10)).toEqual(await chunkNames(request));
  });
});

test("a state without cities shows 'Coming Soon' and moves on to /best-doctors/", async ({ page }) => {
  await page.goto('/best-doctors/wyoming/');
  await expect(page.getByText('Coming Soon')).toBeVisible();
  await page.waitForURL(/\/best-doctors\/$/, { timeout: 10_000 });
});
