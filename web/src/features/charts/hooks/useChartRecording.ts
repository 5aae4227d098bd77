import type { ChartInput, StoredChart } from '@baseline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { chartKey } from '../../offline/outbox/changes';
import { outboxFor, queueChange } from '../../offline/outbox/outboxRegistry';
import { useQueuedChange } from '../../offline/outbox/useOutbox';
import { mentionKeys } from '../../mentions/api';
import { chartKeys, useStoredChart } from '../api';
import { startRecording, type Recording, type Step } from '../state/recording';

/** The recording on screen, the server version its points are based on, and whether the member chose Overwrite. */
interface Held {
  recording: Recording;
  baseVersion: number;
  overwriting: boolean;
}

/** The part of a stored chart a member writes, without the server's id, version, times and score. */
export function writtenPart(stored: StoredChart): ChartInput {
  const { date, players, firstServer, format, level, event, note, setNotes, points } = stored;
  return { date, players, firstServer, format, level, event, note, setNotes, points };
}

/**
 * A chart being recorded, kept on the device from its first point: every change goes into the offline queue as
 * the whole chart with its base version, which sends it when it can. The chart opens from the queue when the
 * device holds a copy not yet synced, else from the server. A sync that finds the chart changed elsewhere leaves
 * the member to choose: Overwrite, Keep both (this device's chart under a new id), or Discard mine.
 */
export function useChartRecording(chartId: string, userId: string) {
  const { loaded, queued } = useQueuedChange(userId, chartKey(chartId));
  const queuedChart = queued?.change.kind === 'chart' ? queued.change : undefined;
  const [held, setHeld] = useState<Held | null>(null);
  // The latest recording at once, so taps faster than React renders each build on the one before.
  const latest = useRef<Held | null>(null);
  const stored = useStoredChart(chartId, loaded && !queuedChart && held === null);
  const [problem, setProblem] = useState<string | null>(null);
  const [keepFailed, setKeepFailed] = useState(false);
  // The conflict the member answered, by entry and save: a later conflict (a new entry's seq, or a save since) asks again.
  const [answeredConflict, setAnsweredConflict] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const hold = useCallback((next: Held) => {
    latest.current = next;
    setHeld(next);
  }, []);

  const open = useCallback(
    (chart: ChartInput, baseVersion: number, overwriting: boolean) => {
      const step = startRecording(chart);
      if (step.ok) hold({ recording: step.recording, baseVersion, overwriting });
      else setProblem(step.problem);
    },
    [hold],
  );

  useEffect(() => {
    if (latest.current) return;
    if (queuedChart) open(queuedChart.body.chart, queuedChart.body.baseVersion, queuedChart.body.overwrite === true);
    else if (stored.data) open(writtenPart(stored.data), stored.data.version, false);
  }, [queuedChart, stored.data, open]);

  // A save of this chart reached the server: the next ones are based on the version it reached, and the lists
  // read the server's copy again, the `@` list too (it names the member's charts).
  useEffect(
    () =>
      outboxFor(userId).onSynced(({ change, version }) => {
        const now = latest.current;
        if (change.kind !== 'chart' || change.chartId !== chartId || version === undefined || !now) return;
        hold({ ...now, baseVersion: Math.max(now.baseVersion, version), overwriting: false });
        void queryClient.invalidateQueries({ queryKey: chartKeys.all });
        void queryClient.invalidateQueries({ queryKey: mentionKeys.all });
      }),
    [userId, chartId, hold, queryClient],
  );

  const keep = useCallback(
    (next: Held) => {
      hold(next);
      const { recording, baseVersion, overwriting } = next;
      const body = { chart: recording.chart, baseVersion, ...(overwriting ? { overwrite: true } : {}) };
      queueChange(userId, { kind: 'chart', chartId, body }).then(
        () => {
          setKeepFailed(false);
        },
        () => {
          setKeepFailed(true);
        },
      );
    },
    [userId, chartId, hold],
  );

  /** A change to the chart, kept at once; a refused one leaves it as it was and says why. True when kept. */
  const apply = useCallback(
    (change: (recording: Recording) => Step | Recording): boolean => {
      const now = latest.current;
      if (!now) return false;
      const result = change(now.recording);
      if ('ok' in result && !result.ok) {
        setProblem(result.problem);
        return false;
      }
      setProblem(null);
      const recording = 'ok' in result ? result.recording : result;
      if (recording !== now.recording) keep({ ...now, recording });
      return true;
    },
    [keep],
  );

  const conflict = queued?.status === 'conflict' ? queued.currentChart : undefined;
  const conflictId = queued ? `${String(queued.seq)}:${String(queued.edits)}` : null;
  const answer = (run: (now: Held, seq: number, theirs: StoredChart) => void) => () => {
    const now = latest.current;
    if (!now || !queued || !conflict) return;
    setAnsweredConflict(conflictId);
    run(now, queued.seq, conflict);
  };

  return {
    recording: held?.recording ?? null,
    /** The chart could not be opened: neither this device nor the server (reachable) has it. */
    openError: held === null && !queuedChart ? stored.error : null,
    /** Whether this device holds changes the server has not got yet. */
    onDeviceOnly: queued !== undefined,
    refusal: queued?.status === 'refused' ? queued.refusal : undefined,
    keepFailed,
    problem,
    clearProblem: () => {
      setProblem(null);
    },
    apply,
    conflict: conflict && answeredConflict !== conflictId ? conflict : undefined,
    overwrite: answer((now) => {
      keep({ ...now, overwriting: true });
    }),
    keepBoth: answer((now, seq) => {
      const newId = crypto.randomUUID();
      const body = { chart: now.recording.chart, baseVersion: 0 };
      queueChange(userId, { kind: 'chart', chartId: newId, body }).then(
        async () => {
          await outboxFor(userId).discard(seq);
          void navigate(`/main/charts/${newId}`, { replace: true });
        },
        () => {
          setKeepFailed(true);
        },
      );
    }),
    discardMine: answer((_now, seq, theirs) => {
      void outboxFor(userId).discard(seq);
      open(writtenPart(theirs), theirs.version, false);
    }),
    keepRecording: () => {
      setAnsweredConflict(conflictId);
    },
  };
}

export type ChartRecording = ReturnType<typeof useChartRecording>;
