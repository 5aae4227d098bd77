import type { Tournament } from '@baseline/contract';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';
import { formatDayRange } from '../../../lib/formatDate';
import { EarlierEditionMark } from '../../notebook/EarlierEditionMark';
import { STATUS_LABEL, type TournamentStatus } from '../state/status';

/** A tournament as a link to its draw: status badge, title, place, dates, surface and prize money. */
export function TournamentCard({ tournament: t, status }: { tournament: Tournament; status: TournamentStatus }) {
  const place = [t.TournamentCity, t.TournamentLocation].filter(Boolean).join(', ');
  return (
    <li>
      <Link to={`/main/tennis/${t.TournamentYear}/${encodeURIComponent(t.TournamentId)}`} className="t-card">
        <span className={cx('t-card__badge', `t-card__badge--${status}`)}>{STATUS_LABEL[status]}</span>
        <span className="t-card__title">{t.TournamentTitle}</span>
        <EarlierEditionMark tournament={t} />
        <span className="t-card__place">{place}</span>
        <span className="t-card__dates">{formatDayRange(t.PlayStartDate, t.PlayEndDate)}</span>
        <span className="t-card__facts">
          <span>Surface: {t.Surface || 'to be announced'}</span>
          <span>Prize: {t.PrizeMoneyDisplay || 'to be announced'}</span>
        </span>
      </Link>
    </li>
  );
}
