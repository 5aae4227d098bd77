import type { KeyValueStorage } from '../../../lib/storageKeys';
import { isTab, type TabFields } from '../../../lib/noteTabs';

/** Unsaved edits of one day, kept in local storage so a reload or a crash does not lose them. */
export interface DayDraft {
  date: string;
  /** The server version the edits were based on: saving the draft still detects a conflict. */
  baseVersion: number;
  activeIndex: number;
  tabs: TabFields[];
  /** When it was written, in ms since the epoch. */
  savedAt: number;
}

/** A draft older than this is stale: the user has long moved on, so it is dropped rather than restored. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * One key per user and day: several people may use one browser, and one's draft must never
 * appear in another's diary.
 */
export function draftKey(userId: string, date: string): string {
  return `diary-draft:${userId}:${date}`;
}

export function serializeDraft(draft: DayDraft): string {
  return JSON.stringify(draft);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads stored text back into a draft; null when it is not one (another version's format, or tampered with). */
export function parseDraft(text: string): DayDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  if (!isString(draft.date) || !isCount(draft.baseVersion) || !isCount(draft.activeIndex)) return null;
  if (typeof draft.savedAt !== 'number' || !Array.isArray(draft.tabs) || !draft.tabs.every(isTab)) return null;
  const { date, baseVersion, activeIndex, savedAt } = draft;
  return { date, baseVersion, activeIndex, savedAt, tabs: draft.tabs };
}

export interface DraftStore {
  /** The day's draft, or null when there is none, it cannot be read, or it has expired (then it is removed). */
  read: (userId: string, date: string) => DayDraft | null;
  /** False when the browser refused to store it (storage full, or disabled). */
  write: (userId: string, draft: DayDraft) => boolean;
  clear: (userId: string, date: string) => void;
}

export function createDraftStore(storage: KeyValueStorage, now: () => number = Date.now): DraftStore {
  const clear = (userId: string, date: string) => {
    storage.removeItem(draftKey(userId, date));
  };
  return {
    read: (userId, date) => {
      const text = storage.getItem(draftKey(userId, date));
      if (text === null) return null;
      const draft = parseDraft(text);
      if (draft?.date !== date || now() - draft.savedAt > DRAFT_MAX_AGE_MS) {
        clear(userId, date);
        return null;
      }
      return draft;
    },
    write: (userId, draft) => {
      try {
        storage.setItem(draftKey(userId, draft.date), serializeDraft(draft));
        return true;
      } catch {
        // Full storage (images are large): an older draft of this day would now be misleading, so drop it.
        clear(userId, draft.date);
        return false;
      }
    },
    clear,
  };
}
