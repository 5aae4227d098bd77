import type { DiaryDayResponse } from '@baseline/contract';
import { useCallback, useEffect, useState } from 'react';
import type { Feedback } from '../../../components/Alert';
import { useRenameTab, useSaveDay } from '../api';
import { dayReducer } from '../state/dayReducer';
import { conflictDay, isConflict, SAVE_TEXT, saveErrorMessage } from '../state/saveErrors';
import { toSaveNotes } from '../state/tabs';
import { drafts, type DayEditor } from './useDayEditor';

/** How long the 'Saved!' badge stays. */
const BADGE_MS = 2500;

/**
 * Saving the open day: Save Entry (and Ctrl/Cmd+S), the 409 conflict choice, and tab renames,
 * which go straight to the server when the day has no other unsaved edits.
 */
export function useDaySaving({ state, dispatch, reloadFromServer }: DayEditor, userId: string) {
  const save = useSaveDay();
  const rename = useRenameTab();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [badge, setBadge] = useState(false);
  // Set while the conflict dialog is open, with the stored day when the 409 answer carried it.
  const [conflict, setConflict] = useState<{ stored: DiaryDayResponse | undefined } | null>(null);

  useEffect(() => {
    if (!badge) return;
    const timer = window.setTimeout(() => {
      setBadge(false);
    }, BADGE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [badge]);

  // A message about one day does not belong on another.
  useEffect(() => {
    setFeedback(null);
    setConflict(null);
  }, [state.date]);

  const saveDay = useCallback(
    (overwrite = false) => {
      const { date, revision, tabs, version } = state;
      if (date === null || save.isPending) return;
      setFeedback(null);
      setConflict(null);
      const body = { date, notes: toSaveNotes(tabs), baseVersion: version, ...(overwrite ? { overwrite } : {}) };
      save.mutate(body, {
        onSuccess: (answer) => {
          dispatch({ type: 'saved', date, version: answer.version, revision });
          drafts.clear(userId, date);
          setFeedback({ tone: 'success', message: SAVE_TEXT.success });
          setBadge(true);
        },
        onError: (error) => {
          if (isConflict(error)) setConflict({ stored: conflictDay(error) });
          else setFeedback({ tone: 'error', message: saveErrorMessage(error) });
        },
      });
    },
    [state, save, dispatch, userId],
  );

  const renameTab = useCallback(
    (id: number, title: string) => {
      const action = { type: 'renameTab', id, title } as const;
      // The reducer is pure, so running it here tells what the rename makes of the day.
      const renamed = dayReducer(state, action);
      if (renamed === state || state.date === null) return;
      dispatch(action);
      // Only a clean, stored day matches the server tab for tab; otherwise the title goes with the next save.
      if (state.dirty || state.version === 0) return;
      const { date, version: baseVersion } = state;
      const index = state.tabs.findIndex((tab) => tab.id === id);
      const newTitle = renamed.tabs[index]?.title ?? title;
      rename.mutate(
        { date, index, newTitle },
        {
          onSuccess: (answer) => {
            setBadge(true);
            // A jump of more than one version means someone else saved too: stay dirty, so the next save asks.
            if (answer.version !== baseVersion + 1) return;
            dispatch({ type: 'saved', date, version: answer.version, revision: renamed.revision });
            // The rename made the day dirty for a moment, long enough for a draft to be written; it is
            // now stored, and a draft left behind would come back after a reload on the old version.
            drafts.clear(userId, date);
          },
          onError: (error) => {
            setFeedback({ tone: 'error', message: saveErrorMessage(error) });
          },
        },
      );
    },
    [state, dispatch, rename, userId],
  );

  return {
    saveDay,
    saving: save.isPending,
    /** A tab's new title on its way to the server (sent alone when the day has no other edits). */
    renaming: rename.isPending,
    feedback,
    badge,
    conflict: conflict !== null,
    renameTab,
    keepEditing: () => {
      setConflict(null);
    },
    overwrite: () => {
      saveDay(true);
    },
    reload: () => {
      setConflict(null);
      reloadFromServer(conflict?.stored).catch((error: unknown) => {
        setFeedback({ tone: 'error', message: saveErrorMessage(error) });
      });
    },
  };
}

export type DaySaving = ReturnType<typeof useDaySaving>;
