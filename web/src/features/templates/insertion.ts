/** How a template goes into text already written: at the cursor, or in place of all of it. */
export type InsertMode = 'insert' | 'replace';

/** Whether putting a template in must ask first: any text but white space would be overwritten or moved. */
export function needsAsking(text: string): boolean {
  return text.trim() !== '';
}

export interface TextSelection {
  start: number;
  end: number;
}

/**
 * A plain-text note with the template put in: at the cursor (over the selected text only, as typing would
 * be) or in place of the whole note. The caret goes after what was put in.
 */
export function insertIntoText(
  text: string,
  selection: TextSelection,
  body: string,
  mode: InsertMode,
): { text: string; caret: number } {
  if (mode === 'replace') return { text: body, caret: body.length };
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return { text: text.slice(0, start) + body + text.slice(end), caret: start + body.length };
}
