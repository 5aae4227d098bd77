import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { dayKey } from '../../offline/outbox/changes';
import { createOutbox, type Outbox } from '../../offline/outbox/outbox';
import { openOutboxStorage, type OutboxStorage } from '../../offline/outbox/outboxDb';
import { UNSAVED_MAX_AGE_MS } from '../../offline/outbox/unsavedEdits';
import { createDraftStore, parseDraft, type DayDraft } from './draftStorage';

const draft: DayDraft = {
  date: '2025-03-03',
  baseVersion: 2,
  activeIndex: 1,
  tabs: [
    { title: 'Serve', content: '<p><strong>Toss</strong></p>', tags: ['serve'], image: null },
    { title: 'Tab 2', content: '<p></p>', tags: [], image: 'data:image/png;base64,AA==' },
  ],
};

describe('reading a draft back', () => {
  it('reads back what it wrote', () => {
    expect(parseDraft(structuredClone(draft))).toEqual(draft);
  });

  it('refuses what is not a draft', () => {
    expect(parseDraft('not a draft')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft({ ...draft, tabs: [{ title: 1 }] })).toBeNull();
    expect(parseDraft({ ...draft, baseVersion: -1 })).toBeNull();
    expect(parseDraft({ ...draft, tabs: [{ ...draft.tabs[0], image: 5 }] })).toBeNull();
  });
});

describe('draft store', () => {
  let counter = 0;
  const opened: Outbox[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((outbox) => outbox.destroy()));
  });

  /** Each page opens the member's outbox once; a reload is a second one on the same database. */
  function setup(storageOf: (userId: string) => OutboxStorage = openOutboxStorage) {
    let clock = 1_000_000;
    const run = `run-${++counter}`;
    const pages = new Map<string, Outbox>();
    const outboxOf = (userId: string) => {
      const existing = pages.get(userId);
      if (existing) return existing;
      const outbox = createOutbox({
        storage: storageOf(`${run}-${userId}`),
        send: () => Promise.resolve({ outcome: 'unreachable' }),
        now: () => clock,
      });
      pages.set(userId, outbox);
      opened.push(outbox);
      return outbox;
    };
    const store = createDraftStore(outboxOf);
    const reload = async (userId: string) => {
      pages.clear();
      await outboxOf(userId).refresh();
      return outboxOf(userId).snapshot().unsaved;
    };
    const readAfterReload = async (userId: string, date: string) =>
      store.read(userId, (await reload(userId)).get(dayKey(date)), date);
    return { store, outboxOf, reload, readAfterReload, advance: (ms: number) => (clock += ms) };
  }

  it("keeps each user's drafts apart, and across a reload", async () => {
    const { store, readAfterReload } = setup();
    await store.write('user-1', draft);
    expect(await readAfterReload('user-1', draft.date)).toEqual(draft);
    expect(await readAfterReload('user-2', draft.date)).toBeNull();
  });

  it('restores a draft only for its own day', async () => {
    const { store, outboxOf, reload } = setup();
    await outboxOf('user-1').keepUnsaved(dayKey('2025-03-04'), draft);
    const unsaved = (await reload('user-1')).get(dayKey('2025-03-04'));
    expect(store.read('user-1', unsaved, '2025-03-04')).toBeNull();
    await expect.poll(async () => (await reload('user-1')).size).toBe(0);
  });

  it('drops an expired draft from the database', async () => {
    const { store, reload, advance } = setup();
    await store.write('user-1', draft);
    advance(UNSAVED_MAX_AGE_MS + 1);
    expect((await reload('user-1')).size).toBe(0);
    advance(-UNSAVED_MAX_AGE_MS - 1);
    expect((await reload('user-1')).size).toBe(0);
  });

  it('clears a draft after a save', async () => {
    const { store, readAfterReload } = setup();
    await store.write('user-1', draft);
    await store.clear('user-1', draft.date);
    expect(await readAfterReload('user-1', draft.date)).toBeNull();
  });

  it('turns into the queued change when the day is saved on the device', async () => {
    const { store, outboxOf, reload } = setup();
    await store.write('user-1', draft);
    await outboxOf('user-1').enqueue({ kind: 'day', body: { date: draft.date, notes: [], baseVersion: 2 } });
    expect((await reload('user-1')).size).toBe(0);
    expect(
      outboxOf('user-1')
        .snapshot()
        .entries.map((entry) => entry.key),
    ).toEqual([dayKey(draft.date)]);
  });

  it('goes with the rest of the member’s device data at logout', async () => {
    const { store, outboxOf, reload } = setup();
    await store.write('user-1', draft);
    await outboxOf('user-1').destroy();
    expect((await reload('user-1')).size).toBe(0);
  });

  it('reports a full storage and leaves no stale draft behind', async () => {
    let full = false;
    const { store, readAfterReload } = setup((name) => {
      const storage = openOutboxStorage(name);
      return {
        ...storage,
        keepUnsaved: (edits) =>
          full ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : storage.keepUnsaved(edits),
      };
    });
    expect(await store.write('user-1', draft)).toBe(true);
    full = true;
    expect(await store.write('user-1', { ...draft, baseVersion: 3 })).toBe(false);
    expect(await readAfterReload('user-1', draft.date)).toBeNull();
  });
});
