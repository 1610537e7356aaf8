/** Where the offline worker is served: at the site root, so its scope is the whole site (src/offline/worker.ts). */
export const WORKER_PATH = '/sw.js';
