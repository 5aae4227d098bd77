import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { OfflineCopyNote } from '../offline/offline-copy/OfflineCopyNote';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useSeasons, useTournaments } from './api';
import { DemoLabel } from './components/DemoLabel';
import { ProjectedLabel } from './components/ProjectedLabel';
import { SeasonPicker } from './list/SeasonPicker';
import { ThisWeekStrip } from './list/ThisWeekStrip';
import { TournamentGroupSection } from './list/TournamentGroupSection';
import { groupTournaments, searchTournaments } from './state/groups';
import { liveOn } from './state/listOrder';
import { thisWeek } from './state/thisWeek';
import { seasonChoices, seasonToShow } from './state/seasonChoice';
import { useTennisToday } from './hooks/useTennisToday';
import './TennisPage.css';

/** `/main/tennis`: one season's tournaments by category (`?season=YYYY`), searched as the user types. */
export function TennisPage() {
  const [params, setParams] = useSearchParams();
  const seasons = useSeasons();
  const season = seasonToShow(params.get('season'), seasons.data);
  const list = useTournaments(season);
  const [query, setQuery] = useState('');
  const [liveOnly, setLiveOnly] = useState(false);
  // Typing stays instant; the filtering follows a moment later when the list is long.
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const today = useTennisToday();
  // Nothing is judged before the server has said which day it is.
  const view = useMemo(() => {
    if (!list.data || today === undefined) return undefined;
    const found = searchTournaments(list.data.tournaments, deferredQuery);
    const shown = liveOnly ? liveOn(found, today) : found;
    return { today, groups: groupTournaments(shown, today), week: thisWeek(shown, today) };
  }, [list.data, deferredQuery, liveOnly, today]);
  const chooseSeason = useCallback(
    (year: string) => {
      setParams({ season: year }, { preventScrollReset: true });
    },
    [setParams],
  );
  const failed = list.isError ? list.error : seasons.isError && season === undefined ? seasons.error : null;

  return (
    <Page title="Tournaments" width="wide" brand={false}>
      <div className="tennis-tools">
        <div className="tennis-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search tournaments
          </label>
          <input
            id={searchId}
            type="search"
            className="tennis-search__input"
            placeholder="Search tournaments..."
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
            }}
          />
        </div>
        <div className="tennis-tools__pair">
          <SeasonPicker choices={seasonChoices(seasons.data, season)} season={season} onChoose={chooseSeason} />
          <button
            type="button"
            className="t-filter"
            aria-pressed={liveOnly}
            onClick={() => {
              setLiveOnly((on) => !on);
            }}
          >
            Live now
          </button>
        </div>
      </div>
      <div className="tennis-labels">
        {list.data?.tournaments.some((t) => t.IsDemo) && <DemoLabel />}
        {list.data?.tournaments.some((t) => t.IsProjected) && <ProjectedLabel />}
      </div>
      {list.data?.stale && (
        <p className="tennis-stale">
          The tournament data service cannot be reached: this is the last list we received.
        </p>
      )}
      {list.data?.partNotice && <p className="tennis-stale">{list.data.partNotice}</p>}
      {list.data?.offlineCopy && <OfflineCopyNote fetchedAt={list.data.offlineCopy} className="tennis-stale" />}
      {!failed && !view && (
        <p className="tennis-message" role="status">
          Loading tournaments...
        </p>
      )}
      {failed && (
        <p className="tennis-message" role="alert">
          {serverErrorOf(failed) ?? 'Unable to load tournaments. Please try again later.'}
        </p>
      )}
      {view?.groups.length === 0 && (
        <p className="tennis-message">
          {query.trim()
            ? `No tournaments match "${query.trim()}"${liveOnly ? ' among those live today' : ''}.`
            : liveOnly
              ? 'No tournaments are live today.'
              : 'No tournaments available'}
        </p>
      )}
      {view && <ThisWeekStrip tournaments={view.week} today={view.today} />}
      <div className="t-groups">
        {view?.groups.map((group) => (
          <TournamentGroupSection
            key={group.type}
            group={group}
            today={view.today}
            searching={deferredQuery.trim() !== ''}
          />
        ))}
      </div>
    </Page>
  );
}
