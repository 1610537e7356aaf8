/**
 * Phone first (issue 46, item 5), at 390 px: a listing's Call and Get directions are the first things under its
 * name, as buttons of 44×44 CSS px at least; every interactive target of every template passes WCAG 2.2's 2.5.8
 * Target Size (Minimum); nothing floats over the page's content or a form's error.
 */
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** The href of the first element matching a selector on a page, as a visitor finds the next page. */
async function hrefOn(page: Page, from: string, selector: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(selector).first().getAttribute('href');
  if (!href) throw new Error(`No link matches ${selector} on ${from}`);
  return href;
}

const FACILITIES = ['best-pharmacies', 'best-urgent-care', 'best-group-practice'] as const;

/** One page of each listing template: a doctor (both addresses), a hospital, and each kind of facility. */
async function listingPages(page: Page): Promise<Record<string, string>> {
  const city = '/best-doctors/california/los-angeles/';
  const speciality = await hrefOn(page, city, 'main .grid a');
  const listings: Record<string, string> = {
    doctor: await hrefOn(page, speciality, 'main .cards .card h3 a[href^="/best-doctors/"]'),
    'doctor by speciality': await hrefOn(page, '/specialities/best-doctors-for-family-medicine/', 'main .cards .card h3 a'),
    hospital: await hrefOn(page, '/best-hospitals/california/los-angeles/', 'main .cards .card a'),
  };
  for (const kind of FACILITIES) {
    const cityPage = await hrefOn(page, `/${kind}/california/`, 'main .grid a');
    listings[kind] = await hrefOn(page, cityPage, 'main .cards .card a.button');
  }
  return listings;
}

/** One page of every template of the site. */
async function everyTemplate(page: Page): Promise<string[]> {
  const listings = await listingPages(page);
  const lists: string[] = [];
  for (const kind of FACILITIES) lists.push(`/${kind}/`, `/${kind}/california/`, await hrefOn(page, `/${kind}/california/`, 'main .grid a'));
  return [
    '/',
    '/no/such/page',
    '/best-doctors/',
    '/best-doctors/california/',
    '/best-doctors/california/los-angeles/',
    await hrefOn(page, '/best-doctors/california/los-angeles/', 'main .grid a'),
    '/specialities/',
    '/specialities/best-doctors-for-family-medicine/',
    '/best-hospitals/',
    '/best-hospitals/california/',
    '/best-hospitals/california/los-angeles/',
    ...lists,
    '/blogs/',
    await hrefOn(page, '/blogs/', 'main .blog-card a'),
    '/contact-us/',
    '/write-for-us/',
    '/search/',
    '/saved/',
    '/offline/',
    ...Object.values(listings),
  ];
}

test('a listing shows Call and Get directions first under its name, as buttons of 44×44 px at least', async ({ page }) => {
  test.setTimeout(60_000);
  for (const [template, path] of Object.entries(await listingPages(page))) {
    await page.goto(path);
    const seen = await page.evaluate(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return undefined;
      // The first two things a visitor can tap after the name, in the page's order.
      const after = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main summary, main input')].filter(
        (element) => heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && element.getClientRects().length > 0,
      );
      const name = heading.getBoundingClientRect();
      return after.slice(0, 2).map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent?.trim() ?? '',
          href: element.getAttribute('href') ?? '',
          width: box.width,
          height: box.height,
          top: box.top - name.bottom,
          bottom: box.bottom - name.bottom,
        };
      });
    });
    expect(seen, template).toBeDefined();
    const [call, directions] = seen ?? [];
    expect(call?.href, `${template}: Call`).toMatch(/^tel:/);
    expect(call?.text, `${template}: Call`).toMatch(/^Call /);
    expect(directions?.text, `${template}: Get directions`).toMatch(/^Get directions/);
    for (const button of [call, directions]) {
      expect(button?.width, `${template}: ${button?.text}`).toBeGreaterThanOrEqual(44);
      expect(button?.height, `${template}: ${button?.text}`).toBeGreaterThanOrEqual(44);
    }
    // Right under the name (its speciality or rating line may come between), the second beside or under the first.
    expect(call?.top, `${template}: Call`).toBeLessThan(100);
    expect(directions?.top, `${template}: Get directions`).toBeLessThanOrEqual((call?.bottom ?? 0) + 12);
  }
});

interface Target {
  readonly label: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** Inside a sentence: WCAG 2.5.8's "Inline" exception. */
  readonly inline: boolean;
}

