/**
 * Nothing typed leaks or is lost before the scripts arrive (issue 46, item 4; item 3's forms and filters; item 8's
 * toasts): no form puts its fields in a URL, without JavaScript or before its island hydrates; a submit or a Load
 * More tap made before hydration is kept and acted on once the scripts arrive; without JavaScript a form says why it
 * cannot be sent and where to write instead, and a filtered list says the filter needs JavaScript.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SUPPORT_EMAIL } from '../../src/config/site-contact.ts';
import { holdScripts } from './hold-scripts.ts';
import { findInOutboxContaining } from './outbox.ts';

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const SPECIALITY = '/specialities/best-doctors-for-family-medicine/';
const FILTERED_LIST = '/best-doctors/california/los-angeles/family-medicine/';

/** Opens a page without waiting for its scripts (its load event waits for them). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer form.feedback-form').waitFor({ state: 'attached' });
}

/** Whether any address holds a typed value, or any query at all (the forms' fields would make one). */
function expectNoLeak(addresses: readonly string[], typed: readonly string[], path: string) {
  for (const address of addresses) {
    for (const value of typed) {
      for (const form of [value, encodeURIComponent(value), encodeURIComponent(value).replaceAll('%20', '+')])
        expect(address, `an address held "${value}"`).not.toContain(form);
    }
    if (new URL(address).pathname === path) expect(new URL(address).search, address).toBe('');
  }
}

test.describe('before the scripts arrive', () => {
  test("the footer form holds an empty submit, and asks to 'Fill all Fields' once it wakes", async ({ page }) => {
    const { release, addresses } = await holdScripts(page);
    await open(page, '/best-doctors/');
    const form = page.locator('footer form.feedback-form');
    await form.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(form).toHaveAttribute('data-tap-pending');
    expect(page.url()).toMatch(/\/best-doctors\/$/);
    release();
    await expect(page.getByText('Fill all Fields')).toBeVisible();
    await expect(form).not.toHaveAttribute('data-tap-pending');
    expect(page.url()).toMatch(/\/best-doctors\/$/);
    expectNoLeak(addresses, [], '/best-doctors/');
  });

  test('the footer form keeps and sends, once, what was typed and submitted before it woke', async ({ page }) => {
    const { release, addresses } = await holdScripts(page);
    await open(page, '/best-doctors/');
    const form = page.locator('footer form.feedback-form');
    const typed = { name: 'Jane Private', email: 'jane.private@example.com', message: unique('My diagnosis is confidential') };
    await form.getByLabel('Name').fill(typed.name);
    await form.getByLabel('Email').fill(typed.email);
    await form.getByLabel('Message').fill(typed.message);
    // Enter in a field submits as the button does.
    await form.getByLabel('Email').press('Enter');
    await expect(form).toHaveAttribute('data-tap-pending');
    await expect(form).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.getByText('Thank you for giving us Feedback')).toBeVisible();
    await expect.poll(() => findInOutboxContaining(typed.message).length).toBe(1);
    expect(findInOutboxContaining(typed.message)[0]).toMatchObject({ form: 'feedback', name: typed.name, email: typed.email });
    await expect(form.getByLabel('Message')).toHaveValue('');
    expectNoLeak(addresses, Object.values(typed), '/best-doctors/');
  });

  for (const [path, fields] of [
    ['/contact-us/', ['Name', 'Phone', 'Email', 'Message']],
    ['/write-for-us/', ['Name', 'Email', 'Message']],
  ] as const) {
    test(`${path}: a submit before the form woke is sent once it wakes, with one toast at a time`, async ({ page }) => {
      const { release, addresses } = await holdScripts(page);
      await open(page, path);
      const form = page.locator('main form.message-form');
      const typed: Record<string, string> = {
        Name: 'Sam Private',
        Phone: '5125550142',
        Email: 'sam.private@example.org',
        Message: unique('About my condition'),
      };
      for (const field of fields) await form.getByLabel(field).fill(typed[field] ?? '');
      // Before hydration the button is not disabled: the tap is held, not lost.
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form).toHaveAttribute('data-tap-pending');
      expect(new URL(page.url()).pathname).toBe(path);
      const reloaded = page.waitForEvent('load');
      release();
      await expect(page.getByText('Send Successful!')).toBeVisible();
      // 'Sending...' was replaced, not stacked on.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      await expect.poll(() => findInOutboxContaining(typed.Message ?? '').length).toBe(1);
      await reloaded;
      expect(new URL(page.url()).search).toBe('');
      expectNoLeak(
        addresses,
        fields.map((field) => typed[field] ?? ''),
        path,
      );
    });
  }

  test('/contact-us/: a submit before the form woke with a field missing shows what is missing', async ({ page }) => {
    const { release } = await holdScripts(page);
    await open(page, '/contact-us/');
    const form = page.locator('main form.message-form');
    await form.getByLabel('Name').fill('Ann');
    await form.getByRole('button', { name: 'Submit' }).click();
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByLabel('Phone')).toBeFocused();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(form.getByLabel('Name')).toHaveValue('Ann');
  });

  test("a listing's report submitted before the form woke is sent once it wakes, and thanked as a report", async ({ page }) => {
    await page.goto(FILTERED_LIST);
    const listing = (await page.locator('main .card h3 a[href^="/best-doctors/"]').first().getAttribute('href')) ?? '';
    const { release, addresses } = await holdScripts(page);
    await open(page, listing);
    const details = page.locator('details.report-problem');
    await details.getByText('Report a problem with this listing').click();
    await details.getByLabel('Phone number').check();
    const text = unique('The number is private now');
    await details.getByLabel('What should it say? (optional)').fill(text);
    await details.getByRole('button', { name: 'Send report' }).click();
    await expect(details.locator('form')).toHaveAttribute('data-tap-pending');
    release();
    // One toast ('Sending...' replaced), thanking for the report, not for "Feedback".
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveText(/^Thank you for your report/);
    await expect(toasts).toHaveCount(1);
    await expect.poll(() => findInOutboxContaining(text).length).toBe(1);
    expect(findInOutboxContaining(text)[0]?.message).toContain('Phone number');
    expectNoLeak(addresses, [text], listing);
  });

  test('a ZIP code entered in the near-me box before it woke is looked up once it wakes, and never goes into the address', async ({ page }) => {
    const { release, addresses } = await holdScripts(page);
    await open(page, '/best-doctors/');
    const zip = page.locator('.near-form').getByRole('combobox', { name: 'ZIP code' });
    await zip.fill('96753');
    await zip.press('Enter');
    await expect(page.locator('.near-form')).toHaveAttribute('data-tap-pending');
    release();
    await expect(page.locator('.near-status')).toHaveText('10 cities with doctors near 96753, nearest first.');
    await expect(page.locator('.near-form')).not.toHaveAttribute('data-tap-pending');
    expectNoLeak(addresses, ['96753'], '/best-doctors/');
  });

  test('Load More tapped before its island woke keeps the first page, and its cards continue the same grid', async ({ page }) => {
    const { release, addresses } = await holdScripts(page);
    await open(page, SPECIALITY);
    const more = page.getByRole('link', { name: 'Load More' });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(more).toHaveAttribute('data-tap-pending');
    const firstTen = (await page.locator('main .card h3').allTextContents()).map((name) => name.trim());
    expect(firstTen).toHaveLength(10);
    release();
    const list = page.locator('main ul.cards');
    await expect(list.locator('> li')).toHaveCount(20);
    // One list: the first page and the next ten, in order, in the same grid.
    await expect(list).toHaveCount(1);
    expect((await list.locator('> li h3').allTextContents()).slice(0, 10).map((name) => name.trim())).toEqual(firstTen);
    expect(new URL(page.url()).pathname).toBe(SPECIALITY);
    expect(addresses.filter((address) => address.includes('/more/'))).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: '10 more doctors shown.' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    await expectGridContinues(list);
  });
});

