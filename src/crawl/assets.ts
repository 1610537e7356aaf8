/**
 * Images the pages show (state flags, doctor photos, blog banners) are fetched by the crawl like any response,
 * re-encoded as small WebP files of a fixed width (SVG from the API is rasterised, so no script from it ever
 * runs on the site's origin), and stored in the snapshot; the build writes them under /media/.
 */
import { hash } from 'node:crypto';
import sharp from 'sharp';

import { IMAGE_FIELDS, type ImageField, type ImageReference, type OptimisedImage } from '../snapshot/records.ts';

export type { ImageField, ImageReference, OptimisedImage };

/** The site path an image is published at: named by its content, so hosts may cache it for ever. */
export function toMediaPath(image: OptimisedImage, field: ImageField): string {
  const folder = field === 'flag' ? 'flags' : field === 'docImage' ? 'photos' : 'blogs';
  return `/media/${folder}/${hash('sha256', image.body).slice(0, 20)}.webp`;
}

/** The most pixels an image may have, read from its header before it is decoded: a few bytes of PNG can declare a
 * picture that takes gigabytes once decoded; a 24-megapixel camera photo still passes. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** Re-encodes an image as WebP at the field's width (never enlarged). Throws on data that is not an image, or that has
 * more than MAX_IMAGE_PIXELS. */
export async function optimiseImage(bytes: Uint8Array, field: ImageField): Promise<OptimisedImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: IMAGE_FIELDS[field], withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  return { body: new Uint8Array(data), width: info.width, height: info.height };
}
