/**
 * The benchmark's deploy target: the bench's S3-protocol bucket (bucket-server.ts) on a free local port, kept in one
 * file, with the credentials it accepts for the AWS SDK.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startBucketServer } from './bucket-server.ts';

export const BENCH_BUCKET = 'bench-site';
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'bench-deploy', AWS_SECRET_ACCESS_KEY: 'bench-deploy-secret' };

export interface BenchDeployServer {
  /** The server's address, for the deploy's S3 client. */
  readonly endpoint: string;
  /** The credentials it accepts, as the AWS SDK reads them from the environment. */
  readonly credentials: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** The environment a deploy process reads to deploy into the benchmark's bucket, as `npm run deploy` reads it. */
export const deployEnvOf = (server: BenchDeployServer): NodeJS.ProcessEnv => ({
  ...process.env,
  ...server.credentials,
  DEPLOY_TARGET: `s3://${BENCH_BUCKET}`,
  S3_ENDPOINT_URL: server.endpoint,
  AWS_REGION: 'us-east-1',
});

/** Starts the bucket stored in `dbPath`: emptied first when `fresh`, else as a previous run left it. */
export async function startDeployServer(dbPath: string, fresh: boolean): Promise<BenchDeployServer> {
  const server = await startBucketServer({
    dbPath,
    fresh,
    bucket: BENCH_BUCKET,
    accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID,
    secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY,
  });
  return { endpoint: server.endpoint, credentials: CREDENTIALS, stop: () => server.stop() };
}

/** A full deploy into the bucket at `bucketPath`: one cut short (a long run stopped for the night) left its bucket
 * and the manifest parts it wrote as it went, and the next goes on with them (`resumedFrom`: when it began) instead
 * of emptying the bucket. Marked beside the bucket until `finished`. */
export function beginFullDeploy(bucketPath: string, now: () => Date = () => new Date()): { readonly resumedFrom?: string; finished(): void } {
  const marker = `${bucketPath}.unfinished`;
  const resumedFrom = existsSync(marker) && existsSync(bucketPath) ? readFileSync(marker, 'utf8').trim() : undefined;
  if (!resumedFrom) writeFileSync(marker, `${now().toISOString()}\n`);
  return { ...(resumedFrom ? { resumedFrom } : {}), finished: () => rmSync(marker, { force: true }) };
}