/** The eleventh card sits where the grid's next cell is: beside the tenth when its row has room, else the next row's
 * first, at the grid's row gap (no second grid, no empty cells beside the tenth). */
async function expectGridContinues(list: Locator) {
  const boxes = await list.locator('> li').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  const columns = boxes.filter((box) => Math.abs(box.top - (boxes[0]?.top ?? 0)) < 1).length;
  const [tenth, eleventh] = [boxes[9], boxes[10]];
  if (!tenth || !eleventh) throw new Error('fewer than 11 cards');
  const cell = boxes[10 % columns];
  expect(Math.abs(eleventh.left - (cell?.left ?? 0))).toBeLessThan(1);
  if (10 % columns !== 0) expect(Math.abs(eleventh.top - tenth.top)).toBeLessThan(1);
  else {
    const gap = (boxes[columns]?.top ?? 0) - ((boxes[0]?.top ?? 0) + Math.max(...boxes.slice(0, columns).map((box) => box.height)));
    const rowAbove = boxes.slice(10 - columns, 10);
    expect(eleventh.top - Math.max(...rowAbove.map((box) => box.bottom))).toBeCloseTo(gap, 0);
  }
}

/** A blog article's address, from the blog list. */
async function blogArticle(page: Page): Promise<string> {
  await page.goto('/blogs/');
  return (await page.locator('main .blog-card a').first().getAttribute('href')) ?? '';
}

/** Opens the page again as a browser that shows a form even without scripts would (the page's HTML given a style). */
async function showAnyway(page: Page, path: string, selector: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</head>', `<style>${selector} { display: grid !important; }</style></head>`);
    await route.fulfill({ response, body: html });
  });
  await page.goto(path);
  await expect(page.locator(selector)).toBeVisible();
}

