import type { Database } from '../../db/database.js';
import {
  chartDocument,
  playerNoteDocument,
  tabDocument,
  tabWords,
  type IndexedChart,
  type IndexedPlayerNote,
  type IndexedTab,
} from './search-documents.js';
import {
  findTabDocument,
  upsertChartDocument,
  insertSearchDocuments,
  upsertPlayerNoteDocument,
  retitleTabDocument,
} from './search-documents.repo.js';

/*
 * The index's writes, each called inside the transaction that writes the tab or the note, so the index never
 * says other than the notes do. Rows leave by cascade with their tab or note.
 */

/** A saved day's tabs, in one statement (the day's old rows went with its old notes). */
export async function indexTabs(trx: Database, tabs: readonly IndexedTab[]): Promise<void> {
  await insertSearchDocuments(trx, tabs.map(tabDocument));
}

/** A renamed tab: its title, and its words, which hold the title's. */
export async function retitleTab(trx: Database, noteId: string, title: string): Promise<void> {
  const row = await findTabDocument(trx, noteId);
  if (!row) return;
  const tags = JSON.parse(row.tagList) as string[];
  const columns = { words: tabWords(title, row.body, tags), tags: row.tags, players: row.players, events: row.events };
  await retitleTabDocument(trx, noteId, { title, columns, ownerKey: row.ownerKey });
}

/** A written player note, as stored. */
export async function indexPlayerNote(trx: Database, note: IndexedPlayerNote): Promise<void> {
  await upsertPlayerNoteDocument(trx, playerNoteDocument(note));
}

/** The index as the diary's writer's participant, hung on it by the composition root (diary/day-participants.ts). */
export const searchIndexParticipant = { name: 'search', written: indexTabs, retitled: retitleTab };

/** The index as the player notes' writer's participant (player-notes/note-writer.ts). */
export const playerNoteIndexParticipant = { name: 'search', written: indexPlayerNote };

/** A written chart, as stored (issue 34). */
export async function indexChart(trx: Database, chart: IndexedChart): Promise<void> {
  await upsertChartDocument(trx, chartDocument(chart));
}

/** The index as the charts' writer's participant (charts/chart-writer.ts). */
export const chartIndexParticipant = { name: 'search', written: indexChart };
