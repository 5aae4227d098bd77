import StarterKit from '@tiptap/starter-kit';
import { NOTE_LINK_REL, NOTE_LINK_TARGET } from '@baseline/contract/limits';
import { MentionNode } from '../../../mentions/mentionNode';
import { isAllowedLink } from '../../state/links';

/**
 * The editor's schema: exactly the marks and nodes of SPEC section 1 (which the server's sanitiser
 * also keeps), so strike, underline and ordered lists, which StarterKit would add, are left out.
 * Everything but bold and italic comes through Markdown shortcuts ('# ', '> ', '- ', '```', '---', `code`).
 * `@` mentions a player or a tournament (issue 18; features/mentions).
 */
export const extensions = [
  StarterKit.configure({
    strike: false,
    underline: false,
    orderedList: false,
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    undoRedo: { depth: 100, newGroupDelay: 500 },
    link: {
      autolink: true,
      // The editor is always editable: a plain click places the caret; Ctrl/Cmd+click opens (see NoteEditor).
      openOnClick: false,
      linkOnPaste: true,
      markdownLinks: true,
      defaultProtocol: 'http',
      // No extra `protocols`: TipTap registers them in linkify's global state for every editor created (one per
      // tab shown) and linkify warns each time. They only widen autolinking; isAllowedUri alone decides what is kept.
      HTMLAttributes: { target: NOTE_LINK_TARGET, rel: NOTE_LINK_REL },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  MentionNode,
];
