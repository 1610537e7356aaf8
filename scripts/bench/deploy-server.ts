/**
 * The benchmark's deploy target: a real S3-protocol server (s3rver) on a free local port, storing into a folder of
 * its own, with the credentials it accepts set for the AWS SDK.
 */
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import S3rver from 's3rver';
import { targetOf, type DeployTarget } from '../deploy/targets.ts';

export interface BenchDeployServer {
  readonly target: DeployTarget;
  stop(): Promise<void>;
}

/** Starts an empty bucket on this machine and returns the deploy target naming it. */
export async function startDeployServer(directory: string): Promise<BenchDeployServer> {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  const port = typeof address === 'object' && address ? address.port : 0;
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: 'bench-site' }] });
  await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    target: targetOf('s3://bench-site', { endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' }),
    stop: () => server.close(),
  };
}
