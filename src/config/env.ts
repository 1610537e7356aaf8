/**
 * The site's configuration from the environment (DESIGN.md "Configuration"), validated once at start-up:
 * a bad value stops the build with a message naming the variable and what it expects.
 */
import { z } from 'zod';
import { DEFAULT_CLIENT_OPTIONS } from '../api/client.ts';
import { DeployHostSchema } from './deploy-hosts.ts';

const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ error: `${name} must be an absolute http(s) URL, e.g. https://api.example.org` }).optional())
    .optional();

/** A whole number in [min, max], every message naming the variable. */
// Sockets to one API, and requests held in memory twice over.
const MAX_CRAWL_CONCURRENCY = 1024;

const wholeNumber = (name: string, min: number, max?: number) => {
  const atLeast = z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: min === 0 ? `${name} must be 0 or more` : `${name} must be at least ${min}` });
  return max === undefined ? atLeast : atLeast.max(max, { error: `${name} must be at most ${max}` });
};

/** An optional variable: empty counts as unset, anything else must pass `schema`. */
export const unlessEmpty = <S extends z.ZodType<unknown, string>>(schema: S) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

/** A share in [0, 1], the message naming the variable. */
const share = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number between 0 and 1, e.g. 0.05 for 5%` })
    .min(0, { error: `${name} must be between 0 and 1, e.g. 0.05 for 5%` })
    .max(1, { error: `${name} must be between 0 and 1, e.g. 0.05 for 5%` });

/** A yes/no switch: '1' or 'true' turn it on. */
const flag = (name: string) =>
  z
    .enum(['', '0', '1', 'false', 'true'], { error: `${name} must be '1' or 'true' (or '0', 'false', empty)` })
    .optional()
    .transform((value) => value === '1' || value === 'true');

/** Astro's log levels (its `logger` setting). */
const ASTRO_LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export const SiteEnvSchema = z.object({
  /** Where the crawl reads the directory API; unset = the embedded reference API. */
  API_BASE_URL: optionalUrl('API_BASE_URL'),
  /** The API's image host, against which site-relative image paths are read; unset = API_BASE_URL. */
  IMAGE_BASE_URL: optionalUrl('IMAGE_BASE_URL'),
  /** Where browser forms post; unset = the same origin under /api/. */
  PUBLIC_API_BASE_URL: optionalUrl('PUBLIC_API_BASE_URL'),
  /** The public address of the site, for canonical URLs and the sitemap. */
  SITE_URL: optionalUrl('SITE_URL').transform((value) => value ?? 'http://localhost:4321'),
  /** How many API requests the crawl keeps in flight at its start; it raises them while the API keeps up. */
  CRAWL_CONCURRENCY: wholeNumber('CRAWL_CONCURRENCY', 1, MAX_CRAWL_CONCURRENCY).default(16),
  /** The most API requests the crawl may raise to (src/crawl/adaptive-concurrency.ts); CRAWL_CONCURRENCY's value
   * for a fixed concurrency. 256 in flight at 20 ms is 12,800 requests/s, past what a crawl process answers, so the
   * API's latency and its 429s, not this ceiling, set the pace; it bounds memory (twice it held) and sockets. */
  CRAWL_MAX_CONCURRENCY: wholeNumber('CRAWL_MAX_CONCURRENCY', 1, MAX_CRAWL_CONCURRENCY).default(256),
  /** How many parts the pages are split into, one Astro process each (default: per core, more for very large sites). */
  BUILD_SHARDS: wholeNumber('BUILD_SHARDS', 1, 64).optional(),
  /** Within how many nights each image at an address unchanged since last night is revalidated: a night asks about
   * the share whose address hashes to its slot (src/crawl/image-revalidation.ts); 1 = every image every night. */
  CRAWL_IMAGE_REVALIDATE_NIGHTS: wholeNumber('CRAWL_IMAGE_REVALIDATE_NIGHTS', 1, 366).default(7),
  /** How long one request may take, headers and body, before it is given up (and retried) in seconds. */
  CRAWL_REQUEST_DEADLINE_SECONDS: wholeNumber('CRAWL_REQUEST_DEADLINE_SECONDS', 1, 3600).default(DEFAULT_CLIENT_OPTIONS.deadlineMs / 1000),
  /** How long the whole crawl may take, in seconds: past it the night stops (exit 27), nothing published. */
  CRAWL_DEADLINE_SECONDS: wholeNumber('CRAWL_DEADLINE_SECONDS', 1).default(3 * 60 * 60),
  /** The largest API answer accepted, in bytes after decompression; a larger one is refused as a failure. */
  CRAWL_MAX_ANSWER_BYTES: wholeNumber('CRAWL_MAX_ANSWER_BYTES', 1024).default(DEFAULT_CLIENT_OPTIONS.maxAnswerBytes),
  /** The largest image accepted, in bytes after decompression; a larger one shows its placeholder. */
  CRAWL_MAX_IMAGE_BYTES: wholeNumber('CRAWL_MAX_IMAGE_BYTES', 1024).default(DEFAULT_CLIENT_OPTIONS.maxImageBytes),
  /** How many requests may still fail after their retries before the build refuses to publish. */
  CRAWL_MAX_FAILURES: wholeNumber('CRAWL_MAX_FAILURES', 0).default(0),
  /** The removal guard (scripts/guards/removal-guard.ts): the largest share of the site a night may remove, */
  NIGHT_MAX_REMOVED_SHARE: share('NIGHT_MAX_REMOVED_SHARE').default(0.05),
  /** of one route or area, */
  NIGHT_MAX_REMOVED_PART_SHARE: share('NIGHT_MAX_REMOVED_PART_SHARE').default(0.25),
  /** once this many of its pages go. */
  NIGHT_MIN_REMOVED_PAGES: wholeNumber('NIGHT_MIN_REMOVED_PAGES', 1).default(10),
  /** The growth guard (scripts/guards/growth-guard.ts): the largest share by which a night may grow the requests
   * crawled or the pages (0.5: half as many again), */
  NIGHT_MAX_GROWTH_SHARE: z.coerce
    .number({ error: 'NIGHT_MAX_GROWTH_SHARE must be a number, e.g. 0.5 for 50%' })
    .min(0, { error: 'NIGHT_MAX_GROWTH_SHARE must be 0 or more, e.g. 0.5 for 50%' })
    .default(0.5),
  /** once it adds this many, */
  NIGHT_MIN_GROWTH: wholeNumber('NIGHT_MIN_GROWTH', 0).default(1000),
  /** and the most requests a first night (no snapshot before it) may crawl. */
  NIGHT_FIRST_MAX_REQUESTS: wholeNumber('NIGHT_FIRST_MAX_REQUESTS', 1).default(3_000_000),
  /** Publish a night that grows more than the guard allows, on purpose (the directory really did grow). */
  NIGHT_ACCEPT_GROWTH: flag('NIGHT_ACCEPT_GROWTH'),
  /** The site's IndexNow key: the build publishes its key file, the deploy submits the pages it changed. */
  INDEXNOW_KEY: unlessEmpty(z.string().regex(/^[A-Za-z0-9-]{8,128}$/, { error: 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes' })),
  /** Where the deploy submits changed URLs; unset = the shared IndexNow endpoint. */
  INDEXNOW_ENDPOINT: optionalUrl('INDEXNOW_ENDPOINT'),
  /** Seconds between two batches of 10,000 URLs: the shared endpoint throttles hosts that send many at once. */
  INDEXNOW_PAUSE_SECONDS: wholeNumber('INDEXNOW_PAUSE_SECONDS', 0, 600).default(5),
  /** Publish a night that removes more than the guard allows, on purpose (the directory really did shrink). */
  NIGHT_ACCEPT_REMOVALS: flag('NIGHT_ACCEPT_REMOVALS'),
  /** The host dist/ is deployed to: the build stops before rendering a site over its documented limits
   * (src/hosting/host-limits.ts); unset = no check. */
  DEPLOY_HOST: unlessEmpty(DeployHostSchema),
});
export type SiteEnv = z.infer<typeof SiteEnvSchema>;

export type Env = Readonly<Record<string, string | undefined>>;

/** Validates an environment against a schema; throws one error, under `title`, listing every bad variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Env, title: string): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`${title}:\n${lines.join('\n')}`);
}

/** Reads and validates the site's environment; throws one error listing every bad variable. */
export function readSiteEnv(env: Env): SiteEnv {
  return parseEnv(SiteEnvSchema, env, 'Invalid configuration');
}

/** Where and how `npm run deploy` publishes dist/ (scripts/deploy/). */
export const DeployEnvSchema = z.object({
  /** `s3://bucket[/prefix]` (any S3-compatible storage) or `file:///absolute/folder` (a folder nginx serves). */
  DEPLOY_TARGET: z
    .string({ error: 'DEPLOY_TARGET must name where to deploy: s3://bucket[/prefix] or file:///absolute/folder' })
    .trim()
    .regex(/^(s3:\/\/[^/\s]+(\/\S*)?|file:\/\/\/\S*)$/, { error: 'DEPLOY_TARGET must be s3://bucket[/prefix] or file:///absolute/folder' }),
  /** Another provider's S3 endpoint (Cloudflare R2, Google Cloud Storage, MinIO, Backblaze); unset = AWS. */
  S3_ENDPOINT_URL: optionalUrl('S3_ENDPOINT_URL'),
  /** The bucket's region (the SDK needs one; other providers often take any). */
  AWS_REGION: z.string().trim().optional(),
  AWS_DEFAULT_REGION: z.string().trim().optional(),
  /** Uploads in flight at once: object storage takes thousands of requests a second per prefix, so many small
   * pages go up fastest wide. */
  DEPLOY_CONCURRENCY: wholeNumber('DEPLOY_CONCURRENCY', 1, 512).default(64),
  /** The most files a part of the deploy manifest holds on average: a busy night touches nearly every part, each a
   * read and a write, so fewer larger parts cost fewer requests, while a quiet night reads and writes a part per
   * file it changes (docs/benchmarks.md, "The deploy manifest's parts"). Applies when a whole comparison splits the
   * manifest anew. */
  DEPLOY_MANIFEST_PART_FILES: wholeNumber('DEPLOY_MANIFEST_PART_FILES', 16, 1_000_000).default(1024),
});
export type DeployEnv = z.infer<typeof DeployEnvSchema>;

