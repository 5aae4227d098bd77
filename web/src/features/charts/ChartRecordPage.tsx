import type { ChartPointInput } from '@baseline/contract';
import { scoreLine } from '@baseline/contract/charting';
import { Link, useParams } from 'react-router';
import { useClaims } from '../../app/session/useToken';
import { Alert } from '../../components/Alert';
import { Page } from '../../components/Page';
import { ApiError } from '../../lib/api/ApiError';
import { OFFLINE_TEXT } from '../offline/offlineText';
import { useOnline } from '../offline/status/useOnline';
import { ChartConflictDialog } from './components/ChartConflictDialog';
import { ChartNotes } from './components/ChartNotes';
import { DeleteChart } from './components/DeleteChart';
import { FullPad } from './components/FullPad';
import { PointList } from './components/PointList';
import { QuickPad } from './components/QuickPad';
import { Scoreboard } from './components/Scoreboard';
import { useChartRecording, type ChartRecording } from './hooks/useChartRecording';
import { addPoint, redo, scoreNow, setLevel, undo } from './state/recording';
import './charts.css';

export const RECORD_TEXT = {
  opening: 'Opening the chart…',
  notOnDevice: 'You are offline and this chart is not kept on this device.',
  notFound: 'Chart not found.',
  saved: 'Every point is saved.',
  refused: (reason: string) => `Not synced: the server refused this chart. ${reason}`,
} as const;

/** `/main/charts/:chartId`: one chart's recorder, started afresh for each chart. */
export function ChartRecordPage() {
  const { chartId = '' } = useParams();
  const userId = useClaims()?.sub ?? '';
  return <ChartRecorder key={chartId} chartId={chartId} userId={userId} />;
}

function ChartRecorder({ chartId, userId }: { chartId: string; userId: string }) {
  const charting = useChartRecording(chartId, userId);
  const online = useOnline();
  const { recording } = charting;
  if (!recording) {
    const { openError } = charting;
    const failure =
      charting.problem ??
      (openError === null
        ? null
        : openError instanceof ApiError && openError.status === 404
          ? RECORD_TEXT.notFound
          : online
            ? openError.message
            : RECORD_TEXT.notOnDevice);
    return (
      <Page title="Chart" width="wide" brand={false}>
        <p className="charts__notice" role={failure ? 'alert' : 'status'}>
          {failure ?? RECORD_TEXT.opening}
        </p>
        <Link to="/main/charts">All charts</Link>
      </Page>
    );
  }
  return <Recorder charting={charting} recording={recording} />;
}

function Recorder({
  charting,
  recording,
}: {
  charting: ChartRecording;
  recording: NonNullable<ChartRecording['recording']>;
}) {
  const { chart } = recording;
  const { chartId = '' } = useParams();
  const score = scoreNow(recording);
  const over = score.winner !== null;
  const onPoint = (point: ChartPointInput) => charting.apply((now) => addPoint(now, point));
  const title = `${chart.players[0].name} v ${chart.players[1].name}`;
  return (
    <Page title={title} width="wide" brand={false}>
      <div className="chart-record">
        <Scoreboard chart={chart} score={score} />
        <p className="visually-hidden" aria-live="polite">
          {scoreLine(score)}
        </p>
        <div className="chart-record__tools">
          <div className="chart-record__level" role="group" aria-label="Level of new points">
            {(['quick', 'full'] as const).map((level) => (
              <button
                key={level}
                type="button"
                className="pad-key pad-key--toggle"
                aria-pressed={chart.level === level}
                onClick={() => {
                  charting.apply((now) => setLevel(now, level));
                }}
              >
                {level === 'quick' ? 'Quick' : 'Full'}
              </button>
            ))}
          </div>
          <div className="chart-record__history">
            <button
              type="button"
              className="pad-key"
              disabled={chart.points.length === 0}
              onClick={() => {
                charting.apply(undo);
              }}
            >
              Undo
            </button>
            <button
              type="button"
              className="pad-key"
              disabled={recording.undone.length === 0}
              onClick={() => {
                charting.apply(redo);
              }}
            >
              Redo
            </button>
          </div>
        </div>
        <Alert feedback={charting.problem ? { tone: 'error', message: charting.problem } : null} />
        {chart.level === 'quick' ? (
          <QuickPad chart={chart} server={score.server} disabled={over} onPoint={onPoint} />
        ) : (
          <FullPad disabled={over} onPoint={onPoint} />
        )}
        <SaveState charting={charting} />
        <PointList recording={recording} apply={charting.apply} problem={charting.problem} />
        <ChartNotes recording={recording} apply={charting.apply} />
        <nav className="chart-record__links" aria-label="Chart">
          <Link to={`/main/charts/${encodeURIComponent(chartId)}/report`}>Match report</Link>
          <Link to="/main/charts" className="chart-record__back">
            All charts
          </Link>
        </nav>
        <DeleteChart chartId={chartId} match={title} />
      </div>
      <ChartConflictDialog
        theirs={charting.conflict}
        mine={chart}
        onKeepBoth={charting.keepBoth}
        onOverwrite={charting.overwrite}
        onDiscardMine={charting.discardMine}
        onKeepRecording={charting.keepRecording}
      />
    </Page>
  );
}

/** Where the chart's points are: on the server, on this device waiting to sync, or refused by the server. */
function SaveState({ charting }: { charting: ChartRecording }) {
  if (charting.keepFailed) return <p className="charts__problem">{OFFLINE_TEXT.couldNotKeep}</p>;
  if (charting.refusal) return <p className="charts__problem">{RECORD_TEXT.refused(charting.refusal)}</p>;
  return (
    <p className="chart-record__saved">{charting.onDeviceOnly ? OFFLINE_TEXT.savedOnDevice : RECORD_TEXT.saved}</p>
  );
}
