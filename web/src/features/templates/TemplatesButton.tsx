import type { TemplateKind } from '@baseline/contract/template-builtins';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { InsertMode } from './insertion';
import './TemplatesButton.css';

// The dialog, its list and its forms load on the first click: the diary's and the panel's code stay as lean.
const TemplatesDialog = lazy(() => import('./TemplatesDialog'));

interface TemplatesButtonProps {
  kind: TemplateKind;
  /** The text written so far, read as the dialog opens: the tab's HTML, or the note's text. */
  readCurrent: () => string;
  /** Puts the chosen template in; called once the dialog has closed, so the caret can go back to the text. */
  apply: (body: string, mode: InsertMode, name: string) => void;
  className: string;
  disabled?: boolean;
}

/** 'Templates': opens the dialog that puts a template in, saves the text as one, and renames or deletes them. */
export function TemplatesButton({ kind, readCurrent, apply, className, disabled = false }: TemplatesButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that the dialog closes (giving the focus back) rather than vanishes.
  const [mounted, setMounted] = useState(false);
  const [current, setCurrent] = useState('');
  const [chosen, setChosen] = useState<{ body: string; mode: InsertMode; name: string } | null>(null);

  useEffect(() => {
    // After the dialog's own effect has closed it and given the focus back: the template goes in and the
    // text takes the focus.
    if (!chosen) return;
    apply(chosen.body, chosen.mode, chosen.name);
    setChosen(null);
  }, [chosen, apply]);

  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setCurrent(readCurrent());
          setMounted(true);
          setOpen(true);
        }}
      >
        Templates
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <TemplatesDialog
            open={open}
            kind={kind}
            current={current}
            onApply={(body, mode, name) => {
              setOpen(false);
              setChosen({ body, mode, name });
            }}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
