import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PlayerLabelDots } from '../../labels/LabelDots';
import { PlayerLabels } from '../../labels/PlayerLabels';
import { allAnswered } from '../../../lib/api/answered';
import { ApiError, serverErrorOf } from '../../../lib/api/ApiError';
import { PlayerDiaryDays } from '../../notebook/PlayerDiaryDays';
import { useLabels } from '../../labels/api';
import { usePlayerDiaryDays } from '../../notebook/api';
import { usePlayerDossier, usePlayerSeason } from '../api';
import { Dossier } from '../panel/Dossier';
import { HeadToHead } from './HeadToHead';
import { SeasonResults } from './SeasonResults';
import './PlayerPage.css';

/**
 * A part of the page that another feature gives it, above the season: the app composes them (routes.tsx), so
 * tennis imports nothing of the features that build on its draws and players.
 */
export interface PlayerPagePart {
  Section: ComponentType<{ playerId: string; playerName: string }>;
  /** Whether the part's data has answered: the page shows once it has, as it waits for the side's. */
  useAnswered: (playerId: string) => boolean;
}

const NO_PART: PlayerPagePart = { Section: () => null, useAnswered: () => true };

/** `/main/tennis/players/:playerId`: a player's season, a head-to-head and the member's notes on them. */
export function PlayerPage({ charts = NO_PART }: { charts?: PlayerPagePart }) {
  const { playerId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const season = searchParams.get('season') ?? '';
  const page = usePlayerSeason(playerId, season);
  const { Section: ChartsSection, useAnswered: useChartsAnswered } = charts;
  const chartsAnswered = useChartsAnswered(playerId);
  const sideSettled = useSideSettled(playerId) && chartsAnswered;
  const player = page.data?.Player;
  const name = player ? `${player.FirstName} ${player.LastName}` : 'Player';

  return (
    <main className="player-page">
      <title>{`${name} · Baseline`}</title>
      <Link to="/main/tennis" className="player-page__back">
        Back to Tournaments
      </Link>
      <header className="player-page__header">
        <h1 className="player-page__title">{name}</h1>
        {player && <PlayerLabelDots playerId={player.PlayerId} />}
        {player?.Nation && (
          <span className="player-page__nation" title="Nation">
            {player.Nation}
          </span>
        )}
      </header>
      {(page.isPending || (page.isSuccess && !sideSettled)) && (
        <p className="player-page__empty" role="status">
          Loading the player&apos;s season...
        </p>
      )}
      {page.isError && (
        <p className="player-page__empty" role="alert">
          {page.error instanceof ApiError && page.error.status === 404
            ? (serverErrorOf(page.error) ?? 'Player not found.')
            : 'Unable to load the player. Please try again later.'}
        </p>
      )}
      {page.data && player && sideSettled && (
        <div className="player-page__body">
          {/* First on a phone, beside the results on a desktop: the season's list is long. */}
          <div className="player-page__side">
            <HeadToHead key={player.PlayerId} player={player} />
            <PlayerLabels playerId={player.PlayerId} playerName={name} />
            <section className="player-section">
              <Dossier playerId={player.PlayerId} playerName={name} />
            </section>
            <PlayerDiaryDays playerId={player.PlayerId} playerName={name} />
          </div>
          <div className="player-page__main">
            <ChartsSection playerId={player.PlayerId} playerName={name} />
            <section className="player-section" aria-labelledby="season-title">
              <div className="player-section__heading">
                <h2 id="season-title" className="player-section__title">
                  Season {page.data.Season}
                </h2>
                <label className="player-page__season">
                  <span>Season</span>
                  <select
                    value={String(page.data.Season)}
                    onChange={(event) => {
                      setSearchParams({ season: event.target.value });
                    }}
                  >
                    {page.data.Seasons.map((year) => (
                      <option key={year} value={year}>
                        {year}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <SeasonResults tournaments={page.data.Tournaments} />
            </section>
          </div>
        </div>
      )}
    </main>
  );
}

/**
 * Whether the side's notes, labels and diary days have answered (or failed): asked here beside the season, not
 * after it by the side's own parts, and the page shown once they are in, so that on a phone the season below
 * them is not pushed down as each arrives.
 */
function useSideSettled(playerId: string): boolean {
  const dossier = usePlayerDossier(playerId);
  const diaryDays = usePlayerDiaryDays(playerId);
  const labels = useLabels();
  return allAnswered(dossier, diaryDays, labels);
}
