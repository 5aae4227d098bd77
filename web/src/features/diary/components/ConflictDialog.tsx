import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

interface ConflictDialogProps {
  open: boolean;
  saving: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

/** The answer to a 409: this day was saved elsewhere since it was opened here. */
export function ConflictDialog({ open, saving, onReload, onOverwrite, onKeepEditing }: ConflictDialogProps) {
  return (
    <Modal
      open={open}
      title="This day was changed elsewhere"
      description="It was saved in another tab or on another device after you opened it here. Reload to see that version (your changes here are lost), or Overwrite it with your changes."
      className="conflict-dialog"
      onClose={onKeepEditing}
      actions={
        <>
          <Button variant="secondary" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button variant="secondary" onClick={onReload}>
            Reload
          </Button>
          <Button variant="danger" onClick={onOverwrite} disabled={saving}>
            Overwrite
          </Button>
        </>
      }
    />
  );
}
