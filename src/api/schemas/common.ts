import { z } from 'zod';

/**
 * Characters no page shows: control characters but tab, line feed and carriage return (C0, DEL, C1), and the
 * invisible marks that reorder text (bidirectional embeddings, overrides and isolates, the left-to-right,
 * right-to-left and Arabic letter marks), with which a name can pass for another ('gnp.exe' shown as 'exe.png').
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Removes the characters no page shows ({@link HIDDEN_CHARACTERS}) from text the API sent. */
export function removeHiddenCharacters(text: string): string {
  // Most text has none: one test, and no new string.
  HIDDEN_CHARACTERS.lastIndex = 0;
  return HIDDEN_CHARACTERS.test(text) ? text.replace(HIDDEN_CHARACTERS, '') : text;
}

/** A text field of the API: a string, or null/absent, which is read as the empty string; cleaned for display. */
export const apiText = z
  .string()
  .nullish()
  .transform((value) => (value ? removeHiddenCharacters(value) : ''));

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

/** A required name: a non-empty string, cleaned for display. */
export const apiKey = z.string().transform(removeHiddenCharacters).pipe(z.string().trim().min(1));

/** A required identifier (a uid), as the API sent it: the address rules decide whether it is safe
 * (src/routes/addresses.ts), so nothing is removed that would make it another. */
export const apiId = z.string().trim().min(1);

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
