/**
 * Whether a listing is open at a moment of its own week, what changes next, and the words its pages show for it
 * ("Open now · Closes 6:00 PM"). Pure, so the browser's "open now" script and the unit tests share it.
 */
import { MINUTES_PER_DAY, WEEKDAY_NAMES, type WeekHours } from './opening-hours.ts';

const DAYS_PER_WEEK = WEEKDAY_NAMES.length;
const MINUTES_PER_WEEK = DAYS_PER_WEEK * MINUTES_PER_DAY;

/** A moment of the listing's week: the weekday (0 is Monday) and the minute of that day. */
export interface WeekMoment {
  readonly weekday: number;
  readonly minute: number;
}

/** When the listing next opens or closes, and how far that is from now. */
export interface Change extends WeekMoment {
  readonly daysAhead: number;
  readonly minutesAway: number;
}

/** The status; a change is undefined when an unlisted day stands before it (its time is then not known). */
export type OpenStatus =
  | { readonly kind: 'not-listed' }
  | { readonly kind: 'always-open' }
  | { readonly kind: 'open'; readonly closes: Change | undefined }
  | { readonly kind: 'closed'; readonly opens: Change | undefined };

interface Span {
  readonly from: number;
  readonly to: number;
}

/** Spans sorted by start, with those that touch or overlap joined (Monday until midnight, Tuesday from midnight). */
function joined(spans: readonly Span[]): Span[] {
  const result: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const last = result.at(-1);
    if (last && span.from <= last.to) result[result.length - 1] = { from: last.from, to: Math.max(last.to, span.to) };
    else result.push(span);
  }
  return result;
}

/**
 * The status of a week's hours at a moment of that week; undefined when it cannot be told: a day is unknown, or the
 * moment falls on a day whose hours are not listed (and no range of the day before reaches into it).
 */
export function openStatus(week: WeekHours, now: WeekMoment): OpenStatus | undefined {
  if (week.length !== DAYS_PER_WEEK || week.includes('unknown')) return undefined;
  if (week.every((day) => day === 'not-listed')) return { kind: 'not-listed' };
  // Open spans and unlisted days from yesterday to two weeks on, in minutes from the start of this week's Monday.
  const open: Span[] = [];
  const unlisted: Span[] = [];
  for (let day = -1; day < 2 * DAYS_PER_WEEK; day++) {
    const hours = week[(day + DAYS_PER_WEEK) % DAYS_PER_WEEK];
    const start = day * MINUTES_PER_DAY;
    if (hours === 'not-listed') unlisted.push({ from: start, to: start + MINUTES_PER_DAY });
    else if (Array.isArray(hours)) for (const range of hours) open.push({ from: start + range.from, to: start + range.to });
  }
  const spans = joined(open);
  const at = now.weekday * MINUTES_PER_DAY + now.minute;
  const unlistedBetween = (from: number, to: number) => unlisted.some((day) => day.from <= to && day.to > from);
  const change = (time: number): Change => {
    const day = Math.floor(time / MINUTES_PER_DAY);
    return {
      weekday: day % DAYS_PER_WEEK,
      minute: time - day * MINUTES_PER_DAY,
      daysAhead: day - now.weekday,
      minutesAway: time - at,
    };
  };
  const current = spans.find((span) => span.from <= at && at < span.to);
  if (current) {
    if (current.to - at >= MINUTES_PER_WEEK) return { kind: 'always-open' };
    return { kind: 'open', closes: unlistedBetween(current.to, current.to) ? undefined : change(current.to) };
  }
  if (unlistedBetween(at, at)) return undefined;
  const next = spans.find((span) => span.from > at);
  return { kind: 'closed', opens: next && !unlistedBetween(at, next.from) ? change(next.from) : undefined };
}

/** A minute of the day as the listings write it: '6:00 PM', '12:00 AM'. */
export function clockTime(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const minutes = String(minute % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The status in words: the time alone when it is today (or, for a closing, within a day), else the weekday too. */
export function openStatusText(status: OpenStatus): string {
  const dated = ({ weekday, minute }: Change) => `${WEEKDAY_NAMES[weekday]} ${clockTime(minute)}`;
  switch (status.kind) {
    case 'not-listed':
      return 'Hours not listed';
    case 'always-open':
      return 'Open 24 hours';
    case 'open': {
      const { closes } = status;
      if (!closes) return 'Open now';
      return `Open now · Closes ${closes.minutesAway < MINUTES_PER_DAY ? clockTime(closes.minute) : dated(closes)}`;
    }
    case 'closed': {
      const { opens } = status;
      if (!opens) return 'Closed now';
      return `Closed now · Opens ${opens.daysAhead === 0 ? clockTime(opens.minute) : dated(opens)}`;
    }
  }
}

const WEEKDAY_OF_SHORT_NAME: ReadonlyMap<string, number> = new Map(WEEKDAY_NAMES.map((name, index) => [name.slice(0, 3), index]));
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday and minute an instant is in a time zone ('America/Los_Angeles'); undefined for a zone the browser does not know. */
export function weekMomentIn(timeZone: string, instant: Date): WeekMoment | undefined {
  let clock = clocks.get(timeZone);
  if (!clock) {
    try {
      clock = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    } catch {
      return undefined;
    }
    clocks.set(timeZone, clock);
  }
  const parts = new Map(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  const weekday = WEEKDAY_OF_SHORT_NAME.get(parts.get('weekday') ?? '');
  const hour = Number(parts.get('hour'));
  const minute = Number(parts.get('minute'));
  if (weekday === undefined || !Number.isInteger(hour) || !Number.isInteger(minute)) return undefined;
  return { weekday, minute: (hour % 24) * 60 + minute };
}
