/**
 * Holds the editor's exact place while the day arrives, so nothing below it moves when the day's
 * text (NoteArea) appears.
 */
export function EditorSkeleton() {
  return (
    <div className="note-editor note-editor--skeleton" aria-hidden="true">
      <div className="note-editor__toolbar" />
      <div className="note-editor__area" />
    </div>
  );
}
