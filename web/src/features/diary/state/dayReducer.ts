import type { SaveDiaryBody } from '@baseline/contract';
import { defaultTabTitle, DIARY_LIMITS } from '@baseline/contract/limits';
import { addTag, removeTag } from './tags';
import type { TabFields } from '../../../lib/noteTabs';
import { nextTabTitle, type TabDraft } from './tabs';

/** The day being edited. Everything the editor changes goes through dayReducer. */
export interface DayState {
  /** The day these tabs belong to; null until the first day has loaded. */
  date: string | null;
  tabs: TabDraft[];
  activeId: number;
  /** The server version the edits are based on; a save sends it so the server can spot a conflict. */
  version: number;
  /** There are edits the server does not have. */
  dirty: boolean;
  /** Counts edits, so a save that finishes knows whether the user kept typing while it ran. */
  revision: number;
  /** The tabs were restored from a local draft, and the user has not yet saved or discarded them. */
  restoredDraft: boolean;
  nextId: number;
}

export type DayAction =
  | {
      type: 'load';
      date: string;
      notes: readonly TabFields[];
      version: number;
      /** Set when the notes come from a local draft rather than the server: they are unsaved edits. */
      fromDraft?: { activeIndex: number };
    }
  | { type: 'selectTab'; id: number }
  | { type: 'addTab' }
  | { type: 'removeTab'; id: number }
  | { type: 'renameTab'; id: number; title: string }
  | { type: 'setContent'; id: number; content: string }
  | { type: 'addTag'; id: number; tag: string }
  | { type: 'removeTag'; id: number; tag: string }
  | { type: 'setImage'; id: number; image: string | null }
  /** The member kept both sides of a conflict: these tabs, not yet saved, over the saved `version`. */
  | { type: 'keepBoth'; notes: readonly TabFields[]; version: number }
  /** The server stored the day as it was at `revision` and answered `version`. */
  | { type: 'saved'; date: string; version: number; revision: number }
  /**
   * The day as it was at `revision` is kept on this device to be synced (`queued`): saved as far as the member is
   * concerned, still based on the version its edits started from, which the sync sends for the server's check.
   */
  | { type: 'keptOnDevice'; queued: SaveDiaryBody; revision: number }
  /** The day's save kept on this device reached the server at `version`; edits typed since stay unsaved, based on it. */
  | { type: 'synced'; date: string; version: number }
  | { type: 'dismissDraftNotice' };

export const initialDayState: DayState = {
  date: null,
  tabs: [],
  activeId: 0,
  version: 0,
  dirty: false,
  revision: 0,
  restoredDraft: false,
  nextId: 1,
};

const emptyTab = (title: string): TabFields => ({ title, content: '', tags: [], image: null });

/** Applies an edit to one tab and marks the day dirty; an edit that changes nothing returns the same state. */
function editTab(state: DayState, id: number, edit: (tab: TabDraft) => TabDraft): DayState {
  const tab = state.tabs.find((candidate) => candidate.id === id);
  if (!tab) return state;
  const next = edit(tab);
  if (next === tab) return state;
  return edited({ ...state, tabs: state.tabs.map((candidate) => (candidate === tab ? next : candidate)) });
}

function edited(state: DayState): DayState {
  return { ...state, dirty: true, revision: state.revision + 1 };
}

function load(state: DayState, action: Extract<DayAction, { type: 'load' }>): DayState {
  const notes = action.notes.length > 0 ? action.notes : [emptyTab(defaultTabTitle(0))];
  const tabs = notes.map((note, offset) => ({ ...note, tags: [...note.tags], id: state.nextId + offset }));
  const activeIndex = Math.min(Math.max(action.fromDraft?.activeIndex ?? 0, 0), tabs.length - 1);
  return {
    date: action.date,
    tabs,
    activeId: tabs[activeIndex]?.id ?? state.nextId,
    version: action.version,
    dirty: action.fromDraft !== undefined,
    revision: state.revision + 1,
    restoredDraft: action.fromDraft !== undefined,
    nextId: state.nextId + tabs.length,
  };
}

/** Removing the active tab selects its left neighbour (or the new first tab); a day keeps at least one tab. */
function removeTab(state: DayState, id: number): DayState {
  const index = state.tabs.findIndex((tab) => tab.id === id);
  if (index === -1 || state.tabs.length <= 1) return state;
  const tabs = state.tabs.filter((tab) => tab.id !== id);
  const activeId = state.activeId === id ? (tabs[Math.max(index - 1, 0)]?.id ?? state.activeId) : state.activeId;
  return edited({ ...state, tabs, activeId });
}

export function dayReducer(state: DayState, action: DayAction): DayState {
  switch (action.type) {
    case 'load':
      return load(state, action);
    case 'selectTab':
      return state.tabs.some((tab) => tab.id === action.id) ? { ...state, activeId: action.id } : state;
    case 'addTab': {
      if (state.tabs.length >= DIARY_LIMITS.tabsPerDay) return state;
      const tab = { ...emptyTab(nextTabTitle(state.tabs)), id: state.nextId };
      return edited({ ...state, tabs: [...state.tabs, tab], activeId: tab.id, nextId: state.nextId + 1 });
    }
    case 'removeTab':
      return removeTab(state, action.id);
    case 'renameTab': {
      const title = action.title.trim().slice(0, DIARY_LIMITS.titleLength);
      // A blank name keeps the old one: clearing the field is more often a slip than a wish for 'Untitled'.
      if (title === '') return state;
      return editTab(state, action.id, (tab) => (tab.title === title ? tab : { ...tab, title }));
    }
    case 'setContent':
      return editTab(state, action.id, (tab) =>
        tab.content === action.content ? tab : { ...tab, content: action.content },
      );
    case 'addTag':
      return editTab(state, action.id, (tab) => {
        const result = addTag(tab.tags, action.tag);
        return result.added ? { ...tab, tags: result.tags } : tab;
      });
    case 'removeTag':
      return editTab(state, action.id, (tab) =>
        tab.tags.includes(action.tag) ? { ...tab, tags: removeTag(tab.tags, action.tag) } : tab,
      );
    case 'setImage':
      return editTab(state, action.id, (tab) => (tab.image === action.image ? tab : { ...tab, image: action.image }));
    case 'keepBoth': {
      if (state.date === null) return state;
      const both = load(state, { type: 'load', date: state.date, notes: action.notes, version: action.version });
      return edited(both);
    }
    case 'saved':
      return savedAt(state, action.date, action.version, action.revision);
    case 'keptOnDevice':
      return savedAt(state, action.queued.date, action.queued.baseVersion ?? 0, action.revision);
    case 'synced':
      if (action.date !== state.date) return state;
      // Edits typed since that save stay unsaved (dirty as they were), now based on the version it reached.
      return { ...state, version: action.version, restoredDraft: false };
    case 'dismissDraftNotice':
      return { ...state, restoredDraft: false };
  }
}

/** The day as it was at `revision` is saved, at `version`. */
function savedAt(state: DayState, date: string, version: number, revision: number): DayState {
  // A save of another day (the user moved on while it ran) says nothing about this one.
  if (date !== state.date) return state;
  return { ...state, version, dirty: state.revision !== revision, restoredDraft: false };
}

/** The tab the editor shows. */
export function activeTab(state: DayState): TabDraft | undefined {
  return state.tabs.find((tab) => tab.id === state.activeId);
}
