import { MessageChannel } from 'node:worker_threads';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { createWorkerPool } from '../../lib/worker-pool.js';
import type { FindMentions } from './import-file.js';
import type { PlannedDay } from './import-plan.js';
import type { StagedImport } from './import-staging.js';
import { TAKEN, type FileSummary, type FoundMentions, type ReadMessage, type ReadTask } from './import-worker.js';

export interface ImportReaderOptions {
  logger: FastifyBaseLogger;
  /** How long a file's reading may take before it is given up (IMPORT_LIMITS.readSeconds; less in tests). */
  readMs?: number;
  /** The heap a reading may grow to before it is ended (READ_HEAP_MB; less in tests). */
  heapMb?: number;
}

/**
 * The heap one reading may use. A heap that grows step by step past it ends the reading with a 400; but V8
 * ends the whole process when it runs out inside JSON.parse or one large allocation, so the input limits
 * (IMPORT_LIMITS: the body, a zip's sizes, the JSON's values, a Markdown section) keep a reading well below it:
 * a 232 MB file of 64 full days peaked at 2.3 GB for the whole process (bench/RESULTS.md, issue 30).
 */
export const READ_HEAP_MB = 3072;

export interface ReadFile extends FileSummary {
  days: PlannedDay[];
}

/**
 * Reads an import's file in a worker thread (import-worker.ts) with a time and a memory budget: the event loop
 * only receives the checked days, in batches. A refusal comes back as its 400; a budget spent, or a file that
 * makes a parser throw, as a 400 saying so. Two files are read at once at most (IMPORT_LIMITS.perProcess).
 */
export function createImportReader({
  logger,
  readMs = IMPORT_LIMITS.readSeconds * 1000,
  heapMb = READ_HEAP_MB,
}: ImportReaderOptions) {
  let pool: ReturnType<typeof createWorkerPool> | undefined;

  function createPool() {
    const created = createWorkerPool({
      name: 'import-worker',
      from: import.meta.url,
      maxThreads: IMPORT_LIMITS.perProcess,
      heapMb,
      // A reading leaves its thread a heap of the file's garbage (~160 MB for 1 GB with a photo a day) that V8
      // does not give back while the thread idles: the thread ends with its task, before the commit writes.
      idleMs: 0,
    });
    // A thread that dies outside a task (out of memory while starting) is reported here; unheard, the event
    // would end the process.
    created.on('error', (error: unknown) => {
      logger.error({ err: error }, 'an import reader thread failed');
    });
    return created;
  }

  /**
   * Reads the staged file; its images are written to the staged images' folder, which the caller removes. The
   * names its notes link to are looked up here, on the main thread, with `findMentions` (none found by default).
   */
  async function read(
    contentType: string,
    staged: StagedImport,
    findMentions: FindMentions = () => Promise.resolve(new Map()),
  ): Promise<ReadFile> {
    pool ??= createPool();
    const { port1, port2 } = new MessageChannel();
    const days: PlannedDay[] = [];
    const answered = new Promise<FileSummary>((resolve, reject) => {
      port1.on('message', (message: ReadMessage) => {
        if (message.kind === 'names') {
          findMentions(message.nameKeys).then(
            (found) => {
              port1.postMessage({ found: [...found] } satisfies FoundMentions);
            },
            (error: unknown) => {
              reject(error instanceof Error ? error : new Error(String(error)));
              // The worker waits for an answer: it ends its reading, which is refused here already.
              port1.postMessage({ found: [] } satisfies FoundMentions);
            },
          );
        } else if (message.kind === 'days') {
          days.push(...message.days);
          // The next batch comes once other requests have had their turn.
          setImmediate(() => {
            port1.postMessage(TAKEN);
          });
        } else if (message.kind === 'read') resolve(message.summary);
        else if (message.kind === 'refused') reject(new HttpError(message.statusCode, message.message));
        else {
          logger.warn({ detail: message.detail }, 'an import file made its reader throw');
          reject(new HttpError(400, IMPORT_MESSAGES.unreadable));
        }
      });
      port1.once('close', () => {
        reject(new HttpError(400, IMPORT_MESSAGES.unreadable));
      });
    });
    // Settled after the task has failed (its port closing), it must not count as an unhandled rejection.
    answered.catch(() => undefined);
    const task: ReadTask = { contentType, staged, port: port2 };
    try {
      await pool.run(task, { transferList: [port2], signal: AbortSignal.timeout(readMs) });
      return { ...(await answered), days };
    } catch (error) {
      throw budgetSpent(error) ?? error;
    } finally {
      port1.close();
    }
  }

  return {
    read,
    async close(): Promise<void> {
      await pool?.close({ force: true });
    },
  };
}

export type ImportReader = ReturnType<typeof createImportReader>;

/** The 400 for a reading ended by its time or memory budget; undefined for any other error. */
function budgetSpent(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return undefined;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'AbortError') return new HttpError(400, IMPORT_MESSAGES.readTooLong);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new HttpError(400, IMPORT_MESSAGES.readTooLarge);
  return undefined;
}
