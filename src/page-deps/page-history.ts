/**
 * What the last build did with a page, read from a manifest without changing it (`npm run why`): rendered or
 * reused, why it last rendered, or that the build removed it.
 */
import { DatabaseSync } from 'node:sqlite';
import type { RenderReason } from './plan.ts';

/** A page the manifest knows, as the last build left it. */
export interface PageHistory {
  readonly url: string;
  /** Its id: route pattern and params (page-key.ts). */
  readonly page: string;
  /** Whether the last build rendered it (else it reused the page an earlier build rendered). */
  readonly renderedLastBuild: boolean;
  /** Why it rendered when it last did. */
  readonly reason: RenderReason;
  /** The number of the build that last rendered it. */
  readonly renderedIn: number;
  /** How many facts it read, and when the newest of them changed. */
  readonly facts: number;
  readonly changedAt: string | undefined;
}

export type PageOutcome =
  | { readonly outcome: 'known'; readonly history: PageHistory; readonly lastBuild: number; readonly lastBuildAt: string | undefined }
  | { readonly outcome: 'removed'; readonly lastBuild: number; readonly lastBuildAt: string | undefined }
  | { readonly outcome: 'unknown' };

/** What the last build recorded in the manifest at `manifestPath` about the page at a URL path. */
export function pageOutcome(manifestPath: string, url: string): PageOutcome {
  const db = new DatabaseSync(manifestPath, { readOnly: true });
  try {
    const meta = (key: string) => (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    const lastBuild = Number(meta('build') ?? 0);
    const lastBuildAt = meta('built_at');
    const row = db
      .prepare(
        `SELECT p.url, p.page, p.reason, p.rendered_in AS renderedIn, p.changed_at AS changedAt,
           (SELECT COUNT(*) FROM page_facts pf WHERE pf.page = p.id) AS facts FROM pages p WHERE p.url = ? LIMIT 1`,
      )
      .get(url) as { url: string; page: string; reason: string; renderedIn: number; changedAt: string | null; facts: number } | undefined;
    if (row) {
      const history: PageHistory = {
        url: row.url,
        page: row.page,
        renderedLastBuild: row.renderedIn === lastBuild,
        reason: JSON.parse(row.reason) as RenderReason,
        renderedIn: row.renderedIn,
        facts: row.facts,
        changedAt: row.changedAt ?? undefined,
      };
      return { outcome: 'known', history, lastBuild, lastBuildAt };
    }
    if (db.prepare('SELECT 1 FROM removed WHERE url = ?').get(url)) return { outcome: 'removed', lastBuild, lastBuildAt };
    return { outcome: 'unknown' };
  } finally {
    db.close();
  }
}
