import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action applies to, read out with the title. */
  description?: string | undefined;
  confirmLabel: string;
  /** The safe choice's label; name it when "Cancel" would be ambiguous (e.g. cancelling a subscription). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Set while the confirmed action runs, so it cannot be sent twice. */
  pending?: boolean;
}

/**
 * A modal confirmation in place of window.confirm, on the app's Modal. Escape and the backdrop
 * cancel. Cancel comes first so it takes the initial focus: the safe choice for a destructive action.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
