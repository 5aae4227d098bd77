import { randomUUID } from 'node:crypto';
import type { SaveDiaryBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { DayParticipant, ReplacedDay, WrittenTab } from './day-participants.js';
import { listKnownImages, type KnownImage } from './diary-images.repo.js';
import {
  bumpVersion,
  deleteEntry,
  deleteNotes,
  findEntry,
  insertEntry,
  insertNotes,
  lockEntry,
  renameNote,
  type EntryRef,
} from './diary.repo.js';
import { planImages, type ImagePlan } from './image-plan.js';
import { storeImages } from './image-store.js';
import { tagKey, type NormalisedNote } from './note-input.js';
import { insertTags } from './note-tags.repo.js';
import { holdsSameTabs, readStoredTabs, type StoredTabWithImage } from './stored-day.js';

/** A save either lands, at the day's new version (0 once the day is deleted), or meets a newer day. */
export type SaveOutcome = { kind: 'saved'; version: number } | { kind: 'conflict' };

/** A rename lands at the day's new version (the same one when the title is the tab's own), or finds nothing. */
export type RenameOutcome = { kind: 'renamed'; version: number } | { kind: 'noEntry' } | { kind: 'noTab' };

/** Thrown inside a write's transaction to roll it back: the day changed after the client loaded it. */
export class DayChanged extends Error {}

/** The stored day as a write found it, its row locked: read once, for the check, History and the import. */
export interface CurrentDay {
  entry: EntryRef;
  savedAt: number;
  tabs: StoredTabWithImage[];
}

/** One day's new tabs, every check and image already done. */
export interface DayWrite {
  userId: string;
  date: string;
  notes: readonly NormalisedNote[];
  images: readonly (ImagePlan | null)[];
  now: number;
}

export interface DayWriterDeps {
  db: Database;
  participants: readonly DayParticipant[];
}

/**
 * The one place a day is written: the save (and so the offline sync and History's restore, which arrive as
 * saves), the rename, the delete (a save of no tabs) and the import. Each write locks the day, reads it once,
 * lets the participants keep what it replaces, raises the version and writes the tabs, their tags and images,
 * and what the participants derive from them, all in one transaction.
 */
export function createDayWriter({ db, participants }: DayWriterDeps) {
  async function replacing(trx: Database, day: ReplacedDay, now: number): Promise<void> {
    for (const participant of participants) await participant.replacing?.(trx, day, now);
  }

  /** Locks the day and reads its tabs; `known`: its images as read before the lock, read again if it moved. */
  async function readCurrent(trx: Database, entry: EntryRef, known: readonly KnownImage[]) {
    const locked = await lockEntry(trx, entry.id);
    if (!locked) return undefined;
    const images = locked.version === entry.version ? known : await listKnownImages(trx, entry.id);
    const current: CurrentDay = {
      entry: { id: entry.id, version: locked.version },
      savedAt: locked.updatedAt,
      tabs: await readStoredTabs(trx, entry.id, images),
    };
    return { current, images };
  }

  /** Replaces the current day with the write's tabs (none: deletes it), or creates it; answers its version. */
  async function replace(trx: Database, current: CurrentDay | undefined, write: DayWrite): Promise<number> {
    const { userId, date, now } = write;
    if (!current) {
      if (write.notes.length === 0) return 0;
      const entryId = randomUUID();
      if (!(await insertEntry(trx, { id: entryId, userId, date, now }))) throw new DayChanged();
      await writeTabs(trx, entryId, write, false);
      return 1;
    }
    const entryId = current.entry.id;
    await replacing(trx, { userId, date, entryId, savedAt: current.savedAt, tabs: current.tabs }, now);
    if (write.notes.length === 0) {
      await deleteEntry(trx, entryId, undefined);
      return 0;
    }
    // The row is locked: the version cannot have moved since it was read.
    const version = (await bumpVersion(trx, entryId, undefined, now)) ?? current.entry.version + 1;
    await deleteNotes(trx, entryId);
    await writeTabs(
      trx,
      entryId,
      write,
      current.tabs.some((tab) => tab.imageId !== null),
    );
    return version;
  }

  async function writeTabs(trx: Database, entryId: string, write: DayWrite, hadImages: boolean): Promise<void> {
    const { userId, date } = write;
    const tabs: WrittenTab[] = write.notes.map((note, position) => ({
      ...note,
      userId,
      date,
      entryId,
      noteId: randomUUID(),
      position,
    }));
    await insertNotes(
      trx,
      tabs.map(({ noteId, position, title, content }) => ({ id: noteId, entryId, position, title, content })),
    );
    await insertTags(
      trx,
      tabs.flatMap((tab) =>
        tab.tags.map((tag, position) => ({
          noteId: tab.noteId,
          entryId,
          userId,
          position,
          tag,
          tagKey: tagKey(tag),
        })),
      ),
    );
    for (const participant of participants) await participant.written?.(trx, tabs);
    if (!(await storeImages(trx, tabs, write.images, { hadImages, now: write.now }))) throw new DayChanged();
  }

  return {
    /**
     * Saves the whole day: the images (the slow part) first, outside any transaction, then one transaction that
     * writes only if the day is still at the version the client started from. A client that never loaded an
     * existing day (no baseVersion) must not replace it blindly: that is a conflict too, unless it asks to
     * overwrite. A save of exactly what is stored answers at the day's version and writes nothing.
     */
    async save(
      userId: string,
      body: Pick<SaveDiaryBody, 'date' | 'notes' | 'baseVersion' | 'overwrite'>,
      notes: readonly NormalisedNote[],
      now: number,
    ): Promise<SaveOutcome> {
      const entry = await findEntry(db, userId, body.date);
      if (!entry && notes.length === 0) return { kind: 'saved', version: 0 };
      const overwrite = body.overwrite === true;
      if (!overwrite && !isBasedOnStoredDay(entry, body.baseVersion)) return { kind: 'conflict' };
      const known = entry ? await listKnownImages(db, entry.id) : [];
      const images = await planImages(userId, body.notes, known, now);
      const write: DayWrite = { userId, date: body.date, notes, images, now };
      try {
        const version = await db.transaction().execute(async (trx) => {
          const read = entry && (await readCurrent(trx, entry, known));
          if (entry && !read) throw new DayChanged();
          const current = read?.current;
          if (current && !overwrite && current.entry.version !== entry?.version) throw new DayChanged();
          if (current && notes.length > 0 && holdsSameTabs(current.tabs, notes, images)) return current.entry.version;
          return replace(trx, current, write);
        });
        return { kind: 'saved', version };
      } catch (error) {
        if (error instanceof DayChanged) return { kind: 'conflict' };
        throw error;
      }
    },

    /** Renames one tab; the day's version rises, so another window's stale save meets a conflict. */
    async rename(userId: string, date: string, index: number, title: string, now: number): Promise<RenameOutcome> {
      return db.transaction().execute(async (trx) => {
        const entry = await findEntry(trx, userId, date);
        const read = entry && (await readCurrent(trx, entry, await listKnownImages(trx, entry.id)));
        if (!read) return { kind: 'noEntry' };
        const { current } = read;
        const tab = current.tabs.find((stored) => stored.position === index);
        if (!tab) return { kind: 'noTab' };
        // A rename to the title the tab has changes nothing: no version in History, no new version number.
        if (tab.title === title) return { kind: 'renamed', version: current.entry.version };
        await replacing(
          trx,
          { userId, date, entryId: current.entry.id, savedAt: current.savedAt, tabs: current.tabs },
          now,
        );
        const version = (await bumpVersion(trx, current.entry.id, undefined, now)) ?? current.entry.version + 1;
        await renameNote(trx, current.entry.id, index, title);
        for (const participant of participants) await participant.retitled?.(trx, tab.noteId, title);
        return { kind: 'renamed', version };
      });
    },

    /** Whether the member has a day on that date (no lock: the import's skip needs no more). */
    async hasDay(trx: Database, userId: string, date: string): Promise<boolean> {
      return (await findEntry(trx, userId, date)) !== undefined;
    },

    /** The day as stored, its row locked, inside the caller's transaction (the import's); none when never written. */
    async readStored(trx: Database, userId: string, date: string): Promise<CurrentDay | undefined> {
      const entry = await findEntry(trx, userId, date);
      return entry && (await readCurrent(trx, entry, await listKnownImages(trx, entry.id)))?.current;
    },

    /** Replaces `current` (or creates the day) inside the caller's transaction, whatever its version. */
    write: replace,
  };
}

export type DayWriter = ReturnType<typeof createDayWriter>;

/** Whether the client saves over the day as stored: the version it loaded, or no day if it saw none. */
function isBasedOnStoredDay(existing: EntryRef | undefined, baseVersion: number | undefined): boolean {
  return existing ? baseVersion === existing.version : (baseVersion ?? 0) === 0;
}
