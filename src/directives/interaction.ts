/**
 * `client:interaction`: hydrates an island the first time the visitor touches it (pointer, focus or key),
 * so a page pays for an island's JavaScript only when someone uses it. Until then its HTML works on its own; a
 * click on one of its script-only buttons (type="button", which do nothing without it) is clicked again once it
 * has hydrated, so the tap that woke the island is not lost.
 */
import type { ClientDirective } from 'astro';
import { FIRST_TOUCH_EVENTS as EVENTS } from '../lib/first-touch.ts';
import { HELD_TAP } from '../lib/held-taps.ts';

const interaction: ClientDirective = (load, _options, element) => {
  let started = false;
  let clicked: HTMLButtonElement | undefined;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement) clicked = button;
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) element.removeEventListener(type, start);
    element.addEventListener('click', remember, { capture: true });
    const hydrate = await load();
    await hydrate();
    element.removeEventListener('click', remember, { capture: true });
    // The button React now renders in its place, when hydration kept it (it does: the HTML is React's own).
    if (clicked?.isConnected) clicked.click();
  };
  for (const type of EVENTS) element.addEventListener(type, start, { once: true, passive: true });
  // Touched before this script arrived (a slow connection): a submit the page's early script held, or the focus
  // still inside. No event will come again: wake now, and the island acts on the held tap.
  if (element.querySelector(`[${HELD_TAP.pending}]`) || element.matches(':focus-within')) void start();
};

export default interaction;
