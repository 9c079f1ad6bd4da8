import { parentPort } from 'node:worker_threads';
import { inspectUploadContent } from './upload-content/inspect.ts';
import type { UploadContentType } from './upload-content/limits.ts';

/** The upload checker's thread: one file at a time, answered with its problem or null. */
parentPort?.on('message', async (job: { content: Uint8Array; type: UploadContentType }) => {
  parentPort?.postMessage(await inspectUploadContent(job.content, job.type));
});
