import { PLAYER_NOTE_HISTORY_MESSAGES, type PlayerNoteVersion } from '@baseline/contract';
import { useState } from 'react';
import { Alert, type Feedback } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api/ApiError';
import { formatBytes } from '../../../lib/intl/formatBytes';
import { SavedTime } from '../../history/SavedTime';
import { useNoteHistory, useRestoreNoteVersion, type NoteEdition } from './noteHistoryApi';
import './NoteHistory.css';

export const NOTE_HISTORY_TEXT = {
  offline: 'History needs a connection: it is kept on the server, not on this device.',
  empty: 'No earlier versions of this note yet. Each save that changes it keeps the text it replaces.',
  confirmTitle: (version: number) => `Restore version ${version}?`,
  confirm: 'The note’s current text is replaced by this version, and kept in History, where you can restore it.',
  confirmUnsaved: 'Your unsaved changes in the note are lost: they are not in History.',
  restored: (version: number) => `Version ${version} restored. The text it replaced is kept in History.`,
} as const;

interface NoteHistoryProps {
  edition: NoteEdition;
  playerName: string;
  online: boolean;
  /** The field holds text not saved yet. */
  dirty: boolean;
  /** After a restore, with the note's text now. */
  onRestored: (note: string) => void;
}

/** 'History' beside the note's Save: the edition's earlier texts, each restorable as the note again. */
export function NoteHistory({ edition, playerName, online, dirty, onRestored }: NoteHistoryProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const history = useNoteHistory(edition, open);
  const restore = useRestoreNoteVersion(edition);

  const close = () => {
    setOpen(false);
    setFeedback(null);
  };
  const restoreChosen = (version: number) => {
    restore.mutate(version, {
      onSuccess: (answer) => {
        setConfirming(null);
        onRestored(answer.note);
        setFeedback({ tone: 'success', message: NOTE_HISTORY_TEXT.restored(version) });
      },
      onError: (error) => {
        setConfirming(null);
        const message =
          error instanceof ApiError && error.status === 404
            ? PLAYER_NOTE_HISTORY_MESSAGES.versionNotFound
            : 'The version could not be restored. Try again.';
        setFeedback({ tone: 'error', message });
      },
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        disabled={!online}
        title={online ? undefined : NOTE_HISTORY_TEXT.offline}
        onClick={() => {
          setOpen(true);
        }}
      >
        History
      </Button>
      <Modal
        open={open}
        title={`History of your note on ${playerName}, ${edition.tournamentYear}`}
        className="note-history"
        onClose={close}
        actions={
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        }
      >
        <Alert feedback={feedback} />
        <VersionList
          versions={history.data?.versions}
          failed={history.isError}
          pending={restore.isPending}
          onRestore={(version) => {
            setFeedback(null);
            setConfirming(version);
          }}
        />
        <ConfirmDialog
          open={confirming !== null}
          title={NOTE_HISTORY_TEXT.confirmTitle(confirming ?? 0)}
          description={
            dirty ? `${NOTE_HISTORY_TEXT.confirm} ${NOTE_HISTORY_TEXT.confirmUnsaved}` : NOTE_HISTORY_TEXT.confirm
          }
          confirmLabel={restore.isPending ? 'Restoring...' : `Restore version ${confirming ?? 0}`}
          cancelLabel="Keep the current text"
          pending={restore.isPending}
          onConfirm={() => {
            if (confirming !== null) restoreChosen(confirming);
          }}
          onCancel={() => {
            setConfirming(null);
          }}
        />
      </Modal>
    </>
  );
}

interface VersionListProps {
  versions: readonly PlayerNoteVersion[] | undefined;
  failed: boolean;
  pending: boolean;
  onRestore: (version: number) => void;
}

function VersionList({ versions, failed, pending, onRestore }: VersionListProps) {
  if (failed) return <p role="alert">The history could not be loaded.</p>;
  if (!versions) return <p role="status">Loading the history...</p>;
  if (versions.length === 0) return <p>{NOTE_HISTORY_TEXT.empty}</p>;
  const now = Date.now();
  return (
    <ol className="note-history__list" aria-label="Earlier versions, newest first">
      {versions.map((entry) => (
        <li key={entry.version} className="note-history__entry">
          <p className="note-history__head">
            Version {entry.version}, saved <SavedTime at={entry.savedAt} now={now} /> ·{' '}
            {formatBytes(new TextEncoder().encode(entry.note).length)}
          </p>
          <p className="note-history__text">{entry.note}</p>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => {
              onRestore(entry.version);
            }}
          >
            Restore version {entry.version}
          </Button>
        </li>
      ))}
    </ol>
  );
}
