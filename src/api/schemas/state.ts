import { z } from 'zod';
import { apiKey, apiText } from './common.ts';

/** A state of a directory's states list (spec section 3: state, flag). */
export const StateSchema = z.object({
  state: apiKey,
  flag: apiText,
});
export type State = z.infer<typeof StateSchema>;
