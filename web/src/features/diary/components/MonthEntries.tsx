import { tabDisplayTitle } from '@baseline/contract/limits';
import { useId } from 'react';
import { formatDayOfMonth, formatMonth } from '../../../lib/formatDate';
import { entriesInMonth, type MonthRef } from '../state/calendar';

interface MonthEntriesProps {
  month: MonthRef;
  entries: ReadonlyMap<string, string>;
  selectedDate: string;
  onSelect: (date: string) => void;
}

/**
 * The shown month's entries under the grid, each title whole: a day's cell has room for a dot and a few
 * letters, and a tooltip never reaches a touch screen.
 */
export function MonthEntries({ month, entries, selectedDate, onSelect }: MonthEntriesProps) {
  const headingId = useId();
  const inMonth = entriesInMonth(entries, month);
  return (
    <section className="month-entries" aria-labelledby={headingId}>
      <h3 id={headingId} className="month-entries__heading">
        Entries in {formatMonth(month)}
      </h3>
      {inMonth.length === 0 ? (
        <p className="month-entries__empty">No entries this month.</p>
      ) : (
        <ul className="month-entries__list">
          {inMonth.map(({ date, title }) => (
            <li key={date}>
              <button
                type="button"
                className="month-entries__entry"
                aria-current={date === selectedDate ? 'true' : undefined}
                onClick={() => {
                  onSelect(date);
                }}
              >
                <span className="month-entries__day">{formatDayOfMonth(date)}</span>
                <span className="month-entries__title">{tabDisplayTitle(title)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
