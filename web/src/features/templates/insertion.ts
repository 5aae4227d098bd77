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
 * The template as it goes in at the cursor: at the end of a written line it starts a block of its own, after a
 * blank line, rather than run on from the line's last word ("…forehand. SERVE"); anywhere else as it is.
 */
export function asOwnBlock(text: string, selection: TextSelection, body: string): string {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const atLineEnd = end === text.length || text[end] === '\n';
  if (!atLineEnd || text.slice(lineStart, start).trim() === '') return body;
  const leadingNewlines = /^\n*/.exec(body)?.[0].length ?? 0;
  return '\n'.repeat(Math.max(0, 2 - leadingNewlines)) + body;
}

/**
 * A plain-text note with the template put in: at the cursor (over the selected text only, as typing would
 * be; a block of its own at a line's end, asOwnBlock) or in place of the whole note. The caret goes after
 * what was put in.
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
  const inserted = asOwnBlock(text, { start, end }, body);
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
