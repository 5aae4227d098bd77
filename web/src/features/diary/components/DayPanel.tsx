import { tabDisplayTitle } from '@baseline/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { diaryKeys, useDiaryDay } from '../api';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { cx } from '../../../lib/cx';
import type { DayEditor } from '../hooks/useDayEditor';
import type { DaySaving } from '../hooks/useDaySaving';
import { formatLongDay } from '../../../lib/formatDate';
import { activeTab } from '../state/dayReducer';
import { SAVE_TEXT } from '../../../lib/api/saveErrors';
import { tabHasContent } from '../../../lib/noteTabs';
import { titleAfterTemplate, type TabDraft } from '../state/tabs';
import { HistoryButton } from '../../history/HistoryButton';
import { DayActions } from './DayActions';
import { DraftNotice } from './DraftNotice';
import { OfflineDayNotice } from './OfflineDayNotice';
import { EditorSkeleton } from './EditorSkeleton';
import { ImageAttachment } from './ImageAttachment';
import { NoteArea } from './NoteArea';
import { PrintView } from './PrintView';
import { TabStrip, tabDomId } from './TabStrip';
import { TagChips } from './TagChips';
import './DayPanel.css';

interface DayPanelProps {
  date: string;
  editor: DayEditor;
  saving: DaySaving;
}

/** The open day: its tabs, the open tab's editor, tags and image, and the day's actions. */
export function DayPanel({ date, editor, saving }: DayPanelProps) {
  const { state, dispatch, ready } = editor;
  const storedDay = useDiaryDay(date);
  const queryClient = useQueryClient();
  const [maximized, setMaximized] = useState(false);
  const [removing, setRemoving] = useState<TabDraft | null>(null);
  const headingId = useId();
  const panelId = useId();
  const tab = ready ? activeTab(state) : undefined;

  useEffect(() => {
    if (!maximized) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in a dialog closes the dialog only.
      if (event.key !== 'Escape' || (event.target instanceof Element && event.target.closest('dialog[open]'))) return;
      setMaximized(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [maximized]);

  const requestRemove = (id: number) => {
    const target = state.tabs.find((candidate) => candidate.id === id);
    if (!target) return;
    if (tabHasContent(target)) setRemoving(target);
    else dispatch({ type: 'removeTab', id });
  };

  return (
    <section className={cx('day', maximized && 'day--maximized')} aria-labelledby={headingId}>
      <header className="day__header">
        <div className="day__title">
          <h2 id={headingId} className="day__date">
            {formatLongDay(date)}
          </h2>
          <span role="status" className={cx('day__badge', saving.renaming && 'day__badge--pending')}>
            {saving.renaming ? SAVE_TEXT.saving : saving.badge && SAVE_TEXT.badge}
          </span>
        </div>
        <DayActions
          canSave={ready}
          saving={saving.saving}
          maximized={maximized}
          onSave={() => {
            saving.saveDay();
          }}
          onToggleMaximized={() => {
            setMaximized((was) => !was);
          }}
          history={
            // Shown from the first paint, usable once the day is loaded: appearing later would move the row.
            <HistoryButton
              disabled={!ready}
              date={date}
              dayVersion={state.version}
              dirty={state.dirty}
              storedNotes={storedDay.data?.notes ?? []}
              onReload={(stored) => {
                void editor.reloadFromServer(stored);
              }}
              onRestored={() => {
                void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
              }}
            />
          }
        />
      </header>
      <Alert feedback={saving.feedback} />
      {ready && state.restoredDraft && <DraftNotice onDiscard={saving.reload} />}
      {ready && <OfflineDayNotice queued={editor.queued} notFetched={editor.notFetched} />}
      {editor.loadFailed ? (
        <div className="day__failed" role="alert">
          <p>This day could not be loaded.</p>
          <Button variant="secondary" onClick={editor.retryLoad}>
            Try again
          </Button>
        </div>
      ) : tab ? (
        <>
          <TabStrip
            tabs={state.tabs}
            activeId={state.activeId}
            panelId={panelId}
            onSelect={(id) => {
              dispatch({ type: 'selectTab', id });
            }}
            onAdd={() => {
              dispatch({ type: 'addTab' });
            }}
            onRemove={requestRemove}
            onRename={saving.renameTab}
          />
          <div key={tab.id} id={panelId} role="tabpanel" aria-labelledby={tabDomId(tab.id)} className="day__panel">
            <NoteArea
              content={tab.content}
              label={tabDisplayTitle(tab.title)}
              date={date}
              onChange={(content) => {
                dispatch({ type: 'setContent', id: tab.id, content });
              }}
              onFilledFromTemplate={(name) => {
                // With the day's next save, as the filled text goes: the day is not clean for a rename alone.
                dispatch({ type: 'renameTab', id: tab.id, title: titleAfterTemplate(tab.title, name) });
              }}
            />
            <TagChips
              tags={tab.tags}
              onAdd={(tag) => {
                dispatch({ type: 'addTag', id: tab.id, tag });
              }}
              onRemove={(tag) => {
                dispatch({ type: 'removeTag', id: tab.id, tag });
              }}
            />
            <ImageAttachment
              image={tab.image}
              tabTitle={tabDisplayTitle(tab.title)}
              onChange={(image) => {
                dispatch({ type: 'setImage', id: tab.id, image });
              }}
            />
          </div>
          <PrintView date={date} tabs={state.tabs} />
        </>
      ) : (
        <div className="day__loading">
          <p role="status" className="visually-hidden">
            Loading the day...
          </p>
          <div className="tab-strip" aria-hidden="true" />
          <EditorSkeleton />
          <div className="day__placeholder-row" aria-hidden="true" />
          <div className="day__placeholder-row" aria-hidden="true" />
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${tabDisplayTitle(removing?.title ?? '')}?`}
        description="Its text, tags and image go with it when you save the day."
        confirmLabel="Remove tab"
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing) dispatch({ type: 'removeTab', id: removing.id });
          setRemoving(null);
        }}
      />
    </section>
  );
}
