// @vitest-environment happy-dom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { extensions } from '../diary/components/editor/extensions';
import { insertIntoEditor } from './editorInsertion';

const TEMPLATE = '<h2>Match report</h2><ul><li><p>Turning point:</p></li></ul>';
// StarterKit's trailing node: a tab never ends in a list, so there is always a line to type on after it.
const WITH_LINE_AFTER = `${TEMPLATE}<p></p>`;
let editor: Editor;

function editorWith(html: string): Editor {
  editor = new Editor({ element: document.createElement('div'), extensions, content: html, injectCSS: false });
  return editor;
}

afterEach(() => {
  editor.destroy();
});

describe('insertIntoEditor', () => {
  it('inserts at the cursor, keeping the text around it', () => {
    editorWith('<p>Sinner served well.</p>');
    editor.commands.setTextSelection(editor.state.doc.content.size);
    insertIntoEditor(editor, TEMPLATE, 'insert');
    expect(editor.getHTML()).toBe(`<p>Sinner served well.</p>${WITH_LINE_AFTER}`);
  });

  it('starts new blocks at the end of a written line, never merging the template into it', () => {
    editorWith('<p>Big forehand.</p><p>Second line</p>');
    editor.commands.setTextSelection(1 + 'Big forehand.'.length);
    insertIntoEditor(editor, '<p><strong>SERVE</strong></p><p>First serve:</p>', 'insert');
    expect(editor.getHTML()).toBe(
      '<p>Big forehand.</p><p><strong>SERVE</strong></p><p>First serve:</p><p>Second line</p>',
    );
  });

  it('replaces the whole tab only when asked to', () => {
    editorWith('<p>Sinner served well.</p><p>Backhand broke down.</p>');
    insertIntoEditor(editor, TEMPLATE, 'replace');
    expect(editor.getHTML()).toBe(WITH_LINE_AFTER);
  });

  it('is one step of the undo history: Undo brings back what was there', () => {
    editorWith('<p>Sinner served well.</p>');
    insertIntoEditor(editor, TEMPLATE, 'replace');
    editor.commands.undo();
    expect(editor.getHTML()).toBe('<p>Sinner served well.</p>');
    editor.commands.redo();
    expect(editor.getHTML()).toBe(WITH_LINE_AFTER);
  });
});
