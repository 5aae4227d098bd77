import type { DayVersionSummary, DiaryDayResponse } from '@baseline/contract';
import { useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { formatLongDay } from '../../lib/formatDate';
import { conflictDay, isConflict } from '../../lib/api/conflict';
import { saveErrorMessage } from '../../lib/api/saveErrors';
import { useDayHistory, useDayVersion, useRestoreVersion } from './api';
import { VersionDiff } from './VersionDiff';
import { formatBytes } from '../../lib/intl/formatBytes';
import { SavedTime } from './SavedTime';
import './HistoryDialog.css';

export const HISTORY_TEXT = {
  empty: 'No earlier versions of this day yet. Each save keeps the version it replaces.',
  legend:
    'Marked against today’s text: underlined words are only in this version, struck-through words only in today’s.',
  conflict: 'This day was changed elsewhere since you opened it. It is reloaded now: look again, then restore.',
  unsaved: 'Restoring replaces your unsaved changes here.',
  confirmTitle: (version: number) => `Restore version ${version}?`,
  confirm: 'The day’s current text is replaced by this version, and kept in History, where you can restore it.',
  confirmUnsaved: 'Your unsaved changes here are lost: they are not in History.',
  restored: (version: number) => `Version ${version} restored. The text it replaced is kept in History.`,
  alreadyRestored: (version: number) => `Version ${version} is what the day holds already: nothing changed.`,
} as const;

interface HistoryDialogProps {
  open: boolean;
  date: string;
  /** The day's version this page shows (0 for an empty day): a restore saves over exactly that one. */
  dayVersion: number;
  dirty: boolean;
  /** The day's tabs as stored, which a version is marked against. */
  storedNotes: DiaryDayResponse['notes'];
  onClose: () => void;
  /** After a restore, or a conflict (with the day as stored then), the day is loaded again. */
  onReload: (stored?: DiaryDayResponse) => void;
  /** A restore was answered: what the day's owner shows of it is out of date. */
  onRestored: () => void;
}

/** The day's kept versions; one opened read-only, marked against today's text, and restored as a new save. */
export function HistoryDialog(props: HistoryDialogProps) {
  const { open, date, dayVersion, dirty, storedNotes, onClose, onReload, onRestored } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [confirming, setConfirming] = useState(false);
  const history = useDayHistory(date, open);
  const version = useDayVersion(date, open ? chosen : null);
  const restore = useRestoreVersion(onRestored);
  const now = Date.now();

  const close = () => {
    setChosen(null);
    setFeedback(null);
    onClose();
  };

  const restoreChosen = () => {
    if (chosen === null) return;
    setFeedback(null);
    restore.mutate(
      { date, version: chosen, baseVersion: dayVersion },
      {
        onSuccess: (answer) => {
          onReload();
          setConfirming(false);
          setChosen(null);
          const message =
            answer.version === dayVersion ? HISTORY_TEXT.alreadyRestored(chosen) : HISTORY_TEXT.restored(chosen);
          setFeedback({ tone: 'success', message });
        },
        onError: (error) => {
          if (!isConflict(error)) {
            setConfirming(false);
            setFeedback({ tone: 'error', message: saveErrorMessage(error) });
            return;
          }
          setConfirming(false);
          onReload(conflictDay(error));
          setFeedback({ tone: 'error', message: HISTORY_TEXT.conflict });
        },
      },
    );
  };

  const summary = history.data?.versions.find((candidate) => candidate.version === chosen);
  return (
    <Modal
      open={open}
      title={chosen === null ? `History of ${formatLongDay(date)}` : `Version ${chosen}`}
      className="history-dialog"
      onClose={close}
      actions={
        chosen === null ? (
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setChosen(null);
                setFeedback(null);
              }}
            >
              All versions
            </Button>
            <Button
              onClick={() => {
                setConfirming(true);
              }}
              disabled={restore.isPending || !version.data}
            >
              Restore this version
            </Button>
          </>
        )
      }
    >
      <Alert feedback={feedback} />
      {chosen === null ? (
        <VersionList
          versions={history.data?.versions}
          failed={history.isError}
          now={now}
          onChoose={(picked) => {
            setChosen(picked);
            setFeedback(null);
          }}
        />
      ) : (
        <div className="history-dialog__version">
          {summary && (
            <p className="history-dialog__meta">
              Saved <SavedTime at={summary.savedAt} now={now} />
            </p>
          )}
          <p className="history-dialog__legend">{HISTORY_TEXT.legend}</p>
          {dirty && <p className="history-dialog__legend">{HISTORY_TEXT.unsaved}</p>}
          {version.data ? (
            <VersionDiff tabs={version.data.notes} today={storedNotes} />
          ) : (
            <p role="status">{version.isError ? 'This version could not be loaded.' : 'Loading the version...'}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming && chosen !== null}
        title={HISTORY_TEXT.confirmTitle(chosen ?? 0)}
        description={dirty ? `${HISTORY_TEXT.confirm} ${HISTORY_TEXT.confirmUnsaved}` : HISTORY_TEXT.confirm}
        confirmLabel={restore.isPending ? 'Restoring...' : `Restore version ${chosen ?? 0}`}
        cancelLabel="Keep the current text"
        pending={restore.isPending}
        onConfirm={restoreChosen}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </Modal>
  );
}

interface VersionListProps {
  versions: readonly DayVersionSummary[] | undefined;
  failed: boolean;
  now: number;
  onChoose: (version: number) => void;
}

function VersionList({ versions, failed, now, onChoose }: VersionListProps) {
  if (failed) return <p role="alert">The history could not be loaded.</p>;
  if (!versions) return <p role="status">Loading the history...</p>;
  if (versions.length === 0) return <p>{HISTORY_TEXT.empty}</p>;
  return (
    <ol className="history-dialog__list" aria-label="Earlier versions, newest first">
      {versions.map((entry) => (
        <li key={entry.version}>
          <button
            type="button"
            className="history-dialog__entry"
            onClick={() => {
              onChoose(entry.version);
            }}
          >
            <span className="history-dialog__entry-head">
              Version {entry.version}, saved <SavedTime at={entry.savedAt} now={now} />
            </span>
            <span className="history-dialog__entry-detail">
              {entry.tabCount === 1 ? '1 tab' : `${entry.tabCount} tabs`}: {entry.titles.join(', ')} ·{' '}
              {formatBytes(entry.bytes)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
