import { tabDisplayTitle } from '@baseline/contract/limits';
import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../../lib/cx';
import { formatLongDay, formatMonth } from '../../../lib/formatDate';
import { addMonths, dateForKey, monthGrid, monthOf, type MonthRef } from '../state/calendar';
import { Icon } from './Icon';
import { MonthEntries } from './MonthEntries';
import './Calendar.css';

interface CalendarProps {
  selectedDate: string;
  today: string;
  /** Days with an entry and their titles. */
  entries: ReadonlyMap<string, string>;
  onSelect: (date: string) => void;
}

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** Phones start with the calendar folded away, so the day's notes are what they see first. */
const startsCollapsed = () => window.matchMedia('(max-width: 480px)').matches;

const sameMonth = (a: MonthRef, b: MonthRef) => a.year === b.year && a.month === b.month;

/**
 * A month grid: days with an entry show a dot and the entry's title; arrows, Home/End and
 * PageUp/PageDown move between days (one tab stop for the whole grid), Enter or a click opens one.
 * Under it, the month's entries with their whole titles.
 * Memoised: its 42 days need not render again for every change of the open day.
 */
export const Calendar = memo(function Calendar({ selectedDate, today, entries, onSelect }: CalendarProps) {
  const [expanded, setExpanded] = useState(() => !startsCollapsed());
  const [month, setMonth] = useState(() => monthOf(selectedDate));
  const [focusDate, setFocusDate] = useState(selectedDate);
  const [shownDate, setShownDate] = useState(selectedDate);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const panelId = useId();
  const labelId = useId();

  // A day opened from elsewhere (a search result, the address) brings its month into view.
  if (shownDate !== selectedDate) {
    setShownDate(selectedDate);
    setFocusDate(selectedDate);
    setMonth(monthOf(selectedDate));
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const weeks = monthGrid(month);
  // The roving tab stop stays in view: on the focused day when it is in this month, else the 1st.
  const tabStop = weeks.flat().some((day) => day.date === focusDate && day.inMonth)
    ? focusDate
    : weeks.flat().find((day) => day.inMonth)?.date;

  const showMonth = (step: number) => {
    setMonth((current) => addMonths(current, step));
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = event.target instanceof HTMLElement ? event.target.dataset.date : undefined;
    const next = from === undefined ? null : dateForKey(from, event.key);
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDate(next);
    if (!sameMonth(monthOf(next), month)) setMonth(monthOf(next));
  };

  return (
    <section className="calendar" aria-label="Calendar">
      <button
        type="button"
        className="calendar__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          setExpanded((wasExpanded) => !wasExpanded);
        }}
      >
        <Icon name={expanded ? 'chevronUp' : 'chevronDown'} />
        {expanded ? 'Collapse Calendar' : 'Expand Calendar'}
      </button>
      <div id={panelId} className="calendar__panel" hidden={!expanded}>
        <div className="calendar__header">
          <button
            type="button"
            className="calendar__nav"
            aria-label="Previous month"
            onClick={() => {
              showMonth(-1);
            }}
          >
            <Icon name="chevronLeft" />
          </button>
          <h2 id={labelId} className="calendar__month" aria-live="polite">
            {formatMonth(month)}
          </h2>
          <button
            type="button"
            className="calendar__nav"
            aria-label="Next month"
            onClick={() => {
              showMonth(1);
            }}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
        <table ref={gridRef} className="calendar__grid" aria-labelledby={labelId} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" abbr={long}>
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map(({ date, inMonth }) => {
                  const title = entries.get(date);
                  const longLabel = formatLongDay(date) + (title === undefined ? '' : `, ${tabDisplayTitle(title)}`);
                  return (
                    <td key={date}>
                      <button
                        type="button"
                        data-date={date}
                        className={cx(
                          'calendar__day',
                          !inMonth && 'calendar__day--outside',
                          date === today && 'calendar__day--today',
                          date === selectedDate && 'calendar__day--selected',
                        )}
                        tabIndex={date === tabStop ? 0 : -1}
                        aria-pressed={date === selectedDate}
                        aria-current={date === today ? 'date' : undefined}
                        // The name is what the day shows ('28 Djokovic SF', WCAG 2.5.3: speech users say what
                        // they see); the whole date and title are its tooltip and, for screen readers, its
                        // description.
                        title={longLabel}
                        onClick={() => {
                          setFocusDate(date);
                          onSelect(date);
                        }}
                      >
                        <span className="calendar__number">{Number(date.slice(8))}</span>
                        {title !== undefined && (
                          <span className="calendar__entry">
                            <span className="calendar__dot" aria-hidden="true" />
                            <span className="calendar__title">{tabDisplayTitle(title)}</span>
                          </span>
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          className="calendar__today"
          onClick={() => {
            setMonth(monthOf(today));
            onSelect(today);
          }}
        >
          Today
        </button>
        <MonthEntries month={month} entries={entries} selectedDate={selectedDate} onSelect={onSelect} />
      </div>
    </section>
  );
});
