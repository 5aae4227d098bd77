import { readFile, writeFile } from 'node:fs/promises';
import { setImmediate } from 'node:timers/promises';
import { IMPORT_MESSAGES, MENTION, type MentionKind } from '@baseline/contract';
import { isCalendarDate } from '@baseline/contract/calendar-date';
import { HttpError } from '../../lib/http-error.js';
import type { MentionTargets } from '../mentions/mention-targets.js';
import { storableAsSent, type ProcessedImage } from '../diary/diary-image.js';
import type { ImagePlan } from '../diary/image-plan.js';
import { processImagesFor } from '../diary/image-work.js';
import { withoutMention } from '../diary/mention-form.js';
import { normaliseNote, normaliseNotes, type NormalisedNote } from '../diary/note-input.js';
import type { ImportedDay, ImportedImage } from './imported-file.js';

/** A day of the file, checked and cleaned like a save's: ready for writeDay. */
export interface PlannedDay {
  date: string;
  createdAt: number | null;
  updatedAt: number | null;
  notes: NormalisedNote[];
  /** The images as staged: checked (and re-encoded if needed) only by `planDayImages`, for the commit. */
  images: (ImportedImage | null)[];
}

/**
 * Every day of the file through the diary save's own checks (normaliseNotes: titles, sanitised HTML, tags,
 * mentions, limits), a problem answered 400 naming the day; in date order. Run in the import's worker thread
 * (import-worker.ts), since a file's worth of sanitising would hold the event loop for seconds.
 */
export async function planFileDays(fileDays: readonly ImportedDay[]): Promise<PlannedDay[]> {
  const seen = new Set<string>();
  const days: PlannedDay[] = [];
  for (const day of fileDays) {
    if (!isCalendarDate(day.date)) throw new HttpError(400, IMPORT_MESSAGES.invalidDate(day.date));
    if (seen.has(day.date)) throw new HttpError(400, IMPORT_MESSAGES.duplicateDate(day.date));
    seen.add(day.date);
    days.push(await planDay(day));
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

async function planDay(day: ImportedDay): Promise<PlannedDay> {
  if (day.tabs.length === 0) throw new HttpError(400, IMPORT_MESSAGES.dayProblem(day.date, 'it has no tabs.'));
  for (const tab of day.tabs) {
    if (tab.image?.sha256 && tab.image.sha256 !== tab.image.digest) {
      throw new HttpError(400, IMPORT_MESSAGES.checksum(day.date));
    }
  }
  const notes = await inDay(day.date, () =>
    normaliseNotes(day.tabs.map((tab) => ({ title: tab.title, content: tab.html, tags: tab.tags }))),
  );
  const images = day.tabs.map((tab) => tab.image);
  return { date: day.date, createdAt: day.createdAt, updatedAt: day.updatedAt, notes, images };
}

/**
 * Runs a check, a 400 it gives named with the day. The save's 413 for a day of too much text
 * (DIARY_LIMITS.htmlPerSave) is a problem of the file here, so a 400 naming the day too.
 */
export async function inDay<T>(date: string, check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 413)) {
      throw new HttpError(400, IMPORT_MESSAGES.dayProblem(date, error.message));
    }
    throw error;
  }
}

/**
 * A mention of a player or tournament this server does not know, or of a chart neither the member nor the file
 * has, is kept as its plain text ("@Name"), since the save refuses unknown targets and the member would
 * otherwise lose the whole import over one name. Gives the number unlinked; other requests have their turn
 * between days, as each changed tab is parsed again.
 */
export async function unlinkUnknownMentions(
  days: PlannedDay[],
  targets: MentionTargets,
  { userId, fileChartIds }: { userId: string; fileChartIds: ReadonlySet<string> },
): Promise<number> {
  let unlinked = 0;
  for (const kind of MENTION.kinds) {
    const ids = new Set(days.flatMap((day) => day.notes.flatMap((note) => mentionIds(note, kind))));
    if (kind === 'chart') for (const id of fileChartIds) ids.delete(id);
    const missing = new Set(await targets.missing(kind, [...ids], userId));
    if (missing.size === 0) continue;
    for (const day of days) {
      for (const [position, note] of day.notes.entries()) {
        const unknown = note.mentions.filter((mention) => mention.kind === kind && missing.has(mention.id));
        if (unknown.length === 0) continue;
        unlinked += unknown.length;
        const content = unknown.reduce((html, mention) => withoutMention(html, mention), note.content);
        day.notes[position] = normaliseNote({ title: note.title, content, tags: note.tags }, position);
      }
      await setImmediate();
    }
  }
  return unlinked;
}

function mentionIds(note: NormalisedNote, kind: MentionKind): string[] {
  return note.mentions.filter((mention) => mention.kind === kind).map((mention) => mention.id);
}

/** A day's image as the commit will store it, its bytes in a staged file until its day is written. */
export interface StagedImagePlan {
  image: Omit<ProcessedImage, 'bytes'>;
  file: string;
  termsAcceptedAt: number;
}

/**
 * The day's images as the save would store them, before the transaction: one already as the server stores it
 * is kept byte for byte (so a round trip reads the same), any other is checked and re-encoded as an upload is,
 * and written beside its staged file. One image is in memory at a time (issue 33: ten years of photos are
 * ~500 MB); `loadImages` reads a day's back as its day is written.
 */
export async function planDayImages(userId: string, day: PlannedDay, now: number): Promise<(StagedImagePlan | null)[]> {
  const plans: (StagedImagePlan | null)[] = [];
  for (const image of day.images) {
    if (!image) {
      plans.push(null);
      continue;
    }
    const sent = await readFile(image.file);
    const { bytes, ...stored } = await inDay(day.date, () => storedImage(userId, sent));
    let file = image.file;
    if (bytes !== sent) {
      file = `${image.file}.stored`;
      await writeFile(file, bytes);
    }
    plans.push({ image: stored, file, termsAcceptedAt: image.termsAcceptedAt ?? now });
  }
  return plans;
}

/** A day's staged image plans with their bytes read back: what the diary's writer takes. */
export async function loadImages(plans: readonly (StagedImagePlan | null)[]): Promise<(ImagePlan | null)[]> {
  const loaded: (ImagePlan | null)[] = [];
  for (const plan of plans) {
    loaded.push(
      plan && {
        kind: 'new',
        image: { ...plan.image, bytes: await readFile(plan.file) },
        termsAcceptedAt: plan.termsAcceptedAt,
      },
    );
  }
  return loaded;
}

async function storedImage(userId: string, bytes: Buffer): Promise<ProcessedImage> {
  const asSent = await storableAsSent(bytes);
  if (asSent) return asSent;
  const [processed] = await processImagesFor(userId, [bytes]);
  // One image in gives one out.
  return processed as ProcessedImage;
}
