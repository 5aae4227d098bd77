import {
  DIARY_MESSAGES,
  MENTION,
  MENTION_MESSAGES,
  type MentionKind,
  DiaryDayResponse,
  type DiaryListResponse,
  type RenameTabBody,
  type RenameTabResponse,
  type SaveDiaryBody,
  type TagSearchResponse,
} from '@baseline/contract';
import fastJson from 'fast-json-stringify';
import type { Database } from '../../db/database.js';
import { readSnapshot } from '../../db/read-snapshot.js';
import { assertCalendarDate } from '../../lib/calendar-date.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { DayWriter } from './day-writer.js';
import { listImages } from './diary-images.repo.js';
import { listTaggedEntries, listTaggedEntriesNotes, listTaggedEntriesTags } from './tag-filter.repo.js';
import { presentDay, presentListEntry, presentSearch } from './diary.presenter.js';
import { createDayCache } from './day-cache.js';
import { findEntry, listEntries, listNotes, type EntryRef } from './diary.repo.js';
import { normaliseNotes, noteTitle, tagKey, type NormalisedNote } from './note-input.js';
import { listTags } from './note-tags.repo.js';

export const RENAMED = 'Tab renamed.';
export const NO_ENTRY = 'No entry for that date.';
export const NO_TAB = 'No tab at that index.';
export const EMPTY_TAG = DIARY_MESSAGES.emptyTag;

/** The writer's outcome, a conflict with the day as it is stored now: save-reply.ts answers it. */
export type SaveResult = { kind: 'saved'; version: number } | { kind: 'conflict'; current: DiaryDayResponse };

export interface DiaryServiceDeps {
  db: Database;
  now: Clock;
  writer: DayWriter;
  /** Which of the players or tournaments a save mentions the tennis data does not have, or charts the member. */
  mentionTargets: { missing(kind: MentionKind, ids: readonly string[], userId: string): Promise<string[]> };
}

const emptyDay = (date: string): DiaryDayResponse => ({ date, notes: [], version: 0 });
const serializeDay = fastJson(DiaryDayResponse);

/**
 * The diary of the signed-in user. Every method takes that user's id and every query is scoped to it,
 * so another user's day reads as an empty one and cannot be renamed or found.
 */
export function createDiaryService({ db, now, writer, mentionTargets }: DiaryServiceDeps) {
  const dayCache = createDayCache();

  /**
   * 400 naming the first tab that mentions a player or tournament the tennis data does not have, or a chart
   * that is not one of the member's.
   */
  async function assertMentionsExist(userId: string, notes: readonly NormalisedNote[]): Promise<void> {
    for (const kind of MENTION.kinds) {
      const ids = new Set(notes.flatMap((note) => note.mentions.filter((m) => m.kind === kind).map((m) => m.id)));
      const missing = new Set(await mentionTargets.missing(kind, [...ids], userId));
      const tab = notes.find((note) => note.mentions.some((m) => m.kind === kind && missing.has(m.id)));
      if (tab) throw new HttpError(400, MENTION_MESSAGES.unknownTarget(tab.title, kind));
    }
  }

  /** The day on one snapshot, with the entry it was read from (none for a day never written). */
  function readDayWithEntry(userId: string, date: string): Promise<{ day: DiaryDayResponse; entry?: EntryRef }> {
    return readSnapshot(db, async (trx) => {
      const entry = await findEntry(trx, userId, date);
      if (!entry) return { day: emptyDay(date) };
      const [notes, images] = await Promise.all([listNotes(trx, entry.id), listImages(trx, entry.id)]);
      const tags = await listTags(
        trx,
        notes.map((note) => note.id),
      );
      return { day: presentDay({ date, version: entry.version }, notes, tags, images), entry };
    });
  }

  async function readDay(userId: string, date: string): Promise<DiaryDayResponse> {
    return (await readDayWithEntry(userId, date)).day;
  }

  return {
    async list(userId: string): Promise<DiaryListResponse> {
      return { entries: (await listEntries(db, userId)).map(presentListEntry) };
    },

    /**
     * The day as JSON in UTF-8, made by the response schema's serialiser (fast-json-stringify, as the route's
     * own) or, when the day has not changed since it was last read, taken from the cache (see day-cache.ts).
     */
    async dayJson(userId: string, date: string): Promise<Buffer> {
      assertCalendarDate(date);
      const current = await findEntry(db, userId, date);
      if (!current) return Buffer.from(serializeDay(emptyDay(date)));
      const cached = dayCache.get(userId, date, current);
      if (cached !== undefined) return cached;
      const { day, entry } = await readDayWithEntry(userId, date);
      const json = Buffer.from(serializeDay(day));
      if (entry) dayCache.set(userId, date, entry, json);
      return json;
    },

    async save(userId: string, body: SaveDiaryBody): Promise<SaveResult> {
      assertCalendarDate(body.date);
      const notes = await normaliseNotes(body.notes);
      await assertMentionsExist(userId, notes);
      const outcome = await writer.save(userId, body, notes, now());
      if (outcome.kind === 'conflict') return { kind: 'conflict', current: await readDay(userId, body.date) };
      return outcome;
    },

    /** Renames one tab; the day's version rises, so another window's stale save meets a conflict. */
    async rename(userId: string, { date, index, newTitle }: RenameTabBody): Promise<RenameTabResponse> {
      assertCalendarDate(date);
      const title = noteTitle(newTitle, index);
      const outcome = await writer.rename(userId, date, index, title, now());
      if (outcome.kind === 'noEntry') throw new HttpError(404, NO_ENTRY);
      if (outcome.kind === 'noTab') throw new HttpError(404, NO_TAB);
      const { version } = outcome;
      return { message: RENAMED, title, version };
    },

    /** The user's days with a tab tagged so (trimmed, any case), newest first. */
    async daysTagged(userId: string, tag: string): Promise<TagSearchResponse> {
      const key = tagKey(tag.trim());
      if (!key) throw new HttpError(400, EMPTY_TAG);
      return readSnapshot(db, async (trx) => {
        const entries = await listTaggedEntries(trx, userId, key);
        const notes = await listTaggedEntriesNotes(trx, userId, key);
        const tags = await listTaggedEntriesTags(trx, userId, key);
        return presentSearch(entries, notes, tags);
      });
    },
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
