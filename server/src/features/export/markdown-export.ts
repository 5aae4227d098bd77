import type { ExportedPlayerNote, ExportRange } from '@baseline/contract';
import { Zip, type ZipInputFile } from 'fflate';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, deflateRaw, deflateRawSync } from 'node:zlib';
import type { Database } from '../../db/database.js';
import { chartFiles } from './chart-files.js';
import { exportedDays, exportedPlayerNotes } from './exported-records.js';
import { createUniqueNames, safeFileName } from './file-names.js';
import { dayFiles, playerFileText, type ZipFile } from './markdown-files.js';

const BY_PLAYER = ['playerId', 'tournamentId'] as const;

/**
 * The member's Markdown export: a zip of `days/YYYY/YYYY-MM-DD.md` with their images, `players/<Name>.md`
 * with the notes on each player, and `charts/<date> <player> v <player>.md` with each chart's CSV beside it. Zipped one file at a time as the reader takes the bytes (as the JSON export:
 * json-export.ts), so memory holds one batch of days, the days converting ahead and one file's compression.
 */
export function streamMarkdownExport(db: Database, userId: string, range: ExportRange, now: number): Readable {
  return Readable.from(zipped(markdownFiles(db, userId, range), now), { objectMode: false });
}

/**
 * How far the conversion of days (in a worker thread) runs ahead of the zip: a few days, and past one day no more
 * than these characters of HTML, so that memory holds a few full days at most while the worker is kept busy.
 */
const CONVERTED_AHEAD = { days: 8, characters: 4_000_000 };

async function* markdownFiles(db: Database, userId: string, range: ExportRange): AsyncGenerator<ZipFile> {
  const ahead: { files: Promise<ZipFile[]>; characters: number }[] = [];
  let characters = 0;
  for await (const day of exportedDays(db, userId, range)) {
    const files = dayFiles(day);
    // A download cancelled meanwhile leaves the days ahead unawaited: their failure is then no one's to hear.
    files.catch(() => undefined);
    const size = day.tabs.reduce((total, tab) => total + tab.html.length, 0);
    ahead.push({ files, characters: size });
    characters += size;
    while (ahead.length > CONVERTED_AHEAD.days || (ahead.length > 1 && characters > CONVERTED_AHEAD.characters)) {
      const next = ahead.shift() as (typeof ahead)[number];
      characters -= next.characters;
      yield* await next.files;
    }
  }
  for (const { files } of ahead) yield* await files;
  yield* playerFiles(db, userId);
  yield* chartFiles(db, userId, range);
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

const deflated = promisify(deflateRaw);
/** fflate's number for a DEFLATE entry; 0 is stored as it is. */
const DEFLATE = 8;
/**
 * A file under this is compressed at once (well under a millisecond); a larger one on the thread pool, whose
 * round trip costs more than compressing a day's usual few kilobytes.
 */
const DEFLATE_AT_ONCE_BYTES = 64 * 1024;
const COMPRESSION = { level: 6 };

function compressed(data: Uint8Array): Promise<Uint8Array> | Uint8Array {
  return data.length < DEFLATE_AT_ONCE_BYTES ? deflateRawSync(data, COMPRESSION) : deflated(data, COMPRESSION);
}

/**
 * The files as a zip's bytes, each file compressed (or stored) whole as it comes. fflate writes the zip's
 * headers; the checksum and the compression are Node's zlib (native; the compression runs on libuv's thread
 * pool past a day's usual size), as fflate's own, in JavaScript on the event loop, took 37% of an export of long tabs and held the loop
 * for as long as a day's file took (bench/RESULTS.md, issue 33).
 */
async function* zipped(files: AsyncIterable<ZipFile>, now: number): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error);
    else ready.push(chunk);
  });
  for await (const file of files) {
    const data = file.compress ? await compressed(file.data) : file.data;
    const entry: ZipInputFile = {
      filename: file.path,
      size: file.data.length,
      crc: crc32(file.data),
      compression: file.compress ? DEFLATE : 0,
      mtime: now,
    };
    zip.add(entry);
    // Zip.add gives the entry the callback that takes its (already compressed) bytes; it only reads them.
    entry.ondata?.(null, data as Uint8Array<ArrayBuffer>, true);
    if (failures[0]) throw failures[0];
    yield* ready.splice(0);
  }
  zip.end();
  yield* ready.splice(0);
}
