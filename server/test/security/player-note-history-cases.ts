import { PLAYER_NOTE_HISTORY_MESSAGES, type PlayerNoteHistoryResponse } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-app.js';
import type { Owner, RouteCase, subscribersOnly as SubscribersOnly } from './permission-cases.js';

const NOT_FOUND = { error: PLAYER_NOTE_HISTORY_MESSAGES.versionNotFound };

/** The owner's player note changed once more, so its history holds the text before: answers its newest version. */
async function ownerNoteVersion(t: TestApp, owner: Owner): Promise<number> {
  const url = `/api/player-notes/${owner.marker}/${owner.marker}?year=2026`;
  const { note } = (await t.app.inject({ method: 'GET', url, headers: owner.headers })).json<{ note: string }>();
  const res = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload: { note: `${note} Again.` } });
  if (res.statusCode !== 200) throw new Error(`the owner's save: ${res.statusCode} ${res.body}`);
  const history = await t.app.inject({
    method: 'GET',
    url: `/api/player-notes/${owner.marker}/${owner.marker}/history?year=2026`,
    headers: owner.headers,
  });
  const [newest] = history.json<PlayerNoteHistoryResponse>().versions;
  if (!newest) throw new Error('the owner has no version');
  return newest.version;
}

/** The player-note history's rows of the permission matrix: another member's versions are none, or 'not found'. */
export function playerNoteHistoryCases(subscribersOnly: typeof SubscribersOnly): RouteCase[] {
  return [
    {
      route: 'GET /api/player-notes/:tournamentId/:playerId/history',
      request: async ({ t, owner }): Promise<InjectOptions> => {
        const { marker } = await owner();
        await ownerNoteVersion(t, await owner());
        return { method: 'GET', url: `/api/player-notes/${marker}/${marker}/history?year=2026` };
      },
      outcomes: subscribersOnly({ 'other subscriber': [200, { versions: [] }], admin: [200, { versions: [] }] }, 200),
      showsOwnerData: true,
    },
    {
      route: 'POST /api/player-notes/:tournamentId/:playerId/history/restore',
      request: async ({ t, owner }): Promise<InjectOptions> => {
        const { marker } = await owner();
        const version = await ownerNoteVersion(t, await owner());
        return {
          method: 'POST',
          url: `/api/player-notes/${marker}/${marker}/history/restore?year=2026`,
          payload: { version },
        };
      },
      outcomes: subscribersOnly({ 'other subscriber': [404, NOT_FOUND], admin: [404, NOT_FOUND] }, 200),
    },
  ];
}
