/**
 * From a page's address back to its route: the night's removal guard and report count pages per route, and the
 * shards' lists name pages by their output file only.
 */
import { LISTED_ROUTES, SINGLE_ROUTES } from './table.ts';

/** Every route's URL pattern. */
export const ROUTE_PATTERNS: readonly string[] = [...SINGLE_ROUTES, ...LISTED_ROUTES].map((route) => route.pattern);

/** A route's URL path for its params (`/best-doctors/[state]` with state 'texas' → `/best-doctors/texas`). */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  const parts = partsOf(pattern);
  let path = parts[0] ?? '';
  for (let at = 1; at < parts.length; at += 2) {
    const name = parts[at] ?? '';
    path += (params[name] ?? `[${name}]`) + (parts[at + 1] ?? '');
  }
  return path;
}

/** The area a page belongs to, as the night's removal guard weighs a loss: its first two path segments
 * (`/best-doctors/texas`, a directory's state or a speciality); none for a top-level page. */
export function areaOf(url: string): string | undefined {
  const [root, second] = url.split('/').filter(Boolean);
  return root === undefined || second === undefined ? undefined : `/${root}/${second.replace(/\.(json|html)$/, '')}`;
}

// A pattern split once into its literals and, between them, its params' names: every link of a page is filled.
const splitPatterns = new Map<string, readonly string[]>();
function partsOf(pattern: string): readonly string[] {
  let parts = splitPatterns.get(pattern);
  if (!parts) {
    parts = pattern.split(/\[(\w+)\]/);
    splitPatterns.set(pattern, parts);
  }
  return parts;
}

const staticLength = (pattern: string): number => pattern.replace(/\[\w+\]/g, '').length;

// Most literal first: '/specialities/[speciality]/[chunk].json' must win over '/specialities/[speciality]/[doctor]'.
const MATCHERS = [...ROUTE_PATTERNS]
  .sort((a, b) => staticLength(b) - staticLength(a))
  .map((pattern) => {
    const source = pattern.split(/\[\w+\]/).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { pattern, regex: new RegExp(`^${source.join('[^/]+')}/?$`) };
  });

/** The URL path of a page's output file (`best-doctors/texas/index.html` → `/best-doctors/texas/`). */
export function urlOfOutputFile(file: string): string {
  const path = file.startsWith('/') ? file : `/${file}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.replace(/\.html$/, '');
}

/** The pattern of the route a page's URL path or output file belongs to; undefined for a path no route makes. */
export function routeOfPath(path: string): string | undefined {
  const url = path.endsWith('.html') || !path.startsWith('/') ? urlOfOutputFile(path) : path;
  return MATCHERS.find(({ regex }) => regex.test(url))?.pattern;
}
