import type { ChartInput } from '@baseline/contract';
import { MATCH_FORMATS, type MatchFormatName, type Side } from '@baseline/contract/charting';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClaims } from '../../app/session/useToken';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { OFFLINE_TEXT } from '../offline/offlineText';
import { queueChange } from '../offline/outbox/outboxRegistry';
import { PlayerField } from './components/PlayerField';
import { chartFrom, draftFrom, FORMAT_LABELS, localDay, type ChartDraft } from './state/newChart';
import './charts.css';

const FORMAT_NAMES = Object.keys(MATCH_FORMATS) as MatchFormatName[];

/**
 * `/main/charts/new`: the match to chart, from a draw's link (players, event, round, surface filled in) or typed.
 * The chart is kept on the device at once, with no point yet, so it is started the same with or without signal.
 */
export function NewChartPage() {
  const id = useId();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<ChartDraft>(() => draftFrom(params, localDay()));
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const userId = useClaims()?.sub ?? '';
  const navigate = useNavigate();
  const update = (fields: Partial<ChartDraft>) => {
    setDraft((now) => ({ ...now, ...fields }));
  };
  const setPlayer = (side: Side) => (name: string, playerId: string | null) => {
    setDraft((now) => {
      const names: [string, string] = [...now.names];
      const playerIds: [string | null, string | null] = [...now.playerIds];
      names[side] = name;
      playerIds[side] = playerId;
      return { ...now, names, playerIds };
    });
  };
  const nameOf = (side: Side) => draft.names[side].trim() || (side === 0 ? 'First player' : 'Second player');
  const { event } = draft;

  const start = (chart: ChartInput) => {
    const chartId = crypto.randomUUID();
    setStarting(true);
    queueChange(userId, { kind: 'chart', chartId, body: { chart, baseVersion: 0 } }).then(
      () => {
        void navigate(`/main/charts/${chartId}`);
      },
      () => {
        setStarting(false);
        setProblem(OFFLINE_TEXT.couldNotKeep);
      },
    );
  };

  return (
    <Page title="New chart" brand={false}>
      <form
        className="new-chart"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          const made = chartFrom(draft);
          if (made.ok) start(made.chart);
          else setProblem(made.problem);
        }}
      >
        {event && (
          <p className="new-chart__event">
            {[event.tournamentName || event.tournamentId, String(event.tournamentYear), event.round, event.surface]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <PlayerField label="First player" name={draft.names[0]} onChange={setPlayer(0)} />
        <PlayerField label="Second player" name={draft.names[1]} onChange={setPlayer(1)} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-format`}>
            Format
          </label>
          <select
            id={`${id}-format`}
            className="field__input"
            value={draft.formatName}
            onChange={(changed) => {
              const formatName = changed.target.value as MatchFormatName;
              update({ formatName, noAd: MATCH_FORMATS[formatName].noAd });
            }}
          >
            {FORMAT_NAMES.map((name) => (
              <option key={name} value={name}>
                {FORMAT_LABELS[name]}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            className="checkbox__input"
            checked={draft.noAd}
            onChange={(changed) => {
              update({ noAd: changed.target.checked });
            }}
          />
          <span className="checkbox__label">No-ad: at deuce the next point wins the game</span>
        </label>
        <fieldset className="new-chart__choice">
          <legend className="field__label">Serves first</legend>
          {([0, 1] as const).map((side) => (
            <label key={side} className="checkbox">
              <input
                type="radio"
                className="checkbox__input"
                name={`${id}-server`}
                checked={draft.firstServer === side}
                onChange={() => {
                  update({ firstServer: side });
                }}
              />
              <span className="checkbox__label">{nameOf(side)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="new-chart__choice">
          <legend className="field__label">Level</legend>
          {(
            [
              ['quick', 'Quick: who won each point and how it ended'],
              ['full', "Full: every shot in the Match Charting Project's notation"],
            ] as const
          ).map(([level, label]) => (
            <label key={level} className="checkbox">
              <input
                type="radio"
                className="checkbox__input"
                name={`${id}-level`}
                checked={draft.level === level}
                onChange={() => {
                  update({ level });
                }}
              />
              <span className="checkbox__label">{label}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className="field__input"
            required
            value={draft.date}
            onChange={(changed) => {
              update({ date: changed.target.value });
            }}
          />
        </div>
        <Alert feedback={problem ? { tone: 'error', message: problem } : null} />
        <Button type="submit" disabled={starting}>
          Start chart
        </Button>
      </form>
    </Page>
  );
}
