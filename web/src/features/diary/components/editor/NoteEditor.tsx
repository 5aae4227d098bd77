import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { MENTION_SELECTOR, mentionHref, mentionOfElement } from '../../../mentions/mentionForm';
import { isAllowedLink } from '../../state/links';
import { extensions } from './extensions';
import { Toolbar } from './Toolbar';
import './editor.css';
import '../savedNote/noteContent.css';

export interface NoteEditorProps {
  /** The HTML the editor starts from; later changes of this prop are ignored (the parent remounts per tab). */
  content: string;
  /** The tab's title, naming the text box for screen readers. */
  label: string;
  /** The diary day (YYYY-MM-DD): a tournament's mention opens the draw of its season. */
  date: string;
  onChange: (html: string) => void;
  /** A template filled the tab: the tab may take its name. */
  onFilledFromTemplate?: (name: string) => void;
}

/** Opens a link or a mention of the note in a new tab, with no way back to this page (noopener). */
function openLink(event: MouseEvent, date: string): boolean {
  if (!(event.ctrlKey || event.metaKey) || !(event.target instanceof Element)) return false;
  const mentionElement = event.target.closest(MENTION_SELECTOR);
  const mention = mentionElement && mentionOfElement(mentionElement);
  const href = mention ? mentionHref(mention, date) : event.target.closest('a')?.getAttribute('href');
  if (!href || !isAllowedLink(href)) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}

/**
 * The rich-text editor of one tab (TipTap 3). Bold and italic sit in the toolbar with their
 * Ctrl/Cmd+B and +I shortcuts; undo keeps 100 steps, grouping typing that pauses under 500 ms.
 */
export function NoteEditor({ content, label, date, onChange, onFilledFromTemplate }: NoteEditorProps) {
  // The editor is built once per tab: its click handler reads the day as it is now, not as it was then.
  const dayDate = useRef(date);
  useEffect(() => {
    dayDate.current = date;
  }, [date]);
  const editor = useEditor({
    extensions,
    content,
    // The CSP allows no inline <style>: editor.css carries the rules TipTap would inject.
    injectCSS: false,
    // The toolbar reads its state through useEditorState, so the editor need not re-render this component per keystroke.
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'note-editor__content note-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `${label} note`,
      },
      handleClick: (_view, _pos, event) => openLink(event, dayDate.current),
    },
    onUpdate: ({ editor: updated }) => {
      onChange(updated.getHTML());
    },
  });

  return (
    <div className="note-editor">
      <Toolbar editor={editor} {...(onFilledFromTemplate ? { onFilledFromTemplate } : {})} />
      <EditorContent editor={editor} className="note-editor__area" />
    </div>
  );
}
