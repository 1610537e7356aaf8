/** The images a crawl may fetch: only from the API's host and the image host, whatever address an answer names. */
import { describe, expect, it } from 'vitest';
import { imagesIn } from '../../../src/crawl/image-refs.ts';

const API = 'http://127.0.0.1:8787';
const IMAGES = 'https://images.example.org';
const ALLOWED = [new URL(API).origin, new URL(IMAGES).origin];

describe('imagesIn', () => {
  it('keeps site-relative addresses and absolute ones on an allowed host', () => {
    const body = [{ flag: '/images/flags/US-TX.png' }, { docImage: `${IMAGES}/photos/1.jpg` }, { blogImage: `${API}/images/blogs/2.png` }];
    const { images, offOrigin } = imagesIn(body, IMAGES, ALLOWED);
    expect(images.map((image) => image.url)).toEqual([`${IMAGES}/images/flags/US-TX.png`, `${IMAGES}/photos/1.jpg`, `${API}/images/blogs/2.png`]);
    expect(offOrigin).toEqual([]);
  });

  it.each([
    ['another address of the machine', 'http://127.0.0.2:8787/images/flags/US-TX.png'],
    ['another port of the API host', 'http://127.0.0.1:9200/_cat/indices.png'],
    ['a protocol-relative address elsewhere', '//intranet.example/secret.png'],
    ['another scheme on the image host', 'http://images.example.org/photos/1.jpg'],
    ['a file', 'file:///etc/passwd'],
  ])('never fetches %s', (_, address) => {
    const { images, offOrigin } = imagesIn({ docImage: address }, IMAGES, ALLOWED);
    expect(images).toEqual([]);
    expect(offOrigin).toEqual([new URL(address, IMAGES).href]);
  });
});
