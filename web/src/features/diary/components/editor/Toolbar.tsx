import { useEditorState, type Editor } from '@tiptap/react';
import { FormattingToolbar } from '../FormattingToolbar';

/** Bold and italic, pressed while the selection has them. */
export function Toolbar({ editor }: { editor: Editor }) {
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
    />
  );
}
