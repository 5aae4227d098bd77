import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/tokens';
import {
  createDraftStore,
  DRAFT_MAX_AGE_MS,
  draftKey,
  parseDraft,
  serializeDraft,
  type DayDraft,
} from './draftStorage';

const draft: DayDraft = {
  date: '2025-03-03',
  baseVersion: 2,
  activeIndex: 1,
  savedAt: 1_000_000,
  tabs: [
    { title: 'Serve', content: '<p><strong>Toss</strong></p>', tags: ['serve'], image: null },
    { title: 'Tab 2', content: '<p></p>', tags: [], image: 'data:image/png;base64,AA==' },
  ],
};

describe('draft serialisation', () => {
  it('reads back what it wrote', () => {
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('refuses text that is not a draft', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('null')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, tabs: [{ title: 1 }] }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, baseVersion: -1 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, tabs: [{ ...draft.tabs[0], image: 5 }] }))).toBeNull();
  });
});

describe('draft store', () => {
  function setup(now = draft.savedAt) {
    const storage = memoryStorage();
    let clock = now;
    const store = createDraftStore(storage, () => clock);
    return { storage, store, advance: (ms: number) => (clock += ms) };
  }

  it("keeps each user's drafts apart", () => {
    const { store } = setup();
    store.write('user-1', draft);
    expect(store.read('user-1', draft.date)).toEqual(draft);
    expect(store.read('user-2', draft.date)).toBeNull();
  });

  it('restores a draft only for its own day', () => {
    const { storage, store } = setup();
    storage.setItem(draftKey('user-1', '2025-03-04'), serializeDraft(draft));
    expect(store.read('user-1', '2025-03-04')).toBeNull();
    expect(storage.snapshot()).toEqual({});
  });

  it('drops an expired draft', () => {
    const { storage, store, advance } = setup();
    store.write('user-1', draft);
    advance(DRAFT_MAX_AGE_MS + 1);
    expect(store.read('user-1', draft.date)).toBeNull();
    expect(storage.snapshot()).toEqual({});
  });

  it('clears a draft after a save', () => {
    const { store } = setup();
    store.write('user-1', draft);
    store.clear('user-1', draft.date);
    expect(store.read('user-1', draft.date)).toBeNull();
  });

  it('reports a full storage and leaves no stale draft behind', () => {
    const storage = memoryStorage();
    const store = createDraftStore({
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    storage.setItem(draftKey('user-1', draft.date), serializeDraft(draft));
    expect(store.write('user-1', draft)).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });
});
