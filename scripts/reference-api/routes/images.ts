/** Images the API serves itself: stored flags and blog banners, and doctors' portraits drawn on request; with
 * strong ETags, so an unchanged image costs the crawl a 304, not a download and a new encoding. */
import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import { drawDoctorPhoto } from '../dataset/images.ts';
import { answerWithEtag } from './validators.ts';

const CACHE = 'public, max-age=86400';

export function createImageHandlers(db: DatabaseSync) {
  const stored = db.prepare('SELECT content_type, body FROM images WHERE path = ?');
  const doctor = db.prepare('SELECT gender, has_image FROM doctors WHERE uid = ?');
  return {
    stored(c: Context) {
      const image = stored.get(c.req.path) as { content_type: string; body: Uint8Array } | undefined;
      if (!image) return c.json({ error: `No image at ${c.req.path}` }, 404);
      return answerWithEtag(c, image.body, { 'Content-Type': image.content_type, 'Cache-Control': CACHE });
    },
    doctorPhoto(c: Context) {
      const uid = (c.req.param('file') ?? '').replace(/\.svg$/, '');
      const row = doctor.get(uid) as { gender: string; has_image: number } | undefined;
      if (!row?.has_image) return c.json({ error: `No portrait for doctor '${uid}'` }, 404);
      return answerWithEtag(c, drawDoctorPhoto(uid, row.gender), { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE });
    },
  };
}
