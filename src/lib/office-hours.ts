/** The Office Hours block: Monday to Sunday, shown only when at least one day has hours. */
import { WEEK_DAYS, type WeekDay } from '../api/schemas/common.ts';
import { displayText } from './format.ts';

// Spelled right (the original interface misspelled Thursday).
const DAY_LABELS: Readonly<Record<WeekDay, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export interface OfficeHoursRow {
  readonly day: string;
  readonly hours: string;
}

/** The seven rows, or undefined when every day is empty (the block is then not shown). */
export function toOfficeHours(hours: Readonly<Record<WeekDay, string>>): OfficeHoursRow[] | undefined {
  const rows = WEEK_DAYS.map((day) => ({ day: DAY_LABELS[day], hours: displayText(hours[day]) }));
  return rows.some((row) => row.hours.length > 0) ? rows : undefined;
}
