/**
 * What a render job hands the workflow's deploy job, which never holds the whole site (41 GB nationally on a first
 * night, past a hosted runner's 14 GB disk): its output less its pages (bundles, sitemap parts, its page list), the
 * links its pages make that it cannot resolve itself (`{into}.links.txt`: to other shards' pages and to the site files
 * the merge writes), and its page files apart (`{into}.pages/`). The deploy job merges the rest, resolves every
 * shard's outward links against all the page lists before anything goes up, then uploads one job's pages at a time.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type BrokenLink, checkLinks, linkResolver, type PagesOnHost } from '../../src/hosting/link-check.ts';
import { linesOf, openLineWriter } from '../../src/lib/line-files.ts';
import { openHostedPages } from './hosted-pages.ts';
import { readShardPages, shardPagesFileOf } from './shard-page-list.ts';

/** The links a shard's pages make that its own output and page list do not resolve: `href` TAB `page` a line. */
export const outwardLinksFileOf = (into: string): string => `${into}.links.txt`;

/** Where a shard's page files go once handed off: uploaded on their own, one render job's at a time. */
export const pagesApartOf = (into: string): string => `${into}.pages`;

export interface HandOff {
  /** Internal links in the shard's output, and those it left to the deploy job. */
  readonly links: number;
  readonly outward: number;
  /** Page files moved apart. */
  readonly pages: number;
}

/** Lists the shard's outward links, then moves its page files apart. */
export async function handOffShard(into: string): Promise<HandOff> {
  const list = shardPagesFileOf(into);
  if (!existsSync(list)) throw new Error(`No page list at ${list}: hand off a shard built with --changed-only.`);
  const own = await openHostedPages([list], dirname(into));
  const out = openLineWriter(outwardLinksFileOf(into));
  let outward = 0;
  let links: number;
  try {
    ({ links } = checkLinks(into, own, ({ href, page }) => {
      if (href.includes('\t')) throw new Error(`A link holds a tab: ${JSON.stringify(href)} in ${page}`);
      out.write(`${href}\t${page}`);
      outward++;
    }));
  } finally {
    out.close();
    own.close();
  }
  const apart = pagesApartOf(into);
  // Made even when the shard rendered no page: the job hands off a folder every night.
  mkdirSync(apart, { recursive: true });
  let pages = 0;
  let madeFolder = '';
  for await (const { file, removed } of readShardPages([list])) {
    const from = join(into, file);
    if (removed || !existsSync(from)) continue;
    const to = join(apart, file);
    if (dirname(to) !== madeFolder) {
      madeFolder = dirname(to);
      mkdirSync(madeFolder, { recursive: true });
    }
    renameSync(from, to);
    pages++;
  }
  // The folders the pages left: a national shard's are about 100,000, 4 KiB each on ext4.
  removeEmptyFolders(into);
  return { links, outward, pages };
}

/** Removes the folders under `folder` that hold no file (not `folder` itself); says whether it is left empty. */
function removeEmptyFolders(folder: string): boolean {
  let empty = true;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && removeEmptyFolders(path)) rmdirSync(path);
    else empty = false;
  }
  return empty;
}

export interface OutwardCheck {
  readonly links: number;
  readonly broken: number;
  /** The first broken links found, to show. */
  readonly examples: readonly BrokenLink[];
}

/** Resolves the shards' outward links against `dist` (the merge) and the pages the host has after the deploy. */
export function checkOutwardLinks(files: readonly string[], dist: string, onHost: PagesOnHost): OutwardCheck {
  const resolver = linkResolver(dist, onHost);
  const examples: BrokenLink[] = [];
  let links = 0;
  let broken = 0;
  for (const file of files) {
    for (const line of linesOf(file)) {
      const tab = line.indexOf('\t');
      if (tab <= 0) throw new Error(`${file}: not an outward link's line: ${JSON.stringify(line.slice(0, 80))}`);
      const href = line.slice(0, tab);
      links++;
      if (resolver.resolves(href)) continue;
      broken++;
      if (examples.length < 50) examples.push({ page: line.slice(tab + 1), href });
    }
  }
  return { links, broken, examples };
}
