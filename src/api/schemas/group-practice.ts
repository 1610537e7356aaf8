import { z } from 'zod';
import { apiId, apiKey, apiText, facilityShape } from './common.ts';

/** A group practice (spec section 3). */
export const GroupPracticeSchema = z.object({
  uid: apiId,
  groupPracticeName: apiKey,
  specialty: apiText,
  ...facilityShape,
});
export type GroupPractice = z.infer<typeof GroupPracticeSchema>;
