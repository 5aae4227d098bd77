import { DEMO_PLAYERS } from './player-pool.js';
import { DEMO_WOMEN } from './women-pool.js';

const byId = new Map([...DEMO_PLAYERS, ...DEMO_WOMEN].map((player) => [player.PlayerId, player]));

/** The demo player's nation ("ESP"); '' for an id that is not a demo player's. */
export function demoNationOf(playerId: string): string {
  return byId.get(playerId)?.nation ?? '';
}
