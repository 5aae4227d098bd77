import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DiaryDayResponse } from '@baseline/contract';
import { diaryKeys, fetchFreshDay, useDiaryDay } from '../api';
import { dayReducer, initialDayState, type DayState } from '../state/dayReducer';
import { createDraftStore, type DayDraft } from '../state/draftStorage';

/** Long enough to batch a burst of typing into one write (a draft with images is large), short enough to lose little. */
const DRAFT_WRITE_DELAY_MS = 600;

export const drafts = createDraftStore(window.localStorage);

function draftOf(state: DayState, date: string, now: number): DayDraft {
  return {
    date,
    baseVersion: state.version,
    activeIndex: Math.max(
      state.tabs.findIndex((tab) => tab.id === state.activeId),
      0,
    ),
    tabs: state.tabs.map(({ title, content, tags, image }) => ({ title, content, tags, image })),
    savedAt: now,
  };
}

/**
 * The open day's editing state: loads the day (or its local draft), follows saves made elsewhere
 * while there are no local edits, and keeps unsaved edits in a local draft.
 */
export function useDayEditor(date: string, userId: string) {
  const queryClient = useQueryClient();
  const day = useDiaryDay(date);
  const [state, dispatch] = useReducer(dayReducer, initialDayState);
  // The draft to write if the page goes away before the delayed write runs; null when there is nothing to keep.
  const pendingDraft = useRef<DayDraft | null>(null);
  const { data } = day;

  useEffect(() => {
    if (data?.date !== date) return;
    const opened = state.date === date;
    // Once open, a newer server version replaces the tabs only when there are no local edits;
    // with edits, saving answers 409 and the user chooses.
    if (opened && (state.dirty || data.version <= state.version)) return;
    const draft = opened ? null : drafts.read(userId, date);
    dispatch(
      draft
        ? {
            type: 'load',
            date,
            notes: draft.tabs,
            version: draft.baseVersion,
            fromDraft: { activeIndex: draft.activeIndex },
          }
        : { type: 'load', date, notes: data.notes, version: data.version },
    );
  }, [data, date, userId, state.date, state.dirty, state.version]);

  useEffect(() => {
    const draft = state.dirty && state.date === date ? draftOf(state, date, Date.now()) : null;
    pendingDraft.current = draft;
    if (!draft) return;
    const timer = window.setTimeout(() => {
      drafts.write(userId, draft);
    }, DRAFT_WRITE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, date, userId]);

  useEffect(() => {
    const flush = () => {
      if (pendingDraft.current) drafts.write(userId, pendingDraft.current);
    };
    // pagehide covers reloads and closed tabs; the cleanup covers leaving the diary inside the app.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [userId]);

  /** Drops the open day's unsaved edits from local storage (they stay on screen until replaced). */
  const forgetDraft = useCallback(() => {
    pendingDraft.current = null;
    if (state.date) drafts.clear(userId, state.date);
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
    /** The tabs on screen belong to the open day. */
    ready: state.date === date,
    loadFailed: day.isError && state.date !== date,
    retryLoad: () => void day.refetch(),
    forgetDraft,
    reloadFromServer,
  };
}

export type DayEditor = ReturnType<typeof useDayEditor>;
