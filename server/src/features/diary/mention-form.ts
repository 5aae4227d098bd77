import { MENTION, type MentionKind } from '@baseline/contract';

/** A mention as its element carries it: what it names and the name it shows. */
export interface MentionForm {
  kind: MentionKind;
  id: string;
  label: string;
}

const KINDS: ReadonlySet<string> = new Set(MENTION.kinds);
const ID = new RegExp(MENTION.idPattern);

/**
 * The mention a span's attributes describe (MENTION in the contract), or undefined when they describe none: a
 * kind it does not know, an id not of the tennis source's form, a label blank or too long. Attributes other
 * than the three are not looked at (the sanitiser drops them).
 */
export function mentionOf(attributes: Readonly<Record<string, string | undefined>>): MentionForm | undefined {
  const kind = attributes[MENTION.attributes.kind] ?? '';
  const id = attributes[MENTION.attributes.id] ?? '';
  const label = attributes[MENTION.attributes.label] ?? '';
  if (!isKind(kind) || !ID.test(id)) return undefined;
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
