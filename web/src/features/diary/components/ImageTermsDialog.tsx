import { DIARY_MESSAGES } from '@baseline/contract/limits';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/CheckboxField';
import { Modal } from '../../../components/Modal';

interface ImageTermsDialogProps {
  open: boolean;
  /** Called inside the Continue click, so it may open the file picker (browsers allow that only then). */
  onAccept: () => void;
  onClose: () => void;
}

/** Asks for the image terms before every upload; Continue without the box ticked says so. */
export function ImageTermsDialog({ open, onAccept, onClose }: ImageTermsDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const [refused, setRefused] = useState(false);

  const close = () => {
    setAgreed(false);
    setRefused(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Upload an image"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (!agreed) {
                setRefused(true);
                return;
              }
              setAgreed(false);
              setRefused(false);
              onAccept();
            }}
          >
            Continue
          </Button>
        </>
      }
    >
      <div className="image-terms">
        <CheckboxField
          label={DIARY_MESSAGES.imageTerms}
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) setRefused(false);
          }}
        />
        <p role="alert" className="image-terms__error">
          {refused && 'Please confirm to continue.'}
        </p>
      </div>
    </Modal>
  );
}
