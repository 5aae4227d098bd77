import { describe, expect, it } from 'vitest';
import { dayKey } from '../../offline/outbox/changes';
import { UNSAVED_MAX_AGE_MS, type UnsavedEdits } from '../../offline/outbox/unsavedEdits';
import type { DayDraft } from './draftStorage';
import { adoptLegacyDrafts } from './legacyDrafts';

const NOW = Date.UTC(2026, 10, 29);

function draftOn(date: string, content: string): DayDraft {
  return { date, baseVersion: 3, activeIndex: 0, tabs: [{ title: 'Serve', content, tags: [], image: null }] };
}

/** localStorage as an older version left it, in memory. */
function storageWith(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

const legacy = (draft: DayDraft, savedAt: number) => JSON.stringify({ ...draft, savedAt });

describe("adopting an older version's drafts", () => {
  it("moves the member's drafts, with when they were written, and removes their keys", async () => {
    const mine = draftOn('2026-11-20', '<p>Toss higher</p>');
    const theirs = draftOn('2026-11-20', '<p>Someone else</p>');
    const storage = storageWith({
      'diary-draft:me:2026-11-20': legacy(mine, NOW - 1000),
      'diary-draft:you:2026-11-20': legacy(theirs, NOW - 1000),
      token: 'x',
    });
    const kept: [DayDraft, number][] = [];
    await adoptLegacyDrafts(
      storage,
      'me',
      new Map(),
      (draft, savedAt) => {
        kept.push([draft, savedAt]);
        return Promise.resolve(true);
      },
      NOW,
    );
    expect(kept).toEqual([[mine, NOW - 1000]]);
    expect([...storage.items.keys()]).toEqual(['diary-draft:you:2026-11-20', 'token']);
  });

  it('drops expired, unreadable and misfiled drafts without keeping them', async () => {
    const storage = storageWith({
      'diary-draft:me:2026-01-01': legacy(draftOn('2026-01-01', '<p>old</p>'), NOW - UNSAVED_MAX_AGE_MS - 1),
      'diary-draft:me:2026-11-21': '{not json',
      'diary-draft:me:2026-11-22': legacy(draftOn('2026-11-23', '<p>other day</p>'), NOW),
      'diary-draft:me:2026-11-24': JSON.stringify(draftOn('2026-11-24', '<p>no time</p>')),
    });
    const kept: DayDraft[] = [];
    await adoptLegacyDrafts(
      storage,
      'me',
      new Map(),
      (draft) => {
        kept.push(draft);
        return Promise.resolve(true);
      },
      NOW,
    );
    expect(kept).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('keeps newer unsaved edits of the day, and a draft the browser would not keep for the next try', async () => {
    const day = draftOn('2026-11-20', '<p>older</p>');
    const other = draftOn('2026-11-21', '<p>refused</p>');
    const storage = storageWith({
      'diary-draft:me:2026-11-20': legacy(day, NOW - 5000),
      'diary-draft:me:2026-11-21': legacy(other, NOW - 5000),
    });
    const held = new Map<string, UnsavedEdits>([
      [dayKey('2026-11-20'), { key: dayKey('2026-11-20'), savedAt: NOW - 10, edits: {} }],
    ]);
    const kept: DayDraft[] = [];
    await adoptLegacyDrafts(
      storage,
      'me',
      held,
      (draft) => {
        kept.push(draft);
        return Promise.resolve(false);
      },
      NOW,
    );
    expect(kept).toEqual([other]);
    expect([...storage.items.keys()]).toEqual(['diary-draft:me:2026-11-21']);
  });
});
