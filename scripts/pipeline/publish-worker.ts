/** The thread that publishes a build into dist/ (publish-step.ts): its outcome is its one message. */
import { parentPort, workerData } from 'node:worker_threads';
import { PublishTask, publishStep } from './publish-step.ts';

parentPort?.postMessage(publishStep(PublishTask.parse(workerData)));
