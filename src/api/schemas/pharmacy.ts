import { z } from 'zod';
import { apiKey, facilityShape } from './common.ts';

/** A pharmacy (spec section 3), with its office hours per day as text. */
export const PharmacySchema = z.object({
  uid: apiKey,
  pharmacyName: apiKey,
  ...facilityShape,
});
export type Pharmacy = z.infer<typeof PharmacySchema>;
