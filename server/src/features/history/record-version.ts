import type { Database } from '../../db/database.js';
import { deleteUnusedImages, deleteVersions, insertVersion, keepImages } from './history.repo.js';
import { prunable } from './retention.js';

/** The day a save, rename or delete is about to replace, as the day's writer read it under its lock. */
export interface ReplacedDay {
  userId: string;
  date: string;
  entryId: string;
  savedAt: number;
  tabs: readonly {
    position: number;
    title: string;
    content: string;
    tags: readonly string[];
    image: { sha256: string; size: number } | null;
  }[];
}

/**
 * Keeps the day as it is stored now as its next version in history, inside the writer's transaction, so the
 * version is kept exactly when the change that replaces it commits. Then prunes the day's versions past the
 * retention (retention.ts) and the images no version shows any more. The participant the composition root
 * hangs on the diary's writer (diary/day-participants.ts).
 */
export async function keepReplacedVersion(trx: Database, day: ReplacedDay, now: number): Promise<void> {
  const tabs = day.tabs.map((tab) => ({
    position: tab.position,
    title: tab.title,
    content: tab.content,
    tags: JSON.stringify(tab.tags),
    imageSha256: tab.image?.sha256 ?? null,
  }));
  const textBytes = tabs.reduce((sum, tab) => sum + byteLength(tab.title, tab.content, tab.tags), 0);
  const imageBytes = day.tabs.reduce((sum, tab) => sum + (tab.image?.size ?? 0), 0);
  if (day.tabs.some((tab) => tab.image)) await keepImages(trx, day.entryId);
  const version = await insertVersion(
    trx,
    { userId: day.userId, date: day.date, savedAt: day.savedAt, replacedAt: now, bytes: textBytes + imageBytes },
    tabs,
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

/** History as the diary's writer's participant, hung on it by the composition root (diary/day-participants.ts). */
export const historyParticipant = { name: 'history', replacing: keepReplacedVersion };
