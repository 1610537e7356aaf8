import { z } from 'zod';
import { apiKey } from './common.ts';

/** A city of a state's city list (spec section 3: city). */
export const CitySchema = z.object({
  city: apiKey,
});
export type City = z.infer<typeof CitySchema>;
