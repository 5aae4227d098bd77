import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';
import { IMPORT_MESSAGES } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import type { MentionForm } from '../diary/mention-form.js';
import { readImportFile } from './import-file.js';
import { planTheRest, type PlannedRest } from './import-limits.js';
import { planFileDays, type PlannedDay } from './import-plan.js';
import type { ImportedFile } from './imported-file.js';
import type { StagedImport } from './import-staging.js';

/** What the worker is given: where the file is staged (and its images go), and the port to answer on. */
export interface ReadTask {
  contentType: string;
  staged: StagedImport;
  port: MessagePort;
}

/** Everything of the file but its days, which come before it in batches. */
export interface FileSummary {
  format: ImportedFile['format'];
  rest: PlannedRest;
  warnings: string[];
}

/**
 * The messages on the task's port: the names the notes link to (answered with a `FoundMentions`), the days in
 * batches, then the rest, or why the file was refused.
 */
export type ReadMessage =
  | { kind: 'names'; nameKeys: string[] }
  | { kind: 'days'; days: PlannedDay[] }
  | { kind: 'read'; summary: FileSummary }
  | { kind: 'refused'; statusCode: number; message: string }
  | { kind: 'failed'; detail: string };

/** The main thread's answer to `names`: the players and tournaments found, by name key. */
export interface FoundMentions {
  found: [string, MentionForm][];
}

/** The main thread's word that it took a batch of days, so the next may come (see `sendDays`). */
export const TAKEN = 'taken';

/**
 * Characters of notes per message: the main thread takes each message in one go, so a file's days arrive in
 * pieces small enough not to hold it.
 */
const BATCH_CHARACTERS = 2_000_000;

/**
 * Reads and checks an import's file in a worker thread (import-reader.ts): unzipping, YAML, Markdown, JSON,
 * the schema and every tab's sanitising, none of which may hold the server's event loop.
 */
export default async function readImportInWorker({ contentType, staged, port }: ReadTask): Promise<void> {
  try {
    const { file, warnings } = await readImportFile(contentType, staged, async (nameKeys) => {
      const answer = once(port, 'message');
      port.postMessage({ kind: 'names', nameKeys } satisfies ReadMessage);
      const [{ found }] = (await answer) as [FoundMentions];
      return new Map(found);
    });
    if (
      file.days.length === 0 &&
      file.playerNotes.length + file.labels.length + file.templates.length + file.charts.length === 0
    ) {
      throw new HttpError(400, IMPORT_MESSAGES.noDays);
    }
    const rest = await planTheRest(file);
    const days = await planFileDays(file.days);
    await sendDays(days, port);
    port.postMessage({ kind: 'read', summary: { format: file.format, rest, warnings } } satisfies ReadMessage);
  } catch (error) {
    port.postMessage(
      (error instanceof HttpError
        ? { kind: 'refused', statusCode: error.statusCode, message: error.message }
        : {
            kind: 'failed',
            detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }) satisfies ReadMessage,
    );
  } finally {
    port.close();
  }
}

/**
 * The days in batches of about BATCH_CHARACTERS, each sent once the main thread has taken the one before:
 * messages that wait on a port are all taken in one turn of its event loop, so batches sent at once would
 * hold it as long as one message of them all.
 */
async function sendDays(days: PlannedDay[], port: MessagePort): Promise<void> {
  let batch: PlannedDay[] = [];
  let characters = 0;
  const send = async () => {
    const taken = once(port, 'message');
    port.postMessage({ kind: 'days', days: batch } satisfies ReadMessage);
    batch = [];
    characters = 0;
    await taken;
  };
  for (const day of days) {
    batch.push(day);
    characters += day.notes.reduce((total, note) => total + note.content.length + note.text.length, 0);
    if (characters >= BATCH_CHARACTERS) await send();
  }
  if (batch.length > 0) await send();
}
