import { dayKey } from '../../offline/outbox/changes';
import { isExpired, type UnsavedEdits } from '../../offline/outbox/unsavedEdits';
import { parseDraft, type DayDraft } from './draftStorage';

/** The part of Web Storage that finding an older version's drafts needs (tests hand in an in-memory one). */
export type ListableStorage = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

/** A draft as versions before 2026-11-29 kept it: one localStorage key per member and day. */
interface LegacyDraft {
  storageKey: string;
  draft: DayDraft;
  savedAt: number;
}

const prefixOf = (userId: string) => `diary-draft:${userId}:`;

/**
 * The member's drafts an older version left in localStorage, to be moved into the member's unsaved edits so an
 * upgrade loses none. Keys that hold no readable draft, or one past the age unsaved edits are kept, are removed.
 */
function takeLegacyDrafts(storage: ListableStorage, userId: string, now: number): LegacyDraft[] {
  const prefix = prefixOf(userId);
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) === true,
  );
  const found: LegacyDraft[] = [];
  for (const storageKey of keys) {
    const stored = readJson(storage.getItem(storageKey));
    const draft = parseDraft(stored);
    const savedAt = (stored as { savedAt?: unknown } | null)?.savedAt;
    const usable =
      draft !== null &&
      storageKey === prefix + draft.date &&
      typeof savedAt === 'number' &&
      !isExpired({ key: storageKey, savedAt, edits: draft }, now);
    if (usable) found.push({ storageKey, draft, savedAt });
    else storage.removeItem(storageKey);
  }
  return found;
}

function readJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Moves the drafts an older version kept in localStorage into the member's unsaved edits through `keep`, unless
 * `held` (the unsaved edits already kept) has newer ones of that day. Each key goes once its draft is kept; one the
 * browser would not keep stays for the next try.
 */
export async function adoptLegacyDrafts(
  storage: ListableStorage,
  userId: string,
  held: ReadonlyMap<string, UnsavedEdits>,
  keep: (draft: DayDraft, savedAt: number) => Promise<boolean>,
  now = Date.now(),
): Promise<void> {
  for (const { storageKey, draft, savedAt } of takeLegacyDrafts(storage, userId, now)) {
    const newer = (held.get(dayKey(draft.date))?.savedAt ?? -Infinity) >= savedAt;
    if (newer || (await keep(draft, savedAt))) storage.removeItem(storageKey);
  }
}
