import { z } from 'zod';
import { apiId, apiKey, facilityShape } from './common.ts';

/** A pharmacy (spec section 3), with its office hours per day as text. */
export const PharmacySchema = z.object({
  uid: apiId,
  pharmacyName: apiKey,
  ...facilityShape,
});
export type Pharmacy = z.infer<typeof PharmacySchema>;
