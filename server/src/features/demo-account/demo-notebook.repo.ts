import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { PlayerNoteWriter } from '../player-notes/note-writer.js';
import { labelNameKey } from '../labels/label-name.js';
import type { DemoLabel, DemoPlayerNote } from './demo-story.js';

/** The demo member's own player-note template, so the templates list holds one of theirs beside the built-ins. */
export const DEMO_NOTE_TEMPLATE = {
  name: 'Return scouting',
  body: [
    'Return position, first serve:',
    'Return position, second serve:',
    'Favourite serve at 30-40 and deuce (deuce side / ad side):',
    'Serve +1: where does the first ball after the serve go?',
    'Second serve under pressure:',
    'Our plan on return:',
  ].join('\n'),
};

/**
 * The player notes, each stamped with the evening of the day it was taken (never later than now), and each
 * indexed for search with its names in the same transaction, as a member's save is.
 */
export async function insertDemoPlayerNotes(
  db: Database,
  noteWriter: PlayerNoteWriter,
  userId: string,
  notes: readonly DemoPlayerNote[],
  now: number,
): Promise<void> {
  for (const { day, playerName, tournamentName, ...note } of notes) {
    const key = {
      userId,
      tournamentId: note.tournamentId,
      playerId: note.playerId,
      tournamentYear: note.tournamentYear,
    };
    const updatedAt = Math.min(now, Date.parse(`${day}T20:00:00Z`));
    await db
      .transaction()
      .execute((trx) => noteWriter.write(trx, key, { note: note.note, now: updatedAt, playerName, tournamentName }));
  }
}

export async function insertDemoLabels(
  db: Database,
  userId: string,
  labels: readonly DemoLabel[],
  now: number,
): Promise<void> {
  const rows = labels.map((label) => ({ label, id: randomUUID() }));
  await db
    .insertInto('playerLabels')
    .values(
      rows.map(({ label, id }) => ({
        id,
        userId,
        name: label.name,
        nameKey: labelNameKey(label.name),
        colour: label.colour,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  const assignments = rows.flatMap(({ label, id }) =>
    label.playerIds.map((playerId) => ({ labelId: id, userId, playerId, createdAt: now })),
  );
  if (assignments.length > 0) await db.insertInto('playerLabelAssignments').values(assignments).execute();
}

export async function insertDemoTemplate(db: Database, userId: string, now: number): Promise<void> {
  await db
    .insertInto('noteTemplates')
    .values({ id: randomUUID(), userId, kind: 'note', ...DEMO_NOTE_TEMPLATE, createdAt: now, updatedAt: now })
    .execute();
}
