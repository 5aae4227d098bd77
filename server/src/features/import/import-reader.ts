import { MessageChannel } from 'node:worker_threads';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { createWorkerPool } from '../../lib/worker-pool.js';
import type { FindMentions } from './import-file.js';
import type { PlannedDay } from './import-plan.js';
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
    });
    // A thread that dies outside a task (out of memory while starting) is reported here; unheard, the event
    // would end the process.
    created.on('error', (error: unknown) => {
      logger.error({ err: error }, 'an import reader thread failed');
    });
    return created;
  }

  /**
   * Reads the file: its chunks' memory is moved to the worker, so the caller must not use them again. The names
   * its notes link to are looked up here, on the main thread, with `findMentions` (none found by default).
   */
  async function read(
    contentType: string,
    body: Buffer | Buffer[],
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
          days.push(...message.days.map(withBuffers));
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
    const chunks = [body].flat().map(ownMemory);
    const task: ReadTask = { contentType, chunks, port: port2 };
    const transferList = [port2, ...chunks.map((chunk) => chunk.buffer as ArrayBuffer)];
    try {
      await pool.run(task, { transferList, signal: AbortSignal.timeout(readMs) });
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

/** The chunk, copied unless it is the whole of its memory: that memory is moved to the worker, not copied. */
function ownMemory(chunk: Buffer): Uint8Array {
  return chunk.byteOffset === 0 && chunk.buffer.byteLength === chunk.byteLength
    ? chunk
    : Uint8Array.prototype.slice.call(chunk);
}

/** A day as it crossed from the worker: its images' bytes arrive as plain Uint8Arrays. */
function withBuffers(day: PlannedDay): PlannedDay {
  return {
    ...day,
    images: day.images.map(
      (image) =>
        image && { ...image, bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength) },
    ),
  };
}
