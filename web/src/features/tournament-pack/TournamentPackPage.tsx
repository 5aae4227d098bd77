import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { allAnswered } from '../../lib/api/answered';
import { useLabels } from '../labels/api';
import { labelsByPlayer } from '../labels/labelIndex';
import { isNotFound, useEventNotes, useLastYear } from '../notebook/api';
import { useDraw, useTournaments } from '../tennis/api';
import { DrawAnswerState } from '../tennis/components/DrawAnswerState';
import { drawPlayers, packEvents } from './packDraw';
import { packPlayers } from './packPlayers';
import { PackCharts } from './PackCharts';
import { defaultPaperSize, isPaperSize, PAPER_SIZES, type PaperSize } from './paperSize';
import { PackDiaryDays } from './PackDiaryDays';
import { PackDraw } from './PackDraw';
import { PackLastYear } from './PackLastYear';
import { PackPlayers } from './PackPlayers';
import { PackTitle } from './PackTitle';
import { usePackCharts } from './usePackCharts';
import './TournamentPack.css';

/**
 * `/main/tennis/:year/:id/pack`: the tournament's draw, the member's notes on its players, the matches they
 * charted there, the diary days that mention it and what they wrote at last year's edition, as one document to print or save as PDF from the browser's own dialog.
 */
export function TournamentPackPage() {
  const { year = '', id = '' } = useParams();
  const [paper, setPaper] = useState<PaperSize>(() => defaultPaperSize(navigator.language));
  const draw = useDraw(year, id);
  const drawn = draw.data?.draw;
  const tournaments = useTournaments(year);
  const tournament = tournaments.data?.tournaments.find((known) => known.TournamentId === id);
  const notes = useEventNotes(year, id);
  const lastYear = useLastYear(year, id);
  const labels = useLabels();
  const charted = usePackCharts(year, id);
  // The pack is laid out once every part has answered: each part arriving on its own pushed the draw down.
  const settled = allAnswered(draw, tournaments, notes, lastYear, labels, ...charted.answered);

  const events = useMemo(() => (drawn ? packEvents(drawn) : []), [drawn]);
  const players = useMemo(
    () => packPlayers(drawPlayers(events), notes.data?.playerNotes ?? [], labelsByPlayer(labels.data)),
    [events, notes.data, labels.data],
  );
  const numbers = useMemo(() => new Map(players.map((entry) => [entry.playerId, entry.number])), [players]);
  const heading = `${tournament?.TournamentTitle ?? drawn?.Location ?? 'Tournament'} ${year}`;

  return (
    <main className={`pack-page pack-page--${paper.toLowerCase()}`}>
      <title>{`${heading} · Tournament pack · Baseline`}</title>
      <div className="pack-toolbar">
        <Link to={`/main/tennis/${year}/${id}`} className="pack-toolbar__back">
          Back to the draw
        </Link>
        <label className="pack-toolbar__paper">
          Paper size
          <select
            value={paper}
            onChange={(event) => {
              if (isPaperSize(event.target.value)) setPaper(event.target.value);
            }}
          >
            {PAPER_SIZES.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
        <Button
          onClick={() => {
            window.print();
          }}
        >
          Print / Save as PDF
        </Button>
      </div>
      <article className={`pack pack--${paper.toLowerCase()} label-palette--light`} aria-label="Tournament pack">
        <PackTitle heading={heading} tournament={tournament} />
        {settled ? (
          <>
            <DrawAnswerState answer={draw} className="pack__empty" />
            {notes.isError && (
              <p className="pack__empty" role="alert">
                Your notes on this tournament could not be loaded.
              </p>
            )}
            {events.length > 0 && <PackDraw events={events} numbers={numbers} />}
            {notes.data && <PackPlayers entries={players} />}
            {charted.list.isError && (
              <p className="pack__empty" role="alert">
                Your charts of this tournament could not be loaded.
              </p>
            )}
            {charted.total > 0 && <PackCharts charts={charted.charts} total={charted.total} failed={charted.failed} />}
            {notes.data && <PackDiaryDays tabs={notes.data.days} total={notes.data.total} />}
            {lastYear.isError && !isNotFound(lastYear.error) && (
              <p className="pack__empty" role="alert">
                Your notes from last year could not be loaded.
              </p>
            )}
            {lastYear.data && <PackLastYear lastYear={lastYear.data} />}
          </>
        ) : (
          <p className="pack__empty" role="status">
            Loading draw...
          </p>
        )}
      </article>
    </main>
  );
}
