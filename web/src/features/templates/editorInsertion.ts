import type { Editor } from '@tiptap/react';
import type { InsertMode } from './insertion';

/**
 * Puts a tab template into the diary's editor as one step of its history (Ctrl+Z takes it out again): at
 * the cursor as the member left it, or over the whole tab. The editor's own update then reaches the day.
 */
export function insertIntoEditor(editor: Editor, html: string, mode: InsertMode): void {
  const chain = editor.chain().focus();
  if (mode === 'replace') chain.insertContentAt({ from: 0, to: editor.state.doc.content.size }, html).run();
  else chain.insertContent(html).run();
}
