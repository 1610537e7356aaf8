/**
 * What a shard rendering only changed pages tells the merge and the link check, beside its output
 * (`{into}.pages.txt`): one page file (from the site root) per line, `+path` for a page on the host after the deploy,
 * `-path` for one last night had and tonight does not (the deploy removes it). Written from the page manifest and
 * read line by line, so no process holds a shard's pages at once (a national shard has 350,000; five times the
 * national site, 13 million pages in all).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { openLineWriter } from '../../src/lib/line-files.ts';

export const shardPagesFileOf = (into: string): string => `${into}.pages.txt`;

/** A line of a shard's page list. */
export interface ListedPageFile {
  readonly file: string;
  /** Last night's page that tonight does not have. */
  readonly removed: boolean;
}

function* marked(mark: '+' | '-', paths: Iterable<string>): Generator<string> {
  for (const path of paths) {
    if (/[\n\r]/.test(path)) throw new Error(`A page file's path holds a line break: ${JSON.stringify(path)}`);
    yield `${mark}${path}`;
  }
}

/** Writes a shard's page list: its pages, then those removed. */
export function writeShardPages(file: string, pages: Iterable<string>, removed: Iterable<string>): void {
  const out = openLineWriter(file);
  try {
    for (const line of marked('+', pages)) out.write(line);
    for (const line of marked('-', removed)) out.write(line);
  } finally {
    out.close();
  }
}

/** The lines of shard page lists, one at a time; a line that is neither a page nor a removed page is an error. */
export async function* readShardPages(files: readonly string[]): AsyncGenerator<ListedPageFile> {
  for (const file of files) {
    let number = 0;
    for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY })) {
      number++;
      if (line === '') continue;
      const mark = line[0];
      if ((mark !== '+' && mark !== '-') || line.length < 2)
        throw new Error(`${file}:${number}: not a page list's line: ${JSON.stringify(line.slice(0, 80))}`);
      yield { file: line.slice(1), removed: mark === '-' };
    }
  }
}

/**
 * The lines of shard page lists as readShardPages gives them, the removed pages also written to `file` as they pass:
 * one path from the site root (no leading slash) a line, the page files the host must delete. The merge tallies the
 * lists for its guard and lists the deletions in one read.
 */
export async function* readShardPagesListingRemoved(files: readonly string[], file: string): AsyncGenerator<ListedPageFile> {
  const out = openLineWriter(file);
  try {
    for await (const page of readShardPages(files)) {
      if (page.removed) out.write(page.file.replace(/^\//, ''));
      yield page;
    }
  } finally {
    out.close();
  }
}
