import type { Tournament } from '@baseline/contract';
import { useEarlierEditions } from './api';
import './notebook.css';

const TEXT = 'You have notes from an earlier edition';

/**
 * A small mark on a tournament card when the member wrote about an earlier edition of it. Every card reads
 * the one season's answer; `select` gives each card only its own yes or no, so a card re-renders only when
 * that changes.
 */
export function EarlierEditionMark({
  tournament,
}: {
  tournament: Pick<Tournament, 'TournamentId' | 'TournamentYear'>;
}) {
  const { data: marked = false } = useEarlierEditions(String(tournament.TournamentYear), (answer) =>
    answer.tournamentIds.includes(tournament.TournamentId),
  );
  if (!marked) return null;
  return (
    <span className="earlier-edition" role="img" aria-label={TEXT} title={TEXT}>
      ✎ <span aria-hidden="true">Notes from before</span>
    </span>
  );
}
