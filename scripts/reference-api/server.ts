/**
 * `npm run api`: serves the reference API over HTTP. Seeds the default dataset first when it does not exist yet.
 * Configuration: PORT, HOST, API_DB_PATH, API_CORS_ORIGINS, API_IMAGE_BASE_URL and the fault variables (faults.ts).
 */
import { existsSync } from 'node:fs';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type AppOptions } from './app.ts';
import { readServerConfig } from './config.ts';
import { openReferenceDb } from './db/schema.ts';
import { DEFAULT_DB_PATH } from './paths.ts';

export interface RunningApi {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the reference API on a port (0 = any free one) and resolves once it listens. */
export async function startReferenceApi(
  dbPath: string,
  options: AppOptions & { readonly port?: number; readonly host?: string } = {},
): Promise<RunningApi> {
  const db = openReferenceDb(dbPath);
  const app = createApp(db, options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined;
    try {
      server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info) => {
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server?.close(() => {
                db.close();
                done();
              });
            }),
        });
      });
      server.on('error', reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  if (!existsSync(config.dbPath)) {
    if (config.dbPath !== DEFAULT_DB_PATH)
      throw new Error(`${config.dbPath} does not exist. Create it with \`npm run seed -- --out ${config.dbPath}\`.`);
    console.log(`No reference dataset yet: generating the default one into ${config.dbPath} ...`);
    const { seedDefaultDataset } = await import('./seed-database.ts');
    seedDefaultDataset(config.dbPath);
  }
  const api = await startReferenceApi(config.dbPath, {
    port: config.port,
    host: config.host,
    faults: config.faults,
    nameMatching: config.nameMatching,
    ...(config.randomSeed === undefined ? {} : { stableListSeed: config.randomSeed }),
    ...(config.corsOrigins ? { corsOrigins: config.corsOrigins } : {}),
    ...(config.imageBaseUrl ? { imageBaseUrl: config.imageBaseUrl } : {}),
  });
  console.log(`Reference API listening on ${api.url} (database ${config.dbPath})`);
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
