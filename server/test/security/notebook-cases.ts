import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ace, practiceChart, saveChart } from '../../src/features/charts/testing/charts.js';
import { mentionInDay, writePlayerNote } from '../../src/features/notebook/testing/notebook.js';
import type { Outcome, Role, RouteCase } from './permission-cases.js';

type SubscribersOnly = (outcomes: Partial<Record<Role, Outcome>>, fallback: Outcome) => Record<Role, Outcome>;

const get = (url: string): InjectOptions => ({ method: 'GET', url });
/** The demo's Indian Wells, held in 2025 (5-16 March) and 2026. */
const INDIAN_WELLS = '404';

/**
 * The notebook's routes (issue 18). Each request first gives the owner something the route shows: a mention
 * in the owner's day (titled with the marker), or a player note whose text is the marker.
 */
export function notebookCases(subscribersOnly: SubscribersOnly): RouteCase[] {
  const nobodyElse = (answer: unknown) =>
    subscribersOnly({ 'other subscriber': [200, answer], admin: [200, answer] }, 200);
  return [
    {
      route: 'GET /api/notebook/players/:playerId',
      request: async ({ t, owner }) => {
        const { user, date, marker } = await owner();
        await mentionInDay(t.database.db, { userId: user.id, date, kind: 'player', targetId: marker });
        return get(`/api/notebook/players/${marker}`);
      },
      outcomes: nobodyElse({ days: [], total: 0 }),
      showsOwnerData: true,
    },
    {
      route: 'GET /api/notebook/tournaments/:year/:tournamentId',
      request: async ({ t, owner }) => {
        const { user, date } = await owner();
        await mentionInDay(t.database.db, { userId: user.id, date, kind: 'tournament', targetId: INDIAN_WELLS });
        return get(`/api/notebook/tournaments/${date.slice(0, 4)}/${INDIAN_WELLS}`);
      },
      outcomes: nobodyElse({ days: [], total: 0, playerNotes: [], mentionedPlayerIds: [] }),
      showsOwnerData: true,
    },
    {
      route: 'GET /api/notebook/tournaments/:year/:tournamentId/last-year',
      request: async ({ t, owner }) => {
        const { user, headers, marker } = await owner();
        await writePlayerNote(t.database.db, {
          userId: user.id,
          tournamentId: INDIAN_WELLS,
          playerId: 'P1',
          tournamentYear: 2025,
          note: marker,
        });
        await saveChart(t, headers, crypto.randomUUID(), {
          ...practiceChart([ace], { date: '2025-03-08' }),
          players: [
            { name: marker, playerId: null, hand: null },
            { name: 'Practice partner', playerId: null, hand: null },
          ],
          event: {
            tournamentId: INDIAN_WELLS,
            tournamentYear: 2025,
            tournamentName: 'BNP Paribas Open',
            round: 'R1',
            surface: 'Hard',
            matchId: null,
          },
        });
        return get(`/api/notebook/tournaments/2026/${INDIAN_WELLS}/last-year`);
      },
      outcomes: nobodyElse({
        year: 2025,
        dates: { start: '2025-03-05', end: '2025-03-16' },
        playerNotes: [],
        days: [],
        entrants: [],
        charts: [],
      }),
      showsOwnerData: true,
    },
    {
      route: 'GET /api/notebook/charts/:chartId',
      request: async ({ t, owner }) => {
        const { user, date } = await owner();
        const chartId = randomUUID();
        await mentionInDay(t.database.db, { userId: user.id, date, kind: 'chart', targetId: chartId });
        return get(`/api/notebook/charts/${chartId}`);
      },
      outcomes: nobodyElse({ days: [], total: 0 }),
      showsOwnerData: true,
    },
    {
      // The owner's player note was saved with the year 2026.
      route: 'GET /api/notebook/earlier-editions',
      request: () => Promise.resolve(get('/api/notebook/earlier-editions?season=2027')),
      outcomes: nobodyElse({ tournamentIds: [] }),
      showsOwnerData: true,
    },
  ];
}
