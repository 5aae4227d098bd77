import { useEditorStart } from './editor/useEditorStart';
import type { NoteEditorProps } from './editor/NoteEditor';
import { NotePreview } from './savedNote/NotePreview';

/** The open tab's note: its saved text at once, then the editor in the same place (see useEditorStart). */
export function NoteArea(props: NoteEditorProps) {
  const NoteEditor = useEditorStart();
  return NoteEditor ? <NoteEditor {...props} /> : <NotePreview content={props.content} date={props.date} />;
}
