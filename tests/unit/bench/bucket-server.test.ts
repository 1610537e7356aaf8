/**
 * The benchmark's bucket speaks S3 to the deploy's own target (the AWS SDK): what is put reads back whole with its
 * headers, DeleteObjects removes, and a request signed with another secret, or whose body was changed after signing,
 * is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zstdCompressSync } from 'node:zlib';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BucketServer, startBucketServer } from '../../../scripts/bench/bucket-server.ts';
import { targetOf } from '../../../scripts/deploy/targets.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-bucket-'));
const KEY = { id: 'bench-test', secret: 'bench-test-secret' };
let server: BucketServer;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
const useSecret = (secret: string) => {
  process.env.AWS_ACCESS_KEY_ID = KEY.id;
  process.env.AWS_SECRET_ACCESS_KEY = secret;
};
const target = () => targetOf('s3://site/night', { endpoint: server.endpoint, region: 'us-east-1' });

beforeAll(async () => {
  server = await startBucketServer({
    dbPath: join(dir, 'bucket.sqlite'),
    fresh: true,
    bucket: 'site',
    accessKeyId: KEY.id,
    secretAccessKey: KEY.secret,
  });
});
afterAll(async () => {
  await server.stop();
  process.env.AWS_ACCESS_KEY_ID = saved.id;
  process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
  rmSync(dir, { recursive: true, force: true });
});

describe("the benchmark's S3-protocol bucket", () => {
  it('keeps what the deploy puts, with its type and lifetime, and deletes in a batch', async () => {
    useSecret(KEY.secret);
    const page = new TextEncoder().encode(`<p>${'Dr. Ana Núñez & co '.repeat(500)}</p>`);
    await target().put('best-doctors/texas/austin/index.html', page);
    await target().writeMeta('.deploy-manifest/index.json.gz', new Uint8Array([1, 2, 3]));
    expect(server.stats()).toMatchObject({ objects: 2, bytes: page.length + 3 });
    const answer = await fetch(`${server.endpoint}/site/night/best-doctors/texas/austin/index.html`);
    // Unsigned: refused like any other request.
    expect(answer.status).toBe(403);
    expect(await target().readMeta('best-doctors/texas/austin/index.html')).toEqual(page);
    const client = new S3Client({ endpoint: server.endpoint, forcePathStyle: true, region: 'us-east-1' });
    const got = await client.send(new GetObjectCommand({ Bucket: 'site', Key: 'night/best-doctors/texas/austin/index.html' }));
    expect([got.ContentType, got.CacheControl, got.ContentLength]).toEqual([
      'text/html; charset=utf-8',
      expect.stringContaining('max-age'),
      page.length,
    ]);
    await got.Body?.transformToByteArray();
    expect(await target().readMeta('missing.html')).toBeUndefined();
    await target().deleteBatch(['best-doctors/texas/austin/index.html', 'never-there.html']);
    expect(await target().readMeta('best-doctors/texas/austin/index.html')).toBeUndefined();
    expect(server.stats().objects).toBe(1);
  });

  it('refuses a request signed with another secret', async () => {
    useSecret('not-the-secret');
    await expect(target().put('index.html', new Uint8Array([1]))).rejects.toThrow(/signature/i);
    useSecret(KEY.secret);
    expect(await target().readMeta('index.html')).toBeUndefined();
  });

  it('refuses a body that is not the one signed', async () => {
    const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const response = await fetch(`${server.endpoint}/site/x.html`, {
      method: 'PUT',
      body: 'changed',
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=${KEY.id}/${amzDate.slice(0, 8)}/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`,
        'x-amz-date': amzDate,
        'x-amz-content-sha256': '0'.repeat(64),
      },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('XAmzContentSHA256Mismatch');
  });

  it("keeps a folder's pages against a dictionary of its first pages, and reads them back whole after a restart", async () => {
    useSecret(KEY.secret);
    // Pages that share a long head and footer no single page repeats (as a site's do), each with its own doctor.
    let seed = 7;
    const word = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed.toString(36);
    };
    const shell = Array.from({ length: 1500 }, word).join(' ');
    const pages = Array.from({ length: 60 }, (_, n) => Buffer.from(`<html>${shell}<h1>Dr. ${word()} ${n}</h1>${word()}</html>`));
    const before = server.stats().keptBytes;
    for (const [n, page] of pages.entries()) await target().put(`specialities/cardiology/${n}/index.html`, page);
    const kept = server.stats().keptBytes - before;
    const plain = pages.reduce((sum, page) => sum + zstdCompressSync(page).length, 0);
    // The first twelve are the dictionary (kept plain); the other 48 cost a few bytes each against it.
    expect(kept).toBeLessThan(plain * 0.4);
    await server.stop();
    server = await startBucketServer({
      dbPath: join(dir, 'bucket.sqlite'),
      fresh: false,
      bucket: 'site',
      accessKeyId: KEY.id,
      secretAccessKey: KEY.secret,
    });
    for (const n of [0, 11, 12, 59])
      expect(Buffer.from((await target().readMeta(`specialities/cardiology/${n}/index.html`)) ?? [])).toEqual(pages[n]);
  });
});
