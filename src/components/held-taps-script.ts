/**
 * The script that holds a tap made before the islands hydrate (src/lib/held-taps.ts): a classic inline script at the
 * top of every page, so it runs before the visitor can reach a form or Load More, not after the page's own script
 * has arrived (which on a slow connection takes seconds). Its hash goes into the page's CSP (BaseLayout).
 */
import { createHash } from 'node:crypto';
import { HELD_TAP } from '../lib/held-taps.ts';

// Serialised into the page, and kept small (every page carries it): it may use nothing but its argument and the
// browser's globals. A click with a modifier key or another button is let through: it opens the link's no-script page
// in another tab, as the visitor asked. (A submit has no button or keys: undefined.)
function holdTaps(attr: typeof HELD_TAP): void {
  function hold(event: Event & Partial<MouseEvent>): void {
    const target = (event.target as Element).closest?.(`${event.type === 'submit' ? 'form' : 'a'}[${attr.hold}]`);
    if (!target || target.hasAttribute(attr.hydrated) || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    target.setAttribute(attr.pending, '');
  }
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', hold, true);
}

/** The script's text, as the page carries it. */
export const HELD_TAPS_SCRIPT = `(${holdTaps.toString()})(${JSON.stringify(HELD_TAP)})`;

/** Its CSP source (`script-src 'sha256-…'`). */
export const HELD_TAPS_SCRIPT_HASH = `sha256-${createHash('sha256').update(HELD_TAPS_SCRIPT).digest('base64')}` as const;
