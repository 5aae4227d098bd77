import type { ChartInput, StoredChart } from '@baseline/contract';
import { scoreLine } from '@baseline/contract/charting';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { startRecording, scoreNow } from '../state/recording';

export const CHART_CONFLICT_TEXT = {
  title: 'This chart was changed elsewhere',
  description:
    'It was saved on another device or in another tab after this device last had it. Choose which points to keep.',
  keepBoth: 'Keep both: the saved chart stays, and yours from here is kept as a new chart.',
  overwrite: 'Overwrite: your chart replaces the saved one.',
  discard: 'Discard mine: the saved chart opens here, and the points recorded here are deleted for good.',
} as const;

interface ChartConflictDialogProps {
  theirs: StoredChart | undefined;
  mine: ChartInput;
  onKeepBoth: () => void;
  onOverwrite: () => void;
  onDiscardMine: () => void;
  onKeepRecording: () => void;
}

function summary(chart: ChartInput): string {
  const opened = startRecording(chart);
  const score = opened.ok ? scoreLine(scoreNow(opened.recording)) : '';
  const count = chart.points.length;
  return `${count === 1 ? '1 point' : `${String(count)} points`}${score ? `, ${score}` : ''}`;
}

/** The answer to a sync's 409 on a chart: both versions summed up, and the member's three choices. */
export function ChartConflictDialog({
  theirs,
  mine,
  onKeepBoth,
  onOverwrite,
  onDiscardMine,
  onKeepRecording,
}: ChartConflictDialogProps) {
  return (
    <Modal
      open={theirs !== undefined}
      title={CHART_CONFLICT_TEXT.title}
      description={CHART_CONFLICT_TEXT.description}
      onClose={onKeepRecording}
      actions={
        <>
          <Button variant="danger" onClick={onDiscardMine}>
            Discard mine
          </Button>
          <Button variant="danger" onClick={onOverwrite}>
            Overwrite
          </Button>
          <Button onClick={onKeepBoth}>Keep both</Button>
        </>
      }
    >
      <dl className="chart-conflict__versions">
        <dt>Saved elsewhere</dt>
        <dd>{theirs ? summary(theirs) : ''}</dd>
        <dt>Yours, on this device</dt>
        <dd>{summary(mine)}</dd>
      </dl>
      <ul className="chart-conflict__choices">
        <li>{CHART_CONFLICT_TEXT.keepBoth}</li>
        <li>{CHART_CONFLICT_TEXT.overwrite}</li>
        <li>{CHART_CONFLICT_TEXT.discard}</li>
      </ul>
    </Modal>
  );
}
