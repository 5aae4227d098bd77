import { createHash } from 'node:crypto';
import {
  EXPORT_FILE,
  type ExportFile,
  type ExportedDay,
  type ExportedPlayerNote,
  type ExportedTab,
} from '@baseline/contract';
import { zipSync } from 'fflate';

/** A tab of a JSON export, its fields not given plain. */
export function exportedTab(fields: Partial<ExportedTab> = {}): ExportedTab {
  return { title: 'Notes', html: '<p>Text</p>', tags: [], mentions: [], image: null, ...fields };
}

export function exportedDay(date: string, tabs: ExportedTab[] = [exportedTab()]): ExportedDay {
  return { date, createdAt: 1_700_000_000_000, updatedAt: 1_700_000_100_000, tabs };
}

/** A player note of a JSON export, its fields not given plain. */
export function exportedPlayerNote(fields: Partial<ExportedPlayerNote> = {}): ExportedPlayerNote {
  return {
    tournamentId: '580',
    playerId: 'ZS01',
    tournamentYear: 2025,
    playerName: 'Jannik Sinner',
    tournamentName: 'Australian Open',
    note: 'Serves wide.',
    createdAt: 3,
    updatedAt: 4,
    ...fields,
  };
}

/** A JSON export holding these days and nothing else unless given. */
export function exportFile(days: ExportedDay[], rest: Partial<ExportFile> = {}): ExportFile {
  return {
    format: EXPORT_FILE.format,
    version: EXPORT_FILE.version,
    exportedAt: '2026-05-01T00:00:00.000Z',
    range: { from: null, to: null },
    days,
    playerNotes: [],
    labels: [],
    templates: [],
    ...rest,
  };
}

/** An exported image of these bytes, its checksum right. */
export function exportedImage(mime: string, bytes: Buffer, size: { width: number; height: number }) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { mime, ...size, sha256, termsAcceptedAt: 1_700_000_000_000, base64: bytes.toString('base64') };
}

/**
 * A zip of these files (text as UTF-8); `stored` leaves them uncompressed, as a file that would otherwise be
 * refused for compressing too well (a long run of one shape) must be sent.
 */
export function zipOf(files: Record<string, string | Uint8Array>, { stored = false } = {}): Buffer {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [
      name,
      typeof content === 'string' ? new TextEncoder().encode(content) : content,
    ]),
  );
  return Buffer.from(zipSync(entries, { level: stored ? 0 : 6 }));
}
