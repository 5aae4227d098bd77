import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../app/session/apiClient';
import { useClaims } from '../../../app/session/useToken';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, serverErrorOf } from '../../../lib/api/ApiError';
import { chartKey } from '../../offline/outbox/changes';
import { outboxFor } from '../../offline/outbox/outboxRegistry';
import { useQueuedChange } from '../../offline/outbox/useOutbox';
import { useOnline } from '../../offline/status/useOnline';
import { chartKeys } from '../api';

export const DELETE_TEXT = {
  button: 'Delete chart',
  title: (match: string) => `Delete the chart of ${match}?`,
  description:
    'Its points and notes go from this device and the server. Diary tabs that mention it keep its name as text.',
  needsConnection: 'Deleting a chart needs a connection.',
  failed: 'The chart could not be deleted. Please try again.',
} as const;

interface DeleteChartProps {
  chartId: string;
  /** "Ana v Bea", for the question. */
  match: string;
}

/**
 * 'Delete chart', asked first. Online only: a deletion is not queued, so it never races the chart's own saves
 * in the queue. The device's unsynced copy goes first, then the server's (404: it never reached the server).
 */
export function DeleteChart({ chartId, match }: DeleteChartProps) {
  const userId = useClaims()?.sub ?? '';
  const online = useOnline();
  const { queued } = useQueuedChange(userId, chartKey(chartId));
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const remove = async () => {
    setPending(true);
    setProblem(null);
    try {
      if (queued) await outboxFor(userId).discard(queued.seq);
      await api.call('charts.delete', { params: { chartId } }).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      queryClient.removeQueries({ queryKey: chartKeys.chart(chartId) });
      await queryClient.invalidateQueries({ queryKey: chartKeys.all });
      void navigate('/main/charts', { replace: true });
    } catch (error) {
      setProblem((error instanceof ApiError ? serverErrorOf(error) : null) ?? DELETE_TEXT.failed);
      setPending(false);
      setAsking(false);
    }
  };

  return (
    <div className="chart-record__delete">
      <Button
        variant="danger"
        disabled={!online}
        onClick={() => {
          setAsking(true);
        }}
      >
        {DELETE_TEXT.button}
      </Button>
      {!online && <p className="charts__hint">{DELETE_TEXT.needsConnection}</p>}
      {problem && (
        <p className="charts__problem" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={DELETE_TEXT.title(match)}
        description={DELETE_TEXT.description}
        confirmLabel={DELETE_TEXT.button}
        pending={pending}
        onCancel={() => {
          setAsking(false);
        }}
        onConfirm={() => {
          void remove();
        }}
      />
    </div>
  );
}
