import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** The worker module's name, beside the calling module in the sources and beside the bundle in dist/. */
  name: string;
  /** The calling module's `import.meta.url`. */
  from: string;
  maxThreads: number;
  /** The heap one worker may grow to before it is ended (its tasks then fail with ERR_WORKER_OUT_OF_MEMORY). */
  heapMb: number;
  /**
   * How long an idle thread of the built server is kept for the next task (5 s unless given); 0 ends it once its
   * task is done. From the sources a thread's start compiles its modules (seconds, not the bundle's ~0.1 s), so
   * there threads are kept a minute whatever this says, or the tests' many imports and exports in a row would
   * each pay it.
   */
  idleMs?: number;
}

const THREAD_IDLE_MS = 5_000;
const SOURCE_THREAD_IDLE_MS = 60_000;

/**
 * A pool of worker threads for work a member's input drives that must not hold the event loop. No thread is
 * kept while idle, so a server that never needs one pays nothing for it. The built server bundles each worker
 * module as `dist/<name>.js` beside `dist/server.js` (build.mjs); from the sources, each thread loads
 * `<name>.ts` through typescript-worker.mjs.
 */
export function createWorkerPool({
  name,
  from,
  maxThreads,
  heapMb,
  idleMs = THREAD_IDLE_MS,
}: WorkerPoolOptions): Piscina {
  const fromSources = from.endsWith('.ts');
  return new Piscina({
    filename: fromSources
      ? new URL('./typescript-worker.mjs', import.meta.url).href
      : new URL(`./${name}.js`, from).href,
    workerData: fromSources ? { typescriptModule: new URL(`./${name}.ts`, from).href } : undefined,
    minThreads: 0,
    maxThreads,
    idleTimeout: fromSources ? SOURCE_THREAD_IDLE_MS : idleMs,
    concurrentTasksPerWorker: 1,
    // A thread would otherwise take the process's own flags: a module preloaded with --import (the e2e servers'
    // exit-with-worker.mjs, which ends the process when its stdin ends, and a thread's stdin is empty) runs again
    // in every thread.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
}
