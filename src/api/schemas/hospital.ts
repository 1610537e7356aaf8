import { z } from 'zod';
import { apiId, apiKey, apiText } from './common.ts';

/** A hospital in a list (spec section 3). */
export const HospitalSummarySchema = z.object({
  state: apiText,
  city: apiText,
  hospitalName: apiKey,
  uid: apiId,
  rating: apiText,
  address: apiText,
});
export type HospitalSummary = z.infer<typeof HospitalSummarySchema>;

/** A hospital's detail record; `rating` is the percent of patients who recommend it, `hospitalQualities` comma-separated. */
export const HospitalDetailSchema = z.object({
  /** Not in the spec: kept when the API sends it, so a detail answering another uid can be told (src/crawl/store-worker.ts). */
  uid: z.string().optional(),
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
