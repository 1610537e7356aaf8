/**
 * A storage that drops connections in a burst (what the national full deploy met after an hour of uploads): every
 * request the S3 target sends still lands, each retried on its own. The SDK's standard strategy, for comparison,
 * draws every retry from one budget per client and throws on a first attempt once a burst has emptied it.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetOf } from '../../../scripts/deploy/targets.ts';

const BUCKET = 'flaky';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const directory = mkdtempSync(join(tmpdir(), 'dropped-connections-'));
let s3rver: S3rver;
let proxy: Server;
let endpoint = '';
/** Requests the proxy drops (closing the connection as it arrives) before passing the rest on. */
let toDrop = 0;

/** A TCP proxy in front of the storage that closes a connection on its next request while `toDrop` lasts. */
async function startDroppingProxy(upstreamPort: number): Promise<number> {
  const sockets = new Set<Socket>();
  proxy = createServer((client) => {
    const upstream = connect(upstreamPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => {
      if (toDrop > 0) {
        toDrop--;
        client.destroy();
        upstream.destroy();
      } else upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  proxy.on('close', () => {
    for (const socket of sockets) socket.destroy();
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port.');
  return address.port;
}

beforeAll(async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${await startDroppingProxy(port)}`;
  process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secretAccessKey;
});

afterAll(async () => {
  proxy?.close();
  await s3rver?.close();
  rmSync(directory, { recursive: true, force: true });
});

const PUTS = 80;
const DROPPED = 60;
const body = (index: number) => new TextEncoder().encode(`<p>page ${index}</p>`);

describe('the S3 target on a storage that drops connections', () => {
  it("loses a request with the SDK's standard retries: a burst empties their shared budget", async () => {
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS, maxAttempts: 6 });
    toDrop = DROPPED;
    const results = await Promise.allSettled(
      Array.from({ length: PUTS }, (_, index) =>
        client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `standard/${index}.html`, Body: body(index) })),
      ),
    );
    client.destroy();
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { $metadata?: { attempts?: number } }] : []));
    expect(lost.length).toBeGreaterThan(0);
    // Thrown on the first attempt, with five left: the budget, not the attempts, ran out.
    expect(lost.some((error) => error.$metadata?.attempts === 1)).toBe(true);
  }, 60_000);

  it('puts every file, each request retried on its own', async () => {
    const target = targetOf(`s3://${BUCKET}/target`, { endpoint, region: 'us-east-1' });
    toDrop = DROPPED;
    await Promise.all(Array.from({ length: PUTS }, (_, index) => target.put(`${index}.html`, body(index))));
    expect(toDrop).toBe(0);
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
    const held = await Promise.all(
      Array.from({ length: PUTS }, async (_, index) => {
        const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `target/${index}.html` }));
        return answer.Body?.transformToString();
      }),
    );
    client.destroy();
    expect(held).toEqual(Array.from({ length: PUTS }, (_, index) => `<p>page ${index}</p>`));
  }, 60_000);

  it('still gives up on a request after its attempts', async () => {
    const target = targetOf(`s3://${BUCKET}/target`, { endpoint, region: 'us-east-1' });
    toDrop = 6;
    await expect(target.put('never.html', body(0))).rejects.toMatchObject({ $metadata: { attempts: 6 } });
    toDrop = 0;
  }, 60_000);
});
