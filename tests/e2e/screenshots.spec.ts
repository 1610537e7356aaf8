/**
 * What a visitor sees, template by template, on a phone (390 px) and a desktop (1280 px): a visual regression
 * (a banner clipped into an oval, a grid collapsing, a card losing its layout) fails here. The test site's random
 * lists are seeded, so each page is the same on every run. Baselines: tests/e2e/screenshots/; after a deliberate
 * change, look at the new pictures, then `npm run test:e2e -- screenshots --update-snapshots`.
 */
import { expect, test, type Page } from '@playwright/test';

/** The first link of a page matching a selector: detail pages are found the way a visitor finds them. */
async function firstLink(page: Page, from: string, selector: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`No link matches ${selector} on ${from}`);
  return href;
}

const TEMPLATES: ReadonlyArray<{ readonly name: string; readonly path: (page: Page) => Promise<string> }> = [
  { name: 'home', path: async () => '/' },
  { name: 'doctors', path: async () => '/best-doctors/' },
  { name: 'doctor-state', path: async () => '/best-doctors/california/' },
  { name: 'doctor-speciality-in-city', path: (page) => firstLink(page, '/best-doctors/california/los-angeles/', 'main .grid a') },
  {
    name: 'doctor',
    path: async (page) => firstLink(page, await firstLink(page, '/best-doctors/california/los-angeles/', 'main .grid a'), 'main .cards .card h3 a'),
  },
  { name: 'speciality', path: async () => '/specialities/best-doctors-for-family-medicine/' },
  { name: 'hospital', path: (page) => firstLink(page, '/best-hospitals/california/los-angeles/', 'main .cards .card a') },
  { name: 'pharmacy', path: (page) => firstLink(page, '/best-pharmacies/california/los-angeles/', 'main .cards .card a') },
  { name: 'blogs', path: async () => '/blogs/' },
  { name: 'blog', path: (page) => firstLink(page, '/blogs/', 'main .blog-card a') },
];

const PICTURE_TIME = new Date('2026-07-14T17:30:00Z');

/**
 * Loads every image now (lazy ones included), lets what hydrates on scrolling hydrate (the footer form), and waits
 * for the images, the fonts and the network, so the picture is complete and stays still.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      new Promise<void>((done) => {
        if (image.complete) return done();
        image.addEventListener('load', () => done(), { once: true });
        image.addEventListener('error', () => done(), { once: true });
      });
    await Promise.all(images.map(loaded));
    // Loaded is not yet painted: on a loaded machine a large image may still be decoding when the picture is taken.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const template of TEMPLATES) {
      test(`${template.name} looks as it did`, async ({ page }) => {
        // Listings say whether they are open now: one moment for every picture (Tuesday 10:30 AM in Los Angeles).
        await page.clock.setFixedTime(PICTURE_TIME);
        const path = await template.path(page);
        await page.goto(path);
        await settle(page);
        // The 'Updated' date is the day the test site was crawled: its words are hidden, its line kept.
        await page.evaluate(() => {
          for (const date of document.querySelectorAll<HTMLElement>('.updated time')) date.style.visibility = 'hidden';
        });
        await expect(page).toHaveScreenshot(`${template.name}-${width}.png`, { fullPage: true, timeout: 15_000 });
      });
    }
  });
}
