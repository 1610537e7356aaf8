// Writes each listing's "open now" status (OpenNowStatus.astro) from its week of hours and the clock of its city's
// time zone, and keeps it current each minute. Display only and quiet (no live region): without JavaScript, or for
// a moment it cannot tell, the element stays hidden.
import { openStatus, openStatusText, weekMomentIn } from '../lib/open-status.ts';
import { decodeWeekHours } from '../lib/opening-hours.ts';

const MINUTE_MS = 60_000;

function statusAt(element: HTMLElement, instant: Date) {
  const week = decodeWeekHours(element.dataset.openWeek ?? '');
  if (!week) return undefined;
  const { timeZone } = element.dataset;
  if (timeZone) {
    const moment = weekMomentIn(timeZone, instant);
    return moment && openStatus(week, moment);
  }
  // Without a zone only a week without hours has a status ('Hours not listed'), the same at any moment.
  const status = openStatus(week, { weekday: 0, minute: 0 });
  return status?.kind === 'not-listed' ? status : undefined;
}

function refresh(elements: readonly HTMLElement[]): void {
  const instant = new Date();
  for (const element of elements) {
    const status = statusAt(element, instant);
    const text = status ? openStatusText(status) : '';
    if (element.textContent !== text) element.textContent = text;
    element.dataset.status = status?.kind ?? '';
    element.hidden = !status;
  }
}

const elements = [...document.querySelectorAll<HTMLElement>('[data-open-week]')];
if (elements.length > 0) {
  const tick = () => {
    refresh(elements);
    setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
  };
  tick();
}
