import { describe, expect, it } from 'vitest';
import { openStatus, openStatusText, weekMomentIn } from '../../../src/lib/open-status.ts';
import { parseDayHours } from '../../../src/lib/opening-hours.ts';

const MONDAY = 0;
const TUESDAY = 1;
const WEDNESDAY = 2;
const FRIDAY = 4;
const SATURDAY = 5;
const SUNDAY = 6;

/** A week from its seven texts, Monday first, as the API writes them. */
const week = (...days: string[]) => days.map(parseDayHours);
const at = (weekday: number, clock: string) => {
  const [hour = 0, minute = 0] = clock.split(':').map(Number);
  return { weekday, minute: hour * 60 + minute };
};
const statusText = (hours: ReturnType<typeof week>, weekday: number, clock: string) => {
  const status = openStatus(hours, at(weekday, clock));
  return status && openStatusText(status);
};

const OFFICE = week(
  '9:00 AM - 6:00 PM',
  '9:00 AM - 6:00 PM',
  '9:00 AM - 6:00 PM',
  '9:00 AM - 6:00 PM',
  '9:00 AM - 6:00 PM',
  '10:00 AM - 2:00 PM',
  'Closed',
);
const LATE = week('Closed', '6:00 PM - 2:00 AM', 'Closed', 'Closed', '6:00 PM - 2:00 AM', '6:00 PM - 2:00 AM', 'Closed');
const SUNDAY_NIGHT = week('Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed', '8:00 PM - 3:00 AM');
const ALWAYS = week('24 Hours', '24 Hours', '24 Hours', '24 Hours', '24 Hours', '24 Hours', '24 Hours');
const LUNCH_BREAK = week('8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed');
const BLANK_TUESDAY = week('9:00 AM - 5:00 PM', '', '9:00 AM - 5:00 PM', '9:00 AM - 5:00 PM', '9:00 AM - 5:00 PM', 'Closed', 'Closed');
const WEEKEND_AROUND_THE_CLOCK = week(
  '9:00 AM - 5:00 PM',
  '9:00 AM - 5:00 PM',
  '9:00 AM - 5:00 PM',
  '9:00 AM - 5:00 PM',
  '9:00 AM - 12:00 AM',
  '24 Hours',
  '12:00 AM - 5:00 PM',
);

