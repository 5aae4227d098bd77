import {
  DIARY_MESSAGES,
  MENTION,
  MENTION_MESSAGES,
  type DiaryConflictResponse,
  type DiaryDayResponse,
  type DiaryListResponse,
  type RenameTabBody,
  type RenameTabResponse,
  type SaveDiaryBody,
  type SaveDiaryResponse,
  type TagSearchResponse,
} from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { readSnapshot } from '../../db/read-snapshot.js';
import { assertCalendarDate } from '../../lib/calendar-date.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { keepReplacedVersion } from '../history/record-version.js';
import type { MentionTargets } from '../mentions/mention-targets.js';
import { retitleTab } from '../search/search-index.js';
import { listImages } from './diary-images.repo.js';
import { saveDay } from './diary-save.js';
import { listTaggedEntries, listTaggedEntriesNotes, listTaggedEntriesTags } from './diary-search.repo.js';
import { presentDay, presentListEntry, presentSearch } from './diary.presenter.js';
import { createDayCache } from './day-cache.js';
import {
  bumpVersion,
  findEntry,
  findNoteTitle,
  listEntries,
  listNotes,
  renameNote,
  type EntryRef,
} from './diary.repo.js';
import { normaliseNotes, noteTitle, tagKey, type NormalisedNote } from './note-input.js';
import { listTags } from './note-tags.repo.js';

export const SAVED = DIARY_MESSAGES.saved;
export const CONFLICT = 'This day was changed in another window. Reload it or overwrite it.';
export const RENAMED = 'Tab renamed.';
export const NO_ENTRY = 'No entry for that date.';
export const NO_TAB = 'No tab at that index.';
export const EMPTY_TAG = DIARY_MESSAGES.emptyTag;

/** A save's answer: the route sends 200 with `saved`, or 409 with `conflict`. */
export type SaveResult = { saved: SaveDiaryResponse } | { conflict: DiaryConflictResponse };

export interface DiaryServiceDeps {
  db: Database;
  now: Clock;
  /** Whether the players and tournaments a save mentions are in the tennis data. */
  mentionTargets: MentionTargets;
}

const emptyDay = (date: string): DiaryDayResponse => ({ date, notes: [], version: 0 });

/**
 * The diary of the signed-in user. Every method takes that user's id and every query is scoped to it,
 * so another user's day reads as an empty one and cannot be renamed or found.
 */
export function createDiaryService({ db, now, mentionTargets }: DiaryServiceDeps) {
  const dayCache = createDayCache();

  /** 400 naming the first tab that mentions a player or tournament the tennis data does not have. */
  async function assertMentionsExist(notes: readonly NormalisedNote[]): Promise<void> {
    for (const kind of MENTION.kinds) {
      const ids = new Set(notes.flatMap((note) => note.mentions.filter((m) => m.kind === kind).map((m) => m.id)));
      const missing = new Set(await mentionTargets.missing(kind, [...ids]));
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
     * The day as JSON in UTF-8, made by `serialize` (the route's response serialiser) or, when the day has
     * not changed since it was last read, taken from the cache (see day-cache.ts).
     */
    async dayJson(userId: string, date: string, serialize: (day: DiaryDayResponse) => string): Promise<Buffer> {
      assertCalendarDate(date);
      const current = await findEntry(db, userId, date);
      if (!current) return Buffer.from(serialize(emptyDay(date)));
      const cached = dayCache.get(userId, date, current);
      if (cached !== undefined) return cached;
      const { day, entry } = await readDayWithEntry(userId, date);
      const json = Buffer.from(serialize(day));
      if (entry) dayCache.set(userId, date, entry, json);
      return json;
    },

    async save(userId: string, body: SaveDiaryBody): Promise<SaveResult> {
      assertCalendarDate(body.date);
      const notes = await normaliseNotes(body.notes);
      await assertMentionsExist(notes);
      const outcome = await saveDay(db, userId, body, now(), notes);
      if (outcome.kind === 'conflict') {
        return { conflict: { error: CONFLICT, current: await readDay(userId, body.date) } };
      }
      return { saved: { message: SAVED, date: body.date, version: outcome.version } };
    },

    /** Renames one tab; the day's version rises, so another window's stale save meets a conflict. */
    async rename(userId: string, { date, index, newTitle }: RenameTabBody): Promise<RenameTabResponse> {
      assertCalendarDate(date);
      const title = noteTitle(newTitle, index);
      const version = await db.transaction().execute(async (trx) => {
        const entry = await findEntry(trx, userId, date);
        if (!entry) throw new HttpError(404, NO_ENTRY);
        const current = await findNoteTitle(trx, entry.id, index);
        if (current === undefined) throw new HttpError(404, NO_TAB);
        // A rename to the title the tab has changes nothing: no version in History, no new version number.
        if (current === title) return entry.version;
        await keepReplacedVersion(trx, { userId, date, entryId: entry.id }, now());
        // The version is raised first: that locks the day against a parallel save until the rename is in.
        const raised = await bumpVersion(trx, entry.id, undefined, now());
        if (raised === undefined) throw new HttpError(404, NO_ENTRY);
        const noteId = await renameNote(trx, entry.id, index, title);
        if (noteId === undefined) throw new HttpError(404, NO_TAB);
        await retitleTab(trx, noteId, title);
        return raised;
      });
      return { message: RENAMED, title, version };
    },

    /** The user's days with a tab tagged so (trimmed, any case), newest first. */
    async search(userId: string, tag: string): Promise<TagSearchResponse> {
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
