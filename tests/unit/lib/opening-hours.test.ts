import { describe, expect, it } from 'vitest';
import { officeHourPatterns } from '../../../scripts/reference-api/dataset/reference-lists.ts';
import { decodeWeekHours, encodeWeekHours, openNowData, parseDayHours, type DayHours } from '../../../src/lib/opening-hours.ts';

const h = (hour: number, minute = 0) => hour * 60 + minute;

describe('parseDayHours', () => {
  it.each<[string, DayHours]>([
    // The reference dataset's patterns (scripts/reference-api/dataset/reference-lists.ts).
    ['8:00 AM - 5:00 PM', [{ from: h(8), to: h(17) }]],
    ['8:30 AM - 5:30 PM', [{ from: h(8, 30), to: h(17, 30) }]],
    ['8:00 AM - 4:30 PM', [{ from: h(8), to: h(16, 30) }]],
    ['9:00 AM - 1:00 PM', [{ from: h(9), to: h(13) }]],
    ['9:00 AM - 9:00 PM', [{ from: h(9), to: h(21) }]],
    ['7:30 AM - 6:00 PM', [{ from: h(7, 30), to: h(18) }]],
    ['8:00 AM - 8:00 PM', [{ from: h(8), to: h(20) }]],
    ['7:00 AM - 7:00 PM', [{ from: h(7), to: h(19) }]],
    ['10:00 AM - 6:00 PM', [{ from: h(10), to: h(18) }]],
    ['24 Hours', [{ from: 0, to: h(24) }]],
    ['Closed', []],
    ['', 'not-listed'],
    // Forms a real API plausibly sends.
    ['   ', 'not-listed'],
    ['closed', []],
    ['9 AM - 5 PM', [{ from: h(9), to: h(17) }]],
    ['9:00am-5:00pm', [{ from: h(9), to: h(17) }]],
    ['9:00 a.m. - 5:00 p.m.', [{ from: h(9), to: h(17) }]],
    ['9:00 AM – 5:00 PM', [{ from: h(9), to: h(17) }]],
    ['9:00 AM — 5:00 PM', [{ from: h(9), to: h(17) }]],
    ['9 AM to 5 PM', [{ from: h(9), to: h(17) }]],
    ['Open 24 Hours', [{ from: 0, to: h(24) }]],
    ['24 hours', [{ from: 0, to: h(24) }]],
    ['24/7', [{ from: 0, to: h(24) }]],
    // Noon and midnight.
    ['12:00 PM - 8:00 PM', [{ from: h(12), to: h(20) }]],
    ['12:00 AM - 6:00 AM', [{ from: 0, to: h(6) }]],
    ['12:30 AM - 11:30 AM', [{ from: h(0, 30), to: h(11, 30) }]],
    ['6:00 PM - 12:00 AM', [{ from: h(18), to: h(24) }]],
    ['12:00 AM - 12:00 AM', [{ from: 0, to: h(24) }]],
    ['Noon - Midnight', [{ from: h(12), to: h(24) }]],
    // Past midnight: open into the next day.
    ['6:00 PM - 2:00 AM', [{ from: h(18), to: h(26) }]],
    ['10:00 PM - 6:00 AM', [{ from: h(22), to: h(30) }]],
    // Several ranges in a day.
    [
      '8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM',
      [
        { from: h(8), to: h(12) },
        { from: h(13), to: h(17) },
      ],
    ],
    [
      '8:00 AM - 12:00 PM; 1:00 PM - 5:00 PM',
      [
        { from: h(8), to: h(12) },
        { from: h(13), to: h(17) },
      ],
    ],
    [
      '8 AM - 12 PM and 1 PM - 5 PM',
      [
        { from: h(8), to: h(12) },
        { from: h(13), to: h(17) },
      ],
    ],
    [
      '7:00 AM - 11:00 AM, 6:00 PM - 2:00 AM',
      [
        { from: h(7), to: h(11) },
        { from: h(18), to: h(26) },
      ],
    ],
    // Anything else is unknown: no status rather than a wrong one.
    ['By appointment', 'unknown'],
    ['Call for hours', 'unknown'],
    ['9:00 - 5:00', 'unknown'],
    ['09:00 - 17:00', 'unknown'],
    ['9:00 AM', 'unknown'],
    ['9:00 AM - ', 'unknown'],
    ['13:00 PM - 5:00 PM', 'unknown'],
    ['9:75 AM - 5:00 PM', 'unknown'],
    ['9:00 AM - 9:00 AM', 'unknown'],
    ['1:00 PM - 5:00 PM, 8:00 AM - 12:00 PM', 'unknown'],
    ['8:00 AM - 2:00 PM, 1:00 PM - 5:00 PM', 'unknown'],
    ['Mon-Fri 9 AM - 5 PM', 'unknown'],
    ['Closed today', 'unknown'],
  ])('reads %j', (text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });
});

describe('the reference dataset', () => {
  it.each(officeHourPatterns)('writes hours the parser reads: %j', (text) => {
    expect(parseDayHours(text)).not.toBe('unknown');
  });
});

describe('the compact week', () => {
  const week: DayHours[] = [
    [{ from: h(8), to: h(17) }],
    [
      { from: h(8), to: h(12) },
      { from: h(13), to: h(17) },
    ],
    [{ from: h(18), to: h(26) }],
    [{ from: 0, to: h(24) }],
    [],
    'not-listed',
    [],
  ];

  it('is written as seven days, Monday first, and read back the same', () => {
    const text = encodeWeekHours(week);
    expect(text).toBe('480-1020 480-720,780-1020 1080-1560 0-1440 x n x');
    expect(decodeWeekHours(text ?? '')).toEqual(week);
  });

  it('is not written when a day is unknown', () => {
    expect(encodeWeekHours([...week.slice(0, 6), 'unknown'])).toBeUndefined();
  });

  it.each([
    '',
    'x x x',
    'x x x x x x x x',
    '480-1020 x x x x x y',
    '1020-480 x x x x x x',
    '0-1441 x x x x x x',
    '1440-1500 x x x x x x',
    '480-1020,  x x x x x x',
  ])('is not read from %j', (text) => {
    expect(decodeWeekHours(text)).toBeUndefined();
  });
});

describe('openNowData', () => {
  const weekdays = (text: string) => [text, text, text, text, text, 'Closed', ''];
  const zone = () => 'America/Los_Angeles';
  const noZone = () => undefined;

  it('carries the week and the city zone', () => {
    expect(openNowData(weekdays('9:00 AM - 5:00 PM'), zone)).toEqual({
      week: '540-1020 540-1020 540-1020 540-1020 540-1020 x n',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('gives no status for a listing with one day it cannot read, whatever the other days', () => {
    expect(openNowData(['9:00 AM - 5:00 PM', 'By appointment', '', '', '', '', ''], zone)).toBeUndefined();
  });

  it('gives no status when the city zone is not known', () => {
    expect(openNowData(weekdays('9:00 AM - 5:00 PM'), noZone)).toBeUndefined();
  });

  it('needs no zone for a week without hours, and does not ask for one', () => {
    const asked: string[] = [];
    const data = openNowData(['', '', '', '', '', '', ''], () => {
      asked.push('zone');
      return undefined;
    });
    expect(data).toEqual({ week: 'n n n n n n n', timeZone: undefined });
    expect(asked).toEqual([]);
  });
});
