import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { compressImage, IMAGE_TYPES, ImageRejectedError } from './compressImage';
import { ImageTermsDialog } from './ImageTermsDialog';
import { Modal } from '../../../components/Modal';
import './ImageAttachment.css';

interface ImageAttachmentProps {
  image: string | null;
  tabTitle: string;
  onChange: (image: string | null) => void;
}

/** The open tab's one image: upload (after the terms), a thumbnail that opens a preview, replace and remove. */
export function ImageAttachment({ image, tabTitle, onChange }: ImageAttachmentProps) {
  const [askingTerms, setAskingTerms] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await compressImage(file));
    } catch (failure) {
      setError(failure instanceof ImageRejectedError ? failure.message : 'This image could not be read.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="image-attachment">
      {image !== null && (
        <button
          type="button"
          className="image-attachment__thumb"
          aria-label={`Preview the image of ${tabTitle}`}
          onClick={() => {
            setPreviewing(true);
          }}
        >
          <img src={image} alt="" />
        </button>
      )}
      <div className="image-attachment__buttons">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setAskingTerms(true);
          }}
        >
          {busy ? 'Compressing image...' : image === null ? 'Upload Image' : 'Replace Image'}
        </Button>
        {image !== null && (
          <Button
            variant="secondary"
            onClick={() => {
              onChange(null);
            }}
          >
            Remove Image
          </Button>
        )}
      </div>
      <p role="alert" className="image-attachment__error">
        {error}
      </p>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again still fires a change.
          event.target.value = '';
          if (file) void onFile(file);
        }}
      />
      <ImageTermsDialog
        open={askingTerms}
        onClose={() => {
          setAskingTerms(false);
        }}
        onAccept={() => {
          setAskingTerms(false);
          fileInput.current?.click();
        }}
      />
      <Modal
        open={previewing && image !== null}
        title={`Image of ${tabTitle}`}
        className="image-preview"
        onClose={() => {
          setPreviewing(false);
        }}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setPreviewing(false);
            }}
          >
            Close
          </Button>
        }
      >
        {image !== null && <img className="image-preview__image" src={image} alt={`Image of ${tabTitle}`} />}
      </Modal>
    </div>
  );
}
