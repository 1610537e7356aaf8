/** The Office Hours block: Monday to Sunday, shown only when at least one day has hours. */
import { WEEK_DAYS, type WeekDay } from '../api/schemas/common.ts';
import { displayText } from './format.ts';
import { WEEKDAY_NAMES } from './opening-hours.ts';

export interface OfficeHoursRow {
  readonly day: string;
  readonly hours: string;
}

/** The seven rows, or undefined when every day is empty (the block is then not shown). */
export function toOfficeHours(hours: Readonly<Record<WeekDay, string>>): OfficeHoursRow[] | undefined {
  const rows = WEEK_DAYS.map((day, index) => ({ day: WEEKDAY_NAMES[index] ?? day, hours: displayText(hours[day]) }));
  return rows.some((row) => row.hours.length > 0) ? rows : undefined;
}
