import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Page } from '../../components/Page';
import { useClaims } from '../../app/session/useToken';
import { useSettled } from './useSettled';
import { AFTER_MAIN_PAINT } from '../../lib/whenSettled';
import { useDiaryList } from './api';
import { Calendar } from './components/Calendar';
import { ConflictDialog } from './components/ConflictDialog';
import { DayPanel } from './components/DayPanel';
import { TagSearch } from './components/TagSearch';
import { useOutboxSnapshot } from '../offline/outbox/useOutbox';
import { useDayEditor } from './hooks/useDayEditor';
import { useDaySaving } from './hooks/useDaySaving';
import { useSaveShortcut } from './hooks/useSaveShortcut';
import { useSelectedDate } from './hooks/useSelectedDate';
import { useTabInAddress } from './useTabInAddress';
import { useUnsavedChangesGuard } from './hooks/useUnsavedChangesGuard';
import { formatLongDay } from '../../lib/formatDate';
import './DiaryPage.css';

/** The General view (SPEC "Diary screen"): the calendar and tag search beside the open day. See README.md. */
export function DiaryPage() {
  const { date, today, selectDate } = useSelectedDate();
  // The guards let no one here without readable claims; drafts are kept per user.
  const userId = useClaims()?.sub ?? '';
  const editor = useDayEditor(date, userId);
  const saving = useDaySaving(editor, userId);
  useTabInAddress(editor);
  // The calendar's dots follow the day's text: the whole list of days can be large (see useDiaryList).
  const list = useDiaryList(useSettled(AFTER_MAIN_PAINT));
  const leaving = useUnsavedChangesGuard(editor.state.dirty);
  const [pendingDate, setPendingDate] = useState<string | null>(null);
  useSaveShortcut(saving.saveDay);

  const queue = useOutboxSnapshot(userId);
  const entries = useMemo(() => {
    const days = new Map((list.data?.entries ?? []).map((entry) => [entry.date, entry.title]));
    // Days saved on this device and not yet synced show as the member left them, dots included.
    for (const { change } of queue.entries) {
      if (change.kind !== 'day') continue;
      const [first] = change.body.notes;
      if (first) days.set(change.body.date, first.title ?? '');
      else days.delete(change.body.date);
    }
    return days;
  }, [list.data, queue.entries]);

  const { dirty } = editor.state;
  // Stable while the day and its dirty flag hold, so the memoised calendar and search skip the day's renders.
  const openDay = useCallback(
    (next: string) => {
      if (next === date) return;
      if (dirty) setPendingDate(next);
      else selectDate(next);
    },
    [date, dirty, selectDate],
  );

  return (
    <Page title="Diary" width="wide" brand={false}>
      <div className="diary">
        <aside className="diary__sidebar" aria-label="Calendar and tag search">
          <Calendar selectedDate={date} today={today} entries={entries} onSelect={openDay} />
          <TagSearch onOpen={openDay} />
        </aside>
        <DayPanel date={date} editor={editor} saving={saving} />
      </div>
      <ConfirmDialog
        open={pendingDate !== null}
        title="Discard unsaved changes?"
        description={`Your changes to ${formatLongDay(date)} have not been saved.`}
        confirmLabel="Discard changes"
        onCancel={() => {
          setPendingDate(null);
        }}
        onConfirm={() => {
          editor.forgetDraft();
          if (pendingDate !== null) selectDate(pendingDate);
          setPendingDate(null);
        }}
      />
      <ConfirmDialog
        open={leaving.asking}
        title="Leave the diary?"
        description="Your unsaved changes stay on this device as a draft and come back when you open this day again."
        confirmLabel="Leave"
        onCancel={leaving.stay}
        onConfirm={leaving.leave}
      />
      <ConflictDialog
        open={saving.conflict}
        saving={saving.saving}
        versions={saving.versions}
        onKeepBoth={saving.keepBoth}
        onReload={saving.reload}
        onOverwrite={saving.overwrite}
        onKeepEditing={saving.keepEditing}
      />
    </Page>
  );
}
