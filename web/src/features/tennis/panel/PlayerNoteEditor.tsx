import { PLAYER_NOTE_MAX_LENGTH } from '@baseline/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/ApiError';
import { Button } from '../../../components/Button';
import { useClaims } from '../../../app/session/useToken';
import { insertIntoTextarea } from '../../templates/textareaInsertion';
import { TemplatesButton } from '../../templates/TemplatesButton';
import { OFFLINE_TEXT } from '../../offline/offlineText';
import { useOnline } from '../../offline/status/useOnline';
import { playerNoteKey } from '../../offline/outbox/changes';
import { outboxFor, queueChange } from '../../offline/outbox/outboxRegistry';
import { useQueuedChange } from '../../offline/outbox/useOutbox';
import { tennisKeys, usePlayerNote, useSavePlayerNote } from '../api';
import { createLocalNotes } from './localNotes';
import { noteLoadNotice } from './noteLoadNotice';
import { NoteHistory } from './NoteHistory';

interface PlayerNoteEditorProps {
  tournamentId: string;
  tournamentYear: number;
  playerId: string;
  playerName: string;
  location: string;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'queued' | 'failed';

/**
 * The user's note on the player at this tournament. A note that cannot be loaded falls back to the copy
 * this browser keeps (SPEC section 4); each save updates that copy first, so it is never behind.
 */
export function PlayerNoteEditor({
  tournamentId,
  tournamentYear,
  playerId,
  playerName,
  location,
}: PlayerNoteEditorProps) {
  const userId = useClaims()?.sub ?? '';
  const local = useMemo(() => createLocalNotes(window.localStorage, userId), [userId]);
  const edition = useMemo(() => ({ tournamentId, tournamentYear, playerId }), [tournamentId, tournamentYear, playerId]);
  const stored = usePlayerNote(tournamentId, tournamentYear, playerId);
  const save = useSavePlayerNote();
  const [draft, setDraft] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  const queryClient = useQueryClient();
  // A save kept on this device and not yet synced is newer than the server's copy.
  const { queued } = useQueuedChange(userId, playerNoteKey(tournamentId, playerId, tournamentYear));
  const queuedNote = queued?.change.kind === 'playerNote' ? queued.change.body.note : undefined;
  const localCopy = stored.isError ? local.read(edition) : null;
  const loaded = queuedNote ?? stored.data?.note ?? (stored.isError ? (localCopy ?? '') : null);
  const online = useOnline();

  useEffect(
    () =>
      outboxFor(userId).onSynced(({ change }) => {
        if (
          change.kind !== 'playerNote' ||
          change.tournamentId !== tournamentId ||
          change.playerId !== playerId ||
          change.body.tournamentYear !== tournamentYear
        )
          return;
        queryClient.setQueryData(tennisKeys.note(tournamentId, tournamentYear, playerId), { note: change.body.note });
        void queryClient.invalidateQueries({ queryKey: tennisKeys.noted(tournamentId, tournamentYear) });
        setSaveState((current) => (current === 'queued' ? 'saved' : current));
      }),
    [userId, queryClient, tournamentId, tournamentYear, playerId],
  );
  const text = draft ?? loaded ?? '';

  useEffect(() => {
    if (stored.data) local.write(edition, stored.data.note);
  }, [stored.data, local, edition]);

  const ready = loaded !== null;
  useEffect(() => {
    // The panel opens to write: the field takes the focus once the note is in it.
    if (ready) field.current?.focus();
  }, [ready]);

  function keepOnDevice() {
    const change = { kind: 'playerNote', tournamentId, playerId, body: { note: text, tournamentYear } } as const;
    queueChange(userId, change).then(
      () => {
        setSaveState('queued');
      },
      () => {
        setSaveState('failed');
      },
    );
  }

  function onSave() {
    local.write(edition, text);
    setSaveState('saving');
    if (!navigator.onLine || queued) {
      keepOnDevice();
      return;
    }
    save.mutate(
      { tournamentId, playerId, note: text, tournamentYear },
      {
        onSuccess: () => {
          setSaveState('saved');
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 0) {
            keepOnDevice();
            return;
          }
          // SPEC section 4: a failed save is logged; the note stays in the field and in this browser's copy.
          console.error('Saving the player note failed', error);
          setSaveState('failed');
        },
      },
    );
  }

  return (
    <div className="note-editor">
      <label htmlFor={fieldId} className="note-editor__label">
        Your note on {playerName} at {location}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className="note-editor__field"
        rows={8}
        maxLength={PLAYER_NOTE_MAX_LENGTH}
        value={text}
        disabled={!ready}
        placeholder={!ready ? 'Loading note...' : 'Form, tactics, fitness, anything worth keeping.'}
        onChange={(event) => {
          setDraft(event.target.value);
          setSaveState('idle');
        }}
      />
      {stored.isError && (
        <p className="note-editor__notice">
          {noteLoadNotice({ online, hasLocalCopy: localCopy !== null || queuedNote !== undefined })}
        </p>
      )}
      <div className="note-editor__actions">
        <Button onClick={onSave} disabled={!ready || saveState === 'saving'}>
          Save Note
        </Button>
        <NoteHistory
          edition={edition}
          playerName={playerName}
          online={online}
          dirty={draft !== null && draft !== loaded}
          onRestored={(note) => {
            local.write(edition, note);
            setDraft(null);
            setSaveState('idle');
          }}
        />
        <TemplatesButton
          kind="note"
          className="button button--secondary"
          disabled={!ready}
          readCurrent={() => text}
          apply={(body, mode) => {
            if (!field.current) return;
            insertIntoTextarea(field.current, body, mode, (next) => {
              setDraft(next);
              setSaveState('idle');
            });
          }}
        />
        <p className="note-editor__status" role="status">
          {saveState === 'saving' && 'Saving...'}
          {saveState === 'saved' && 'Saved!'}
          {saveState === 'queued' && OFFLINE_TEXT.savedOnDevice}
          {saveState === 'failed' && 'Not saved. It is kept in this browser; try again later.'}
        </p>
      </div>
    </div>
  );
}
