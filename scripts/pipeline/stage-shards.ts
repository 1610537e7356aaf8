/**
 * The shards' fresh folders gathered into one while the render goes on: the first shard to finish becomes the
 * staged folder by one rename, and each later one is moved into it as it finishes, while the other shards still
 * render, on a thread of its own, which also lists the files it brings in a line file beside the folder (a full
 * build's staged folder is the whole site: its list is kept on disk, not in memory). The publish then reads one
 * folder whose files are already listed, and only the last shard's moves wait for the render.
 */
import { lstatSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { eachEntryIn, eachFileUnder } from '../../src/lib/files-under.ts';

/**
 * Moves what `source` holds and `target` lacks into `target`: a folder the target lacks in one rename, a folder both
 * hold entry by entry. Where both hold a file the target's stays (the shards' shared files, Astro's bundles, the
 * public folder and pages without data, are the same bytes); what stays behind is retired with the shard's folder.
 * Tells `moved` the path (from the folders' roots) of each file it moved.
 */
export function moveInto(source: string, target: string, moved: (file: string) => void, prefix = ''): void {
  // Each entry looked up in the target as it comes, nothing held: a speciality's folder holds hundreds of thousands of
  // pages. What is moved out of `source` was read already: reading on past it is safe.
  for (const entry of eachEntryIn(source)) {
    const isFolder = lstatSync(join(target, entry.name), { throwIfNoEntry: false })?.isDirectory();
    if (isFolder === undefined) {
      renameSync(join(source, entry.name), join(target, entry.name));
      if (!entry.isDirectory()) moved(`${prefix}${entry.name}`);
      else for (const file of eachFileUnder(join(target, entry.name))) moved(`${prefix}${entry.name}/${file}`);
    } else if (isFolder && entry.isDirectory()) {
      moveInto(join(source, entry.name), join(target, entry.name), moved, `${prefix}${entry.name}/`);
    }
  }
}

/** What the staging thread is asked: to list a folder, or to move one into another; either way, the files it finds
 * or brings are appended to the line file `list`. */
export const StageTask = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list'), folder: z.string(), list: z.string() }),
  z.object({ kind: z.literal('move'), source: z.string(), target: z.string(), list: z.string() }),
]);
export type StageTask = z.infer<typeof StageTask>;

/** The staging thread's heap, MiB: it reads folders an entry at a time and holds none of them. Unbounded, V8 let its
 * young generation alone grow to about 110 MiB walking a site of 600,000 files; 8 MiB took it to 60 in all. */
const STAGE_THREAD_HEAP = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 };

/** A task on a thread of its own, so the pipeline's own thread stays free to start and watch the shards. */
function onThread(task: StageTask): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its heap bounded: it holds a buffer of lines, and V8 would otherwise let its garbage grow with the site.
    const worker = new Worker(new URL('./stage-worker.ts', import.meta.url), {
      workerData: task,
      resourceLimits: STAGE_THREAD_HEAP,
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`staging ${task.kind === 'list' ? task.folder : task.source} stopped with exit code ${code}`));
    });
  });
}

/** The line file listing a staged folder's files. */
export const stagedListOf = (staged: string): string => `${staged}.files.txt`;

/** The staged folder and the line file of its files (paths from its root). */
export interface Staged {
  readonly folder: string;
  readonly list: string;
}

export interface ShardStage {
  /** Takes a finished shard's folder in: moves run one at a time, in the order the shards finish. */
  add(folder: string): void;
  /** Waits for every folder added; resolves to the staged folder and its files (undefined when none was added), or
   * rejects with the first move's error. */
  finished(): Promise<Staged | undefined>;
}

/** Gathers folders into `staged`, which must not exist yet (the build retires the last build's first). */
export function stageShards(staged: string): ShardStage {
  let queue: Promise<void> = Promise.resolve();
  let added = 0;
  let failure: unknown;
  const list = stagedListOf(staged);
  rmSync(list, { force: true });
  return {
    add(folder) {
      const first = added++ === 0;
      queue = queue
        .then(async () => {
          if (failure !== undefined) return;
          if (first) renameSync(folder, staged);
          await onThread(first ? { kind: 'list', folder: staged, list } : { kind: 'move', source: folder, target: staged, list });
        })
        // Kept until `finished` is awaited: a rejection nobody waits for yet would end the process.
        .catch((error: unknown) => {
          failure ??= error;
        });
    },
    async finished() {
      await queue;
      if (failure !== undefined) throw failure;
      return added > 0 ? { folder: staged, list } : undefined;
    },
  };
}
