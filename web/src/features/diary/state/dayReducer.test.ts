import { DIARY_LIMITS } from '@baseline/contract/limits';
import { describe, expect, it } from 'vitest';
import { activeTab, dayReducer, initialDayState, type DayAction, type DayState } from './dayReducer';
import type { TabFields } from '../../../lib/noteTabs';

const note = (title: string, content = '<p>text</p>'): TabFields => ({ title, content, tags: [], image: null });

function run(...actions: DayAction[]): DayState {
  return actions.reduce(dayReducer, initialDayState);
}

type LoadAction = Extract<DayAction, { type: 'load' }>;
const loadDay = (notes: TabFields[], version = 3): LoadAction => ({ type: 'load', date: '2025-03-03', notes, version });
const titles = (state: DayState) => state.tabs.map((tab) => tab.title);
const idOf = (state: DayState, index: number) => state.tabs[index]?.id ?? -1;

describe('loading a day', () => {
  it('shows the server tabs, clean, at the server version', () => {
    const state = run(loadDay([note('Serve'), note('Return')]));
    expect(titles(state)).toEqual(['Serve', 'Return']);
    expect(state).toMatchObject({ date: '2025-03-03', version: 3, dirty: false, restoredDraft: false });
    expect(activeTab(state)?.title).toBe('Serve');
  });

  it("gives an empty day one blank 'Tab 1'", () => {
    const state = run(loadDay([], 0));
    expect(titles(state)).toEqual(['Tab 1']);
    expect(state.tabs[0]?.content).toBe('');
    expect(state.dirty).toBe(false);
  });

  it('restores a draft as unsaved edits on the active tab it had', () => {
    const state = run({ ...loadDay([note('A'), note('B')], 2), fromDraft: { activeIndex: 1 } });
    expect(state).toMatchObject({ dirty: true, restoredDraft: true, version: 2 });
    expect(activeTab(state)?.title).toBe('B');
  });
});

describe('keeping both sides of a conflict', () => {
  it('shows both versions as unsaved edits over the saved version', () => {
    const state = run(loadDay([note('Mine')], 2), {
      type: 'keepBoth',
      notes: [note('Theirs'), note('Mine')],
      version: 3,
    });
    expect(titles(state)).toEqual(['Theirs', 'Mine']);
    expect(state).toMatchObject({ version: 3, dirty: true, restoredDraft: false });
  });
});

