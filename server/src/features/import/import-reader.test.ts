import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MESSAGES } from '@baseline/contract';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { exportedDay, exportFile, zipOf } from './testing/import-files.js';
import { createImportReader, type ImportReader } from './import-reader.js';

const logger = pino({ enabled: false });

describe('the import reader', () => {
  let reader: ImportReader | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await reader?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** The bytes staged as the import's body parser stages them. */
  const staged = (bytes: Uint8Array) => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'import-reader-'));
    const file = path.join(folder, 'body.upload');
    writeFileSync(file, bytes);
    return { file, images: path.join(folder, 'body.images') };
  };
  const file = () => staged(Buffer.from(JSON.stringify(exportFile([exportedDay('2026-01-01')]))));

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
      await expect(reader.read('application/zip', staged(zipOf(files, { stored: true })))).rejects.toEqual(
        new HttpError(400, IMPORT_MESSAGES.readTooLarge),
      );
    },
  );
});
