/** The offline worker's file, /sw.js: the functions of src/offline/worker.ts as text, and its configuration. */
import { stableHash } from '../lib/stable-hash.ts';
import { filesOfPage, offlineWorker, overflowOf, pageKeyOf, staticImportsOf, type WorkerConfig } from '../offline/worker.ts';
import { OFFLINE_URL, SAVED_URL } from '../routes/urls.ts';
import { CONTENT_NAMED_FOLDERS } from './headers.ts';

export { WORKER_PATH } from '../offline/worker-path.ts';

/** How many pages and content-named files a visitor's browser keeps: the last listings opened, and what they show. */
export const WORKER_LIMITS = { maxPages: 60, maxAssets: 400, networkTimeoutMs: 4000 } as const;

/** The worker's text. Its version is a digest of the rest of the text: a deploy that changes the worker (its code,
 * the shell, the limits) gets new caches, and one that does not keeps the visitor's. */
export function workerSource(): string {
  const helpers = [filesOfPage, staticImportsOf, overflowOf, pageKeyOf].map((fn) => fn.toString()).join('\n');
  const config = (version: string): WorkerConfig => ({
    version,
    shell: [OFFLINE_URL, SAVED_URL],
    offlinePage: OFFLINE_URL,
    contentNamed: CONTENT_NAMED_FOLDERS,
    ...WORKER_LIMITS,
  });
  const text = (version: string) => `${helpers}\n(${offlineWorker.toString()})(self, ${JSON.stringify(config(version))});\n`;
  return text(stableHash(text('')).toString(36));
}
