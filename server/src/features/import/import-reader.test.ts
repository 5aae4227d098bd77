import { IMPORT_MESSAGES } from '@baseline/contract';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { exportedDay, exportFile, zipOf } from '../../../test/import-files.js';
import { createImportReader, type ImportReader } from './import-reader.js';

const logger = pino({ enabled: false });
/** A new copy each time: a reading takes its file's memory. */
const file = () => Buffer.from(JSON.stringify(exportFile([exportedDay('2026-01-01')])));

describe('the import reader', () => {
  let reader: ImportReader | undefined;
  afterEach(async () => {
    await reader?.close();
  });

  it('reads a file in a worker thread, its days checked', async () => {
    reader = createImportReader({ logger });
    const read = await reader.read('application/json', file());
    expect(read).toMatchObject({
      format: 'json',
      warnings: [],
      days: [{ date: '2026-01-01', notes: [{ title: 'Notes' }] }],
    });
  });

  it('gives a reading up when its time is spent', async () => {
    reader = createImportReader({ logger, readMs: 1 });
    await expect(reader.read('application/json', file())).rejects.toEqual(
      new HttpError(400, IMPORT_MESSAGES.readTooLong),
    );
  });

  // Filling the heap takes seconds of parsing, many more on a loaded machine: the reading's time is set past any
  // load, so that only the heap can end it, and the test waits for it as long.
  it(
    'gives a reading up when its heap grows past its budget, as many days of Markdown make it',
    { timeout: 180_000 },
    async () => {
      reader = createImportReader({ logger, heapMb: 32, readMs: 170_000 });
      const day = 'A line of notes on the serve.\n\n'.repeat(3_000);
      const files = Object.fromEntries(
        Array.from({ length: 400 }, (_, index) => [
          `${new Date(Date.UTC(2000, 0, 1 + index)).toISOString().slice(0, 10)}.md`,
          day,
        ]),
      );
      await expect(reader.read('application/zip', zipOf(files, { stored: true }))).rejects.toEqual(
        new HttpError(400, IMPORT_MESSAGES.readTooLarge),
      );
    },
  );
});
