import { describe, expect, it } from 'vitest';
import { localBusiness, openingHoursSpecification } from '../../../src/lib/structured-data.ts';

// Issue 46, item 9: a listing's JSON-LD carries the opening hours its page shows, read as "open now" reads them.
describe('openingHoursSpecification', () => {
  it('gives each day its hours, days alike sharing one entry, Monday first', () => {
    const week = [
      '8:00 AM - 5:00 PM',
      '8:00 AM - 5:00 PM',
      '8:00 AM - 5:00 PM',
      '8:00 AM - 5:00 PM',
      '8:00 AM - 6:30 PM',
      '9:00 AM - 1:00 PM',
      'Closed',
    ];
    expect(openingHoursSpecification(week)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Friday', opens: '08:00', closes: '18:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: '00:00', closes: '00:00' },
    ]);
  });

  it('writes all day as 00:00–23:59, past midnight as closing the next morning, and two ranges of a day as two entries', () => {
    expect(openingHoursSpecification(['24 Hours', '6:00 PM - 2:00 AM', '9 AM - 12 PM, 1 PM - 5 PM', '', '', '', ''])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '00:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Tuesday', opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Wednesday', opens: '09:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Wednesday', opens: '13:00', closes: '17:00' },
    ]);
  });

  it('leaves out days not listed or not readable, never guessing', () => {
    expect(openingHoursSpecification(['By appointment', '', 'Closed', '', '', '', ''])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Wednesday', opens: '00:00', closes: '00:00' },
    ]);
    expect(openingHoursSpecification(['', '', '', '', '', '', ''])).toEqual([]);
  });

  it('is in a local business only when it has hours', () => {
    const base = { type: 'Pharmacy', name: 'Corner Pharmacy', url: 'https://directory.test/p', address: '1 Main St, Austin, TX 73301' } as const;
    expect(localBusiness({ ...base, openingHours: ['Closed', '', '', '', '', '', ''] }).openingHoursSpecification).toHaveLength(1);
    expect(localBusiness({ ...base, openingHours: ['', '', '', '', '', '', ''] })).not.toHaveProperty('openingHoursSpecification');
    expect(localBusiness(base)).not.toHaveProperty('openingHoursSpecification');
  });
});
