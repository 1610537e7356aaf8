/**
 * The images a response names (state flags, doctor photos, blog banners), found where the crawl stores the
 * response. Kept apart from the re-encoding (assets.ts): the store runs on a worker thread (store-worker.ts), and a
 * worker thread that loads sharp's native addon may unload libvips under the main thread when it exits.
 */
import { IMAGE_FIELDS, type ImageField, type ImageReference } from '../snapshot/records.ts';

const IMAGE_FIELD_NAMES = Object.keys(IMAGE_FIELDS) as ImageField[];

/** The images of a response the crawl may fetch, and the addresses it may not (on another host than those allowed). */
export interface ImagesOfAnswer {
  readonly images: ImageReference[];
  readonly offOrigin: string[];
}

/** An image field of a response as the API wrote it: the field and its address, not yet resolved. */
export type ImageFieldValue = readonly [field: ImageField, address: string];

/**
 * Every image address in a response body, resolved against the image host (blog images are site-relative), kept when
 * its origin is one of `allowedOrigins`: an absolute or protocol-relative address elsewhere (another host, another
 * port, a private address) is never fetched from the build machine, so nothing the API names can reach past it.
 */
export function imagesIn(body: unknown, imageBaseUrl: string, allowedOrigins: readonly string[]): ImagesOfAnswer {
  return resolveImages(imageFieldsIn(body), imageBaseUrl, allowedOrigins);
}

/** The image fields of a response body, as written (stored with the answer: a 304 resolves them again). */
export function imageFieldsIn(body: unknown): ImageFieldValue[] {
  const fields: ImageFieldValue[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    // Only the image fields are looked at: a body's other fields are most of it.
    for (const key of IMAGE_FIELD_NAMES) {
      const field: unknown = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' && field.trim()) fields.push([key, field.trim()]);
    }
  };
  visit(body);
  return fields;
}

/** Image fields resolved against this crawl's image host and sorted into the allowed and the refused. */
export function resolveImages(fields: readonly ImageFieldValue[], imageBaseUrl: string, allowedOrigins: readonly string[]): ImagesOfAnswer {
  const found = new Map<string, ImageField>();
  const offOrigin: string[] = [];
  for (const [key, address] of fields) {
    try {
      const url = new URL(address, imageBaseUrl);
      if (allowedOrigins.includes(url.origin)) found.set(url.href, key);
      else offOrigin.push(url.href);
    } catch {
      // Not an address: the page shows its placeholder.
    }
  }
  return { images: [...found].map(([url, field]) => ({ url, field })), offOrigin };
}
