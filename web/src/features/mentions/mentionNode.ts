import { MENTION, mentionText } from '@baseline/contract/limits';
import Mention from '@tiptap/extension-mention';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { mentionOfElement, type MentionAttributes } from './mentionForm';
import { mentionSuggestion } from './mentionSuggestion';

/**
 * TipTap's mention node in the contract's form: `<span data-kind data-id data-label>@Label</span>`, exactly
 * these three attributes in this order, so the editor's HTML comes back from the server's sanitiser byte for
 * byte. A span that is not a valid mention is not read as one (its text stays), as the server would keep it.
 */
export const MentionNode = Mention.extend({
  addAttributes() {
    return {
      kind: { default: null, renderHTML: () => ({}) },
      id: { default: null, renderHTML: () => ({}) },
      label: { default: null, renderHTML: () => ({}) },
    };
  },

  parseHTML() {
    return [
      {
        tag: `${MENTION.tag}[${MENTION.attributes.kind}]`,
        getAttrs: (element) => mentionOfElement(element) ?? false,
      },
    ];
  },

  renderHTML({ node }) {
    const { kind, id, label } = node.attrs as MentionAttributes;
    const attributes = {
      [MENTION.attributes.kind]: kind,
      [MENTION.attributes.id]: id,
      [MENTION.attributes.label]: label,
    };
    return [MENTION.tag, attributes, mentionText(label)] satisfies DOMOutputSpec;
  },

  renderText({ node }) {
    return mentionText((node.attrs as MentionAttributes).label);
  },
}).configure({ suggestion: mentionSuggestion });
