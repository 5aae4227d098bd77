import { MENTION, mentionIdPattern, type MentionKind } from '@baseline/contract/limits';

/** A mention as its element carries it (MENTION in the contract): what it names and the name it shows. */
export interface MentionAttributes {
  kind: MentionKind;
  id: string;
  label: string;
}

const KINDS: ReadonlySet<string> = new Set(MENTION.kinds);
const IDS = new Map(MENTION.kinds.map((kind) => [kind, new RegExp(mentionIdPattern(kind))]));

/**
 * The mention an element describes, or null when it is none: the server's rule (a kind it knows, an id of
 * its kind's form, a label neither blank nor too long), so a tampered draft shows what a save keeps.
 */
export function mentionOfElement(element: Element): MentionAttributes | null {
  const kind = element.getAttribute(MENTION.attributes.kind) ?? '';
  const id = element.getAttribute(MENTION.attributes.id) ?? '';
  const label = element.getAttribute(MENTION.attributes.label) ?? '';
  if (!isMentionKind(kind) || !IDS.get(kind)?.test(id)) return null;
  if (label.trim() === '' || label.length > MENTION.labelMaxLength) return null;
  return { kind, id, label };
}

function isMentionKind(kind: string): kind is MentionKind {
  return KINDS.has(kind);
}

/**
 * Where a mention leads: the player's page, the tournament's draw of the diary day's season (a mention names a
 * tournament, not one edition of it), or the chart's match report.
 */
export function mentionHref({ kind, id }: Pick<MentionAttributes, 'kind' | 'id'>, dayDate: string): string {
  const encoded = encodeURIComponent(id);
  if (kind === 'chart') return `/main/charts/${encoded}/report`;
  return kind === 'player' ? `/main/tennis/players/${encoded}` : `/main/tennis/${dayDate.slice(0, 4)}/${encoded}`;
}

/** The CSS selector of a mention's element in the editor and in a saved note. */
export const MENTION_SELECTOR = `${MENTION.tag}[${MENTION.attributes.kind}]`;
