import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import type { BacklinkPages } from './api';
import { DiaryBacklinks } from './DiaryBacklinks';

/** Days the notes panel lists before pointing to the player's page for the rest. */
export const COMPACT_DAYS = 3;

interface DiaryDaysProps {
  pages: BacklinkPages;
  /** Said when no tab mentions it: "No day in your diary mentions Ada Serve yet." */
  none: string;
  heading: 'h2' | 'h3' | 'h4';
  /** In the notes panel: the newest few, and this link when there are more. */
  compact?: { to: string; text: (total: number) => string };
}

/** 'In your diary': the member's diary tabs that mention something, newest first, each opening its day. */
export function DiaryDays({ pages: query, none, heading: Heading, compact }: DiaryDaysProps) {
  const headingId = useId();
  const pages = query.data?.pages ?? [];
  const all = pages.flatMap((page) => page.days);
  const total = pages[0]?.total ?? 0;
  const days = compact ? all.slice(0, COMPACT_DAYS) : all;

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
      {query.isSuccess && total === 0 && <p className="diary-days__empty">{none}</p>}
      {days.length > 0 && <DiaryBacklinks days={days} compact={compact !== undefined} />}
      {compact && total > days.length && (
        <Link to={compact.to} className="diary-days__more">
          {compact.text(total)}
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
