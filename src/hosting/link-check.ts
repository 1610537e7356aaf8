/**
 * Checks that every internal href and src of the built site resolves to a file, by the host rules: a path ending
 * in '/' is its folder's index.html; another path is the file itself, its .html (detail pages), or a folder
 * (the host adds the slash). Links inside the emitted JSON (Load More pages, blog sections) count too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BrokenLink {
  readonly page: string;
  readonly href: string;
}

/** Page files on the host beside `dist` (paths from the site root without the leading slash): a set, or a lookup on
 * disk when they are millions (scripts/pipeline/hosted-pages.ts). */
export interface PagesOnHost {
  has(file: string): boolean;
}

const NONE_ON_HOST: PagesOnHost = new Set<string>();

export interface LinkReport {
  readonly files: number;
  readonly links: number;
  readonly broken: BrokenLink[];
}

/**
 * Whether an internal path resolves to a file of `dist`, or to one of `onHost` (paths from the site root, e.g.
 * 'best-doctors/index.html': the pages a deploy of changed pages only leaves on the host as they are).
 */
export function resolvesIn(dist: string, href: string, onHost: PagesOnHost = NONE_ON_HOST): boolean {
  let path = (href.split(/[?#]/)[0] ?? '').trim();
  if (!path.startsWith('/') || path.startsWith('//')) return true;
  try {
    path = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (path.split('/').includes('..')) return false;
  const hosted = (file: string) => onHost.has(file.slice(1));
  const target = join(dist, path);
  if (path.endsWith('/')) return existsSync(join(target, 'index.html')) || hosted(`${path}index.html`);
  if (existsSync(`${target}.html`) || hosted(`${path}.html`) || hosted(path) || hosted(`${path}/index.html`)) return true;
  if (!existsSync(target)) return false;
  return statSync(target).isFile() || existsSync(join(target, 'index.html'));
}

/** How many resolved links a check remembers: the header's and footer's links, a city's list, well within it. */
const CHECKED_MAX = 100_000;

/** Whether internal paths resolve (`resolvesIn`), each answer remembered while there is room: every page repeats the
 * header's and footer's links, and a whole site's links would be millions of entries. */
export interface LinkResolver {
  resolves(href: string): boolean;
  /** Whether `href`'s answer is remembered (it was asked lately). */
  knows(href: string): boolean;
}

export function linkResolver(dist: string, onHost: PagesOnHost = NONE_ON_HOST): LinkResolver {
  const checked = new Map<string, boolean>();
  return {
    resolves(href) {
      let ok = checked.get(href);
      if (ok === undefined) {
        ok = resolvesIn(dist, href, onHost);
        if (checked.size >= CHECKED_MAX) checked.clear();
        checked.set(href, ok);
      }
      return ok;
    },
    knows: (href) => checked.has(href),
  };
}

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const JSON_HREF = /"href":"([^"]*)"/g;

function* filesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.name.endsWith('.html') || entry.name.endsWith('.json')) yield path;
  }
}

/** Reads every page and JSON file of `dist` and lists the internal links that resolve to nothing (in `dist` or
 * `onHost`); or, with `onBroken`, tells it each one as it is found (each href once while it is remembered), and lists
 * none: a shard's links to other shards' pages are many. */
export function checkLinks(dist: string, onHost: PagesOnHost = NONE_ON_HOST, onBroken?: (link: BrokenLink) => void): LinkReport {
  const broken: BrokenLink[] = [];
  const resolver = linkResolver(dist, onHost);
  let files = 0;
  let links = 0;
  for (const file of filesOf(dist)) {
    files++;
    const text = readFileSync(file, 'utf8');
    const pattern = file.endsWith('.json') ? JSON_HREF : ATTRIBUTE;
    for (const match of text.matchAll(pattern)) {
      const href = (match[1] ?? '').replace(/&amp;/g, '&');
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      links++;
      const first = !resolver.knows(href);
      if (resolver.resolves(href)) continue;
      if (!onBroken) broken.push({ page: `/${relative(dist, file)}`, href });
      else if (first) onBroken({ page: `/${relative(dist, file)}`, href });
    }
  }
  return { files, links, broken };
}
