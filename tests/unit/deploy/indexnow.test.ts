/**
 * IndexNow's submissions against a local receiver: batches of at most 10,000 URLs with the configured pause between
 * them; a batch not accepted stops the night's submissions and keeps it and the rest, which the next night sends
 * first; duplicates whose canonical page is elsewhere are never sent.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalUrlOf, goneUrlsOf, submitToIndexNow } from '../../../scripts/deploy/indexnow.ts';

const SITE = 'https://directory.test';
const received: Array<{ at: number; urls: string[] }> = [];
// The answers to the next requests, then 200.
const answers: number[] = [];
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const status = answers.shift() ?? 200;
    if (status === 200) received.push({ at: performance.now(), urls: (JSON.parse(body) as { urlList: string[] }).urlList });
    response.writeHead(status).end();
  });
});
let endpoint = '';
const folder = mkdtempSync(join(tmpdir(), 'indexnow-'));

beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const address = receiver.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/indexnow`;
});
afterAll(() => {
  receiver.close();
  rmSync(folder, { recursive: true, force: true });
});

const urls = (count: number, name: string) => Array.from({ length: count }, (_, index) => `${SITE}/${name}-${index}/`);

describe('IndexNow submissions', () => {
  it('sends batches of 10,000 with the pause between them', async () => {
    received.length = 0;
    const result = await submitToIndexNow(urls(20_001, 'paced'), { endpoint, key: 'a1b2c3d4e5f6', siteUrl: SITE, pauseMs: 400 });
    expect(result).toEqual({ submitted: 20_001, batches: 3 });
    expect(received.map((batch) => batch.urls.length)).toEqual([10_000, 10_000, 1]);
    for (let index = 1; index < received.length; index++) {
      expect((received[index]?.at ?? 0) - (received[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(390);
    }
  });

  it('keeps a batch not accepted and the rest for the next night, which sends them first', async () => {
    received.length = 0;
    const carryOverFile = join(folder, 'pending.txt');
    const options = { endpoint, key: 'a1b2c3d4e5f6', siteUrl: SITE, pauseMs: 0, carryOverFile };
    // The second batch fails, retries included (two).
    answers.push(200, 500, 500, 500);
    // Tonight's URLs as a deploy gives them: read from its file as they go, with their count.
    const failed = await submitToIndexNow(Iterator.from(urls(25_000, 'tonight')), options, 25_000);
    expect(failed).toMatchObject({ submitted: 10_000, batches: 1, carriedOver: 15_000 });
    expect(failed.failed).toMatch(/^batch 2 of 3: .*500/);
    expect(readFileSync(carryOverFile, 'utf8').split('\n').filter(Boolean)).toEqual(urls(25_000, 'tonight').slice(10_000));

    received.length = 0;
    const next = await submitToIndexNow(urls(2, 'next'), options);
    expect(next).toEqual({ submitted: 15_002, batches: 2, carriedIn: 15_000 });
    expect(received.flatMap((batch) => batch.urls)).toEqual([...urls(25_000, 'tonight').slice(10_000), ...urls(2, 'next')]);
    expect(existsSync(carryOverFile)).toBe(false);
  });

  it('sends a page only when it is its own canonical page', () => {
    const page = (canonical: string) => new TextEncoder().encode(`<head><link rel="canonical" href="${canonical}"></head>`);
    expect(canonicalUrlOf('best-doctors/index.html', page(`${SITE}/best-doctors/`), SITE)).toBe(`${SITE}/best-doctors/`);
    const duplicate = 'specialities/best-doctors-for-cardiology/john-smith-42.html';
    expect(canonicalUrlOf(duplicate, page(`${SITE}/best-doctors/texas/austin/cardiology/john-smith-42`), SITE)).toBeUndefined();
    expect(canonicalUrlOf(duplicate, page(`${SITE}/specialities/best-doctors-for-cardiology/john-smith-42`), SITE)).toBe(
      `${SITE}/specialities/best-doctors-for-cardiology/john-smith-42`,
    );
    expect(canonicalUrlOf('404.html', page(`${SITE}/404`), SITE)).toBeUndefined();
    expect(goneUrlsOf([duplicate, 'best-doctors/texas/index.html'], SITE)).toEqual([`${SITE}/best-doctors/texas/`]);
  });
});
