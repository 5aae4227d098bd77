import { useEditorState, type Editor } from '@tiptap/react';
import { insertIntoEditor } from '../../../templates/editorInsertion';
import { TemplatesButton } from '../../../templates/TemplatesButton';
import { FormattingToolbar } from '../FormattingToolbar';

interface ToolbarProps {
  editor: Editor;
  /** A template filled the tab (it was empty, or its text was replaced): called with the template's name. */
  onFilledFromTemplate?: (name: string) => void;
}

/** Bold and italic, pressed while the selection has them; then the tab's templates. */
export function Toolbar({ editor, onFilledFromTemplate }: ToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ bold: current.isActive('bold'), italic: current.isActive('italic') }),
  });

  return (
    <FormattingToolbar
      active={active}
      onToggle={(mark) => {
        editor.chain().focus().toggleMark(mark).run();
      }}
    >
      <TemplatesButton
        kind="tab"
        className="note-editor__tool templates-button--tool"
        readCurrent={() => (editor.isEmpty ? '' : editor.getHTML())}
        apply={(html, mode, name) => {
          const fills = mode === 'replace' || editor.isEmpty;
          insertIntoEditor(editor, html, mode);
          if (fills) onFilledFromTemplate?.(name);
        }}
      />
    </FormattingToolbar>
  );
}
