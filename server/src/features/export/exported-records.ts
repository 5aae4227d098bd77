import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  ChartInput,
  ExportedChart,
  ExportedDay,
  ExportedImage,
  ExportedLabel,
  ExportedPlayerNote,
  ExportedTemplate,
  ExportRange,
} from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { readSnapshot } from '../../db/read-snapshot.js';
import { groupBy } from '../../lib/group-by.js';
import { listTags } from '../diary/diary.public.js';
import { readNote } from '../diary/note-reading.js';
import {
  chartsAfter,
  dayPlansAfter,
  daysWithIds,
  imagesOf,
  labelledPlayersOf,
  labelsOf,
  playerNotesAfter,
  tabsOf,
  templatesOf,
  type DayPlan,
  type PlayerNoteKey,
  type PlayerNoteOrder,
} from './export.repo.js';

/**
 * How much of an account the export holds at once: the days planned per query, and the days (with their
 * images) read together on one snapshot. A batch stops at BATCH_DAYS days or once its images pass
 * BATCH_IMAGE_BYTES (a day alone may hold 50 images of 512 KB) or its tabs' HTML BATCH_TEXT_BYTES, so memory
 * stays flat for any account, and the snapshot's synchronous reads on SQLite, which hold its one connection
 * (and /api/health's `select 1`) meanwhile, stay short: 8 days of 20 full tabs were 32 MB read in one go.
 */
export const EXPORT_BATCHES = {
  plannedDays: 64,
  batchDays: 8,
  batchImageBytes: 4 * 1024 * 1024,
  batchTextBytes: 4 * 1024 * 1024,
  notes: 200,
  /** A chart of 900 points with a note on each is about 1 MB. */
  charts: 20,
};

/** A tab's image as stored: the file's fields, with the bytes themselves instead of their base64. */
export type StoredImage = Omit<ExportedImage, 'base64'> & { bytes: Uint8Array };
export type StoredTab = Omit<ExportedDay['tabs'][number], 'image'> & { image: StoredImage | null };
export type StoredDay = Omit<ExportedDay, 'tabs'> & { tabs: StoredTab[] };

/** The member's days in the range, oldest first, each whole (tabs, tags, mentions, images), read in batches. */
export async function* exportedDays(db: Database, userId: string, range: ExportRange): AsyncGenerator<StoredDay> {
  let after: string | null = null;
  for (;;) {
    const plans = await dayPlansAfter(db, userId, range, after, EXPORT_BATCHES.plannedDays);
    for (const batch of batchesOf(plans)) yield* await readDays(db, userId, batch);
    const last = plans.at(-1);
    if (!last || plans.length < EXPORT_BATCHES.plannedDays) return;
    after = last.date;
  }
}

function* batchesOf(plans: readonly DayPlan[]): Generator<DayPlan[]> {
  let batch: DayPlan[] = [];
  let imageBytes = 0;
  let textBytes = 0;
  for (const plan of plans) {
    if (
      batch.length > 0 &&
      (batch.length === EXPORT_BATCHES.batchDays ||
        imageBytes + plan.imageBytes > EXPORT_BATCHES.batchImageBytes ||
        textBytes + plan.textBytes > EXPORT_BATCHES.batchTextBytes)
    ) {
      yield batch;
      batch = [];
      imageBytes = 0;
      textBytes = 0;
    }
    batch.push(plan);
    imageBytes += plan.imageBytes;
    textBytes += plan.textBytes;
  }
  if (batch.length > 0) yield batch;
}

/** The batch's days read on one snapshot, so a save committed meanwhile shows all of itself or nothing. */
async function readDays(db: Database, userId: string, batch: readonly DayPlan[]): Promise<StoredDay[]> {
  const ids = batch.map((plan) => plan.id);
  const { days, tabs, tags, images } = await readSnapshot(db, async (trx) => {
    const dayTabs = await tabsOf(trx, ids);
    const tabIds = dayTabs.map((tab) => tab.id);
    return {
      days: await daysWithIds(trx, userId, ids),
      tabs: dayTabs,
      tags: await listTags(trx, tabIds),
      images: await imagesOf(trx, userId, ids),
    };
  });
  const tabsByDay = groupBy(tabs, (tab) => tab.entryId);
  const tagsByTab = groupBy(tags, (tag) => tag.noteId);
  const imageByTab = new Map(images.map((image) => [image.noteId, image]));
  const stored: StoredDay[] = [];
  for (const day of days) {
    const dayTabs: StoredDay['tabs'] = [];
    for (const tab of tabsByDay.get(day.id) ?? []) {
      // Finding a tab's mentions parses its HTML, a few milliseconds for a full tab: other requests have their
      // turn between tabs, as a batch may hold 8 days of 50 (issue 33).
      await nextTurn();
      const image = imageByTab.get(tab.id);
      dayTabs.push({
        title: tab.title,
        html: tab.content,
        tags: (tagsByTab.get(tab.id) ?? []).map((row) => row.tag),
        mentions: readNote(tab.content).mentions.map(({ kind, id, label }) => ({ kind, id, label })),
        image: image
          ? {
              mime: image.mime,
              width: image.width,
              height: image.height,
              sha256: image.sha256,
              termsAcceptedAt: image.termsAcceptedAt,
              bytes: image.bytes,
            }
          : null,
      });
    }
    stored.push({ date: day.date, createdAt: day.createdAt, updatedAt: day.updatedAt, tabs: dayTabs });
  }
  return stored;
}

const BY_TOURNAMENT = ['tournamentId', 'playerId'] as const;

/** Every player note of the member, by tournament then player (or `order`), read a page at a time. */
export async function* exportedPlayerNotes(
  db: Database,
  userId: string,
  order: PlayerNoteOrder = BY_TOURNAMENT,
): AsyncGenerator<ExportedPlayerNote> {
  let after: PlayerNoteKey | null = null;
  for (;;) {
    const rows = await playerNotesAfter(db, userId, { after, order, limit: EXPORT_BATCHES.notes });
    for (const row of rows) {
      yield {
        tournamentId: row.tournamentId,
        playerId: row.playerId,
        tournamentYear: row.tournamentYear,
        playerName: row.playerName ?? '',
        tournamentName: row.tournamentName ?? '',
        note: row.note,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCHES.notes) return;
    after = last;
  }
}

/** The member's labels with the players each is on (a hundred labels at most: read at once). */
export async function exportedLabels(db: Database, userId: string): Promise<ExportedLabel[]> {
  const [labels, assignments] = await Promise.all([labelsOf(db, userId), labelledPlayersOf(db, userId)]);
  const playersOf = groupBy(assignments, (row) => row.labelId);
  return labels.map(({ id, ...label }) => ({
    name: label.name,
    colour: label.colour,
    playerIds: (playersOf.get(id) ?? []).map((row) => row.playerId),
    createdAt: label.createdAt,
    updatedAt: label.updatedAt,
  }));
}

/** The member's own templates (a hundred at most); the built-in ones are the app's and not exported. */
export async function exportedTemplates(db: Database, userId: string): Promise<ExportedTemplate[]> {
  return templatesOf(db, userId);
}

/** The member's charts of matches in the range, by date, read a few at a time. */
export async function* exportedCharts(db: Database, userId: string, range: ExportRange): AsyncGenerator<ExportedChart> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const rows = await chartsAfter(db, userId, { range, after, limit: EXPORT_BATCHES.charts });
    for (const row of rows) {
      yield {
        id: row.id,
        chart: JSON.parse(row.chart) as ChartInput,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCHES.charts) return;
    after = { date: last.date, id: last.id };
  }
}
