import { z } from 'zod';
import { apiKey, apiText, officeHoursShape } from './common.ts';

/** A pharmacy (spec section 3), with its office hours per day as text. */
export const PharmacySchema = z.object({
  uid: apiKey,
  pharmacyName: apiKey,
  address: apiText,
  city: apiText,
  state: apiText,
  stateID: apiText,
  phoneNumber: apiText,
  mapDirection: apiText,
  ...officeHoursShape,
});
export type Pharmacy = z.infer<typeof PharmacySchema>;
