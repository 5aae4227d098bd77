import { tabDisplayTitle } from '@baseline/contract/limits';
import type { DiaryBacklink, DiaryDayResponse } from '@baseline/contract';
import { useQueries } from '@tanstack/react-query';
import { formatLongDay } from '../../lib/formatDate';
import { diaryKeys } from '../diary/api';
import { parseNoteHtml } from '../diary/components/savedNote/noteNodes';
import { NoteText } from '../diary/components/savedNote/NoteText';
import { fetchDay } from '../diary/requestDayEarly';
import { daysOfTabs } from './packDays';
import '../diary/components/savedNote/noteContent.css';

/**
 * 'In your diary': each day that mentions the tournament, newest first, with the whole text of each tab that
 * does. The notebook names the tabs; each day is read as the diary reads it (one call a day, the diary's own
 * cache), and its HTML goes through parseNoteHtml into React elements, as the diary's own print does.
 */
export function PackDiaryDays({ tabs, total }: { tabs: readonly DiaryBacklink[]; total: number }) {
  return (
    <section className="pack__section" aria-labelledby="pack-diary">
      <h2 id="pack-diary">In your diary</h2>
      {tabs.length === 0 && <p className="pack__empty">No diary day of this season mentions this tournament.</p>}
      {total > tabs.length && (
        <p className="pack__empty">
          The newest {tabs.length} of {total} tabs that mention this tournament.
        </p>
      )}
      <PackDays tabs={tabs} />
    </section>
  );
}

/** The days of the tabs, newest first, each with the whole text of its tabs listed. */
export function PackDays({ tabs }: { tabs: readonly DiaryBacklink[] }) {
  const days = daysOfTabs(tabs);
  const answers = useQueries({
    queries: days.map((day) => ({ queryKey: diaryKeys.day(day.date), queryFn: () => fetchDay(day.date) })),
  });
  return days.map((day, index) => (
    <PackDay key={day.date} date={day.date} tabIndexes={day.tabIndexes} answer={answers[index]} />
  ));
}

interface PackDayProps {
  date: string;
  tabIndexes: readonly number[];
  answer: { data?: DiaryDayResponse; isError: boolean } | undefined;
}

function PackDay({ date, tabIndexes, answer }: PackDayProps) {
  const notes = answer?.data?.notes;
  return (
    <article className="pack-day">
      <h3 className="pack-day__date">{formatLongDay(date)}</h3>
      {answer?.isError && <p className="pack__empty">This day could not be loaded.</p>}
      {!notes && !answer?.isError && <p className="pack__empty">Loading...</p>}
      {notes &&
        tabIndexes.map((tabIndex) => {
          const tab = notes[tabIndex];
          return (
            tab && (
              <section key={tabIndex} className="pack-day__tab">
                <h4 className="pack-day__tab-title">{tabDisplayTitle(tab.title)}</h4>
                <div className="pack-day__content note-content">
                  <NoteText nodes={parseNoteHtml(tab.content)} date={date} />
                </div>
              </section>
            )
          );
        })}
    </article>
  );
}
