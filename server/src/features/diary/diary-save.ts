import { randomUUID } from 'node:crypto';
import type { SaveDiaryBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { keepReplacedVersion } from '../history/record-version.js';
import { insertMentions } from '../mentions/mentions.repo.js';
import type { IndexedTab } from '../search/search-documents.js';
import { indexTabs } from '../search/search-index.js';
import { attachImage, deleteDetachedImages, insertImage, listKnownImages } from './diary-images.repo.js';
import {
  bumpVersion,
  deleteEntry,
  deleteNotes,
  findEntry,
  insertEntry,
  insertNotes,
  type EntryRef,
} from './diary.repo.js';
import { planImages, type ImagePlan } from './image-plan.js';
import { normaliseNotes, tagKey, type NormalisedNote } from './note-input.js';
import { insertTags } from './note-tags.repo.js';
import { holdsSameTabs } from './unchanged-day.js';

/** Writes a saved day's tabs into the search index, inside the save's transaction. */
export type TabIndexer = (trx: Database, tabs: readonly IndexedTab[]) => Promise<void>;

/** A save either lands, at the day's new version (0 once the day is deleted), or meets a newer day. */
export type SaveOutcome = { kind: 'saved'; version: number } | { kind: 'conflict' };

/** Thrown inside the save's transaction to roll it back: the day changed after the client loaded it. */
export class DayChanged extends Error {}

/** One day's write, every check and image already done: what the save and the import hand to writeDay. */
export interface DayWrite {
  userId: string;
  date: string;
  existing: EntryRef | undefined;
  /** The version the stored day must still be at; undefined when the client overwrites. */
  expected: number | undefined;
  notes: NormalisedNote[];
  images: (ImagePlan | null)[];
  now: number;
  indexer: TabIndexer;
}

/**
 * Saves the whole day: every text check first, then the images (the slow part) outside any transaction,
 * then one transaction that writes only if the day is still at the version the client started from.
 * A client that never loaded an existing day (no baseVersion) must not replace it blindly: that is a
 * conflict too, unless it asks to overwrite. `normalised`: the body's notes already checked and cleaned
 * (normaliseNotes), when the caller looked at them first. `indexer`: the search index's writer; the bench passes
 * one that writes nothing, to weigh the save with the index against the save without it.
 */
export async function saveDay(
  db: Database,
  userId: string,
  body: SaveDiaryBody,
  now: number,
  normalised?: NormalisedNote[],
  indexer: TabIndexer = indexTabs,
): Promise<SaveOutcome> {
  const notes = normalised ?? (await normaliseNotes(body.notes));
  const existing = await findEntry(db, userId, body.date);
  if (!existing && notes.length === 0) return { kind: 'saved', version: 0 };
  const overwrite = body.overwrite === true;
  if (!overwrite && !isBasedOnStoredDay(existing, body.baseVersion)) return { kind: 'conflict' };

  const known = existing ? await listKnownImages(db, existing.id) : [];
  const images = await planImages(userId, body.notes, known, now);
  // Saving what is stored answers as a save does, at the day's version, with nothing written or kept in History.
  if (existing && (await holdsSameTabs(db, existing.id, notes, images, known))) {
    return { kind: 'saved', version: existing.version };
  }
  const write: DayWrite = {
    userId,
    date: body.date,
    existing,
    expected: overwrite ? undefined : existing?.version,
    notes,
    images,
    now,
    indexer,
  };
  try {
    return { kind: 'saved', version: await db.transaction().execute((trx) => writeDay(trx, write)) };
  } catch (error) {
    if (error instanceof DayChanged) return { kind: 'conflict' };
    throw error;
  }
}

/** Whether the client saves over the day as stored: the version it loaded, or no day if it saw none. */
function isBasedOnStoredDay(existing: EntryRef | undefined, baseVersion: number | undefined): boolean {
  return existing ? baseVersion === existing.version : (baseVersion ?? 0) === 0;
}

/** Writes one day inside the caller's transaction; answers its new version (0 once deleted). */
export async function writeDay(trx: Database, write: DayWrite): Promise<number> {
  const { existing, now } = write;
  if (write.notes.length === 0) {
    if (existing) await keepReplacedVersion(trx, { userId: write.userId, date: write.date, entryId: existing.id }, now);
    if (existing && !(await deleteEntry(trx, existing.id, write.expected))) throw new DayChanged();
    return 0;
  }

  const { entryId, version } = await claimEntry(trx, write);
  const notes = write.notes.map((note, position) => ({ ...note, id: randomUUID(), position }));
  await insertNotes(
    trx,
    notes.map(({ id, position, title, content }) => ({ id, entryId, position, title, content })),
  );
  await insertTags(
    trx,
    notes.flatMap((note) =>
      note.tags.map((tag, position) => ({
        noteId: note.id,
        entryId,
        userId: write.userId,
        position,
        tag,
        tagKey: tagKey(tag),
      })),
    ),
  );
  await insertMentions(
    trx,
    notes.flatMap((note) =>
      note.mentions.map(({ kind, id }) => ({
        noteId: note.id,
        entryId,
        userId: write.userId,
        date: write.date,
        kind,
        targetId: id,
      })),
    ),
  );
  await write.indexer(
    trx,
    notes.map((note) => ({ ...note, noteId: note.id, entryId, userId: write.userId, date: write.date })),
  );
  for (const [index, plan] of write.images.entries()) {
    const note = notes[index];
    if (plan && note) await storeImage(trx, plan, { userId: write.userId, entryId, noteId: note.id, now });
  }
  await deleteDetachedImages(trx, entryId);
  return version;
}

/**
 * Takes the day for this save: raises the stored day's version (only if still at the expected one) and
 * clears its notes, or creates the day. The version check is the transaction's first write, so of two
 * saves from one version the second waits on the first's row lock, then finds the version moved.
 */
async function claimEntry(trx: Database, write: DayWrite): Promise<{ entryId: string; version: number }> {
  const { existing, now } = write;
  if (existing) {
    await keepReplacedVersion(trx, { userId: write.userId, date: write.date, entryId: existing.id }, now);
    const version = await bumpVersion(trx, existing.id, write.expected, now);
    if (version === undefined) throw new DayChanged();
    await deleteNotes(trx, existing.id);
    return { entryId: existing.id, version };
  }
  const entryId = randomUUID();
  if (!(await insertEntry(trx, { id: entryId, userId: write.userId, date: write.date, now }))) throw new DayChanged();
  return { entryId, version: 1 };
}

async function storeImage(
  trx: Database,
  plan: ImagePlan,
  owner: { userId: string; entryId: string; noteId: string; now: number },
): Promise<void> {
  if (plan.kind === 'keep') {
    // Gone only if an overwriting save replaced the day meanwhile: the client must look again.
    if (!(await attachImage(trx, plan.imageId, owner.entryId, owner.noteId))) throw new DayChanged();
    return;
  }
  const { image } = plan;
  await insertImage(trx, {
    id: randomUUID(),
    userId: owner.userId,
    entryId: owner.entryId,
    noteId: owner.noteId,
    mime: image.mime,
    bytes: image.bytes,
    width: image.width,
    height: image.height,
    sha256: image.sha256,
    sourceSha256: image.sourceSha256,
    termsAcceptedAt: plan.termsAcceptedAt,
    createdAt: owner.now,
  });
}
