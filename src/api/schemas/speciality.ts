import { z } from 'zod';
import { apiKey } from './common.ts';

/** A speciality (spec section 3: specialtyName, which may carry a stray 'amp;' to strip for display). */
export const SpecialitySchema = z.object({
  specialtyName: apiKey,
});
export type Speciality = z.infer<typeof SpecialitySchema>;
