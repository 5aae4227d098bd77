import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { InsertMode } from './insertion';

interface InsertChoiceDialogProps {
  /** The template's name; null while nothing is asked. */
  templateName: string | null;
  /** 'tab' or 'note': what already has text. */
  target: string;
  onChoose: (mode: InsertMode) => void;
  onCancel: () => void;
}

/**
 * Asked before a template goes into text already written: it never overwrites without this. Cancel comes
 * first and takes the focus; Replace is the destructive choice (the editor's Undo brings the text back).
 */
export function InsertChoiceDialog({ templateName, target, onChoose, onCancel }: InsertChoiceDialogProps) {
  return (
    <Modal
      open={templateName !== null}
      title={`Use "${templateName ?? ''}"?`}
      description={`This ${target} already has text. Insert the template at the cursor, or replace the ${target}'s text with it.`}
      className="insert-choice-dialog"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onChoose('replace');
            }}
          >
            Replace
          </Button>
          <Button
            onClick={() => {
              onChoose('insert');
            }}
          >
            Insert at cursor
          </Button>
        </>
      }
    />
  );
}
