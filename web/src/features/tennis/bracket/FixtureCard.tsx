import type { Fixture } from '@baseline/contract';
import { memo, type CSSProperties } from 'react';
import { cx } from '../../../lib/cx';
import { ChartedMark } from '../components/ChartedMark';
import type { PanelPlayer } from '../panel/panelSwitch';
import { LineRow } from './LineRow';

interface FixtureCardProps {
  fixture: Fixture;
  row: number;
  span: number;
  /** Its place in the round: even fixtures feed down to the next round's fixture, odd ones up. */
  index: number;
  firstRound: boolean;
  lastRound: boolean;
  /** The selected player when they play in this fixture, else null: a fixture off the path never re-renders. */
  selectedPlayerId: string | null;
  /** The fixture's players with a note, comma-joined (see notedInFixture): a value, so memo compares it. */
  noted: string;
  /** Its result has just arrived: marked for a moment (CSS). */
  fresh: boolean;
  /** Where its 'Charted' mark leads, when the member charted it (see chartMarksKey); a value, so memo compares it. */
  chartPath: string | null;
  onSelectPlayer: (player: PanelPlayer) => void;
}

/**
 * One fixture: two lines of fixed height, placed on the round's grid. Memoised, with only values and a
 * stable callback as props, so a click re-renders the fixtures on the clicked player's path and no others.
 */
export const FixtureCard = memo(function FixtureCard({
  fixture,
  row,
  span,
  index,
  firstRound,
  lastRound,
  selectedPlayerId,
  noted,
  fresh,
  chartPath,
  onSelectPlayer,
}: FixtureCardProps) {
  const notedIds = noted === '' ? [] : noted.split(',');
  const style = { gridRow: `${row} / span ${span}`, '--span': span } as CSSProperties;
  return (
    <li
      className={cx(
        'fixture',
        selectedPlayerId !== null && 'fixture--path',
        fresh && 'fixture--fresh',
        !firstRound && 'fixture--fed',
        !lastRound && (index % 2 === 0 ? 'fixture--feeds-down' : 'fixture--feeds-up'),
      )}
      style={style}
    >
      <LineRow
        line={fixture.DrawLineTop}
        side="top"
        result={fixture.Result}
        firstRound={firstRound}
        selectedPlayerId={selectedPlayerId}
        notedIds={notedIds}
        onSelectPlayer={onSelectPlayer}
      />
      <LineRow
        line={fixture.DrawLineBottom}
        side="bottom"
        result={fixture.Result}
        firstRound={firstRound}
        selectedPlayerId={selectedPlayerId}
        notedIds={notedIds}
        onSelectPlayer={onSelectPlayer}
      />
      {chartPath !== null && <ChartedMark path={chartPath} />}
    </li>
  );
});
