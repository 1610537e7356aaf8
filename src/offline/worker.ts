/**
 * The offline worker (issue 46, item 7), served as /sw.js (src/offline/worker-file.ts writes it from these functions'
 * text, so they may use nothing but their arguments, each other and the worker's globals).
 *
 * - Pages: network first, so a page the night changed is shown fresh whenever the network answers; each page that
 *   answered is kept (the last `maxPages`), and is shown from there only when the network fails, or has not answered
 *   within `networkTimeoutMs` on a connection that hangs. A page never opened gets the offline page.
 * - The offline and Saved pages and the files they load are fetched at install (the shell).
 * - Files named by their content (/_astro/, images): from the cache first, the last `maxAssets` kept.
 * - Anything else, and everything but GET (the forms' POSTs), is left to the browser: never cached.
 * Cache names carry the worker's version; a new deploy's worker deletes the older ones when it takes over.
 */

export interface WorkerConfig {
  /** Changes with the worker's text (its code and this config): names its caches. */
  readonly version: string;
  /** The pages fetched at install, with the files they load. */
  readonly shell: readonly string[];
  /** The page shown for a page never opened, when offline. */
  readonly offlinePage: string;
  /** The folders whose files are named by their content (from the site root, '_astro/'). */
  readonly contentNamed: readonly string[];
  readonly maxPages: number;
  readonly maxAssets: number;
  readonly networkTimeoutMs: number;
}

/** The site files a page loads (stylesheets, scripts, icons, images) named in its HTML, as paths from the root. */
export function filesOfPage(html: string, contentNamed: readonly string[]): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="(\/[^"/][^"]*)"/g)) {
    const path = match[1] ?? '';
    if (contentNamed.some((folder) => path.startsWith(`/${folder}`))) files.add(path);
  }
  return [...files];
}

/** The modules a bundled script imports statically (`import … from"./x.js"`, `import"./x.js"`), as paths from the
 * root; dynamic imports (`import("./x.js")`) are left out: they load only when used. */
export function staticImportsOf(code: string, scriptPath: string): string[] {
  const folder = scriptPath.slice(0, scriptPath.lastIndexOf('/') + 1);
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => `${folder}${match[1]}`);
}

/** The entries to drop from a cache listed oldest first so that at most `max` remain: the oldest. */
export function overflowOf<T>(entries: readonly T[], max: number): T[] {
  return entries.slice(0, Math.max(0, entries.length - max));
}

/** What the worker keys a page by: its address without query or fragment. */
export function pageKeyOf(address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname}`;
}

/** The worker's global scope, as much of it as the worker uses (the project's types have no WebWorker library). */
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<ReadonlyArray<{ url: string }>>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}
interface WorkerEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  /** The page's answer, asked by the browser while the worker started (navigation preload): no wait for the worker. */
  readonly preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

/** The worker itself. */
export function offlineWorker(scope: WorkerScope, config: WorkerConfig): void {
  const pagesCache = `pages-${config.version}`;
  const assetsCache = `assets-${config.version}`;
  const shellCache = `shell-${config.version}`;
  const ours = [pagesCache, assetsCache, shellCache];
  const origin = scope.location.origin;
  const isContentNamed = (path: string) => config.contentNamed.some((folder) => path.startsWith(`/${folder}`));
  const isPage = (response: Response) => response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');

  async function keep(cacheName: string, key: string, response: Response, max: number): Promise<void> {
    const cache = await caches.open(cacheName);
    // Deleted first, so that the entry moves to the end of the cache's order: the newest.
    await cache.delete(key);
    await cache.put(key, response);
    for (const old of overflowOf(await cache.keys(), max)) await cache.delete(old);
  }

  // The shell: the offline and Saved pages, the files they name and the modules those import, fetched past the
  // browser's HTTP cache. Any failure fails the install: the worker before it stays in charge.
  async function fetchShell(): Promise<void> {
    const cache = await caches.open(shellCache);
    const files: string[] = [];
    for (const page of config.shell) {
      const response = await fetch(page, { cache: 'reload' });
      if (!response.ok) throw new Error(`${page}: ${response.status}`);
      files.push(...filesOfPage(await response.clone().text(), config.contentNamed));
      await cache.put(page, response);
    }
    const seen = new Set(files);
    for (let i = 0; i < files.length; i++) {
      const file = files[i] ?? '';
      const response = await fetch(file);
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      if (file.endsWith('.js')) {
        for (const imported of staticImportsOf(await response.clone().text(), file)) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          files.push(imported);
        }
      }
      await cache.put(file, response);
    }
  }

  // The pages open when the worker takes over were fetched before it existed: kept now, so that they too reopen offline.
  async function keepOpenPages(): Promise<void> {
    for (const client of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
      if (!client.url.startsWith(`${origin}/`)) continue;
      const response = await fetch(client.url).catch(() => undefined);
      if (response && isPage(response) && !response.redirected) await keep(pagesCache, pageKeyOf(client.url), response, config.maxPages);
    }
  }

  scope.addEventListener('install', (event) => event.waitUntil(fetchShell().then(() => scope.skipWaiting())));
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((name) => !ours.includes(name)).map((name) => caches.delete(name))))
        .then(() => scope.registration.navigationPreload?.enable())
        .then(() => scope.clients.claim())
        .then(() => keepOpenPages()),
    ),
  );

  async function page(event: WorkerFetchEvent): Promise<Response> {
    const key = pageKeyOf(event.request.url);
    const fresh = Promise.resolve(event.preloadResponse).then((preloaded) => preloaded ?? fetch(event.request));
    // Kept beside the answer, not before it: the page is not held up by the cache's write.
    const kept = fresh.then((response) =>
      isPage(response) && !response.redirected ? keep(pagesCache, key, response.clone(), config.maxPages) : undefined,
    );
    event.waitUntil(kept.catch(() => undefined));
    // The copy kept when it was last opened, before the shell's copy from the install (the Saved page).
    const cached = async () => (await (await caches.open(pagesCache)).match(key)) ?? (await caches.match(key, { ignoreSearch: true }));
    try {
      // A connection that hangs: the kept copy after a while, if there is one, else the network's answer whenever it comes.
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, config.networkTimeoutMs));
      const first = await Promise.race([fresh, timeout]);
      return first ?? (await cached()) ?? (await fresh);
    } catch {
      return (await cached()) ?? (await caches.match(config.offlinePage)) ?? Response.error();
    }
  }

  async function file(event: WorkerFetchEvent): Promise<Response> {
    const cached = await caches.match(event.request);
    if (cached) return cached;
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(keep(assetsCache, event.request.url, response.clone(), config.maxAssets));
    return response;
  }

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== origin) return;
    if (request.mode === 'navigate') event.respondWith(page(event));
    else if (isContentNamed(url.pathname)) event.respondWith(file(event));
  });
}
