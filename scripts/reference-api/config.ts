/** The reference API server's configuration, read from the environment and validated at start-up. */
import { z } from 'zod';
import type { NameMatching } from './db/lookups.ts';
import { FaultEnvSchema, type FaultOptions } from './faults.ts';
import { DEFAULT_DB_PATH } from './paths.ts';

const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  API_DB_PATH: z.string().min(1).default(DEFAULT_DB_PATH),
  API_CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : undefined,
    ),
  API_IMAGE_BASE_URL: z.url().optional(),
  API_RANDOM_SEED: z.coerce.number().int().min(0).optional(),
  API_NAME_MATCH: z.enum(['loose', 'exact'], { error: "API_NAME_MATCH must be 'loose' or 'exact'" }).default('loose'),
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dbPath: string;
  readonly corsOrigins: readonly string[] | undefined;
  readonly imageBaseUrl: string | undefined;
  readonly faults: FaultOptions;
  readonly nameMatching: NameMatching;
  /** Seeds the random lists: each request's list then depends only on the request (tests, screenshots). */
  readonly randomSeed: number | undefined;
}

/** Reads the configuration; a bad value stops start-up with a message naming the variable. */
export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const server = ServerEnvSchema.safeParse(env);
  const faults = FaultEnvSchema.safeParse(env);
  const issues = [...(server.error?.issues ?? []), ...(faults.error?.issues ?? [])];
  if (!server.success || !faults.success) {
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid reference API configuration:\n${lines}`);
  }
  return {
    port: server.data.PORT,
    host: server.data.HOST,
    dbPath: server.data.API_DB_PATH,
    corsOrigins: server.data.API_CORS_ORIGINS,
    imageBaseUrl: server.data.API_IMAGE_BASE_URL,
    faults: faults.data,
    nameMatching: server.data.API_NAME_MATCH,
    randomSeed: server.data.API_RANDOM_SEED,
  };
}
