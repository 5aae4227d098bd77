import { useMemo } from 'react';
import { FormattingToolbar } from '../FormattingToolbar';
import { parseNoteHtml } from './noteNodes';
import { NoteText } from './NoteText';
import './noteContent.css';

const NOTHING_ACTIVE = { bold: false, italic: false };

/**
 * The open tab's saved text in the editor's own box and markup, shown while the editor's code (TipTap, a
 * large lazy chunk) loads and starts, so the day reads at once and nothing moves when the editor takes over.
 * Inert: nothing in it can be clicked or focused until it is the editor.
 */
export function NotePreview({ content, date }: { content: string; date: string }) {
  const nodes = useMemo(() => parseNoteHtml(content), [content]);
  return (
    <div className="note-editor" inert>
      <FormattingToolbar active={NOTHING_ACTIVE} />
      <div className="note-editor__area">
        <div className="note-editor__content note-content">
          <NoteText nodes={nodes} date={date} />
        </div>
      </div>
    </div>
  );
}
