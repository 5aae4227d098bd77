import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import './Modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  /** A sentence under the title, read out with it. */
  description?: string | undefined;
  /** Escape, a click on the backdrop, or the caller's own close button. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content, right-aligned. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The app's one dialog primitive (confirmations, the diary's image terms, conflicts and preview).
 * The native <dialog> in modal mode makes the rest of the page inert, traps focus and returns it
 * when it closes; Escape and a click on the backdrop call onClose instead of closing the element,
 * so React state stays the one source of truth and state and DOM never disagree.
 */
export function Modal({ open, title, description, onClose, children, actions, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx('dialog', className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; the body fills the box, so clicks
        // anywhere inside it, padding included, land on the body or its children instead.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
        {open && children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </dialog>
  );
}
