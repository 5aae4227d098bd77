import type { Fixture } from '@baseline/contract';
import { memo } from 'react';
import { cx } from '../../../lib/cx';
import { LineRow } from '../bracket/LineRow';
import { ChartedMark } from '../components/ChartedMark';
import type { PanelPlayer } from '../panel/panelSwitch';
import '../bracket/Bracket.css';

interface MatchCardProps {
  fixture: Fixture;
  /** A rubber's label ("Singles 1 · 2 points"); none for a group match. */
  caption?: string;
  /** A dead rubber: not played once the tie was decided. */
  notPlayed?: boolean;
  /** The selected player when they play in this match, else null: a match off the path never re-renders. */
  selectedPlayerId: string | null;
  /** The match's players with a note, comma-joined (see notedInFixture). */
  noted: string;
  /** Its result has just arrived: marked for a moment (CSS). */
  fresh: boolean;
  /** Where its 'Charted' mark leads, when the member charted it. */
  chartPath: string | null;
  onSelectPlayer: (player: PanelPlayer) => void;
}

/**
 * A match outside the bracket (a round-robin group's, a tie's rubber): the bracket's two LineRows in a card
 * that sits in a list rather than on the bracket's grid, as tall as its lines (a pair is two lines of names).
 */
export const MatchCard = memo(function MatchCard({
  fixture,
  caption,
  notPlayed = false,
  selectedPlayerId,
  noted,
  fresh,
  chartPath,
  onSelectPlayer,
}: MatchCardProps) {
  const notedIds = noted === '' ? [] : noted.split(',');
  const doubles = [fixture.DrawLineTop, fixture.DrawLineBottom].some((line) => (line?.Players.length ?? 0) > 1);
  const lineProps = { result: fixture.Result, firstRound: false, selectedPlayerId, notedIds, onSelectPlayer };
  return (
    <li
      className={cx(
        'fixture',
        'match',
        doubles && 'match--doubles',
        notPlayed && 'match--not-played',
        selectedPlayerId !== null && 'fixture--path',
        fresh && 'fixture--fresh',
      )}
    >
      {(caption ?? notPlayed) && (
        <p className="match__caption">
          {caption && <span>{caption}</span>}
          {notPlayed && (
            <span className="match__not-played">
              {caption && <span className="visually-hidden">, </span>}
              Not played
            </span>
          )}
        </p>
      )}
      <LineRow line={fixture.DrawLineTop} side="top" {...lineProps} />
      <LineRow line={fixture.DrawLineBottom} side="bottom" {...lineProps} />
      {chartPath !== null && <ChartedMark path={chartPath} />}
    </li>
  );
});
