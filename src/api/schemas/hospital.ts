import { z } from 'zod';
import { apiKey, apiText } from './common.ts';

/** A hospital in a list (spec section 3). */
export const HospitalSummarySchema = z.object({
  state: apiText,
  city: apiText,
  hospitalName: apiKey,
  uid: apiKey,
  rating: apiText,
  address: apiText,
});
export type HospitalSummary = z.infer<typeof HospitalSummarySchema>;

/** A hospital's detail record; `rating` is the percent of patients who recommend it, `hospitalQualities` comma-separated. */
export const HospitalDetailSchema = z.object({
  hospitalName: apiKey,
  city: apiText,
  stateID: apiText,
  rating: apiText,
  phoneNumber: apiText,
  address: apiText,
  mapDirection: apiText,
  hospitalQualities: apiText,
});
export type HospitalDetail = z.infer<typeof HospitalDetailSchema>;
