import { randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import {
  DIARY_LIMITS,
  IMPORT_MESSAGES,
  type ImportExisting,
  type ImportPreviewResponse,
  type ImportResultResponse,
} from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { DayChanged, type CurrentDay, type DayWriter } from '../diary/day-writer.js';
import type { ImagePlan } from '../diary/image-plan.js';
import { normaliseNote } from '../diary/note-input.js';
import { assertSaveHtmlWithinLimit } from '../diary/note-markup.js';
import type { MentionTargets } from '../mentions/mention-targets.js';
import type { PlayerNoteWriter } from '../player-notes/note-writer.js';
import { lockMemberTemplates } from '../templates/templates.public.js';
import { writeImportedChart, type ChartContent, type ChartWriter } from '../charts/charts.public.js';
import { assertChartsWithinCap, assertLabelsWithinCap, templatesToAdd, type PlannedRest } from './import-limits.js';
import {
  inDay,
  loadImages,
  planDayImages,
  unlinkUnknownMentions,
  type PlannedDay,
  type StagedImagePlan,
} from './import-plan.js';
import type { ImportReader } from './import-reader.js';
import type { StagedImport } from './import-staging.js';
import {
  assignLabel,
  existingDates,
  insertImportedLabel,
  insertImportedTemplate,
  labelIdByKey,
  setEntryTimes,
} from './import.repo.js';

export interface ImportServiceDeps {
  db: Database;
  now: Clock;
  /** The diary's writer: each day is written as a save writes it. */
  writer: DayWriter;
  /** The player notes' writer: each note is written as the note route writes it. */
  noteWriter: PlayerNoteWriter;
  /** The charts' writer: each chart is written as its save writes it. */
  chartWriter: ChartWriter;
  mentionTargets: MentionTargets;
  reader: ImportReader;
}

/** How many existing days a preview lists by date (all are counted). */
const LISTED_EXISTING_DAYS = 100;

export const DAY_CHANGED_DURING_IMPORT = 'A day changed while importing: nothing was imported. Please try again.';

type DayOutcome = 'created' | 'replaced' | 'addedTo' | 'skipped';

/**
 * Imports a file in two stateless calls (README.md): `preview` reads and checks it and says what it would meet;
 * `commit` reads and checks it again, prepares every image, then writes everything in one transaction.
 */
export function createImportService({
  db,
  now,
  writer,
  noteWriter,
  chartWriter,
  mentionTargets,
  reader,
}: ImportServiceDeps) {
  async function readAndPlan(userId: string, contentType: string, staged: StagedImport) {
    const { format, days, rest, warnings } = await reader.read(contentType, staged, (nameKeys) =>
      mentionTargets.named(nameKeys),
    );
    // A chart of the file is written in the same transaction as the days that mention it.
    const fileChartIds = new Set(rest.charts.map((chart) => chart.id));
    const unknownMentions = await unlinkUnknownMentions(days, mentionTargets, { userId, fileChartIds });
    // The caps per member, here for the preview's answer; the commit counts again in its transaction.
    await assertLabelsWithinCap(db, userId, rest.labels);
    await templatesToAdd(db, userId, rest.templates);
    await assertChartsWithinCap(db, userId, rest.charts, 'preview');
    if (unknownMentions > 0) warnings.push(IMPORT_MESSAGES.unknownMention(unknownMentions));
    return { format, days, rest, warnings };
  }

  return {
    async preview(userId: string, contentType: string, staged: StagedImport): Promise<ImportPreviewResponse> {
      const { format, days, rest, warnings } = await readAndPlan(userId, contentType, staged);
      const existing = await existingDates(
        db,
        userId,
        days.map((day) => day.date),
      );
      return {
        format,
        days: days.length,
        tabs: days.reduce((total, day) => total + day.notes.length, 0),
        images: days.reduce((total, day) => total + day.images.filter(Boolean).length, 0),
        playerNotes: rest.playerNotes.length,
        labels: rest.labels.length,
        templates: rest.templates.length,
        charts: rest.charts.length,
        from: days[0]?.date ?? null,
        to: days.at(-1)?.date ?? null,
        existingDays: existing.slice(0, LISTED_EXISTING_DAYS),
        existingCount: existing.length,
        warnings,
      };
    },

    async commit(
      userId: string,
      contentType: string,
      staged: StagedImport,
      mode: ImportExisting,
    ): Promise<ImportResultResponse> {
      const { days, rest } = await readAndPlan(userId, contentType, staged);
      const at = now();
      const images: (StagedImagePlan | null)[][] = [];
      for (const day of days) images.push(await planDayImages(userId, day, at));
      const outcomes: DayOutcome[] = [];
      let templatesAdded = 0;
      let chartsWritten = 0;
      try {
        await db.transaction().execute(async (trx) => {
          for (const [index, day] of days.entries()) {
            outcomes.push(await importDay(trx, writer, { userId, day, images: images[index] ?? [], mode, now: at }));
            // SQLite's statements run synchronously: other requests have their turn between days.
            await setImmediate();
          }
          templatesAdded = await importTheRest(trx, noteWriter, { userId, rest, now: at });
          chartsWritten = await importCharts(trx, chartWriter, { userId, charts: rest.charts, mode });
        });
      } catch (error) {
        if (error instanceof DayChanged) throw new HttpError(409, DAY_CHANGED_DURING_IMPORT);
        throw error;
      }
      const count = (outcome: DayOutcome) => outcomes.filter((found) => found === outcome).length;
      const tabs = days.reduce(
        (total, day, index) => total + (outcomes[index] === 'skipped' ? 0 : day.notes.length),
        0,
      );
      return {
        message: IMPORT_MESSAGES.imported,
        daysCreated: count('created'),
        daysReplaced: count('replaced'),
        daysAddedTo: count('addedTo'),
        daysSkipped: count('skipped'),
        tabs,
        playerNotes: rest.playerNotes.length,
        labels: rest.labels.length,
        templates: templatesAdded,
        charts: chartsWritten,
      };
    },
  };
}

interface DayImport {
  userId: string;
  day: PlannedDay;
  images: (StagedImagePlan | null)[];
  mode: ImportExisting;
  now: number;
}

/** One day inside the import's transaction, through the diary's own writer. */
async function importDay(
  trx: Database,
  writer: DayWriter,
  { userId, day, images: staged, mode, now }: DayImport,
): Promise<DayOutcome> {
  if (mode === 'skip' && (await writer.hasDay(trx, userId, day.date))) return 'skipped';
  const images = await loadImages(staged);
  const current = await writer.readStored(trx, userId, day.date);
  const write = { userId, date: day.date, now };
  if (current && mode === 'add') {
    const kept = await storedTabs(current, day.date);
    const total = kept.notes.length + day.notes.length;
    if (total > DIARY_LIMITS.tabsPerDay) throw new HttpError(400, IMPORT_MESSAGES.tooManyTabs(day.date, total));
    const notes = [...kept.notes, ...day.notes];
    // As the save of the whole day would be: its text within DIARY_LIMITS.htmlPerSave.
    await inDay(day.date, () => {
      assertSaveHtmlWithinLimit(notes.map((note) => note.content));
    });
    await writer.write(trx, current, { ...write, notes, images: [...kept.images, ...images] });
    return 'addedTo';
  }
  await writer.write(trx, current, { ...write, notes: day.notes, images });
  if (current) return 'replaced';
  if (day.createdAt !== null && day.updatedAt !== null) {
    await setEntryTimes(trx, { userId, date: day.date, createdAt: day.createdAt, updatedAt: day.updatedAt });
  }
  return 'created';
}

/** The day's stored tabs, as a save sending them back would give them, their images kept as they are. */
async function storedTabs(current: CurrentDay, date: string) {
  const notes = await inDay(date, () =>
    current.tabs.map((tab, position) =>
      normaliseNote({ title: tab.title, content: tab.content, tags: tab.tags }, position),
    ),
  );
  const images = current.tabs.map((tab): ImagePlan | null =>
    tab.imageId ? { kind: 'keep', imageId: tab.imageId } : null,
  );
  return { notes, images };
}

/**
 * Player notes (over the member's own on the same player and edition), labels merged by name, templates the
 * member does not have; the caps counted again here, inside the transaction, as the routes count them. A note
 * of a file written before notes were kept per edition (no year) is on the edition of the year it was last
 * saved, as the migration 2026-12-01-01-player-note-editions placed the notes stored then. Gives the number of templates added.
 */
async function importTheRest(
  trx: Database,
  noteWriter: PlayerNoteWriter,
  { userId, rest, now }: { userId: string; rest: PlannedRest; now: number },
): Promise<number> {
  for (const exported of rest.playerNotes) {
    const note = {
      ...exported,
      tournamentYear: exported.tournamentYear ?? new Date(exported.updatedAt).getUTCFullYear(),
    };
    const key = {
      userId,
      tournamentId: note.tournamentId,
      playerId: note.playerId,
      tournamentYear: note.tournamentYear,
    };
    const { playerName, tournamentName, createdAt, updatedAt } = note;
    await noteWriter.write(trx, key, { note: note.note, now, createdAt, updatedAt, playerName, tournamentName });
  }
  await assertLabelsWithinCap(trx, userId, rest.labels);
  for (const label of rest.labels) {
    let labelId = await labelIdByKey(trx, userId, label.nameKey);
    if (!labelId) {
      labelId = randomUUID();
      await insertImportedLabel(trx, { id: labelId, userId, nameKey: label.nameKey, label });
    }
    await assignLabel(trx, { userId, labelId, playerIds: label.playerIds, now });
  }
  if (rest.templates.length === 0) return 0;
  // The template routes' lock: their count and name checks, and these, run one after the other.
  await lockMemberTemplates(trx, userId);
  const added = await templatesToAdd(trx, userId, rest.templates);
  for (const template of added) {
    await insertImportedTemplate(trx, { id: randomUUID(), userId, template });
  }
  return added.length;
}

/** The file's charts, as the mode says for one the member has under the same id; gives how many were written. */
async function importCharts(
  trx: Database,
  writer: ChartWriter,
  { userId, charts, mode }: { userId: string; charts: readonly ChartContent[]; mode: ImportExisting },
): Promise<number> {
  await assertChartsWithinCap(trx, userId, charts, mode);
  let written = 0;
  for (const chart of charts) {
    const outcome = await writeImportedChart(trx, userId, chart, { mode, freshId: randomUUID(), writer });
    if (outcome !== 'skipped') written += 1;
  }
  return written;
}

export type ImportService = ReturnType<typeof createImportService>;