test("a blog article's search made before the scripts arrive goes to the results page, the words never in an address", async ({ page }) => {
  const article = await blogArticle(page);
  const { release, addresses } = await holdScripts(page);
  await open(page, article);
  const typed = unique('pediatric dentist');
  const form = page.locator('aside form.site-search-form');
  await form.getByRole('searchbox').fill(typed);
  await form.getByRole('searchbox').press('Enter');
  await expect(form).toHaveAttribute('data-tap-pending');
  expect(new URL(page.url()).pathname).toBe(article);
  release();
  await page.waitForURL('**/search/');
  await expect(page.locator('main input').first()).toHaveValue(typed);
  expectNoLeak(addresses, [typed], '/search/');
  expect(new URL(page.url()).search).toBe('');
});

test('Save tapped before its script arrived is kept, and the listing saved once the script wakes', async ({ page }) => {
  await page.goto(FILTERED_LIST);
  const listing = (await page.locator('main .card h3 a[href^="/best-doctors/"]').first().getAttribute('href')) ?? '';
  const { release, addresses } = await holdScripts(page);
  await open(page, listing);
  const form = page.locator('form[data-save-listing]');
  await form.getByRole('button', { name: 'Save on this device' }).click();
  await expect(form).toHaveAttribute('data-tap-pending');
  release();
  await expect(form.getByRole('button', { name: 'Save on this device' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form).not.toHaveAttribute('data-tap-pending');
  expect(new URL(page.url()).pathname).toBe(listing);
  expectNoLeak(addresses, [], listing);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, formSelector, what] of [
    ['/best-doctors/', 'footer form.feedback-form', 'Sending feedback from this form'],
    ['/contact-us/', 'main form.message-form', 'Sending this form'],
    ['/write-for-us/', 'main form.message-form', 'Sending this form'],
  ] as const) {
    test(`${path}: the form says why it cannot be sent and gives the support address; it never submits to a URL`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator(formSelector);
      await expect(form).toBeHidden();
      // Playwright's text and role locators skip what is inside <noscript>: CSS finds it.
      const note = page.locator('noscript p').filter({ hasText: what });
      await expect(note).toBeVisible();
      await expect(note).toContainText('needs JavaScript');
      await expect(note.locator('a')).toHaveText(SUPPORT_EMAIL);
      await expect(note.locator('a')).toHaveAttribute('href', new RegExp(`^mailto:${SUPPORT_EMAIL}`));
      // A browser that showed the form anyway would post it (a static host refuses the post): no field reaches an address.
      await expect(form).toHaveAttribute('method', 'post');
      await showAnyway(page, path, formSelector);
      const typed = ['Jane Private', 'jane.private@example.com'];
      await form.getByLabel('Name').fill(typed[0] ?? '');
      await form.getByLabel('Email').fill(typed[1] ?? '');
      const navigated = page.waitForEvent('framenavigated');
      await form.getByLabel('Email').press('Enter');
      await navigated;
      expect(new URL(page.url()).search).toBe('');
      for (const value of typed) expect(page.url()).not.toContain(encodeURIComponent(value).replaceAll('%20', '+'));
    });
  }

  test("a blog article's search says it needs JavaScript; shown anyway, it puts no word in an address", async ({ page }) => {
    const article = await blogArticle(page);
    await page.goto(article);
    const form = page.locator('aside form.site-search-form');
    await expect(form).toBeHidden();
    await expect(page.locator('aside noscript p')).toContainText('Search needs JavaScript');
    await expect(form).toHaveAttribute('method', 'post');
    await showAnyway(page, article, 'aside form.site-search-form');
    const typed = 'my private symptom';
    const navigated = page.waitForEvent('framenavigated');
    await form.getByRole('searchbox').fill(typed);
    await form.getByRole('searchbox').press('Enter');
    await navigated;
    expect(new URL(page.url()).search).toBe('');
    for (const value of [typed, encodeURIComponent(typed), encodeURIComponent(typed).replaceAll('%20', '+')]) expect(page.url()).not.toContain(value);
  });

  test("a listing's report form says where to write instead", async ({ page }) => {
    await page.goto(FILTERED_LIST);
    const listing = (await page.locator('main .card h3 a[href^="/best-doctors/"]').first().getAttribute('href')) ?? '';
    await page.goto(listing);
    const details = page.locator('details.report-problem');
    await details.getByText('Report a problem with this listing').click();
    await expect(details.locator('form')).toBeHidden();
    await expect(details.locator('form')).toHaveAttribute('method', 'post');
    const note = details.locator('noscript p');
    await expect(note).toContainText('needs JavaScript');
    await expect(note.locator('a')).toHaveAttribute('href', new RegExp(`^mailto:${SUPPORT_EMAIL}`));
  });

  test('a filtered list says that filtering needs JavaScript', async ({ page }) => {
    await page.goto(`${FILTERED_LIST}?gender=female&min-rating=80`);
    await expect(page.locator('noscript p').filter({ hasText: 'need JavaScript' })).toBeVisible();
  });
});
