import type { PlayerLabel } from '@baseline/contract';
import { PLAYER_LABELS, type LabelColour } from '@baseline/contract/limits';
import { useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useCreateLabel, useDeleteLabel, useLabels, useUpdateLabel } from './api';
import { ColourChoice } from './ColourChoice';
import { LabelChip } from './LabelChip';
import './LabelManager.css';

interface LabelManagerProps {
  open: boolean;
  onClose: () => void;
}

const failure = (error: unknown, what: string): Feedback => ({
  tone: 'error',
  message: serverErrorOf(error) ?? `Unable to ${what}. Please try again.`,
});

/**
 * 'Your labels': make, rename, recolour and delete the member's labels. Escape closes this dialog only (the
 * notes panel it may be opened from leaves Escape to an open dialog).
 */
export function LabelManager({ open, onClose }: LabelManagerProps) {
  const labels = useLabels();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PlayerLabel | null>(null);
  const remove = useDeleteLabel();

  return (
    <Modal open={open} title="Your labels" onClose={onClose} className="label-manager">
      <div className="label-manager__content">
        <p className="label-manager__hint">Labels are yours alone: no one else sees them.</p>
        {labels.isPending && <p role="status">Loading your labels...</p>}
        {labels.isError && <p role="alert">Unable to load your labels.</p>}
        {labels.data && labels.data.labels.length === 0 && <p className="label-manager__empty">No labels yet.</p>}
        {labels.data && labels.data.labels.length > 0 && (
          <ul className="label-manager__list">
            {labels.data.labels.map((label) => (
              <li key={label.id} className="label-manager__item">
                {editing === label.id ? (
                  <LabelForm
                    label={label}
                    onDone={(done) => {
                      setFeedback(done);
                      if (done.tone === 'success') setEditing(null);
                    }}
                    onCancel={() => {
                      setEditing(null);
                    }}
                  />
                ) : (
                  <>
                    <LabelChip label={label} />
                    <span className="label-manager__actions">
                      <Button
                        variant="secondary"
                        aria-label={`Edit ${label.name}`}
                        onClick={() => {
                          setFeedback(null);
                          setEditing(label.id);
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={`Delete ${label.name}`}
                        onClick={() => {
                          setDeleting(label);
                        }}
                      >
                        Delete
                      </Button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {editing === null && <LabelForm onDone={setFeedback} />}
        <Alert feedback={feedback} />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
        <ConfirmDialog
          open={deleting !== null}
          title={`Delete the label "${deleting?.name ?? ''}"?`}
          description="It comes off every player it is on."
          confirmLabel="Delete label"
          pending={remove.isPending}
          onCancel={() => {
            setDeleting(null);
          }}
          onConfirm={() => {
            if (!deleting) return;
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setFeedback({ tone: 'success', message: `Label "${deleting.name}" deleted.` });
              },
              onError: (error) => {
                setFeedback(failure(error, 'delete the label'));
              },
              onSettled: () => {
                setDeleting(null);
              },
            });
          }}
        />
      </div>
    </Modal>
  );
}

interface LabelFormProps {
  /** The label to rename or recolour; none makes a new one. */
  label?: PlayerLabel;
  onDone: (feedback: Feedback) => void;
  onCancel?: () => void;
}

/** A label's name and colour: a new label's, or one being changed. */
function LabelForm({ label, onDone, onCancel }: LabelFormProps) {
  const [name, setName] = useState(label?.name ?? '');
  const [colour, setColour] = useState<LabelColour>(label?.colour ?? 'blue');
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const pending = create.isPending || update.isPending;
  const what = label ? `Edit ${label.name}` : 'New label';

  function onSubmit() {
    // Not disabled while it saves: a disabled button would lose the focus, out of the dialog.
    if (pending) return;
    if (label) {
      update.mutate(
        { labelId: label.id, name, colour },
        {
          onSuccess: (saved) => {
            onDone({ tone: 'success', message: `Label "${saved.name}" saved.` });
          },
          onError: (error) => {
            onDone(failure(error, 'save the label'));
          },
        },
      );
      return;
    }
    create.mutate(
      { name, colour },
      {
        onSuccess: (made) => {
          setName('');
          onDone({ tone: 'success', message: `Label "${made.name}" added.` });
        },
        onError: (error) => {
          onDone(failure(error, 'add the label'));
        },
      },
    );
  }

  return (
    <form
      className="label-form"
      aria-label={what}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {!label && <h3 className="label-form__title">New label</h3>}
      <TextField
        label="Name"
        value={name}
        onValueChange={setName}
        maxLength={PLAYER_LABELS.nameMaxLength}
        required
        hint={`Up to ${PLAYER_LABELS.nameMaxLength} characters, e.g. "injury watch".`}
      />
      <ColourChoice legend={label ? `Colour of ${label.name}` : 'Colour'} value={colour} onChange={setColour} />
      <div className="label-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" aria-disabled={pending}>
          {label ? 'Save label' : 'Add label'}
        </Button>
      </div>
    </form>
  );
}
