import { expect, test, type Page } from '@playwright/test';
import { findInOutbox } from './outbox.ts';

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function formIn(page: Page, path: string) {
  await page.goto(path);
  const form = page.locator('main form.message-form');
  await form.scrollIntoViewIfNeeded();
  // Hydrated when the island is visible.
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

test.describe('Contact Us', () => {
  test('stays disabled until every field is filled and the e-mail matches, then posts and stores the message', async ({ page }) => {
    const form = await formIn(page, '/contact-us/');
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Name').fill('maria lopez');
    await form.getByLabel('Phone').fill('(512) 555-0142');
    await expect(form.getByLabel('Phone')).toHaveValue('5125550142');
    await form.getByLabel('Email').fill('maria@example');
    const message = unique('Is Dr. Smith accepting new patients?');
    await form.getByLabel('Message').fill(message);
    await expect(submit).toBeDisabled();
    await expect(form.getByRole('alert')).toBeVisible();
    await form.getByLabel('Email').fill('maria@example.org');
    await expect(submit).toBeEnabled();
    // The API answers only once 'Sending...' has been seen (locally it answers at once).
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/Home/SendContactUsEmail', async (route) => {
      await answered;
      await route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await submit.click();
    await expect(page.getByText('Sending...')).toBeVisible();
    answer();
    await expect(page.getByText('Send Successful!')).toBeVisible();
    // One toast at a time (issue 46, item 8): 'Sending...' became 'Send Successful!' instead of staying under it.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await reloaded;
    expect(findInOutbox(message)).toEqual({ form: 'contact-us', name: 'maria lopez', email: 'maria@example.org', phone: '5125550142', message });
  });

  test("shows 'Failed! 500' when the API answers an error", async ({ page }) => {
    await page.route('**/api/Home/SendContactUsEmail', (route) => route.fulfill({ status: 500, body: '{}' }));
    const form = await formIn(page, '/contact-us/');
    await form.getByLabel('Name').fill('Ann');
    await form.getByLabel('Phone').fill('5550100');
    await form.getByLabel('Email').fill('ann@example.org');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Failed! 500')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

test.describe('Write For Us', () => {
  test('posts a valid message, and shows the network error when the API cannot be reached', async ({ page }) => {
    const form = await formIn(page, '/write-for-us/');
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Name').fill('sam lee');
    await form.getByLabel('Email').fill('sam.lee@example.com');
    const message = unique('I would like to write about sleep and ADHD.');
    await form.getByLabel('Message').fill(message);
    await expect(submit).toBeEnabled();
    await page.route('**/api/Home/InsertWriteForUsForm', (route) => route.abort('connectionrefused'));
    await submit.click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText(/fetch|network|Failed/i);
    expect(findInOutbox(message)).toBeUndefined();
    await page.unroute('**/api/Home/InsertWriteForUsForm');
    await submit.click();
    await expect(page.getByText('Send Successful!')).toBeVisible();
    await expect.poll(() => findInOutbox(message)?.form).toBe('write-for-us');
  });
});

test.describe('footer feedback', () => {
  test("asks to 'Fill all Fields', then thanks the visitor, clears the fields and scrolls to the top", async ({ page }) => {
    // The layout's script hydrates the server-rendered form: React reports any mismatch as an error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/best-doctors/');
    const form = page.locator('footer form.feedback-form');
    await expect(form).not.toHaveAttribute('data-hydrated');
    await form.scrollIntoViewIfNeeded();
    const send = form.getByRole('button', { name: 'Send Feedback' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    expect(errors).toEqual([]);
    await form.getByLabel('Name').fill('Ann');
    await send.click();
    await expect(page.getByText('Fill all Fields')).toBeVisible();
    await form.getByLabel('Email').fill('not checked here');
    const message = unique('Great site, thanks.');
    await form.getByLabel('Message').fill(message);
    await send.click();
    await expect(page.getByText('Thank you for giving us Feedback')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await expect.poll(() => findInOutbox(message)?.form).toBe('feedback');
  });

  test('shows the toast top-right in light blue with black text', async ({ page }) => {
    await page.goto('/blogs/');
    const form = page.locator('footer form.feedback-form');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await form.getByRole('button', { name: 'Send Feedback' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Fill all Fields' });
    await expect(toast).toBeVisible();
    const style = await toast.evaluate((element) => ({
      color: getComputedStyle(element).color,
      background: getComputedStyle(element).backgroundColor,
    }));
    expect(style).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(207, 234, 247)' });
    await expect(page.locator('[data-sonner-toaster]').filter({ has: toast })).toHaveAttribute('data-x-position', 'right');
  });
});

test('what a visitor types before the form hydrates is kept', async ({ page }) => {
  // Hold the island's script back, as a slow connection would.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/MessageForm.*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/contact-us/');
  const form = page.locator('main form.message-form');
  await form.getByLabel('Name').fill('early typist');
  await expect(form).not.toHaveAttribute('data-hydrated');
  release();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await expect(form.getByLabel('Name')).toHaveValue('early typist');
});
