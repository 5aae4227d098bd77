import type { MentionKind } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { insertMentions } from './mentions.repo.js';

/** A tab as the diary's writer has just written it: what the backlinks index needs of it. */
interface WrittenTab {
  userId: string;
  date: string;
  entryId: string;
  noteId: string;
  mentions: readonly { kind: MentionKind; id: string }[];
}

/** The backlinks index, hung on the diary's writer by the composition root (diary/day-participants.ts). */
export const mentionsParticipant = {
  name: 'mentions',
  written: (trx: Database, tabs: readonly WrittenTab[]) =>
    insertMentions(
      trx,
      tabs.flatMap((tab) =>
        tab.mentions.map(({ kind, id }) => ({
          noteId: tab.noteId,
          entryId: tab.entryId,
          userId: tab.userId,
          date: tab.date,
          kind,
          targetId: id,
        })),
      ),
    ),
};