/** Every visible target a pointer can activate on the page, with its box in page coordinates. */
function visibleTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const isTarget = (element: Element) => element.matches(SELECTOR);
    const shown = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        element.getClientRects().length > 0 &&
        box.width > 0 &&
        box.height > 0 &&
        style.visibility === 'visible' &&
        style.pointerEvents !== 'none' &&
        Number(style.opacity) > 0 &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    };
    // A link in running text: its block holds words that are not themselves targets.
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block: HTMLElement | null = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let owner = node.parentElement;
        while (owner && owner !== block && !isTarget(owner)) owner = owner.parentElement;
        if (owner === block) return true;
      }
      return false;
    };
    const targets = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
    // A label standing in for a control it hides (the menu's checkbox) is the target instead.
    for (const label of document.querySelectorAll<HTMLLabelElement>('label[for]'))
      if (label.control && !shown(label.control as HTMLElement)) targets.push(label);
    // A control's target includes its labels: a tap on them activates it (a radio button and its words).
    const boxOf = (element: HTMLElement) => {
      const boxes = [element, ...('labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [])].map((part) =>
        part.getBoundingClientRect(),
      );
      return {
        left: Math.min(...boxes.map((box) => box.left)),
        top: Math.min(...boxes.map((box) => box.top)),
        right: Math.max(...boxes.map((box) => box.right)),
        bottom: Math.max(...boxes.map((box) => box.bottom)),
      };
    };
    return targets.filter(shown).map((element) => {
      const box = boxOf(element);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return {
        label: `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}> ${name}`,
        left: box.left + window.scrollX,
        top: box.top + window.scrollY,
        right: box.right + window.scrollX,
        bottom: box.bottom + window.scrollY,
        inline: inSentence(element),
      };
    });
  });
}

const MINIMUM = 24;
const RADIUS = MINIMUM / 2;
const centre = (target: Target) => ({ x: (target.left + target.right) / 2, y: (target.top + target.bottom) / 2 });
const distanceToBox = (point: { x: number; y: number }, box: Target) =>
  Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));

/**
 * The targets that fail WCAG 2.2's 2.5.8: smaller than 24×24 CSS px, not in a sentence, and not spaced: "if a 24
 * CSS pixel diameter circle is centered on the bounding box of each, the circles do not intersect another target
 * or the circle for another undersized target".
 */
function failingTargets(targets: readonly Target[]): string[] {
  const small = (target: Target) => target.right - target.left < MINIMUM - 0.01 || target.bottom - target.top < MINIMUM - 0.01;
  const undersized = targets.filter((target) => small(target) && !target.inline);
  return undersized
    .filter((target) => {
      const at = centre(target);
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (distanceToBox(at, other) < RADIUS) return true;
        const there = centre(other);
        return undersized.includes(other) && Math.hypot(at.x - there.x, at.y - there.y) < MINIMUM;
      });
      return crowded;
    })
    .map((target) => `${target.label} (${Math.round(target.right - target.left)}×${Math.round(target.bottom - target.top)})`);
}

test('the spacing rule of 2.5.8 is what this test checks', () => {
  const box = (left: number, top: number, size: number, inline = false): Target => ({
    label: `${left},${top}`,
    left,
    top,
    right: left + size,
    bottom: top + size,
    inline,
  });
  // Two 16 px targets whose centres are 24 px apart: their circles touch, not intersect.
  expect(failingTargets([box(0, 0, 16), box(24, 0, 16)])).toEqual([]);
  expect(failingTargets([box(0, 0, 16), box(23, 0, 16)])).toHaveLength(2);
  // A small target beside a large one: its circle must stay off the large one's box.
  expect(failingTargets([box(0, 0, 16), box(19, 0, 30)])).toHaveLength(1);
  expect(failingTargets([box(0, 0, 16), box(20, 0, 30)])).toEqual([]);
  expect(failingTargets([box(0, 0, 16, true), box(17, 0, 16, true)])).toEqual([]);
});

test('every interactive target of every template is 24×24 px or spaced as WCAG 2.5.8 allows', async ({ page }) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  for (const path of await everyTemplate(page)) {
    await page.goto(path);
    // Open what a visitor opens: the report form of a listing, the navbar's menu.
    const report = page.locator('details.report-problem summary');
    if (await report.count()) await report.click();
    await page.locator('label.nav-toggle-label').click();
    const failing = failingTargets(await visibleTargets(page));
    if (failing.length) found[path] = failing;
  }
  expect(found).toEqual({});
});

test('nothing floats over the page: only the navbar stays in place while the page scrolls', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ['/best-doctors/', '/contact-us/', ...Object.values(await listingPages(page))]) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const floating = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position) && element.getClientRects().length > 0)
        .filter((element) => !element.matches('.site-header, #progress-bar'))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(floating, path).toEqual([]);
  }
});

test("the report form's error is never covered, wherever it sits on the screen", async ({ page }) => {
  await page.goto((await listingPages(page))['best-pharmacies'] ?? '');
  const details = page.locator('details.report-problem');
  await details.locator('summary').click();
  // The form wakes at the first touch inside it.
  await details.getByLabel(/Your e-mail/).click();
  await expect(details.locator('form.report-problem-form')).toHaveAttribute('data-hydrated', 'true');
  await details.getByRole('button', { name: 'Send report' }).click();
  const error = details.getByRole('alert').first();
  await expect(error).toBeVisible();
  // At the bottom right of the screen, where a floating arrow would sit, and below the navbar at the top.
  for (const block of ['end', 'center'] as const) {
    await error.evaluate((element, where) => element.scrollIntoView({ block: where, inline: 'end' }), block);
    const covered = await error.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      return points.filter(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !(element === hit || element.contains(hit));
      }).length;
    });
    expect(covered, `error scrolled to ${block}`).toBe(0);
  }
});
