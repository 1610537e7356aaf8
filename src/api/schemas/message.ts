import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGE_LIMITS } from './form-rules.ts';

export { EMAIL_PATTERN, MESSAGE_LIMITS };

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

const name = requiredText('Name', MESSAGE_LIMITS.name);
const message = requiredText('Message', MESSAGE_LIMITS.message);
const patternedEmail = requiredText('Email', MESSAGE_LIMITS.email).regex(EMAIL_PATTERN, {
  error: 'Email must be a valid e-mail address',
});
// The phone field is numeric (spec section 5): digits, with the spaces and signs people type around them.
const phone = requiredText('Phone', MESSAGE_LIMITS.phone).regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, {
  error: 'Phone must contain only digits',
});

/** The Contact Us form body (POST /api/Home/SendContactUsEmail). */
export const ContactMessageSchema = z.object({ Name: name, Phone: phone, Email: patternedEmail, Message: message });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** The Write For Us form body (POST /api/Home/InsertWriteForUsForm). */
export const WriteForUsMessageSchema = z.object({ Name: name, Email: patternedEmail, Message: message });
export type WriteForUsMessage = z.infer<typeof WriteForUsMessageSchema>;

/** The footer feedback body (POST /api/Home/SendFeedBackEmail); the spec checks no e-mail pattern here. */
export const FeedbackMessageSchema = z.object({
  Name: name,
  Email: requiredText('Email', MESSAGE_LIMITS.email),
  Message: message,
});
export type FeedbackMessage = z.infer<typeof FeedbackMessageSchema>;
