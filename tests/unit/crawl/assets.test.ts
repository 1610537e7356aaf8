/** Image re-encoding refuses a picture whose header declares more pixels than the cap, before decoding it. */
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, optimiseImage } from '../../../src/crawl/assets.ts';

/** A PNG of one pixel whose header claims `width` × `height`: a few bytes that would decode to gigabytes. */
async function pngDeclaring(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (4) and type (4) at byte 8, then width and height, then its CRC over type and data (13 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('optimiseImage', () => {
  it('re-encodes an ordinary image', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#08f' } })
      .jpeg()
      .toBuffer();
    await expect(optimiseImage(photo, 'docImage')).resolves.toMatchObject({ width: 192, height: 144 });
  });

  it('refuses a header declaring more than the pixel cap, before decoding it', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    const started = performance.now();
    await expect(optimiseImage(await pngDeclaring(50_000, 50_000), 'flag')).rejects.toThrow(/pixel limit/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
