import { Worker } from 'node:worker_threads';
import type { UploadContentType, UploadProblem } from './limits.ts';

/** How long one file may take to check before it is refused. */
const CHECK_TIMEOUT_MS = 30_000;
/** An idle checker gives its memory back after this long. */
const WORKER_IDLE_MS = 60_000;

// The worker: one at a time (the machine's other core serves requests), started on the
// first upload, stopped when idle. From source it loads upload-content.worker.ts, beside this
// folder, through tsx, as the tests and development do; the compiled server (029) is one
// bundle, dist/server.js, with the worker's own bundle beside it.

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();

const compiled = !import.meta.url.endsWith('.ts');

function startWorker(): Worker {
  const options = { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 1024 } };
  const started = compiled
    ? new Worker(new URL('./upload-content.worker.js', import.meta.url), options)
    : new Worker(sourceWorker(), { ...options, eval: true });
  started.unref();
  return started;
}

function sourceWorker(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('../upload-content.worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((tsx) => { (tsx.register ?? tsx.default.register)(); return import(${JSON.stringify(entry)}); });`;
}

function stopWorker(stopped: Worker): void {
  if (worker === stopped) worker = null;
  void stopped.terminate();
}

export function inspectInWorker(content: Buffer, type: UploadContentType): Promise<UploadProblem | null> {
  const job = queue.then(() => runInWorker(content, type));
  queue = job.catch(() => undefined);
  return job;
}

function runInWorker(content: Buffer, type: UploadContentType): Promise<UploadProblem | null> {
  if (idleTimer) clearTimeout(idleTimer);
  const current = worker ?? startWorker();
  worker = current;
  current.ref();
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timeout);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      current.unref();
      if (worker === current) idleTimer = setTimeout(() => stopWorker(current), WORKER_IDLE_MS).unref();
    };
    const onMessage = (problem: UploadProblem | null) => {
      finish();
      resolve(problem);
    };
    const onError = (error: Error & { code?: string }) => {
      stopWorker(current);
      finish();
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve('tooComplex');
      else reject(error);
    };
    const onExit = (code: number) => {
      stopWorker(current);
      finish();
      reject(new Error(`the upload checker stopped with exit code ${code}`));
    };
    const timeout = setTimeout(() => {
      stopWorker(current);
      finish();
      resolve('tooComplex');
    }, CHECK_TIMEOUT_MS);
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.postMessage({ content, type });
  });
}
