import type { Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';
import { listTags } from './note-tags.repo.js';
import { readNote } from './note-reading.js';

/**
 * Up to `limit` of the diary's tabs meeting `condition` (the search index's "no row yet", given by the
 * composition root), as the index needs them: owner, date, title, tags, plain text and mentions.
 */
export async function tabsToIndex(
  trx: Database,
  limit: number,
  condition: (noteId: Expression<string>) => Expression<SqlBool>,
) {
  const tabs = await trx
    .selectFrom('diaryNotes as n')
    .innerJoin('diaryEntries as e', 'e.id', 'n.entryId')
    .select(['n.id as noteId', 'n.entryId', 'n.position', 'n.title', 'n.content', 'e.userId', 'e.date'])
    .where((eb) => condition(eb.ref('n.id')))
    .orderBy('n.id')
    .limit(limit)
    .execute();
  const tagsOf = groupBy(
    await listTags(
      trx,
      tabs.map((tab) => tab.noteId),
    ),
    (row) => row.noteId,
  );
  return tabs.map(({ content, ...tab }) => ({
    ...tab,
    ...readNote(content),
    tags: (tagsOf.get(tab.noteId) ?? []).map((row) => row.tag),
  }));
}
