/**
 * A tap before the scripts arrive is kept, never lost and never a plain form submission (issue 46, item 4). A tiny
 * script at the top of every page (src/components/held-taps-script.ts) holds the submit of a form marked `hold` until
 * its island has hydrated (`hydrated`), and the click on a link marked `hold` (Load More before its island runs), and
 * marks them `pending`; the island acts on it when it wakes (use-form-hydration.ts, LoadMore.tsx).
 */
export const HELD_TAP = { hold: 'data-hold-tap', pending: 'data-tap-pending', hydrated: 'data-hydrated' } as const;

/** The attribute that asks for a held tap, as a React prop (`<form {...HOLD_TAP_PROP}>`). */
export const HOLD_TAP_PROP = { [HELD_TAP.hold]: '' } as const;

/** Whether a held tap waits on this element, and forgets it: the island acts on it once. */
export function takePendingTap(element: Element | null): boolean {
  if (!element?.hasAttribute(HELD_TAP.pending)) return false;
  element.removeAttribute(HELD_TAP.pending);
  return true;
}
