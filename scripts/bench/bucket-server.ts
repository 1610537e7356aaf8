/**
 * The benchmark's bucket: an S3-protocol server on this machine for the operations a deploy makes (PutObject,
 * GetObject, HeadObject, DeleteObject, DeleteObjects), each request's Signature V4 checked, objects kept in one SQLite
 * file with their bodies compressed (bucket-compression.ts). The tests deploy to s3rver; a national site does not fit
 * it here: s3rver keeps three files an object (about 10 million inodes and 70 GB for 3.2 million objects), and takes
 * 5 ms an object.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';
import { openBucketCompression } from './bucket-compression.ts';

export interface BucketServerOptions {
  /** The SQLite file the objects are kept in: emptied first when `fresh`, else taken as a previous run left it. */
  readonly dbPath: string;
  readonly fresh: boolean;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface BucketServer {
  readonly endpoint: string;
  /** Objects held, their bytes as uploaded, and as kept. */
  stats(): { objects: number; bytes: number; keptBytes: number };
  stop(): Promise<void>;
}

// Larger bodies are refused: a deploy uploads site files, and an unbounded body would be held whole in memory.
const MAX_BODY_BYTES = 64 * 1048576;
const SIGNATURE_ALGORITHM = 'AWS4-HMAC-SHA256';

