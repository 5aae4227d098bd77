import { MENTION, type MentionKind, type TournamentListResponse } from '@baseline/contract';
import type { TestApp } from '../../../../test/build-app.js';
import { nameKeyOf } from '../../tennis/players/name-key.js';

/** A mention as the editor writes it (MENTION in the contract). */
export function mentionHtml(kind: MentionKind, id: string, label: string): string {
  return `<span data-kind="${kind}" data-id="${id}" data-label="${label}">${MENTION.trigger}${label}</span>`;
}

/** Players of the demo source written straight into the players table, as a draw read would. */
export async function addDemoPlayers(
  t: TestApp,
  players: { playerId: string; firstName: string; lastName: string; nation?: string }[],
): Promise<void> {
  await t.database.db
    .insertInto('tennisPlayers')
    .values(
      players.map((player) => ({
        source: 'demo',
        nation: '',
        ...player,
        nameKey: nameKeyOf(player.firstName, player.lastName),
        updatedAt: 0,
      })),
    )
    .execute();
}

/** The first tournament of the demo's list, as a mention names it: the list reads its seasons (a few seconds). */
export async function firstDemoTournament(
  t: TestApp,
  headers: Record<string, string>,
): Promise<{ id: string; title: string }> {
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/atp/tournaments', headers })
  ).json<TournamentListResponse>();
  const first = list[0];
  if (!first) throw new Error('no tournament');
  return { id: first.TournamentId, title: first.TournamentTitle };
}
