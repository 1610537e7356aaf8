/** The thread that moves a finished shard's folder into the staged one (stage-shards.ts). */
import { workerData } from 'node:worker_threads';
import { z } from 'zod';
import { moveInto } from './stage-shards.ts';

const { source, target } = z.object({ source: z.string(), target: z.string() }).parse(workerData);
moveInto(source, target);
