import { MENTION, type MentionKind } from '@baseline/contract';
import escapeHtml from 'escape-html';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import type { DemoPlayer } from '../tennis/demo/player-pool.js';

/** A mention as the editor writes it (the contract's MENTION): kind, id and label, the label shown after '@'. */
function mention(kind: MentionKind, id: string, label: string): string {
  const { attributes } = MENTION;
  const shown = escapeHtml(label);
  return (
    `<${MENTION.tag} ${attributes.kind}="${kind}" ${attributes.id}="${escapeHtml(id)}" ` +
    `${attributes.label}="${shown}">${MENTION.trigger}${shown}</${MENTION.tag}>`
  );
}

export function fullName(player: Pick<DemoPlayer, 'FirstName' | 'LastName'>): string {
  return `${player.FirstName} ${player.LastName}`;
}

export function playerMention(player: DemoPlayer): string {
  return mention('player', player.PlayerId, fullName(player));
}

export function tournamentMention(entry: CalendarEntry): string {
  return mention('tournament', entry.TournamentId, entry.TournamentTitle);
}