class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export async function startBucketServer(options: BucketServerOptions): Promise<BucketServer> {
  if (options.fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.dbPath}${suffix}`, { force: true });
  const db = new DatabaseSync(options.dbPath);
  // A benchmark's bucket: a crash loses at most the last writes, never the file.
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
    CREATE TABLE IF NOT EXISTS objects (key TEXT PRIMARY KEY, body BLOB NOT NULL, dictionary INTEGER, size INTEGER NOT NULL,
      etag TEXT NOT NULL, content_type TEXT, cache_control TEXT) STRICT;`);
  const compression = openBucketCompression(db);
  const put = db.prepare(
    'INSERT OR REPLACE INTO objects (key, body, dictionary, size, etag, content_type, cache_control) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const get = db.prepare('SELECT body, dictionary, size, etag, content_type, cache_control FROM objects WHERE key = ?');
  const remove = db.prepare('DELETE FROM objects WHERE key = ?');
  const count = db.prepare('SELECT count(*) AS objects, coalesce(sum(size), 0) AS bytes, coalesce(sum(length(body)), 0) AS keptBytes FROM objects');

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://bucket');
    // The path as sent (and signed): URL would normalise it.
    const path = (request.url ?? '/').split('?')[0] as string;
    const body = await readBody(request);
    verifySignature(request, path, url.searchParams, body, options);
    const [, bucket, ...rest] = path.split('/');
    if (bucket !== options.bucket) throw new S3Error(404, 'NoSuchBucket', `No bucket '${decodeURIComponent(bucket ?? '')}'`);
    const key = rest.map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    if (method === 'POST' && url.searchParams.has('delete') && key === '') {
      verifyBodyChecksum(request, body);
      for (const deleted of keysToDelete(body.toString('utf8'))) remove.run(deleted);
      return send(
        response,
        200,
        '<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>',
      );
    }
    if (key === '' || [...url.searchParams.keys()].some((name) => !name.startsWith('x-id'))) {
      throw new S3Error(501, 'NotImplemented', `${method} ${url.pathname}${url.search} is not an operation this bucket serves`);
    }
    if (method === 'PUT') {
      if (request.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented', 'CopyObject is not an operation this bucket serves');
      verifyBodyChecksum(request, body);
      const etag = createHash('md5').update(body).digest('hex');
      const contentType = header(request, 'content-type') ?? null;
      const { kept, dictionary } = compression.compress(key, contentType, body);
      put.run(key, kept, dictionary, body.length, etag, contentType, header(request, 'cache-control') ?? null);
      response.setHeader('ETag', `"${etag}"`);
      return send(response, 200, '');
    }
    if (method === 'DELETE') {
      remove.run(key);
      return send(response, 204, '');
    }
    if (method === 'GET' || method === 'HEAD') {
      const found = get.get(key) as
        | { body: Uint8Array; dictionary: number | null; size: number; etag: string; content_type: string | null; cache_control: string | null }
        | undefined;
      if (!found) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      response.setHeader('ETag', `"${found.etag}"`);
      response.setHeader('Content-Length', found.size);
      if (found.content_type) response.setHeader('Content-Type', found.content_type);
      if (found.cache_control) response.setHeader('Cache-Control', found.cache_control);
      response.writeHead(200);
      response.end(method === 'HEAD' ? undefined : compression.decompress(found.body, found.dictionary));
      return;
    }
    throw new S3Error(501, 'NotImplemented', `${method} is not an operation this bucket serves`);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof S3Error ? error : new S3Error(500, 'InternalError', error instanceof Error ? error.message : String(error));
      if (!response.headersSent) {
        send(
          response,
          failure.status,
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${failure.code}</Code><Message>${escapeXml(failure.message)}</Message></Error>`,
        );
      } else response.destroy();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stats: () => count.get() as { objects: number; bytes: number; keptBytes: number },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      db.close();
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new S3Error(400, 'EntityTooLarge', `A body of at most ${MAX_BODY_BYTES} bytes is taken`);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MAX_BODY_BYTES) throw new S3Error(400, 'EntityTooLarge', `A body of at most ${MAX_BODY_BYTES} bytes is taken`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** Signature V4 (header form): the request as signed by the secret, its payload's digest, and the clock within 15 min. */
function verifySignature(request: IncomingMessage, path: string, query: URLSearchParams, body: Buffer, options: BucketServerOptions): void {
  const authorization = header(request, 'authorization') ?? '';
  const parsed = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    authorization,
  );
  if (!parsed) throw new S3Error(403, 'AccessDenied', 'A Signature V4 Authorization header is required');
  const [, accessKeyId, day, region, signedHeaders, signature] = parsed as unknown as [string, string, string, string, string, string];
  if (accessKeyId !== options.accessKeyId) throw new S3Error(403, 'InvalidAccessKeyId', 'The access key is not known');
  const amzDate = header(request, 'x-amz-date') ?? '';
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!amzDate.startsWith(day) || !(Math.abs(Date.now() - signedAt) < 15 * 60_000))
    throw new S3Error(403, 'RequestTimeTooSkewed', 'x-amz-date is missing or off');
  const payloadHash = header(request, 'x-amz-content-sha256') ?? '';
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The body does not match x-amz-content-sha256');
  }
  const names = signedHeaders.split(';');
  if (!names.includes('host')) throw new S3Error(403, 'AccessDenied', 'The host header must be signed');
  const canonicalHeaders = names.map((name) => `${name}:${(header(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalQuery = [...query]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [SIGNATURE_ALGORITHM, amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (previous, part) => createHmac('sha256', previous).update(part).digest(),
    createHmac('sha256', createHmac('sha256', `AWS4${options.secretAccessKey}`).update(day).digest())
      .update(region)
      .digest(),
  );
  const expected = createHmac('sha256', key).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature does not match');
}

/** Content-MD5 and x-amz-checksum-crc32, when sent, must match the body. */
function verifyBodyChecksum(request: IncomingMessage, body: Buffer): void {
  const md5 = header(request, 'content-md5');
  if (md5 !== undefined && md5 !== createHash('md5').update(body).digest('base64'))
    throw new S3Error(400, 'BadDigest', 'Content-MD5 does not match the body');
  const crc = header(request, 'x-amz-checksum-crc32');
  if (crc !== undefined) {
    const expected = Buffer.alloc(4);
    expected.writeUInt32BE(crc32(body));
    if (crc !== expected.toString('base64')) throw new S3Error(400, 'BadDigest', 'x-amz-checksum-crc32 does not match the body');
  }
  for (const name of Object.keys(request.headers)) {
    if (name.startsWith('x-amz-checksum-') && name !== 'x-amz-checksum-crc32' && name !== 'x-amz-checksum-type') {
      throw new S3Error(501, 'NotImplemented', `${name} is not checked by this bucket`);
    }
  }
}

/** The keys of a DeleteObjects body (<Delete><Object><Key>…</Key></Object>…</Delete>). */
function keysToDelete(xml: string): string[] {
  return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1] as string));
}

const encodeRfc3986 = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) =>
    entity.startsWith('#x')
      ? String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
      : entity.startsWith('#')
        ? String.fromCodePoint(Number(entity.slice(1)))
        : (XML_ENTITIES[entity] ?? ''),
  );
const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&${Object.entries(XML_ENTITIES).find(([, value]) => value === char)?.[0]};`);

function send(response: ServerResponse, status: number, xml: string): void {
  response.writeHead(status, xml ? { 'Content-Type': 'application/xml' } : {});
  response.end(xml);
}