describe('tabs', () => {
  it("adds 'Tab N' numbered after the tabs there, and selects it", () => {
    const state = run(loadDay([note('Tab 1')]), { type: 'addTab' }, { type: 'addTab' });
    expect(titles(state)).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    expect(activeTab(state)?.title).toBe('Tab 3');
    expect(state.dirty).toBe(true);
  });

  it("never repeats a 'Tab N' after a removal", () => {
    const three = run(loadDay([note('Tab 1'), note('Tab 2'), note('Tab 3')]));
    const state = [{ type: 'removeTab', id: idOf(three, 1) } as const, { type: 'addTab' } as const].reduce(
      dayReducer,
      three,
    );
    expect(titles(state)).toEqual(['Tab 1', 'Tab 3', 'Tab 4']);
  });

  it('counts custom titles too', () => {
    const state = run(loadDay([note('Serve'), note('Return')]), { type: 'addTab' });
    expect(titles(state).at(-1)).toBe('Tab 3');
  });

  it('stops adding at the limit', () => {
    const full = run(loadDay(Array.from({ length: DIARY_LIMITS.tabsPerDay }, (_, index) => note(`Tab ${index + 1}`))));
    expect(dayReducer(full, { type: 'addTab' })).toBe(full);
  });

  it('removes a tab and selects its left neighbour when it was active', () => {
    const loaded = run(loadDay([note('A'), note('B'), note('C')]));
    const onB = dayReducer(loaded, { type: 'selectTab', id: idOf(loaded, 1) });
    const state = dayReducer(onB, { type: 'removeTab', id: idOf(loaded, 1) });
    expect(titles(state)).toEqual(['A', 'C']);
    expect(activeTab(state)?.title).toBe('A');
    expect(state.dirty).toBe(true);
  });

  it('keeps the active tab when another one is removed', () => {
    const loaded = run(loadDay([note('A'), note('B'), note('C')]));
    const onC = dayReducer(loaded, { type: 'selectTab', id: idOf(loaded, 2) });
    expect(activeTab(dayReducer(onC, { type: 'removeTab', id: idOf(loaded, 0) }))?.title).toBe('C');
  });

  it('never removes the last tab', () => {
    const loaded = run(loadDay([note('A')]));
    expect(dayReducer(loaded, { type: 'removeTab', id: idOf(loaded, 0) })).toBe(loaded);
  });

  it('renames a tab, trimmed and bounded', () => {
    const loaded = run(loadDay([note('A')]));
    const state = dayReducer(loaded, { type: 'renameTab', id: idOf(loaded, 0), title: `  ${'x'.repeat(200)} ` });
    expect(state.tabs[0]?.title).toBe('x'.repeat(DIARY_LIMITS.titleLength));
    expect(state.dirty).toBe(true);
  });

  it('keeps the old title for a blank or unchanged rename, without marking the day dirty', () => {
    const loaded = run(loadDay([note('A')]));
    expect(dayReducer(loaded, { type: 'renameTab', id: idOf(loaded, 0), title: '   ' })).toBe(loaded);
    expect(dayReducer(loaded, { type: 'renameTab', id: idOf(loaded, 0), title: ' A ' })).toBe(loaded);
  });

  it('gives every tab an id of its own, across loads', () => {
    const first = run(loadDay([note('A'), note('B')]));
    const second = dayReducer(first, loadDay([note('C')]));
    const ids = [...first.tabs, ...second.tabs].map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('edits and dirty tracking', () => {
  it('marks content, tag and image edits dirty', () => {
    const loaded = run(loadDay([note('A')]));
    const id = idOf(loaded, 0);
    expect(dayReducer(loaded, { type: 'setContent', id, content: '<p>new</p>' }).dirty).toBe(true);
    expect(dayReducer(loaded, { type: 'addTag', id, tag: 'clay' }).tabs[0]?.tags).toEqual(['clay']);
    expect(dayReducer(loaded, { type: 'setImage', id, image: 'data:image/png;base64,AA==' }).dirty).toBe(true);
  });

  it('ignores edits that change nothing', () => {
    const loaded = run(loadDay([{ ...note('A'), tags: ['clay'] }]));
    const id = idOf(loaded, 0);
    expect(dayReducer(loaded, { type: 'setContent', id, content: '<p>text</p>' })).toBe(loaded);
    expect(dayReducer(loaded, { type: 'addTag', id, tag: 'CLAY' })).toBe(loaded);
    expect(dayReducer(loaded, { type: 'addTag', id, tag: '  ' })).toBe(loaded);
    expect(dayReducer(loaded, { type: 'removeTag', id, tag: 'grass' })).toBe(loaded);
  });

  it('is clean after a save of the latest edits, at the new version', () => {
    const edited = run(loadDay([note('A')]), { type: 'addTab' });
    const state = dayReducer(edited, { type: 'saved', date: '2025-03-03', version: 4, revision: edited.revision });
    expect(state).toMatchObject({ dirty: false, version: 4 });
  });

  it('stays dirty when the user kept editing while the save ran', () => {
    const sent = run(loadDay([note('A')]), { type: 'addTab' });
    const typed = dayReducer(sent, { type: 'setContent', id: sent.activeId, content: '<p>more</p>' });
    const state = dayReducer(typed, { type: 'saved', date: '2025-03-03', version: 4, revision: sent.revision });
    expect(state).toMatchObject({ dirty: true, version: 4 });
  });

  it('ignores a save answer for a day that is no longer open', () => {
    const edited = run(loadDay([note('A')]), { type: 'addTab' });
    expect(dayReducer(edited, { type: 'saved', date: '2025-03-04', version: 9, revision: edited.revision })).toBe(
      edited,
    );
  });

  it('hides the restored-draft notice once saved', () => {
    const restored = run({ ...loadDay([note('A')]), fromDraft: { activeIndex: 0 } });
    const state = dayReducer(restored, { type: 'saved', date: '2025-03-03', version: 4, revision: restored.revision });
    expect(state.restoredDraft).toBe(false);
  });
});

describe('a save kept on this device', () => {
  it('is saved at the version its edits are based on, which the sync sends for the server to check', () => {
    const edited = run(loadDay([note('A')]), { type: 'addTab' });
    const queued = { date: '2025-03-03', notes: [], baseVersion: 3 };
    const state = dayReducer(edited, { type: 'keptOnDevice', queued, revision: edited.revision });
    expect(state).toMatchObject({ dirty: false, version: 3 });
  });

  it('takes the version the sync reached, and stays clean', () => {
    const kept = run(loadDay([note('A')]), { type: 'addTab' });
    const queued = dayReducer(kept, {
      type: 'keptOnDevice',
      queued: { date: '2025-03-03', notes: [], baseVersion: 3 },
      revision: kept.revision,
    });
    expect(dayReducer(queued, { type: 'synced', date: '2025-03-03', version: 4 })).toMatchObject({
      dirty: false,
      version: 4,
    });
  });

  it('leaves edits typed since unsaved, now based on the version the sync reached', () => {
    const kept = run(loadDay([note('A')]), { type: 'addTab' });
    const typed = dayReducer(kept, { type: 'setContent', id: kept.activeId, content: '<p>more</p>' });
    expect(dayReducer(typed, { type: 'synced', date: '2025-03-03', version: 4 })).toMatchObject({
      dirty: true,
      version: 4,
    });
  });

  it('says nothing about another open day', () => {
    const open = run(loadDay([note('A')]));
    expect(dayReducer(open, { type: 'synced', date: '2025-03-04', version: 9 })).toBe(open);
  });
});
