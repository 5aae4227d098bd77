import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { usePlayerDiaryDays } from './api';
import { playerPagePath } from './addresses';
import { DiaryBacklinks } from './DiaryBacklinks';

/** Days the notes panel lists before pointing to the player's page for the rest. */
export const COMPACT_DAYS = 3;

interface PlayerDiaryDaysProps {
  playerId: string;
  playerName: string;
  /** In the notes panel: the newest few, and a link to the player's page when there are more. */
  compact?: boolean;
}

/** 'In your diary': the member's diary tabs that mention the player, newest first, each opening its day. */
export function PlayerDiaryDays({ playerId, playerName, compact = false }: PlayerDiaryDaysProps) {
  const headingId = useId();
  const query = usePlayerDiaryDays(playerId);
  const pages = query.data?.pages ?? [];
  const all = pages.flatMap((page) => page.days);
  const total = pages[0]?.total ?? 0;
  const days = compact ? all.slice(0, COMPACT_DAYS) : all;
  const Heading = compact ? 'h4' : 'h3';

  return (
    <section className="diary-days" aria-labelledby={headingId}>
      <Heading id={headingId} className="diary-days__title">
        In your diary
      </Heading>
      {query.isPending && (
        <p className="diary-days__empty" role="status">
          Loading your diary days...
        </p>
      )}
      {query.isError && (
        <p className="diary-days__empty" role="alert">
          Unable to load your diary days.
        </p>
      )}
      {query.isSuccess && total === 0 && (
        <p className="diary-days__empty">No day in your diary mentions {playerName} yet.</p>
      )}
      {days.length > 0 && <DiaryBacklinks days={days} compact={compact} />}
      {compact && total > days.length && (
        <Link to={playerPagePath(playerId)} className="diary-days__more">
          All {total} diary days on {playerName}&apos;s page
        </Link>
      )}
      {!compact && query.hasNextPage && (
        <Button
          variant="secondary"
          className="diary-days__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading older days...' : `Show older days (${total - all.length} more)`}
        </Button>
      )}
    </section>
  );
}
