/**
 * The site's configuration from the environment (DESIGN.md "Configuration"), validated once at start-up:
 * a bad value stops the build with a message naming the variable and what it expects.
 */
import { z } from 'zod';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ error: `${name} must be an absolute http(s) URL, e.g. https://api.example.org` }).optional())
    .optional();

export const SiteEnvSchema = z.object({
  /** Where the crawl reads the directory API; unset = the embedded reference API. */
  API_BASE_URL: optionalUrl('API_BASE_URL'),
  /** The API's image host, against which site-relative image paths are read; unset = API_BASE_URL. */
  IMAGE_BASE_URL: optionalUrl('IMAGE_BASE_URL'),
  /** Where browser forms post; unset = the same origin under /api/. */
  PUBLIC_API_BASE_URL: optionalUrl('PUBLIC_API_BASE_URL'),
  /** The public address of the site, for canonical URLs and the sitemap. */
  SITE_URL: optionalUrl('SITE_URL').transform((value) => value ?? 'http://localhost:4321'),
  /** How many API requests the crawl keeps in flight. */
  CRAWL_CONCURRENCY: z.coerce
    .number({ error: 'CRAWL_CONCURRENCY must be a whole number' })
    .int({ error: 'CRAWL_CONCURRENCY must be a whole number' })
    .min(1, { error: 'CRAWL_CONCURRENCY must be at least 1' })
    .max(256, { error: 'CRAWL_CONCURRENCY must be at most 256' })
    .default(16),
  /** How many parts the pages are split into, one Astro process each (default: per core, more for very large sites). */
  BUILD_SHARDS: z.coerce
    .number({ error: 'BUILD_SHARDS must be a whole number' })
    .int({ error: 'BUILD_SHARDS must be a whole number' })
    .min(1, { error: 'BUILD_SHARDS must be at least 1' })
    .max(64, { error: 'BUILD_SHARDS must be at most 64' })
    .optional(),
  /** How many requests may still fail after their retries before the build refuses to publish. */
  CRAWL_MAX_FAILURES: z.coerce
    .number({ error: 'CRAWL_MAX_FAILURES must be a whole number' })
    .int({ error: 'CRAWL_MAX_FAILURES must be a whole number' })
    .min(0, { error: 'CRAWL_MAX_FAILURES must be 0 or more' })
    .default(0),
});
export type SiteEnv = z.infer<typeof SiteEnvSchema>;

/** Reads and validates the site's environment; throws one error listing every bad variable. */
export function readSiteEnv(env: Readonly<Record<string, string | undefined>>): SiteEnv {
  const result = SiteEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}
