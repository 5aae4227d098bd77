import type { TemplateKind } from '@baseline/contract/template-builtins';
import { NOTE_TEMPLATES } from '@baseline/contract/limits';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { KIND_TEXTS } from './kindTexts';

interface SaveAsTemplateProps {
  kind: TemplateKind;
  /** False while the text is empty: there is nothing to keep. */
  canSave: boolean;
  /** Resolves once saved; rejects with the server's sentence, which the dialog shows. */
  onSave: (name: string) => Promise<unknown>;
}

/** Makes a template of the text written so far, under a name of the member's choosing. */
export function SaveAsTemplate({ kind, canSave, onSave }: SaveAsTemplateProps) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const { saveLabel, target } = KIND_TEXTS[kind];
  return (
    <form
      className="templates-dialog__save"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        onSave(name).then(
          () => {
            setSaving(false);
            setName('');
          },
          () => {
            setSaving(false);
          },
        );
      }}
    >
      <TextField
        label="Template name"
        value={name}
        onValueChange={setName}
        maxLength={NOTE_TEMPLATES.nameMaxLength}
        hint={canSave ? `Keeps this ${target}'s text as a template of your own.` : `Write in this ${target} first.`}
      />
      <Button type="submit" variant="secondary" disabled={!canSave || saving}>
        {saveLabel}
      </Button>
    </form>
  );
}
