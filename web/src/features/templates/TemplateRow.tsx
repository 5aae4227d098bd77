import type { NoteTemplate } from '@baseline/contract';
import { NOTE_TEMPLATES } from '@baseline/contract/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';

interface TemplateRowProps {
  template: NoteTemplate;
  onUse: () => void;
  /** Resolves once the new name is saved; rejects with the server's sentence. */
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
}

/** One template: its name (as text, whatever it holds), 'Use', and for the member's own 'Rename' and 'Delete'. */
export function TemplateRow({ template, onUse, onRename, onDelete }: TemplateRowProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(template.name);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  // The rename field gives way to the button that opened it: the focus goes back there, not to the page.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || renaming) return;
    renameButton.current?.focus();
    setRefocus(false);
  }, [refocus, renaming]);
  const stopRenaming = () => {
    setRenaming(false);
    setRefocus(true);
  };

  if (renaming) {
    return (
      <li className="templates-dialog__row">
        <form
          className="templates-dialog__rename"
          onSubmit={(event) => {
            event.preventDefault();
            setSaving(true);
            onRename(name).then(
              () => {
                setSaving(false);
                stopRenaming();
              },
              () => {
                setSaving(false);
              },
            );
          }}
        >
          <label htmlFor={fieldId} className="visually-hidden">
            New name for {template.name}
          </label>
          <input
            id={fieldId}
            className="field__input"
            value={name}
            maxLength={NOTE_TEMPLATES.nameMaxLength}
            // The field replaces the button that opened it: the focus goes on into it.
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
            }}
            onKeyDown={(event) => {
              // Escape leaves the rename, not the whole dialog.
              if (event.key !== 'Escape') return;
              event.preventDefault();
              stopRenaming();
            }}
          />
          <Button type="submit" disabled={saving}>
            Save
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setName(template.name);
              stopRenaming();
            }}
          >
            Cancel
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className="templates-dialog__row">
      <span className="templates-dialog__name">
        {template.name}
        {template.builtIn && <span className="templates-dialog__badge">Built in</span>}
      </span>
      <span className="templates-dialog__actions">
        <Button onClick={onUse} aria-label={`Use ${template.name}`}>
          Use
        </Button>
        {!template.builtIn && (
          <>
            {/* A plain button: the app's Button takes no ref, and the focus comes back here after a rename. */}
            <button
              ref={renameButton}
              type="button"
              className="button button--secondary"
              aria-label={`Rename ${template.name}`}
              onClick={() => {
                setName(template.name);
                setRenaming(true);
              }}
            >
              Rename
            </button>
            <Button variant="secondary" aria-label={`Delete ${template.name}`} onClick={onDelete}>
              Delete
            </Button>
          </>
        )}
      </span>
    </li>
  );
}
