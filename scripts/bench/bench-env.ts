/** The benchmarks' knobs, not the site's: the nightly crawl always sends through undici's transport. */
import { z } from 'zod';
import { type Env, parseEnv, unlessEmpty } from '../../src/config/env.ts';
import { TRANSPORT_KINDS } from './transports/transports.ts';

export const BenchEnvSchema = z.object({
  /** The transport the benchmark's crawl sends through (transports/transports.ts). */
  CRAWL_TRANSPORT: unlessEmpty(z.enum(TRANSPORT_KINDS, { error: `CRAWL_TRANSPORT must be one of ${TRANSPORT_KINDS.join(', ')}` })).transform(
    (value) => value ?? 'undici',
  ),
});
export type BenchEnv = z.infer<typeof BenchEnvSchema>;

/** Reads and validates the benchmarks' knobs; throws one error listing every bad variable. */
export function readBenchEnv(env: Env = process.env): BenchEnv {
  return parseEnv(BenchEnvSchema, env, 'Invalid benchmark configuration');
}
