import { z } from 'zod';
import { apiKey, apiText, officeHoursShape } from './common.ts';

/** An urgent care clinic (spec section 3); its name is in `urgentCare`. */
export const UrgentCareSchema = z.object({
  uid: apiKey,
  urgentCare: apiKey,
  address: apiText,
  city: apiText,
  state: apiText,
  stateID: apiText,
  phoneNumber: apiText,
  mapDirection: apiText,
  ...officeHoursShape,
});
export type UrgentCare = z.infer<typeof UrgentCareSchema>;
