/** The thread that lists the staged folder or moves a finished shard's folder into it (stage-shards.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { filesUnder } from '../../src/lib/files-under.ts';
import { moveInto, StageTask } from './stage-shards.ts';

const task = StageTask.parse(workerData);
parentPort?.postMessage(task.kind === 'list' ? filesUnder(task.folder) : moveInto(task.source, task.target));
