import { MENTION } from '@baseline/contract/limits';
import type { MentionOptions } from '@tiptap/extension-mention';
import { ReactRenderer } from '@tiptap/react';
import { MentionList, type MentionListHandle, type MentionListProps } from './MentionList';
import type { MentionAttributes } from './mentionForm';

/** A screen's edge the list keeps clear of, in pixels: it must fit a 360 px phone. */
const EDGE = 8;
/** Words a name has at most: past that, the `@` was not the start of a mention and the list goes. */
const WORDS_IN_A_NAME = 5;
let lists = 0;

/**
 * The `@` suggestion of the diary's editor: the list (MentionList) under the caret while what follows the
 * `@` can still be a name, and the chosen mention put in place of the typed text, with a space after it.
 */
export const mentionSuggestion: MentionOptions['suggestion'] = {
  char: MENTION.trigger,
  allowSpaces: true,
  // In the page's main landmark, where the editor is (not at the end of the body, outside every landmark).
  container: 'main',
  shouldShow: ({ query }) =>
    query.length <= MENTION.queryMaxLength && query.trim().split(/\s+/).length <= WORDS_IN_A_NAME,

  command: ({ editor, range, props }) => {
    const { kind, id, label } = props as MentionAttributes;
    editor
      .chain()
      .focus()
      .insertContentAt(range, [
        { type: 'mention', attrs: { kind, id, label } },
        { type: 'text', text: ' ' },
      ])
      .run();
  },

  render: () => {
    let renderer: ReactRenderer<MentionListHandle, MentionListProps> | undefined;
    let unmount: (() => void) | undefined;
    const listId = `mention-list-${++lists}`;

    return {
      onStart(props) {
        const editorElement = props.editor.view.dom;
        editorElement.setAttribute('aria-controls', listId);
        editorElement.setAttribute('aria-autocomplete', 'list');
        renderer = new ReactRenderer(MentionList, {
          editor: props.editor,
          className: 'mention-popup',
          props: {
            query: props.query,
            listId,
            onPick: (mention: MentionAttributes) => {
              props.command(mention);
            },
            onActiveChange: (optionId: string | null) => {
              if (optionId) editorElement.setAttribute('aria-activedescendant', optionId);
              else editorElement.removeAttribute('aria-activedescendant');
            },
          },
        });
        unmount = props.mount(renderer.element, {
          onPosition: ({ x, y, strategy }) => {
            const element = renderer?.element;
            if (!element) return;
            const room = document.documentElement.clientWidth - element.offsetWidth - EDGE;
            Object.assign(element.style, {
              position: strategy,
              left: `${Math.max(EDGE, Math.min(x, room))}px`,
              top: `${y}px`,
            });
          },
        });
      },

      onUpdate(props) {
        renderer?.updateProps({
          query: props.query,
          onPick: (mention: MentionAttributes) => {
            props.command(mention);
          },
        });
      },

      onKeyDown({ event }) {
        if (event.key === 'Escape') return true;
        return renderer?.ref?.onKeyDown(event) ?? false;
      },

      onExit(props) {
        const editorElement = props.editor.view.dom;
        for (const name of ['aria-controls', 'aria-autocomplete', 'aria-activedescendant']) {
          editorElement.removeAttribute(name);
        }
        unmount?.();
        renderer?.destroy();
        renderer = undefined;
        unmount = undefined;
      },
    };
  },
};
