import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../src/lib/format.ts';

describe('formatLongDate', () => {
  it.each([
    // An API date without a zone is a calendar day: the same day wherever the build runs.
    ['2024-05-13T00:00:00', 'May 13, 2024'],
    ['2026-11-20', 'November 20, 2026'],
    // A dated change (ISO with a zone) is the day it was in UTC.
    ['2026-11-20T23:30:00.000Z', 'November 20, 2026'],
    ['2026-01-01T00:30:00+02:00', 'December 31, 2025'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it('gives nothing for what is not a date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});
