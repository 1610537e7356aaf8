/** The thread that lists the staged folder or moves a finished shard's folder into it (stage-shards.ts). */
import { workerData } from 'node:worker_threads';
import { eachFileUnder } from '../../src/lib/files-under.ts';
import { openLineWriter } from '../../src/lib/line-files.ts';
import { moveInto, StageTask } from './stage-shards.ts';

const task = StageTask.parse(workerData);
const list = openLineWriter(task.list, { append: true });
try {
  if (task.kind === 'list') for (const file of eachFileUnder(task.folder)) list.write(file);
  else moveInto(task.source, task.target, (file) => list.write(file));
} finally {
  list.close();
}
