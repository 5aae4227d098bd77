import { zipSync } from 'fflate';
import { exportedDay, exportFile, zipOf } from './import-files.js';

/**
 * The files of the outside attack on the import (issue 30), as the tests, the fuzz suite and the bench send
 * them. Each once ended the server process, held its event loop for seconds, or answered 500.
 */

/** A day whose front matter nests flow sequences `levels` deep: 100,000 aborted the process. */
export function deepFrontMatter(levels: number, shape: 'brackets' | 'dashes' = 'brackets'): Buffer {
  const yaml = shape === 'brackets' ? `tags: ${'['.repeat(levels)}${']'.repeat(levels)}` : `${'- '.repeat(levels)}x`;
  return zipOf({ '2026-01-01.md': `---\n${yaml}\n---\nText` }, { stored: true });
}

/**
 * Markdown that held the event loop (marked: runs of `![](` through the image pattern, `*a` and nested lists)
 * or answered 500 (a deep run of `>`, a bad `%` escape in an image link), one file a shape.
 */
export const BLOCKING_MARKDOWN: Record<string, string> = {
  '2026-01-01.md': '![]('.repeat(40_000),
  '2026-01-02.md': `${'>'.repeat(100_000)} deep`,
  '2026-01-03.md': '## Court\n![court](court%E0%A4%A.png)\nA bad escape',
  '2026-01-04.md': '*a'.repeat(40_000),
  '2026-01-05.md': `${'- '.repeat(20_000)}x`,
  '2026-01-06.md': `${'_'.repeat(20_000)}a${'_'.repeat(20_000)}`,
  '2026-01-07.md': `${'1. '.repeat(20_000)}x`,
};

export function blockingMarkdownZip(): Buffer {
  return zipOf(BLOCKING_MARKDOWN, { stored: true });
}

/** A zip of `entries` files of `bytes` zeros each: 2,500 of 200 KB are a 0.77 MB zip that inflates to 500 MB. */
export function inflatingZip(entries: number, bytes: number): Buffer {
  const zeros = new Uint8Array(bytes);
  const files: Record<string, Uint8Array> = {};
  for (let entry = 0; entry < entries; entry += 1) files[`${entry}/2026-01-01.md`] = zeros;
  return Buffer.from(zipSync(files, { level: 9 }));
}

/**
 * The zip with the sizes its central directory declares for every entry changed: the reader checks what a zip
 * declares before inflating anything, so a lie is the way to test those checks without building the data.
 */
export function declaringSizes(zip: Buffer, sizes: { inflated: number; compressed?: number }): Buffer {
  const lying = Buffer.from(zip);
  for (let offset = lying.indexOf(CENTRAL_ENTRY); offset !== -1; offset = lying.indexOf(CENTRAL_ENTRY, offset + 4)) {
    if (sizes.compressed !== undefined) lying.writeUInt32LE(sizes.compressed, offset + 20);
    lying.writeUInt32LE(sizes.inflated, offset + 24);
  }
  return lying;
}

const CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** JSON arrays nested `levels` deep in an export's place for days. */
export function deepJson(levels: number): string {
  return `{"format":"baseline-export","version":1,"days":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}

/** JSON holding `values` empty objects: three bytes of text each, some fifty of heap once parsed. */
export function manyValuesJson(values: number): string {
  return `{"format":"baseline-export","version":1,"days":[${'{},'.repeat(values - 1)}{}]}`;
}

/** The JSON export with a player note of `characters` characters: 2,000,000 were stored whole. */
export function longPlayerNote(characters: number): string {
  return JSON.stringify(
    exportFile([exportedDay('2026-01-01')], {
      playerNotes: [
        {
          tournamentId: '580',
          playerId: 'S0AG',
          tournamentYear: null,
          playerName: 'Jannik Sinner',
          tournamentName: 'Australian Open',
          note: 'n'.repeat(characters),
          createdAt: 1_700_000_000_000,
          updatedAt: 1_700_000_000_000,
        },
      ],
    }),
  );
}
