import type { DiaryDayResponse, SaveDiaryBody } from '@baseline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/ApiError';
import { OFFLINE_TEXT } from '../../offline/offlineText';
import { outboxFor, queueChange } from '../../offline/outbox/outboxRegistry';
import type { Feedback } from '../../../components/Alert';
import { diaryKeys, fetchFreshDay, useRenameTab, useSaveDay } from '../api';
import { dayReducer } from '../state/dayReducer';
import { keepBothTabs } from '../state/keepBoth';
import { conflictDay, isConflict } from '../../../lib/api/conflict';
import { SAVE_TEXT, saveErrorMessage } from '../../../lib/api/saveErrors';
import { toSaveNotes } from '../../../lib/noteTabs';
import { drafts, type DayEditor } from './useDayEditor';

/** How long the 'Saved!' badge stays. */
const BADGE_MS = 2500;

/**
 * Saving the open day: Save Entry (and Ctrl/Cmd+S), the 409 conflict choice, and tab renames,
 * which go straight to the server when the day has no other unsaved edits.
 */
export function useDaySaving({ state, dispatch, reloadFromServer, queued }: DayEditor, userId: string) {
  const save = useSaveDay();
  const rename = useRenameTab();
  const queryClient = useQueryClient();
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

  // A save kept on this device reached the server: the day is at the server's new version now.
  const openDate = useRef(state.date);
  useEffect(() => {
    openDate.current = state.date;
  }, [state.date]);
  useEffect(
    () =>
      outboxFor(userId).onSynced(({ change, version }) => {
        void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
        if (change.kind !== 'day' || version === undefined) return;
        dispatch({ type: 'synced', date: change.body.date, version });
        if (change.body.date === openDate.current) setFeedback({ tone: 'success', message: SAVE_TEXT.success });
      }),
    [userId, queryClient, dispatch],
  );

  // The sync found the day changed elsewhere: the same question as a 409 on Save, about the queued tabs on screen.
  const queuedConflict = queued?.status === 'conflict' ? queued : undefined;
  const [answeredConflict, setAnsweredConflict] = useState<number | null>(null);
  const openConflict =
    conflict ??
    (queuedConflict && answeredConflict !== queuedConflict.edits ? { stored: queuedConflict.current } : null);
  const conflictStored = openConflict?.stored;

  /** Keeps the save on this device, to be synced; the day is then saved as far as the member is concerned. */
  const keepOnDevice = useCallback(
    (body: SaveDiaryBody, revision: number) => {
      queueChange(userId, { kind: 'day', body }).then(
        () => {
          dispatch({ type: 'keptOnDevice', queued: body, revision });
          void drafts.clear(userId, body.date);
          // The day's notice says it is saved on this device (OfflineDayNotice), for as long as that lasts.
          setFeedback(null);
        },
        () => {
          setFeedback({ tone: 'error', message: SAVE_TEXT.unreachable, detail: OFFLINE_TEXT.couldNotKeep });
        },
      );
    },
    [userId, dispatch],
  );

  /** Sends the day as it was at `revision`: to the server, or to the device's queue when offline. */
  const sendDay = useCallback(
    (body: SaveDiaryBody, revision: number) => {
      const { date } = body;
      setFeedback(null);
      setConflict(null);
      // Offline, or behind a save still waiting to sync, this save replaces the one kept on the device.
      if (!navigator.onLine || queued?.status === 'pending') {
        keepOnDevice(body, revision);
        return;
      }
      // Online, it answers the conflict or refusal the sync left, which then goes.
      if (queued) void outboxFor(userId).discard(queued.seq);
      save.mutate(body, {
        onSuccess: (answer) => {
          dispatch({ type: 'saved', date, version: answer.version, revision });
          void drafts.clear(userId, date);
          setFeedback({ tone: 'success', message: SAVE_TEXT.success });
          setBadge(true);
        },
        onError: (error) => {
          if (isConflict(error)) setConflict({ stored: conflictDay(error) });
          else if (isUnreachable(error)) keepOnDevice(body, revision);
          else setFeedback({ tone: 'error', message: saveErrorMessage(error) });
        },
      });
    },
    [save, dispatch, userId, queued, keepOnDevice],
  );

  const saveDay = useCallback(
    (overwrite = false) => {
      const { date, revision, tabs, version } = state;
      if (date === null || save.isPending) return;
      sendDay({ date, notes: toSaveNotes(tabs), baseVersion: version, ...(overwrite ? { overwrite } : {}) }, revision);
    },
    [state, save.isPending, sendDay],
  );

  /** Conflict's Keep both: the saved version's tabs, then this device's, saved over the saved version. */
  const keepBoth = useCallback(async () => {
    const { date } = state;
    if (date === null || save.isPending) return;
    const stored = conflictStored ?? (await fetchFreshDay(queryClient, date));
    const action = {
      type: 'keepBoth',
      notes: keepBothTabs(stored.notes, state.tabs),
      version: stored.version,
    } as const;
    // The reducer is pure, so running it here gives the tabs and revision the save sends.
    const both = dayReducer(state, action);
    dispatch(action);
    sendDay({ date, notes: toSaveNotes(both.tabs), baseVersion: stored.version }, both.revision);
  }, [state, save.isPending, conflictStored, queryClient, dispatch, sendDay]);

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
      const renamedDay = { date, notes: toSaveNotes(renamed.tabs), baseVersion };
      // Offline, or behind a save still waiting to sync, the rename is kept as a save of the whole day.
      if (!navigator.onLine || queued) {
        keepOnDevice(renamedDay, renamed.revision);
        return;
      }
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
            void drafts.clear(userId, date);
          },
          onError: (error) => {
            if (isUnreachable(error)) keepOnDevice(renamedDay, renamed.revision);
            else setFeedback({ tone: 'error', message: saveErrorMessage(error) });
          },
        },
      );
    },
    [state, dispatch, rename, userId, queued, keepOnDevice],
  );

  return {
    saveDay,
    saving: save.isPending,
    /** A tab's new title on its way to the server (sent alone when the day has no other edits). */
    renaming: rename.isPending,
    feedback,
    badge,
    conflict: openConflict !== null,
    renameTab,
    keepEditing: () => {
      setConflict(null);
      if (queuedConflict) setAnsweredConflict(queuedConflict.edits);
    },
    overwrite: () => {
      saveDay(true);
    },
    /** Both versions of the day in conflict, as the dialog shows them: the one saved elsewhere, and this device's. */
    versions: { saved: conflictStored, mine: state.tabs },
    keepBoth: () => {
      keepBoth().catch((error: unknown) => {
        setFeedback({ tone: 'error', message: saveErrorMessage(error) });
      });
    },
    reload: () => {
      setConflict(null);
      if (queued) void outboxFor(userId).discard(queued.seq);
      reloadFromServer(openConflict?.stored).catch((error: unknown) => {
        setFeedback({ tone: 'error', message: saveErrorMessage(error) });
      });
    },
  };
}

export type DaySaving = ReturnType<typeof useDaySaving>;

/** No answer at all: the request never reached the server (offline, or the connection dropped). */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
