/**
 * The form endpoints' paths and the rules of spec section 5, with no dependency: the browser's form islands
 * import this module, so zod and the rest of the contract stay out of the page's JavaScript.
 */

/** The three form endpoints of spec section 7 (POST, JSON body). */
export const FORM_PATHS = {
  InsertWriteForUsForm: '/api/Home/InsertWriteForUsForm',
  SendContactUsEmail: '/api/Home/SendContactUsEmail',
  SendFeedBackEmail: '/api/Home/SendFeedBackEmail',
} as const;
export type FormName = keyof typeof FORM_PATHS;

/** The standard e-mail address pattern the Contact Us and Write For Us forms check (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Length limits of the form fields: generous for people, small enough to refuse abuse. */
export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;

/** Whether every value is non-empty once trimmed. */
export function allFilled(values: readonly string[]): boolean {
  return values.every((value) => value.trim().length > 0);
}

/** Whether an address matches the e-mail pattern. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The phone field is numeric: keeps digits only, as the visitor types. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '').slice(0, MESSAGE_LIMITS.phone);
}
