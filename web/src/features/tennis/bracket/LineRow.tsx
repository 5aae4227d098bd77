import type { DrawLine, MatchResult } from '@baseline/contract';
import { cx } from '../../../lib/cx';
import { PlayerName } from '../components/PlayerName';
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
          <PlayerName
            key={player.PlayerId}
            player={player}
            className="line__player"
            tags={index === 0 ? tags : ''}
            noted={notedIds.includes(player.PlayerId)}
            onSelectPlayer={onSelectPlayer}
          />
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
