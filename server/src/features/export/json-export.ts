import { EXPORT_FILE, EXPORTED_CHARTS_VERSION, type ExportedDay, type ExportRange } from '@baseline/contract';
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import {
  exportedCharts,
  exportedDays,
  exportedLabels,
  exportedPlayerNotes,
  exportedTemplates,
  type StoredDay,
} from './exported-records.js';

/**
 * The member's JSON export (contract/src/data-export.ts) as UTF-8 text, written as it is read: the header, each
 * day on a line of its own, each player note, then the labels and templates, then each chart. The stream pulls the next piece
 * only when its reader has taken the last one, so a slow download holds the database reads back and memory
 * stays at one batch of days (exported-records.ts).
 */
export function streamJsonExport(db: Database, userId: string, range: ExportRange, now: number): Readable {
  return Readable.from(jsonPieces(db, userId, range, now), { objectMode: false });
}

async function* jsonPieces(db: Database, userId: string, range: ExportRange, now: number): AsyncGenerator<string> {
  const header = JSON.stringify({ ...EXPORT_FILE, exportedAt: new Date(now).toISOString(), range });
  yield `${header.slice(0, -1)},"days":[`;
  let separator = '\n';
  for await (const day of exportedDays(db, userId, range)) {
    yield separator + JSON.stringify(withBase64(day));
    separator = ',\n';
  }
  yield '\n],"playerNotes":[';
  separator = '\n';
  for await (const note of exportedPlayerNotes(db, userId)) {
    yield separator + JSON.stringify(note);
    separator = ',\n';
  }
  yield `\n],"labels":${JSON.stringify(await exportedLabels(db, userId))}`;
  yield `,"templates":${JSON.stringify(await exportedTemplates(db, userId))}`;
  yield `,"charts":{"version":${EXPORTED_CHARTS_VERSION},"items":[`;
  separator = '\n';
  for await (const chart of exportedCharts(db, userId, range)) {
    yield separator + JSON.stringify(chart);
    separator = ',\n';
  }
  yield '\n]}}\n';
}

function withBase64(day: StoredDay): ExportedDay {
  return {
    ...day,
    tabs: day.tabs.map(({ image, ...tab }) => {
      if (image === null) return { ...tab, image: null };
      const { bytes, ...fields } = image;
      return { ...tab, image: { ...fields, base64: Buffer.from(bytes).toString('base64') } };
    }),
  };
}
