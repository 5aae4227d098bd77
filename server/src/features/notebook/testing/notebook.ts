import { randomUUID } from 'node:crypto';
import { MENTION, type MentionKind } from '@baseline/contract';
import { Parser } from 'htmlparser2';
import type { Database } from '../../../db/database.js';

/** A mention as the editor writes it (contract: MENTION). */
export function mentionSpan(kind: MentionKind, id: string, label: string): string {
  return `<span data-kind="${kind}" data-id="${id}" data-label="${label}">@${label}</span>`;
}

/** The mentions a tab's HTML holds, each once, as the diary's save records them. */
function mentionsIn(html: string): { kind: MentionKind; targetId: string }[] {
  const found = new Map<string, { kind: MentionKind; targetId: string }>();
  const parser = new Parser({
    onopentag(name, attributes) {
      const kind = attributes[MENTION.attributes.kind];
      const targetId = attributes[MENTION.attributes.id];
      if (name !== MENTION.tag || (kind !== 'player' && kind !== 'tournament') || !targetId) return;
      found.set(`${kind}:${targetId}`, { kind, targetId });
    },
  });
  parser.end(html);
  return [...found.values()];
}

export interface WrittenTab {
  title?: string;
  html: string;
}

/**
 * Writes a member's day straight into the tables: the entry, its tabs, and the mentions their HTML holds,
 * consistent with each other as the diary's save keeps them (independent of the save's own indexing).
 */
export async function writeDiaryDay(db: Database, userId: string, date: string, tabs: WrittenTab[]): Promise<void> {
  const entryId = randomUUID();
  const now = Date.now();
  await db
    .insertInto('diaryEntries')
    .values({ id: entryId, userId, date, version: 1, createdAt: now, updatedAt: now })
    .execute();
  for (const [position, tab] of tabs.entries()) {
    const noteId = randomUUID();
    await db
      .insertInto('diaryNotes')
      .values({ id: noteId, entryId, position, title: tab.title ?? '', content: tab.html })
      .execute();
    const mentions = mentionsIn(tab.html);
    if (mentions.length > 0) {
      await db
        .insertInto('diaryMentions')
        .values(mentions.map((mention) => ({ noteId, entryId, userId, date, ...mention })))
        .execute();
    }
  }
}

/** A player note straight into its table. */
export async function writePlayerNote(
  db: Database,
  note: {
    userId: string;
    tournamentId: string;
    playerId: string;
    tournamentYear: number;
    note: string;
    at?: number;
  },
): Promise<void> {
  const at = note.at ?? Date.now();
  const { at: _at, ...row } = note;
  await db
    .insertInto('playerNotes')
    .values({ ...row, createdAt: at, updatedAt: at })
    .execute();
}

/** Records that the first tab of a day the member already has mentions the target (as a save with it would). */
export async function mentionInDay(
  db: Database,
  { userId, date, kind, targetId }: { userId: string; date: string; kind: MentionKind; targetId: string },
): Promise<void> {
  const note = await db
    .selectFrom('diaryEntries as e')
    .innerJoin('diaryNotes as n', 'n.entryId', 'e.id')
    .select(['n.id', 'e.id as entryId'])
    .where('e.userId', '=', userId)
    .where('e.date', '=', date)
    .where('n.position', '=', 0)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('diaryMentions')
    .values({ noteId: note.id, entryId: note.entryId, userId, date, kind, targetId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
