import type { ChartInput, ChartPointInput } from '@baseline/contract';
import type { Side } from '@baseline/contract/charting';
import { useState } from 'react';
import { rallyPoint, servePoint, type RallyEnding, type ServeEnding, type Wing } from '../state/quickPoints';

interface QuickPadProps {
  chart: ChartInput;
  server: Side;
  disabled: boolean;
  /** True when the point was kept. */
  onPoint: (point: ChartPointInput) => boolean;
}

const SERVE_ENDINGS: readonly [ServeEnding, string][] = [
  ['ace', 'Ace'],
  ['service winner', 'Service winner'],
  ['double fault', 'Double fault'],
];

const RALLY_ENDINGS: readonly [RallyEnding, string][] = [
  ['winner', 'Winner'],
  ['forced error', 'Forced error'],
  ['unforced error', 'Unforced error'],
];

const WINGS: readonly [Wing, string][] = [
  ['forehand', 'FH'],
  ['backhand', 'BH'],
];

/**
 * The quick level: a point in one or two taps. The serve's row for the server's aces, unreturned serves and
 * double faults, with "2nd serve" for a point played after a first-serve fault; then a column per player, the
 * one who hit the rally's last shot: their winner wins the point, their error loses it.
 */
export function QuickPad({ chart, server, disabled, onPoint }: QuickPadProps) {
  const [secondServe, setSecondServe] = useState(false);
  const record = (point: ChartPointInput) => {
    if (onPoint(point)) setSecondServe(false);
  };
  return (
    <section className="quick-pad" aria-label="Quick point">
      <div className="quick-pad__serve" role="group" aria-label={`Serve: ${chart.players[server].name}`}>
        <button
          type="button"
          className="pad-key pad-key--toggle"
          aria-pressed={secondServe}
          disabled={disabled}
          onClick={() => {
            setSecondServe((on) => !on);
          }}
        >
          2nd serve
        </button>
        {SERVE_ENDINGS.map(([ending, label]) => (
          <button
            key={ending}
            type="button"
            className="pad-key"
            disabled={disabled}
            onClick={() => {
              record(servePoint(server, ending, secondServe));
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="quick-pad__columns">
        {([0, 1] as const).map((side) => (
          <fieldset key={side} className="quick-pad__column" disabled={disabled}>
            <legend className="quick-pad__legend">{chart.players[side].name} hit the last shot</legend>
            {RALLY_ENDINGS.map(([ending, label]) => (
              <div key={ending} className="quick-pad__row">
                <span className="quick-pad__ending" aria-hidden="true">
                  {label}
                </span>
                {WINGS.map(([wing, short]) => (
                  <button
                    key={wing}
                    type="button"
                    className={`pad-key pad-key--${ending === 'winner' ? 'winner' : 'error'}`}
                    aria-label={`${chart.players[side].name}: ${label.toLowerCase()} ${short}`}
                    onClick={() => {
                      record(rallyPoint(side, ending, wing, secondServe));
                    }}
                  >
                    {short}
                  </button>
                ))}
              </div>
            ))}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
