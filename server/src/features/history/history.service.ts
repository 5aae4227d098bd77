import {
  HISTORY_MESSAGES,
  type DayHistoryResponse,
  type DayVersionResponse,
  type RestoreVersionBody,
} from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { readSnapshot } from '../../db/read-snapshot.js';
import { assertCalendarDate } from '../../lib/calendar-date.js';
import { HttpError } from '../../lib/http-error.js';
import type { DiaryService, SaveResult } from '../diary/diary.service.js';
import { findVersion, listVersions, listVersionTabs } from './history.repo.js';
import { presentHistory, presentVersionTabs } from './history.presenter.js';

export interface HistoryServiceDeps {
  db: Database;
  /** A restore is a save: the diary's own, with its checks and its conflict answer. */
  diary: Pick<DiaryService, 'save'>;
}

/** The signed-in member's own days' history: every query is scoped to their id, so another's reads as none. */
export function createHistoryService({ db, diary }: HistoryServiceDeps) {
  async function readVersion(userId: string, date: string, version: number): Promise<DayVersionResponse> {
    assertCalendarDate(date);
    return readSnapshot(db, async (trx) => {
      const found = await findVersion(trx, userId, date, version);
      if (!found) throw new HttpError(404, HISTORY_MESSAGES.versionNotFound);
      const tabs = await listVersionTabs(trx, userId, date, version);
      return { date, ...found, notes: presentVersionTabs(tabs) };
    });
  }

  return {
    async list(userId: string, date: string): Promise<DayHistoryResponse> {
      assertCalendarDate(date);
      const { versions, titles } = await readSnapshot(db, (trx) => listVersions(trx, userId, date));
      return { date, versions: presentHistory(versions, titles) };
    },

    version: readVersion,

    /**
     * Saves the version as the day's newest through the diary's save, from the day's version the member sees:
     * a day changed since answers 409 with what is stored now, as any save does. Its images go back from the
     * bytes history kept, under the terms the member accepted for them.
     */
    async restore(userId: string, { date, version, baseVersion }: RestoreVersionBody): Promise<SaveResult> {
      const kept = await readVersion(userId, date, version);
      const notes = kept.notes.map((note) => ({ ...note, acceptedImageTerms: note.image !== null }));
      return diary.save(userId, { date, notes, baseVersion });
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
