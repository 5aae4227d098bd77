import type { Database } from '../../db/database.js';
import { groupBy } from '../../lib/group-by.js';
import {
  deleteUnusedImages,
  deleteVersions,
  insertVersion,
  keepImages,
  latestVersion,
  listCurrentImages,
  listCurrentTabs,
  listCurrentTags,
  lockEntry,
} from './history.repo.js';
import { prunable } from './retention.js';

/** The day a save, rename or delete is about to replace. */
export interface ReplacedDay {
  userId: string;
  date: string;
  entryId: string;
}

/**
 * Keeps the day as it is stored now as its next version in history, inside the caller's transaction, so the
 * version is kept exactly when the change that replaces it commits. Call it before the day changes: it locks
 * the day's row first, so it reads what is stored once any other change in flight is done. Then prunes the
 * day's versions past the retention (retention.ts) and the images no version shows any more.
 */
export async function keepReplacedVersion(trx: Database, day: ReplacedDay, now: number): Promise<void> {
  const entry = await lockEntry(trx, day.entryId);
  // Gone: the change that follows finds no day either, and the caller answers that.
  if (!entry) return;
  const [tabs, tags, images] = await Promise.all([
    listCurrentTabs(trx, day.entryId),
    listCurrentTags(trx, day.entryId),
    listCurrentImages(trx, day.entryId),
  ]);
  const tagsOf = groupBy(tags, (row) => row.noteId);
  const imageOf = new Map(images.map((image) => [image.noteId, image]));
  const version = (await latestVersion(trx, day.userId, day.date)) + 1;
  const rows = tabs.map((tab) => ({
    userId: day.userId,
    date: day.date,
    version,
    position: tab.position,
    title: tab.title,
    content: tab.content,
    tags: JSON.stringify((tagsOf.get(tab.noteId) ?? []).map((row) => row.tag)),
    imageSha256: imageOf.get(tab.noteId)?.sha256 ?? null,
  }));
  const textBytes = rows.reduce((sum, row) => sum + byteLength(row.title, row.content, row.tags), 0);
  const imageBytes = images.reduce((sum, image) => sum + image.size, 0);
  if (images.length > 0) await keepImages(trx, day.entryId);
  await insertVersion(
    trx,
    {
      userId: day.userId,
      date: day.date,
      version,
      savedAt: entry.updatedAt,
      replacedAt: now,
      bytes: textBytes + imageBytes,
    },
    rows,
  );
  await pruneDay(trx, day, version, now);
}

function byteLength(...texts: string[]): number {
  return texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
}

async function pruneDay(trx: Database, day: ReplacedDay, latest: number, now: number): Promise<void> {
  const rule = prunable(latest, now);
  if (!rule) return;
  const images = await deleteVersions(trx, day, rule.upTo, rule.before);
  await deleteUnusedImages(trx, day.userId, images);
}
