/**
 * Office hours as the API writes them ('8:00 AM - 5:00 PM', '24 Hours', 'Closed', '') read into minutes of the day,
 * and a week of them in the compact text a page carries for its "open now" script. Text it cannot read is unknown,
 * and a listing with an unknown day shows no status at all: none is better than a wrong one.
 */

export const MINUTES_PER_DAY = 1440;

/** The weekday names, Monday first (the API's order; the original interface misspelled Thursday). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Open from one minute of the day to another; a range past midnight ends after 1440, in the next day's hours. */
export interface OpenRange {
  readonly from: number;
  readonly to: number;
}

/** One day: its open ranges in order (none: closed; 0–1440: all day), not listed (empty text), or unknown text. */
export type DayHours = readonly OpenRange[] | 'not-listed' | 'unknown';

/** Seven days, Monday first. */
export type WeekHours = readonly DayHours[];

const ALL_DAY: readonly OpenRange[] = [{ from: 0, to: MINUTES_PER_DAY }];
const CLOSED = /^closed$/i;
const OPEN_ALL_DAY = /^(?:open\s+)?24\s*(?:hours?|hrs?|\/\s*7)$/i;
const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b)\s*/i;
const RANGES_SEPARATOR = /\s*[,;]\s*|\s+(?:and|&)\s+/i;
const TIME = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;

/** A clock time ('9 AM', '5:30pm', 'noon', 'midnight') as minutes after midnight; undefined when not one. */
function minuteOf(text: string): number | undefined {
  if (/^noon$/i.test(text)) return 12 * 60;
  if (/^midnight$/i.test(text)) return 0;
  const match = TIME.exec(text);
  if (!match) return undefined;
  const [, hourText = '', minuteText = '0', meridiem = ''] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  return (hour % 12) * 60 + minute + (meridiem.toLowerCase() === 'p' ? 12 * 60 : 0);
}

/** '9:00 AM - 5:00 PM' as minutes; a range whose end is not after its start runs past midnight. */
function rangeOf(text: string): OpenRange | undefined {
  const ends = text.split(RANGE_SEPARATOR);
  if (ends.length !== 2) return undefined;
  const [from, to] = ends.map(minuteOf);
  if (from === undefined || to === undefined) return undefined;
  if (to > from) return { from, to };
  // Equal ends are all day only from midnight to midnight; '9 AM - 9 AM' is not clear enough to trust.
  if (to === from && from !== 0) return undefined;
  return { from, to: to + MINUTES_PER_DAY };
}

/** One day's hours text as the API gave it. */
export function parseDayHours(text: string): DayHours {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return 'not-listed';
  if (CLOSED.test(trimmed)) return [];
  if (OPEN_ALL_DAY.test(trimmed)) return ALL_DAY;
  const ranges: OpenRange[] = [];
  for (const part of trimmed.split(RANGES_SEPARATOR)) {
    const range = rangeOf(part);
    const previous = ranges.at(-1);
    // Several ranges must follow each other through the day without overlapping.
    if (!range || (previous && range.from < previous.to)) return 'unknown';
    ranges.push(range);
  }
  return ranges;
}

// The compact week: seven days Monday first, separated by spaces; a day is 'x' (closed), 'n' (not listed), or its
// ranges 'from-to' in minutes, separated by commas ('480-1020,1080-1320').
const CLOSED_CODE = 'x';
const NOT_LISTED_CODE = 'n';

/** A week in the compact text of a page's data attribute; undefined when any day is unknown. */
export function encodeWeekHours(week: WeekHours): string | undefined {
  const days: string[] = [];
  for (const day of week) {
    if (day === 'unknown') return undefined;
    if (day === 'not-listed') days.push(NOT_LISTED_CODE);
    else days.push(day.length === 0 ? CLOSED_CODE : day.map(({ from, to }) => `${from}-${to}`).join(','));
  }
  return days.join(' ');
}

/** A week back from its compact text; undefined for anything encodeWeekHours does not write. */
export function decodeWeekHours(text: string): WeekHours | undefined {
  const days = text.split(' ');
  if (days.length !== WEEKDAY_NAMES.length) return undefined;
  const week: DayHours[] = [];
  for (const day of days) {
    if (day === NOT_LISTED_CODE) week.push('not-listed');
    else if (day === CLOSED_CODE) week.push([]);
    else {
      const ranges: OpenRange[] = [];
      for (const range of day.split(',')) {
        const match = /^(\d{1,4})-(\d{1,4})$/.exec(range);
        const from = Number(match?.[1]);
        const to = Number(match?.[2]);
        if (!match || from >= MINUTES_PER_DAY || to <= from || to > from + MINUTES_PER_DAY) return undefined;
        ranges.push({ from, to });
      }
      week.push(ranges);
    }
  }
  return week;
}

/** What a listing's page carries for its status: its week, and its city's time zone (not needed when no day has hours). */
export interface OpenNowData {
  readonly week: string;
  readonly timeZone: string | undefined;
}

/**
 * A listing's status data from its seven hours texts (Monday first) and its city's time zone (asked only when
 * needed); undefined when it shows no status: a day's text is unknown, or hours are listed but the zone is not known.
 */
export function openNowData(hours: readonly string[], timeZone: () => string | undefined): OpenNowData | undefined {
  const week = hours.map(parseDayHours);
  const encoded = encodeWeekHours(week);
  if (encoded === undefined) return undefined;
  if (week.every((day) => day === 'not-listed')) return { week: encoded, timeZone: undefined };
  const zone = timeZone();
  return zone ? { week: encoded, timeZone: zone } : undefined;
}
