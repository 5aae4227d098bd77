import { Link, useParams } from 'react-router';
import { EventNotebook } from '../notebook/EventNotebook';
import { DrawLabels } from '../labels/DrawLabels';
import { OfflineCopyNote } from '../offline/offline-copy/OfflineCopyNote';
import { useDraw, useTournaments } from './api';
import { DemoLabel } from './components/DemoLabel';
import { DrawAnswerState } from './components/DrawAnswerState';
import { TournamentFacts } from './components/TournamentFacts';
import { DrawBoard } from './draw/DrawBoard';
import { useTennisToday } from './hooks/useTennisToday';
import { LiveIndicator } from './live/LiveIndicator';
import { useLastChange } from './live/useLastChange';
import { isLiveTournament } from './state/liveDraw';
import { drawHeading, findTournament } from './state/tournamentFacts';
import './DrawPage.css';

/** `/main/tennis/:year/:id`: one tournament's draw. */
export function DrawPage() {
  const { year = '', id = '' } = useParams();
  // The draw has no dates: its season's list (usually cached from the list page) says whether it is LIVE.
  const tournaments = useTournaments(year);
  const today = useTennisToday();
  const tournament = findTournament(tournaments.data?.tournaments, year, id);
  const live = isLiveTournament(tournaments.data?.tournaments, year, id, today);
  const answer = useDraw(year, id, live);
  const draw = answer.data?.draw;
  const offlineCopy = answer.data?.offlineCopy;
  const changedAt = useLastChange(draw, answer.dataUpdatedAt);
  const heading = drawHeading(draw?.Location, tournament);

  return (
    <main className="draw-page">
      <title>{`${heading} · Baseline`}</title>
      <div className="draw-page__links">
        <Link to={`/main/tennis?season=${year}`} className="draw-page__back">
          Back to Tournaments
        </Link>
        <Link to={`/main/tennis/${year}/${id}/pack`} className="draw-page__pack">
          Tournament pack
        </Link>
      </div>
      <h1 className="draw-page__title">{heading}</h1>
      {/* A stale or offline copy says so below instead: it is not being kept up to date. */}
      {live && changedAt !== undefined && !draw?.IsStale && !offlineCopy && <LiveIndicator changedAt={changedAt} />}
      {(tournaments.isPending || tournament) && <TournamentFacts tournament={tournament} />}
      <DrawAnswerState answer={answer} className="draw-page__message" loadingClassName="draw-page__message--loading" />
      {/* Before the draw too: last year's notes matter most while this year's draw is not out yet. */}
      <EventNotebook year={year} tournamentId={id} />
      {draw && (
        <>
          {(draw.IsDemo || draw.IsStale || offlineCopy) && (
            <div className="draw-page__notices">
              {draw.IsDemo && <DemoLabel />}
              {draw.IsStale && (
                <p className="draw-page__stale">
                  The tournament data service cannot be reached: this is the last copy we received.
                </p>
              )}
              {offlineCopy && <OfflineCopyNote fetchedAt={offlineCopy} className="draw-page__stale" />}
            </div>
          )}
          <DrawLabels>
            <DrawBoard draw={draw} tournamentName={tournament?.TournamentTitle} surface={tournament?.Surface} />
          </DrawLabels>
        </>
      )}
    </main>
  );
}