/** Reads and validates the deploy's environment; throws one error listing every bad variable. */
export function readDeployEnv(env: Env): DeployEnv {
  return parseEnv(DeployEnvSchema, env, 'Invalid deploy configuration');
}

const nonEmptyPath = (name: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} must be a file system path` })
    .optional();

/**
 * The knobs the build pipeline sets for each Astro process (scripts/pipeline/astro-step.ts), validated where they
 * are read: a wrong value stops the process with a message naming the variable, instead of building the wrong part.
 */
export const PipelineEnvSchema = z.object({
  /** This process renders part i of n of the pages ('0/2'); unset = the whole site. */
  BUILD_SHARD: unlessEmpty(
    z
      .string()
      .regex(/^\d+\/\d+$/, { error: "BUILD_SHARD must look like i/n, e.g. '0/2'" })
      .transform((value) => {
        const [index, count] = value.split('/').map(Number) as [number, number];
        return { index, count };
      })
      .refine(({ index, count }) => count >= 1 && index < count, { error: 'BUILD_SHARD must be i/n with 0 <= i < n' }),
  ),
  /** The snapshot the pages read; unset = data/snapshot/current.sqlite. */
  SNAPSHOT_PATH: nonEmptyPath('SNAPSHOT_PATH'),
  /** The manifest of page facts of this output (src/page-deps/manifest.ts): with it, only the pages whose facts
   * changed since its last build render (the rest are where that build published them); unset = every page. */
  PAGE_FACTS_PATH: nonEmptyPath('PAGE_FACTS_PATH'),
  /** A digest of what pages are made from besides their facts (code, site addresses; scripts/pipeline/render-inputs.ts):
   * when it differs from the manifest's, every page renders. */
  RENDER_INPUTS: z
    .string()
    .regex(/^[\w-]{8,128}$/, { error: 'RENDER_INPUTS must be a digest (8 to 128 letters, digits, - or _)' })
    .optional(),
  /** The build number of this output's manifest that the last publish placed in dist/, when the manifest has taken a
   * later build's pages that were never published (a night killed after this shard rendered): those pages render
   * again and that build's removals are carried (scripts/pipeline/render-step-plan.ts); unset = its last build was. */
  PUBLISHED_BUILD: z.preprocess((value) => (value === '' ? undefined : value), wholeNumber('PUBLISHED_BUILD', 0).optional()),
  /** A digest of the code this build runs (scripts/pipeline/render-inputs.ts): the pages a snapshot stored for each
   * route are taken when the same code listed them (src/snapshot/indexes.ts); unset = every route's pages are listed again. */
  CODE_DIGEST: z
    .string()
    .regex(/^[\w-]{8,128}$/, { error: 'CODE_DIGEST must be a digest (8 to 128 letters, digits, - or _)' })
    .optional(),
  /** Astro's incremental cache folder of this output. */
  ASTRO_CACHE_DIR: nonEmptyPath('ASTRO_CACHE_DIR'),
  /** Pages Astro renders at once in one process. */
  BUILD_CONCURRENCY: wholeNumber('BUILD_CONCURRENCY', 1, 256).default(16),
  /** What Astro logs; the pipeline's processes say 'warn' (a line per page is millions of lines nationally); unset = Astro's own default. */
  ASTRO_LOG_LEVEL: z.enum(ASTRO_LOG_LEVELS, { error: `ASTRO_LOG_LEVEL must be one of ${ASTRO_LOG_LEVELS.join(', ')}` }).optional(),
});
export type PipelineEnv = z.infer<typeof PipelineEnvSchema>;

/** Reads and validates the pipeline's knobs; throws one error listing every bad variable. */
export function readPipelineEnv(env: Env = process.env): PipelineEnv {
  return parseEnv(PipelineEnvSchema, env, 'Invalid build pipeline configuration');
}
