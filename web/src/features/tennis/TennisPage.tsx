import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useTournaments } from './api';
import { DemoLabel } from './components/DemoLabel';
import { TournamentGroupSection } from './list/TournamentGroupSection';
import { groupTournaments, searchTournaments } from './state/groups';
import './TennisPage.css';

/** `/main/tennis`: the season's tournaments by category, searched as the user types. */
export function TennisPage() {
  const list = useTournaments();
  const [query, setQuery] = useState('');
  // Typing stays instant; the filtering follows a moment later when the list is long.
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  // One clock per visit: every badge is judged at the same moment.
  const [now] = useState(() => new Date());
  const groups = useMemo(
    () => (list.data ? groupTournaments(searchTournaments(list.data.tournaments, deferredQuery)) : []),
    [list.data, deferredQuery],
  );

  return (
    <Page title="Tournaments" width="wide" brand={false}>
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
      {list.data?.tournaments.some((t) => t.IsDemo) && <DemoLabel />}
      {list.data?.stale && (
        <p className="tennis-stale">
          The tournament data service cannot be reached: this is the last list we received.
        </p>
      )}
      {list.data?.partNotice && <p className="tennis-stale">{list.data.partNotice}</p>}
      {list.isPending && (
        <p className="tennis-message" role="status">
          Loading tournaments...
        </p>
      )}
      {list.isError && (
        <p className="tennis-message" role="alert">
          {serverErrorOf(list.error) ?? 'Unable to load tournaments. Please try again later.'}
        </p>
      )}
      {list.data && groups.length === 0 && (
        <p className="tennis-message">
          {query.trim() ? `No tournaments match "${query.trim()}".` : 'No tournaments available'}
        </p>
      )}
      <div className="t-groups">
        {groups.map((group) => (
          <TournamentGroupSection key={group.type} group={group} now={now} />
        ))}
      </div>
    </Page>
  );
}
