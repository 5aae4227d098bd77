import { MENTION } from '@baseline/contract/limits';
import { mentionText } from '@baseline/contract/limits';
import { mentionHref, type MentionAttributes } from './mentionForm';
import './mentions.css';

/**
 * A mention in a saved note: a link to the player's page, the tournament's draw of the day's season or the
 * chart's match report, with the attributes the editor's chip has, so it looks the same.
 */
export function MentionChip({ mention, date }: { mention: MentionAttributes; date: string }) {
  const attributes = {
    [MENTION.attributes.kind]: mention.kind,
    [MENTION.attributes.id]: mention.id,
    [MENTION.attributes.label]: mention.label,
  };
  return (
    <a href={mentionHref(mention, date)} {...attributes}>
      {mentionText(mention.label)}
    </a>
  );
}
