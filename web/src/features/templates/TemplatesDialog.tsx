import type { NoteTemplate } from '@baseline/contract';
import type { TemplateKind } from '@baseline/contract/template-builtins';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api/ApiError';
import { useCreateTemplate, useDeleteTemplate, useTemplates, useUpdateTemplate } from './api';
import { InsertChoiceDialog } from './InsertChoiceDialog';
import { needsAsking, type InsertMode } from './insertion';
import { KIND_TEXTS } from './kindTexts';
import { SaveAsTemplate } from './SaveAsTemplate';
import { TemplateRow } from './TemplateRow';
import './TemplatesDialog.css';

export interface TemplatesDialogProps {
  open: boolean;
  kind: TemplateKind;
  /** The text written so far: what a template would go into, and what 'Save as template' keeps. */
  current: string;
  /** The template's body, how it goes in, and its name (a tab it fills is named after it). */
  onApply: (body: string, mode: InsertMode, name: string) => void;
  onClose: () => void;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * The templates of one kind: put one in (asking first when there is text already), save the text as one,
 * rename or delete the member's own. The question and the deletion's confirmation are dialogs of their own
 * beside this one (not inside: Escape there must close only them), and come first so that, when all close
 * at once, each gives the focus back in turn, ending on the button that opened this one.
 */
export default function TemplatesDialog({ open, kind, current, onApply, onClose }: TemplatesDialogProps) {
  const templates = useTemplates();
  const create = useCreateTemplate();
  const rename = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const list = useRef<HTMLUListElement>(null);
  const [asking, setAsking] = useState<NoteTemplate | null>(null);
  const [deleting, setDeleting] = useState<NoteTemplate | null>(null);
  const [feedback, setFeedback] = useState<{ error: boolean; text: string } | null>(null);
  const { target, dialogTitle } = KIND_TEXTS[kind];
  const hasText = needsAsking(current);
  const ofKind = (templates.data?.templates ?? []).filter((template) => template.kind === kind);
  // A deleted template's row took the focused button with it: once the row is gone, the focus goes to the list.
  const [removedId, setRemovedId] = useState<string | null>(null);
  const removedRowShown = ofKind.some((template) => template.id === removedId);
  useEffect(() => {
    if (removedId === null || removedRowShown) return;
    list.current?.querySelector('button')?.focus();
    setRemovedId(null);
  }, [removedId, removedRowShown]);

  // The form that failed keeps what was typed: the error goes on to it after being shown.
  const failed = (error: unknown) => {
    setFeedback({ error: true, text: messageOf(error) });
    throw error;
  };
  const done = (text: string) => () => {
    setFeedback({ error: false, text });
  };
  const close = () => {
    setFeedback(null);
    onClose();
  };

  return (
    <>
      <InsertChoiceDialog
        templateName={asking?.name ?? null}
        target={target}
        onCancel={() => {
          setAsking(null);
        }}
        onChoose={(mode) => {
          if (asking) onApply(asking.body, mode, asking.name);
          setAsking(null);
          setFeedback(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the template "${deleting?.name ?? ''}"?`}
        description="Notes already written from it stay as they are."
        confirmLabel="Delete template"
        pending={remove.isPending}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove
            .mutateAsync(id)
            .then(() => {
              setFeedback({ error: false, text: `Deleted "${name}".` });
              setRemovedId(id);
            }, failed)
            .catch(() => undefined);
          setDeleting(null);
        }}
      />
      <Modal
        open={open}
        title={dialogTitle}
        description={
          hasText
            ? `Put a template into this ${target}: you choose whether it goes at the cursor or replaces the text.`
            : `Start this ${target} from a template.`
        }
        className="templates-dialog"
        onClose={close}
        actions={
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        }
      >
        <ul ref={list} className="templates-dialog__list" aria-label={dialogTitle}>
          {ofKind.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              onUse={() => {
                if (hasText) setAsking(template);
                else onApply(template.body, 'insert', template.name);
              }}
              onRename={(name) =>
                rename.mutateAsync({ templateId: template.id, name }).then(done(`Renamed to "${name.trim()}".`), failed)
              }
              onDelete={() => {
                setDeleting(template);
              }}
            />
          ))}
        </ul>
        {templates.isError && <p className="templates-dialog__note">Your own templates could not be loaded.</p>}
        <SaveAsTemplate
          kind={kind}
          canSave={hasText}
          onSave={(name) =>
            create.mutateAsync({ kind, name, body: current }).then(done(`Saved "${name.trim()}".`), failed)
          }
        />
        <p className="templates-dialog__note" role="status">
          {feedback && !feedback.error && feedback.text}
        </p>
        <p className="templates-dialog__error" role="alert">
          {feedback?.error && feedback.text}
        </p>
      </Modal>
    </>
  );
}
