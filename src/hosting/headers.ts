/** Response headers for every static host: security headers on all answers, cache lifetimes by kind of file. */
import { WORKER_PATH } from '../offline/worker-path.ts';
import { BLOG_NOT_FOUND_PATH, BLOGS_URL } from '../routes/urls.ts';

export { WORKER_PATH };

/** The page itself sends script-src and style-src in a CSP meta tag (with hashes); frame-ancestors needs a header.
 * Geolocation is the site's own, for near-me's "Use my location" (asked only when tapped); no frame gets it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

export const CACHE_RULES = {
  /** Bundles named by hash, images named by content. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and their JSON, rebuilt every night. */
  page: 'public, max-age=600, must-revalidate',
  /** The offline worker (/sw.js): asked again on every check, so a deploy's worker takes over at the next visit. */
  worker: 'no-cache',
} as const;

/** The folders whose files are named by their content: a name never gets other bytes, so they are cached for good. */
export const CONTENT_NAMED_FOLDERS = ['_astro/', 'media/', 'maps/'] as const;

/** Whether a file (its path from the site root) is named by its content. */
export const isContentNamed = (path: string): boolean => CONTENT_NAMED_FOLDERS.some((folder) => path.replace(/^\//, '').startsWith(folder));

/** The Cache-Control of a file, by its path from the site root. */
export const cacheControlOf = (path: string): string =>
  isContentNamed(path) ? CACHE_RULES.immutable : `/${path.replace(/^\//, '')}` === WORKER_PATH ? CACHE_RULES.worker : CACHE_RULES.page;

/** The `_headers` file of Netlify- and Cloudflare-Pages-style hosts. */
export function headersFile(): string {
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Security headers on every answer; long cache lifetimes for hashed bundles and content-named images; none for the offline worker.',
    '/*',
    ...security,
    ...CONTENT_NAMED_FOLDERS.flatMap((folder) => [`/${folder}*`, `  Cache-Control: ${CACHE_RULES.immutable}`]),
    WORKER_PATH,
    `  Cache-Control: ${CACHE_RULES.worker}`,
    '',
  ].join('\n');
}

/**
 * The `_redirects` file: such hosts already serve `name.html` at `name`, redirect `/folder` to `/folder/` and a
 * detail URL's trailing slash away, and answer unknown paths with 404.html and status 404. What remains is
 * 'Blogs Not Found' for unknown blog addresses, and the forms' same-origin /api/ when the API lives elsewhere.
 */
export function redirectsFile(apiBaseUrl: string | undefined): string {
  const lines = [
    '# Pretty URLs, trailing slashes and 404.html are the host defaults these rules rely on.',
    // Unknown blog addresses get 'Blogs Not Found' (spec section 8); a rule without '!' never shadows a real file.
    `${BLOGS_URL}*  ${BLOG_NOT_FOUND_PATH}.html  404`,
  ];
  if (apiBaseUrl) lines.push(`/api/*  ${apiBaseUrl.replace(/\/+$/, '')}/api/:splat  200`);
  return `${lines.join('\n')}\n`;
}

/** robots.txt, pointing to the sitemap index. */
export function robotsFile(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', siteUrl).href}\n`;
}