describe('openStatus in words', () => {
  it.each<[string, ReturnType<typeof week>, number, string, string | undefined]>([
    // The two examples.
    ['open, closing today', OFFICE, MONDAY, '10:15', 'Open now · Closes 6:00 PM'],
    ['closed for the night', OFFICE, MONDAY, '18:00', 'Closed now · Opens Tuesday 9:00 AM'],
    ['closed, opening later today', OFFICE, TUESDAY, '7:30', 'Closed now · Opens 9:00 AM'],
    ['the first minute open', OFFICE, TUESDAY, '9:00', 'Open now · Closes 6:00 PM'],
    ['the last minute open', OFFICE, TUESDAY, '17:59', 'Open now · Closes 6:00 PM'],
    ['a shorter Saturday', OFFICE, SATURDAY, '13:00', 'Open now · Closes 2:00 PM'],
    ['closed over Sunday until Monday', OFFICE, SATURDAY, '14:00', 'Closed now · Opens Monday 9:00 AM'],
    ['a closed day', OFFICE, SUNDAY, '12:00', 'Closed now · Opens Monday 9:00 AM'],
    // Past midnight: at 1:00 AM Wednesday the Tuesday range still counts.
    ['open past midnight, in the evening', LATE, TUESDAY, '23:00', 'Open now · Closes 2:00 AM'],
    ['open past midnight, after midnight', LATE, WEDNESDAY, '1:00', 'Open now · Closes 2:00 AM'],
    ['closed after the late range ends', LATE, WEDNESDAY, '2:00', 'Closed now · Opens Friday 6:00 PM'],
    ["Saturday night's range runs into Sunday", LATE, SUNDAY, '1:59', 'Open now · Closes 2:00 AM'],
    ["Sunday's late range is closed", LATE, MONDAY, '1:00', 'Closed now · Opens Tuesday 6:00 PM'],
    ['Sunday night runs into Monday, across the week', SUNDAY_NIGHT, MONDAY, '2:00', 'Open now · Closes 3:00 AM'],
    ['Sunday night, before midnight', SUNDAY_NIGHT, SUNDAY, '23:00', 'Open now · Closes 3:00 AM'],
    // Open all day and night.
    ['24 hours every day', ALWAYS, WEDNESDAY, '3:00', 'Open 24 hours'],
    ['24 hours every day, Sunday night', ALWAYS, SUNDAY, '23:59', 'Open 24 hours'],
    ['open from Friday morning to Sunday afternoon', WEEKEND_AROUND_THE_CLOCK, FRIDAY, '10:00', 'Open now · Closes Sunday 5:00 PM'],
    ['through Saturday night', WEEKEND_AROUND_THE_CLOCK, SATURDAY, '23:00', 'Open now · Closes 5:00 PM'],
    // Several ranges in a day.
    ['a lunch break', LUNCH_BREAK, MONDAY, '12:30', 'Closed now · Opens 1:00 PM'],
    ['after lunch', LUNCH_BREAK, MONDAY, '13:30', 'Open now · Closes 5:00 PM'],
    ['a week later', LUNCH_BREAK, MONDAY, '17:00', 'Closed now · Opens Monday 8:00 AM'],
    // A day not listed: nothing is said of it, and no opening is promised past it.
    ['on the day not listed', BLANK_TUESDAY, TUESDAY, '10:00', undefined],
    ['open before the day not listed, closing time known', BLANK_TUESDAY, MONDAY, '10:00', 'Open now · Closes 5:00 PM'],
    ['closed before the day not listed', BLANK_TUESDAY, MONDAY, '18:00', 'Closed now'],
    ['closed after the day not listed', BLANK_TUESDAY, WEDNESDAY, '7:00', 'Closed now · Opens 9:00 AM'],
    // No day has hours.
    ['no hours at all', week('', '', '', '', '', '', ''), WEDNESDAY, '10:00', 'Hours not listed'],
    ['closed every day', week('Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed'), MONDAY, '10:00', 'Closed now'],
    // Unknown text anywhere: no status for any day.
    ['a day it cannot read', week('9:00 AM - 5:00 PM', 'By appointment', '', '', '', '', ''), MONDAY, '10:00', undefined],
  ])('%s', (_case, hours, weekday, clock, expected) => {
    expect(statusText(hours, weekday, clock)).toBe(expected);
  });

  it('is open until 24:00 and then closed when a day ends at midnight and the next is closed', () => {
    const hours = week('6:00 PM - 12:00 AM', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'Closed');
    expect(statusText(hours, MONDAY, '23:59')).toBe('Open now · Closes 12:00 AM');
    expect(statusText(hours, TUESDAY, '0:00')).toBe('Closed now · Opens Monday 6:00 PM');
  });
});

describe('weekMomentIn', () => {
  it.each([
    // One instant, two listings: a visitor anywhere sees each in its own city's time.
    ['2026-07-14T17:30:00Z', 'America/Los_Angeles', TUESDAY, 10 * 60 + 30],
    ['2026-07-14T17:30:00Z', 'America/New_York', TUESDAY, 13 * 60 + 30],
    ['2026-07-14T17:30:00Z', 'Pacific/Honolulu', TUESDAY, 7 * 60 + 30],
    ['2026-07-14T17:30:00Z', 'America/Phoenix', TUESDAY, 10 * 60 + 30],
    // Daylight saving: Los Angeles is UTC-8 in January and UTC-7 in July; Phoenix keeps UTC-7.
    ['2026-01-13T17:30:00Z', 'America/Los_Angeles', TUESDAY, 9 * 60 + 30],
    ['2026-01-13T17:30:00Z', 'America/Phoenix', TUESDAY, 10 * 60 + 30],
    // The night the clocks go forward (March 8, 2026, 2:00 AM in New York) and back (November 1).
    ['2026-03-08T06:59:00Z', 'America/New_York', SUNDAY, 60 + 59],
    ['2026-03-08T07:00:00Z', 'America/New_York', SUNDAY, 3 * 60],
    ['2026-11-01T05:30:00Z', 'America/New_York', SUNDAY, 60 + 30],
    ['2026-11-01T06:30:00Z', 'America/New_York', SUNDAY, 60 + 30],
    // Midnight is minute 0 of the new day, never 24:00.
    ['2026-07-15T07:00:00Z', 'America/Los_Angeles', WEDNESDAY, 0],
    ['2026-07-15T04:00:00Z', 'America/New_York', WEDNESDAY, 0],
  ])('%s in %s', (instant, zone, weekday, minute) => {
    expect(weekMomentIn(zone, new Date(instant))).toEqual({ weekday, minute });
  });

  it('knows no moment in a zone that does not exist', () => {
    expect(weekMomentIn('America/Nowhere', new Date('2026-07-14T17:30:00Z'))).toBeUndefined();
  });
});
