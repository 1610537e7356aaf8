/**
 * The deploy's backlog: what publishing changed in dist/ since the last deploy, so the deploy uploads and deletes
 * those files instead of hashing a 26 GB site. The publish appends one line per file it writes (`+path`) or removes
 * (`-path`), before it touches the file, so a publish killed half-way leaves no change unlisted. Nights append to it
 * until a deploy completes; the deploy then resets it to one line naming the manifest generation it wrote
 * (`#deployed <generation>`), so the next deploy knows the list applies to exactly that target as it left it.
 * A backlog without that line (never deployed, or deployed elsewhere) is not trusted: the deploy compares everything.
 */
import { closeSync, createReadStream, existsSync, ftruncateSync, fstatSync, openSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** Where the backlog of `dist` lives: beside it, so it survives a rebuild of dist/ and is never uploaded. */
export const backlogOf = (dist: string): string => `${dist}.deploy-backlog.txt`;

const DEPLOYED = '#deployed ';
/** Past this size the list is dropped (emptied, so it no longer starts from a deploy) and the next deploy compares
 * every file: a night that changed most of the site (new code) or nights piling up with no deploy (a host synced
 * some other way) cost no more disk, nor deploy memory, than that. About a million paths. */
export const BACKLOG_MAX_BYTES = 64 * 1024 * 1024;

/** What the publish tells the backlog. */
export interface BacklogWriter {
  /** `path` (from the site root) is about to be written or replaced. */
  added(path: string): void;
  /** `path` is about to be removed. */
  removed(path: string): void;
  close(): void;
}

/** Appends to the backlog of `dist`, one write a line (no buffer a kill could lose). */
export function openBacklog(dist: string, maxBytes = BACKLOG_MAX_BYTES): BacklogWriter {
  let fd: number | undefined;
  let size = 0;
  let dropped = false;
  const write = (line: string) => {
    if (dropped) return;
    if (fd === undefined) {
      fd = openSync(backlogOf(dist), 'a');
      size = fstatSync(fd).size;
    }
    size += writeSync(fd, line);
    if (size > maxBytes) {
      ftruncateSync(fd, 0);
      dropped = true;
    }
  };
  return {
    added: (path) => write(`+${path}\n`),
    removed: (path) => write(`-${path}\n`),
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

export interface Backlog {
  /** The manifest generation of the deploy the list starts from; none when it was never deployed. */
  readonly deployedAs: string | undefined;
  /** Each path's last change: true when written, false when removed. */
  readonly changes: ReadonlyMap<string, boolean>;
}

/** The backlog of `dist`, folded to each path's last change; undefined when there is none. */
export async function readBacklog(dist: string): Promise<Backlog | undefined> {
  const file = backlogOf(dist);
  if (!existsSync(file)) return undefined;
  let deployedAs: string | undefined;
  const changes = new Map<string, boolean>();
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (line.startsWith(DEPLOYED)) deployedAs = line.slice(DEPLOYED.length);
    else if (line.startsWith('+') || line.startsWith('-')) {
      // The last change wins, and takes the order of when it happened.
      changes.delete(line.slice(1));
      changes.set(line.slice(1), line.startsWith('+'));
    }
  }
  return { deployedAs, changes };
}

/** After a completed deploy: nothing left to deploy onto the target now at `generation`. */
export function resetBacklog(dist: string, generation: string): void {
  const file = backlogOf(dist);
  writeFileSync(`${file}.writing`, `${DEPLOYED}${generation}\n`);
  renameSync(`${file}.writing`, file);
}
