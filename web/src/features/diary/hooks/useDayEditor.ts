import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/ApiError';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { DiaryDayResponse } from '@baseline/contract';
import { diaryKeys, fetchFreshDay, useDiaryDay } from '../api';
import { dayReducer, initialDayState, type DayState } from '../state/dayReducer';
import { createDraftStore, type DayDraft } from '../state/draftStorage';
import { fieldsOf, tabsOfSave } from '../../../lib/noteTabs';
import { dayKey } from '../../offline/outbox/changes';
import { useOutboxSnapshot, useQueuedChange } from '../../offline/outbox/useOutbox';
import type { UnsavedEdits } from '../../offline/outbox/unsavedEdits';
import { adoptLegacyDrafts } from '../state/legacyDrafts';
import { unsavedEditsOf } from '../../offline/outbox/outboxRegistry';

/** Long enough to batch a burst of typing into one write (a draft with images is large), short enough to lose little. */
const DRAFT_WRITE_DELAY_MS = 600;

export const drafts = createDraftStore(unsavedEditsOf);

const legacyAdoptions = new Map<string, Promise<void>>();

/** Moves the member's drafts an older version kept in localStorage into their unsaved edits, once per page. */
function adoptLegacyDraftsOnce(userId: string, held: ReadonlyMap<string, UnsavedEdits>): Promise<void> {
  let adoption = legacyAdoptions.get(userId);
  if (!adoption) {
    adoption = adoptLegacyDrafts(window.localStorage, userId, held, (draft, savedAt) =>
      drafts.write(userId, draft, savedAt),
    ).catch(() => undefined);
    legacyAdoptions.set(userId, adoption);
  }
  return adoption;
}

function draftOf(state: DayState, date: string): DayDraft {
  return {
    date,
    baseVersion: state.version,
    activeIndex: Math.max(
      state.tabs.findIndex((tab) => tab.id === state.activeId),
      0,
    ),
    tabs: state.tabs.map(fieldsOf),
  };
}

/**
 * The open day's editing state: loads the day (or what the device holds of it: its draft, else its queued save),
 * follows saves made elsewhere while there are no local edits, and keeps unsaved edits as the day's draft.
 */
export function useDayEditor(date: string, userId: string) {
  const queryClient = useQueryClient();
  const day = useDiaryDay(date);
  const [state, dispatch] = useReducer(dayReducer, initialDayState);
  // The draft to write if the page goes away before the delayed write runs; null when there is nothing to keep.
  const pendingDraft = useRef<DayDraft | null>(null);
  const { data } = day;
  // What the device holds of the day (unsaved edits, a save not yet synced) is newer than anything the server
  // (or its cached copy) says; both are read from the member's outbox database, loaded once for the page.
  const queue = useQueuedChange(userId, dayKey(date));
  const { unsaved } = queue;
  const queuedBody = queue.queued?.change.kind === 'day' ? queue.queued.change.body : undefined;
  const unreachable = day.error instanceof ApiError && day.error.status === 0;
  const held = useOutboxSnapshot(userId).unsaved;
  const heldWhenLoaded = useRef(held);
  heldWhenLoaded.current = held;
  // The member whose older drafts (localStorage, before this store) have been moved in: until then none is read.
  const [adoptedFor, setAdoptedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!queue.loaded) return;
    let live = true;
    void adoptLegacyDraftsOnce(userId, heldWhenLoaded.current).then(() => {
      if (live) setAdoptedFor(userId);
    });
    return () => {
      live = false;
    };
  }, [queue.loaded, userId]);

  useEffect(() => {
    if (!queue.loaded || adoptedFor !== userId) return;
    // Offline, a day this device never opened starts empty at version 0: the sync's version check then turns
    // anything the server held meanwhile into a conflict for the member to settle, never a silent overwrite.
    const stored = data?.date === date ? data : unreachable ? { date, notes: [], version: 0 } : undefined;
    if (!stored && !queuedBody) return;
    const opened = state.date === date;
    // Once open, a newer server version replaces the tabs only when there are no local edits nor queued ones;
    // with edits, saving answers 409 (or the sync marks a conflict) and the user chooses.
    if (opened && (state.dirty || queuedBody || !stored || stored.version <= state.version)) return;
    const draft = opened ? null : drafts.read(userId, unsaved, date);
    dispatch(
      draft
        ? {
            type: 'load',
            date,
            notes: draft.tabs,
            version: draft.baseVersion,
            fromDraft: { activeIndex: draft.activeIndex },
          }
        : queuedBody
          ? { type: 'load', date, notes: tabsOfSave(queuedBody), version: queuedBody.baseVersion ?? 0 }
          : { type: 'load', date, notes: stored?.notes ?? [], version: stored?.version ?? 0 },
    );
  }, [
    data,
    date,
    userId,
    state.date,
    state.dirty,
    state.version,
    queue.loaded,
    adoptedFor,
    queuedBody,
    unsaved,
    unreachable,
  ]);

  useEffect(() => {
    const draft = state.dirty && state.date === date ? draftOf(state, date) : null;
    pendingDraft.current = draft;
    if (!draft) return;
    const timer = window.setTimeout(() => {
      // Discard (forgetDraft) may have dropped this draft while the day reloads: it must not come back.
      if (pendingDraft.current === draft) void drafts.write(userId, draft);
    }, DRAFT_WRITE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, date, userId]);

  useEffect(() => {
    const flush = () => {
      if (pendingDraft.current) void drafts.write(userId, pendingDraft.current);
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    // The database write is asynchronous, so it starts at the first sign the page may go, while the page is still
    // alive: beforeunload for a reload or a closed tab (Chromium drops a transaction begun as late as pagehide on a
    // reload), pagehide where beforeunload never comes, and hidden for a background tab the browser may discard.
    // The cleanup covers leaving the diary inside the app.
    window.addEventListener('beforeunload', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('beforeunload', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, [userId]);

  /** Drops the open day's unsaved edits from the device (they stay on screen until replaced). */
  const forgetDraft = useCallback(() => {
    pendingDraft.current = null;
    if (state.date) void drafts.clear(userId, state.date);
  }, [state.date, userId]);

  /**
   * Replaces the tabs with the day as stored now, dropping local edits and their draft. `stored` is
   * that day when the caller already has it (a 409 answer carries it); otherwise it is fetched.
   */
  const reloadFromServer = useCallback(
    async (stored?: DiaryDayResponse) => {
      forgetDraft();
      let fresh: DiaryDayResponse;
      if (stored?.date === date) {
        fresh = stored;
        queryClient.setQueryData(diaryKeys.day(date), stored);
      } else {
        fresh = await fetchFreshDay(queryClient, date);
      }
      dispatch({ type: 'load', date, notes: fresh.notes, version: fresh.version });
    },
    [forgetDraft, queryClient, date],
  );

  return {
    state,
    dispatch,
    /** The open day's save kept on this device and not yet synced, if any. */
    queued: queue.queued,
    /** The tabs on screen belong to the open day. */
    ready: state.date === date,
    loadFailed: day.isError && state.date !== date,
    /** Offline, on a day this device has no copy of: it may hold notes on the server that are not shown. */
    notFetched: unreachable && data?.date !== date && state.date === date,
    retryLoad: () => void day.refetch(),
    forgetDraft,
    reloadFromServer,
  };
}

export type DayEditor = ReturnType<typeof useDayEditor>;
