/**
 * The images a response names (state flags, doctor photos, blog banners), found where the crawl stores the
 * response. Kept apart from the re-encoding (assets.ts): the store runs on a worker thread (store-worker.ts), and a
 * worker thread that loads sharp's native addon may unload libvips under the main thread when it exits.
 */
import { IMAGE_FIELDS, type ImageField, type ImageReference } from '../snapshot/records.ts';

const IMAGE_FIELD_NAMES = Object.keys(IMAGE_FIELDS) as ImageField[];

/** Every image address in a response body, resolved against the image host (blog images are site-relative). */
export function imagesIn(body: unknown, imageBaseUrl: string): ImageReference[] {
  const found = new Map<string, ImageField>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    // Only the image fields are looked at: a body's other fields are most of it.
    for (const key of IMAGE_FIELD_NAMES) {
      const field: unknown = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' && field.trim()) {
        try {
          found.set(new URL(field.trim(), imageBaseUrl).href, key);
        } catch {
          // Not an address: the page shows its placeholder.
        }
      }
    }
  };
  visit(body);
  return [...found].map(([url, field]) => ({ url, field }));
}
