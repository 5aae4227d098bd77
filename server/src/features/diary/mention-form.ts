import { MENTION, mentionIdPattern, type MentionKind } from '@baseline/contract';

/** A mention as its element carries it: what it names and the name it shows. */
export interface MentionForm {
  kind: MentionKind;
  id: string;
  label: string;
}

const KINDS: ReadonlySet<string> = new Set(MENTION.kinds);
const IDS = new Map(MENTION.kinds.map((kind) => [kind, new RegExp(mentionIdPattern(kind))]));

/**
 * The mention a span's attributes describe (MENTION in the contract), or undefined when they describe none: a
 * kind it does not know, an id not of its kind's form (the tennis source's, a chart's UUID), a label blank or too long. Attributes other
 * than the three are not looked at (the sanitiser drops them).
 */
export function mentionOf(attributes: Readonly<Record<string, string | undefined>>): MentionForm | undefined {
  const kind = attributes[MENTION.attributes.kind] ?? '';
  const id = attributes[MENTION.attributes.id] ?? '';
  const label = attributes[MENTION.attributes.label] ?? '';
  if (!isKind(kind) || !IDS.get(kind)?.test(id)) return undefined;
  if (label.trim() === '' || label.length > MENTION.labelMaxLength) return undefined;
  return { kind, id, label };
}

function isKind(kind: string): kind is MentionKind {
  return KINDS.has(kind);
}

/** The element's attributes in the order the editor writes them (extensions: mentionNode.ts). */
export function mentionAttributes({ kind, id, label }: MentionForm): Record<string, string> {
  return { [MENTION.attributes.kind]: kind, [MENTION.attributes.id]: id, [MENTION.attributes.label]: label };
}

/**
 * The sanitised HTML with every element of this mention replaced by its text ("@Label"): the sanitiser writes
 * a mention in exactly one form, so a pattern finds it. For a mention that can no longer be linked.
 */
export function withoutMention(html: string, { kind, id }: Pick<MentionForm, 'kind' | 'id'>): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const element = new RegExp(`<span data-kind="${kind}" data-id="${escaped}" data-label="[^"]*">([^<]*)</span>`, 'g');
  return html.replace(element, '$1');
}
