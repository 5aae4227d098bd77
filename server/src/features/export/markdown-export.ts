import type { ExportedPlayerNote, ExportRange } from '@baseline/contract';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import { exportedDays, exportedPlayerNotes } from './exported-records.js';
import { createUniqueNames, safeFileName } from './file-names.js';
import { dayFiles, playerFileText, type ZipFile } from './markdown-files.js';

const BY_PLAYER = ['playerId', 'tournamentId'] as const;

/**
 * The member's Markdown export: a zip of `days/YYYY/YYYY-MM-DD.md` with their images, and `players/<Name>.md`
 * with the notes on each player. Zipped one file at a time as the reader takes the bytes (as the JSON export:
 * json-export.ts), so memory holds one batch of days and one file's compression.
 */
export function streamMarkdownExport(db: Database, userId: string, range: ExportRange, now: number): Readable {
  return Readable.from(zipped(markdownFiles(db, userId, range), now), { objectMode: false });
}

async function* markdownFiles(db: Database, userId: string, range: ExportRange): AsyncGenerator<ZipFile> {
  for await (const day of exportedDays(db, userId, range)) yield* dayFiles(day);
  yield* playerFiles(db, userId);
}

/** One file per player, from the notes read in player order: each player's gathered, then written. */
async function* playerFiles(db: Database, userId: string): AsyncGenerator<ZipFile> {
  const uniqueName = createUniqueNames();
  const fileOf = (first: ExportedPlayerNote, notes: ExportedPlayerNote[]): ZipFile => {
    const name = first.playerName || `Player ${first.playerId}`;
    const fileName = uniqueName(safeFileName(name, `Player ${safeFileName(first.playerId, 'unknown')}`));
    return {
      path: `players/${fileName}.md`,
      data: Buffer.from(playerFileText(first.playerId, name, notes), 'utf8'),
      compress: true,
    };
  };
  let player: ExportedPlayerNote[] = [];
  for await (const note of exportedPlayerNotes(db, userId, BY_PLAYER)) {
    const [first] = player;
    if (first && first.playerId !== note.playerId) {
      yield fileOf(first, player);
      player = [];
    }
    player.push(note);
  }
  const [first] = player;
  if (first) yield fileOf(first, player);
}

/** The files as a zip's bytes, each file compressed (or stored) whole as it comes; fflate works synchronously. */
async function* zipped(files: AsyncIterable<ZipFile>, now: number): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error);
    else ready.push(chunk);
  });
  for await (const file of files) {
    const entry = file.compress ? new ZipDeflate(file.path, { level: 6 }) : new ZipPassThrough(file.path);
    entry.mtime = now;
    zip.add(entry);
    entry.push(file.data, true);
    if (failures[0]) throw failures[0];
    yield* ready.splice(0);
  }
  zip.end();
  yield* ready.splice(0);
}
