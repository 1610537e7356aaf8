import { z } from 'zod';
import { apiKey, apiText, officeHoursShape } from './common.ts';

/** A group practice (spec section 3). */
export const GroupPracticeSchema = z.object({
  uid: apiKey,
  groupPracticeName: apiKey,
  specialty: apiText,
  address: apiText,
  city: apiText,
  state: apiText,
  stateID: apiText,
  phoneNumber: apiText,
  mapDirection: apiText,
  ...officeHoursShape,
});
export type GroupPractice = z.infer<typeof GroupPracticeSchema>;
