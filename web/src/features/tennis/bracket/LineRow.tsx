import type { DrawLine, DrawPlayer, MatchResult } from '@baseline/contract';
import { cx } from '../../../lib/cx';
import type { PanelPlayer } from '../panel/panelSwitch';
import { isWinnerSide, reasonOnSide, setCells, type Side } from './score';

interface LineRowProps {
  line: DrawLine | null;
  side: Side;
  result: MatchResult | null;
  /** A missing first-round line is a bye; in later rounds it is a line not decided yet. */
  firstRound: boolean;
  selectedPlayerId: string | null;
  notedIds: readonly string[];
  onSelectPlayer: (player: PanelPlayer) => void;
}

/**
 * "J. Sinner": the bracket's columns are narrow. It is also the button's accessible name (a person using speech
 * says what they see, WCAG 2.5.3); the full name is its title, which screen readers give as its description.
 */
export function shortName(player: DrawPlayer): string {
  const initial = player.FirstName.trim().charAt(0);
  return initial ? `${initial}. ${player.LastName}` : player.LastName;
}

/** One side of a fixture: its player or pair, seed and entry type, note marks, sets, and the winner's mark. */
export function LineRow({ line, side, result, firstRound, selectedPlayerId, notedIds, onSelectPlayer }: LineRowProps) {
  if (!line || line.Players.length === 0) {
    return (
      <div className="line line--empty">
        <span className="line__players">{!line && firstRound ? 'Bye' : ''}</span>
      </div>
    );
  }
  const winner = isWinnerSide(result, side);
  const reason = reasonOnSide(result, side);
  const tags = [line.Seed === null ? null : String(line.Seed), line.EntryType].filter(Boolean).join(', ');
  return (
    <div
      className={cx(
        'line',
        winner && 'line--winner',
        line.Players.some((p) => p.PlayerId === selectedPlayerId) && 'line--selected',
      )}
    >
      <span className="line__players">
        {line.Players.map((player, index) => (
          <span key={player.PlayerId} className="line__player">
            <button
              type="button"
              className="line__name"
              title={`${player.FirstName} ${player.LastName}`}
              onClick={() => {
                onSelectPlayer(player);
              }}
            >
              {shortName(player)}
            </button>
            {index === 0 && tags && <span className="line__tags">({tags})</span>}
            {notedIds.includes(player.PlayerId) && (
              <span className="line__noted" role="img" aria-label="You have a note" title="You have a note">
                ✎
              </span>
            )}
          </span>
        ))}
        {winner && <span className="visually-hidden">, winner</span>}
      </span>
      <span className="line__sets">
        {setCells(result, side).map((cell, index) => (
          <span key={index} className={cx('set', cell.won && 'set--won', cell.matchTiebreak && 'set--mtb')}>
            {cell.matchTiebreak ? `[${cell.value}]` : cell.value}
            {cell.tiebreak !== null && (
              <sup>
                <span className="visually-hidden"> tiebreak </span>
                {cell.tiebreak}
              </sup>
            )}
          </span>
        ))}
        {reason && <span className="line__reason">{reason}</span>}
      </span>
    </div>
  );
}
