import { tabDisplayTitle } from '@baseline/contract/limits';
import type { DiaryBacklink } from '@baseline/contract';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { formatLongDay } from '../../lib/formatDate';
import { diaryDayPath } from './addresses';
import './notebook.css';

interface DiaryBacklinksProps {
  days: readonly DiaryBacklink[];
  /** In the notes panel: one line each, the excerpt shortened by the layout. */
  compact?: boolean;
}

/** Diary tabs as links that open the day at that tab: date, tab title and a piece of its text (all as text). */
export function DiaryBacklinks({ days, compact = false }: DiaryBacklinksProps) {
  return (
    <ul className={cx('backlinks', compact && 'backlinks--compact')}>
      {days.map((day) => (
        <li key={`${day.date}:${day.tabIndex}`} className="backlinks__item">
          <Link to={diaryDayPath(day.date, day.tabIndex)} className="backlinks__link">
            <span className="backlinks__date">{formatLongDay(day.date)}</span>
            <span className="backlinks__tab"> · {tabDisplayTitle(day.tabTitle)}</span>
          </Link>
          {day.excerpt !== '' && <p className="backlinks__excerpt">{day.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
