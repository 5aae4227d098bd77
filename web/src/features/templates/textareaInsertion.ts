import { asOwnBlock, insertIntoText, type InsertMode } from './insertion';

/**
 * Puts a note template into the note's text box. Through the browser's own editing where it has it, so
 * Ctrl+Z takes it out again; else (or where that edits nothing) by setting the text, caret after it.
 */
export function insertIntoTextarea(
  field: HTMLTextAreaElement,
  body: string,
  mode: InsertMode,
  setText: (text: string) => void,
): void {
  const before = field.value;
  const selection = { start: field.selectionStart, end: field.selectionEnd };
  const inserted = mode === 'replace' ? body : asOwnBlock(before, selection, body);
  field.focus();
  if (mode === 'replace') field.select();
  // execCommand is deprecated, yet the only way to edit a text box that its undo history records.
  const edited =
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    typeof document.execCommand === 'function' &&
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    document.execCommand('insertText', false, inserted) &&
    field.value !== before;
  if (edited) return;
  const next = insertIntoText(before, selection, body, mode);
  setText(next.text);
  requestAnimationFrame(() => {
    field.setSelectionRange(next.caret, next.caret);
  });
}
