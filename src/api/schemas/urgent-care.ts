import { z } from 'zod';
import { apiKey, facilityShape } from './common.ts';

/** An urgent care clinic (spec section 3); its name is in `urgentCare`. */
export const UrgentCareSchema = z.object({
  uid: apiKey,
  urgentCare: apiKey,
  ...facilityShape,
});
export type UrgentCare = z.infer<typeof UrgentCareSchema>;
