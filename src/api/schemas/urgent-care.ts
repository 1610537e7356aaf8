import { z } from 'zod';
import { apiId, apiKey, facilityShape } from './common.ts';

/** An urgent care clinic (spec section 3); its name is in `urgentCare`. */
export const UrgentCareSchema = z.object({
  uid: apiId,
  urgentCare: apiKey,
  ...facilityShape,
});
export type UrgentCare = z.infer<typeof UrgentCareSchema>;
