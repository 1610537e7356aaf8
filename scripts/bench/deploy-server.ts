/**
 * The benchmark's deploy target: a real S3-protocol server (s3rver) on a free local port, storing into a folder of
 * its own, with the credentials it accepts for the AWS SDK.
 */
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import S3rver from 's3rver';

export const BENCH_BUCKET = 'bench-site';

export interface BenchDeployServer {
  /** The server's address, for the deploy's S3 client. */
  readonly endpoint: string;
  /** The credentials it accepts, as the AWS SDK reads them from the environment. */
  readonly credentials: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** Starts the bucket stored in `directory`: emptied first when `fresh`, else as a previous run left it. */
export async function startDeployServer(directory: string, fresh: boolean): Promise<BenchDeployServer> {
  if (fresh) rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  const port = typeof address === 'object' && address ? address.port : 0;
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BENCH_BUCKET }] });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: () => server.close(),
  };
}
