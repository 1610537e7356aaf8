/**
 * The shards' fresh folders gathered into one while the render goes on: the first shard to finish becomes the
 * staged folder by one rename, and each later one is moved into it on a thread of its own as it finishes, while the
 * other shards still render. The publish then reads one folder, and only the last shard's moves wait for the render.
 */
import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Where a build gathers its shards' folders before publishing them. */
export const stagedFolderOf = (cacheDir: string): string => join(cacheDir, 'staged');

/**
 * Moves what `source` holds and `target` lacks into `target`: a folder the target lacks in one rename, a folder both
 * hold entry by entry. Where both hold a file the target's stays (the shards' shared files, Astro's bundles, the
 * public folder and pages without data, are the same bytes); what stays behind is retired with the shard's folder.
 * Returns how many entries were renamed.
 */
export function moveInto(source: string, target: string): number {
  const present = new Map(readdirSync(target, { withFileTypes: true }).map((entry) => [entry.name, entry.isDirectory()]));
  let renamed = 0;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const isFolder = present.get(entry.name);
    if (isFolder === undefined) {
      renameSync(join(source, entry.name), join(target, entry.name));
      renamed++;
    } else if (isFolder && entry.isDirectory()) {
      renamed += moveInto(join(source, entry.name), join(target, entry.name));
    }
  }
  return renamed;
}

/** `moveInto` on a thread of its own, so the pipeline's own thread stays free to start and watch the shards. */
function moveInThread(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./stage-worker.ts', import.meta.url), { workerData: { source, target } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`moving ${source} into ${target} stopped with exit code ${code}`))));
  });
}

export interface ShardStage {
  /** Takes a finished shard's folder in: moves run one at a time, in the order the shards finish. */
  add(folder: string): void;
  /** Waits for every folder added; resolves to the staged folder (undefined when none was added), or rejects with
   * the first move's error. */
  finished(): Promise<string | undefined>;
}

/** Gathers folders into `staged`, which must not exist yet (the build retires the last build's first). */
export function stageShards(staged: string): ShardStage {
  let queue: Promise<void> = Promise.resolve();
  let added = 0;
  let failure: unknown;
  return {
    add(folder) {
      const first = added++ === 0;
      queue = queue
        .then(() => {
          if (failure !== undefined) return;
          if (first) renameSync(folder, staged);
          else return moveInThread(folder, staged);
        })
        // Kept until `finished` is awaited: a rejection nobody waits for yet would end the process.
        .catch((error: unknown) => {
          failure ??= error;
        });
    },
    async finished() {
      await queue;
      if (failure !== undefined) throw failure;
      return added > 0 ? staged : undefined;
    },
  };
}
