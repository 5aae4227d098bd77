import type { DrawEvent } from '@baseline/contract';
import { memo, startTransition, useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { cx } from '../../../lib/cx';
import type { PanelPlayer } from '../panel/panelSwitch';
import { FixtureCard } from './FixtureCard';
import { fixturePlayerIds, isDrawnFirst, layoutBracket, openingRound } from './layout';
import { notedInFixture, playerPath } from './path';
import { RoundTabs } from './RoundTabs';
import './Bracket.css';

export interface BracketProps {
  event: DrawEvent;
  /** The player whose path is highlighted. */
  selectedPlayerId: string | null;
  notedPlayerIds: ReadonlySet<string>;
  /** Keys of the fixtures whose result has just arrived (live refresh): marked for a moment. */
  freshKeys: ReadonlySet<string>;
  /** Where each charted fixture's mark leads, by its key (see chartLinksOf). */
  chartLinks: ReadonlyMap<string, string>;
  /** Must be stable (useCallback): the bracket is memoised. */
  onSelectPlayer: (player: PanelPlayer) => void;
}

/**
 * An event's draw, round by round in RoundIdModernized order. On a desktop every round is a column of a
 * scrolling grid; on a phone (CSS, ≤ 640 px) one round at a time behind round tabs. Memoised: the draw page
 * re-renders it only when the event, the highlighted player, the note marks, the chart marks or the fresh results change, never for the panel.
 */
export const Bracket = memo(function Bracket({
  event,
  selectedPlayerId,
  notedPlayerIds,
  freshKeys,
  chartLinks,
  onSelectPlayer,
}: BracketProps) {
  const layout = useMemo(() => layoutBracket(event), [event]);
  const path = useMemo(() => playerPath(event, selectedPlayerId), [event, selectedPlayerId]);
  // The bracket is keyed by event, so this first value is taken again for each event.
  const [activeRound, setActiveRound] = useState(() => openingRound(layout));
  const [allDrawn, setAllDrawn] = useState(false);
  const idPrefix = useId();
  const lastIndex = layout.rounds.length - 1;
  const active = Math.min(activeRound, Math.max(lastIndex, 0));

  useEffect(() => {
    // A transition: React renders the other rounds in small slices, so the page stays responsive meanwhile.
    startTransition(() => {
      setAllDrawn(true);
    });
  }, []);

  return (
    <div
      className={cx('bracket', layout.doubles && 'bracket--doubles')}
      style={{ '--rows': layout.rows } as CSSProperties}
    >
      <RoundTabs rounds={layout.rounds} active={active} idPrefix={idPrefix} onChange={setActiveRound} />
      <div className="bracket__viewport" tabIndex={0} aria-label={`${event.Description} draw`} role="region">
        <div className="bracket__grid">
          {layout.rounds.map((round, roundIndex) => (
            <section
              key={round.id}
              id={`${idPrefix}-round-${roundIndex}`}
              className={cx('bracket__round', roundIndex === active && 'is-active')}
              aria-labelledby={`${idPrefix}-name-${roundIndex}`}
            >
              <h3 id={`${idPrefix}-name-${roundIndex}`} className="bracket__round-name">
                {round.name}
              </h3>
              <ol className="bracket__fixtures">
                {round.slots.map(
                  (slot, index) =>
                    (allDrawn || isDrawnFirst(slot)) && (
                      <FixtureCard
                        key={slot.key}
                        fixture={slot.fixture}
                        row={slot.row}
                        span={slot.span}
                        index={index}
                        firstRound={roundIndex === 0}
                        lastRound={roundIndex === lastIndex}
                        selectedPlayerId={path.has(slot.key) ? selectedPlayerId : null}
                        noted={notedInFixture(fixturePlayerIds(slot.fixture), notedPlayerIds)}
                        fresh={freshKeys.has(slot.key)}
                        chartPath={chartLinks.get(slot.key) ?? null}
                        onSelectPlayer={onSelectPlayer}
                      />
                    ),
                )}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
});
