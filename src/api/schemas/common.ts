import { z } from 'zod';

/** A text field of the API: a string, or null/absent, which is read as the empty string. */
export const apiText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A numeric field the API may send as a number or a numeric string; null/absent/empty reads as null. */
export const apiInteger = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(parsed)) {
      ctx.addIssue({ code: 'custom', message: `expected an integer, received ${JSON.stringify(value)}` });
      return z.NEVER;
    }
    return parsed;
  });

/** A required identifier or name: a non-empty string. */
export const apiKey = z.string().trim().min(1);

/** The seven office-hour fields, shared by pharmacies, urgent care clinics and group practices. */
export const officeHoursShape = {
  monday: apiText,
  tuesday: apiText,
  wednesday: apiText,
  thursday: apiText,
  friday: apiText,
  saturday: apiText,
  sunday: apiText,
};

/** The days of the week, in the order the Office Hours block shows them. */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Where a pharmacy, urgent care clinic or group practice is and how to reach it, and its office hours. */
export const facilityShape = {
  address: apiText,
  city: apiText,
  state: apiText,
  stateID: apiText,
  phoneNumber: apiText,
  mapDirection: apiText,
  ...officeHoursShape,
};
