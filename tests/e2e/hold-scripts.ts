/** A slow connection for the browser tests: the HTML arrives, the site's scripts wait. */
import type { Page } from '@playwright/test';

/**
 * Holds back every script file of the site until `release()`, as a slow connection would: the HTML (and its inline
 * script) arrives, the bundles do not. Records every address the page went to or asked for.
 */
export async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return { release, addresses };
}
