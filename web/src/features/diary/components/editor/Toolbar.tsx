import { useEditorState, type Editor } from '@tiptap/react';

const isMac = /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The toolbar's marks: SPEC section 1 puts bold and italic there, with their usual shortcut letters. */
const MARKS = [
  { name: 'bold', label: 'Bold', key: 'B', Glyph: 'strong' },
  { name: 'italic', label: 'Italic', key: 'I', Glyph: 'em' },
] as const;

/** Bold and italic, pressed while the selection has them. */
export function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ bold: current.isActive('bold'), italic: current.isActive('italic') }),
  });

  return (
    <div className="note-editor__toolbar" role="toolbar" aria-label="Formatting">
      {MARKS.map(({ name, label, key, Glyph }) => (
        <button
          key={name}
          type="button"
          className="note-editor__tool"
          aria-pressed={active[name]}
          aria-keyshortcuts={`Control+${key} Meta+${key}`}
          title={`${label} (${isMac ? '⌘' : 'Ctrl+'}${key})`}
          onClick={() => editor.chain().focus().toggleMark(name).run()}
        >
          <Glyph aria-hidden="true">{key}</Glyph>
          <span className="visually-hidden">{label}</span>
        </button>
      ))}
      <span className="note-editor__hint">Markdown shortcuts work too: # heading, - list, &gt; quote, `code`</span>
    </div>
  );
}
