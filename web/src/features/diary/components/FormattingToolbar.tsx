import type { ReactNode } from 'react';
import { ariaShortcut, shortcutLabel } from '../../../lib/shortcuts';
import './FormattingToolbar.css';

/** The toolbar's marks: SPEC section 1 puts bold and italic there, with their usual shortcut letters. */
const MARKS = [
  { name: 'bold', label: 'Bold', key: 'B', Glyph: 'strong' },
  { name: 'italic', label: 'Italic', key: 'I', Glyph: 'em' },
] as const;

export type MarkName = (typeof MARKS)[number]['name'];

interface FormattingToolbarProps {
  /** The marks the selection has: their buttons show pressed. */
  active: Record<MarkName, boolean>;
  /** Absent while the editor's code loads: the bar is drawn in its place but does nothing yet. */
  onToggle?: (mark: MarkName) => void;
  /** Tools after the marks (the templates' button). */
  children?: ReactNode;
}

/** Bold and italic above the note: the editor's own bar, and its stand-in while the editor loads. */
export function FormattingToolbar({ active, onToggle, children }: FormattingToolbarProps) {
  return (
    <div className="note-editor__toolbar" role="toolbar" aria-label="Formatting">
      {MARKS.map(({ name, label, key, Glyph }) => (
        <button
          key={name}
          type="button"
          className="note-editor__tool"
          aria-pressed={active[name]}
          aria-keyshortcuts={ariaShortcut(key)}
          title={`${label} (${shortcutLabel(key)})`}
          onClick={() => onToggle?.(name)}
        >
          <Glyph aria-hidden="true">{key}</Glyph>
          <span className="visually-hidden">{label}</span>
        </button>
      ))}
      {children}
      <span className="note-editor__hint">Markdown shortcuts work too: # heading, - list, &gt; quote, `code`</span>
    </div>
  );
}
