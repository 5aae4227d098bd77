import { isTab, type TabFields } from '../../../lib/noteTabs';
import { dayKey } from '../../offline/outbox/changes';
import type { Outbox } from '../../offline/outbox/outbox';
import type { UnsavedEdits } from '../../offline/outbox/unsavedEdits';

/**
 * Unsaved edits of one day, kept as the day's unsaved edits in the member's outbox database
 * (offline/outbox/unsavedEdits.ts) so a reload or a crash does not lose them.
 */
export interface DayDraft {
  date: string;
  /** The server version the edits were based on: saving the draft still detects a conflict. */
  baseVersion: number;
  activeIndex: number;
  tabs: TabFields[];
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads stored edits back into a draft; null when they are not one (another version's format, or tampered with). */
export function parseDraft(value: unknown): DayDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  if (!isString(draft.date) || !isCount(draft.baseVersion) || !isCount(draft.activeIndex)) return null;
  if (!Array.isArray(draft.tabs) || !draft.tabs.every(isTab)) return null;
  const { date, baseVersion, activeIndex } = draft;
  return { date, baseVersion, activeIndex, tabs: draft.tabs };
}

export interface DraftStore {
  /** The day's draft from its unsaved edits, or null when there is none or it cannot be read (then it is dropped). */
  read: (userId: string, unsaved: UnsavedEdits | undefined, date: string) => DayDraft | null;
  /** Resolves to false when the browser refused to store it (storage full, or disabled); `savedAt` is now by default. */
  write: (userId: string, draft: DayDraft, savedAt?: number) => Promise<boolean>;
  clear: (userId: string, date: string) => Promise<void>;
}

/** The one place the diary reads and writes its drafts, through `outboxOf`, the member's outbox (unsavedEditsOf). */
export function createDraftStore(
  outboxOf: (userId: string) => Pick<Outbox, 'keepUnsaved' | 'dropUnsaved'>,
): DraftStore {
  const clear = (userId: string, date: string) => outboxOf(userId).dropUnsaved(dayKey(date));
  return {
    read: (userId, unsaved, date) => {
      if (!unsaved) return null;
      const draft = parseDraft(unsaved.edits);
      if (draft?.date === date) return draft;
      void clear(userId, date).catch(() => undefined);
      return null;
    },
    write: (userId, draft, savedAt) => outboxOf(userId).keepUnsaved(dayKey(draft.date), draft, savedAt),
    clear,
  };
}
