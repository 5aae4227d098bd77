import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

interface DrawPlayers {
  Associations: {
    Events: {
      Rounds: {
        Fixtures: ({
          DrawLineTop: { Players: { PlayerId: string; FirstName: string; LastName: string }[] } | null;
          DrawLineBottom: { Players: { PlayerId: string; FirstName: string; LastName: string }[] } | null;
        } | null)[];
      }[];
    }[];
  }[];
}

export interface ChartedPlayer {
  /** The directory's id; null for a typed name. */
  playerId: string | null;
  name: string;
}

/** The two players of a draw's first match with both lines, from the directory the player pages read. */
export async function firstMatchPlayers(
  request: APIRequestContext,
  token: string,
  tournament: { year: number; id: string },
): Promise<[ChartedPlayer, ChartedPlayer]> {
  const response = await request.get(`/api/atp/draws/${tournament.year}/${tournament.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const draw = (await response.json()) as DrawPlayers;
  const fixtures = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures ?? [];
  for (const fixture of fixtures) {
    const top = fixture?.DrawLineTop?.Players[0];
    const bottom = fixture?.DrawLineBottom?.Players[0];
    if (top && bottom) {
      return [
        { playerId: top.PlayerId, name: `${top.FirstName} ${top.LastName}` },
        { playerId: bottom.PlayerId, name: `${bottom.FirstName} ${bottom.LastName}` },
      ];
    }
  }
  throw new Error(`no first-round match with two players in ${tournament.year}/${tournament.id}`);
}

/** The first player takes the first set 6-0, each point a quick forehand winner: three break points converted. */
const firstSet = Array.from({ length: 24 }, () => ({
  level: 'quick',
  winner: 0,
  secondServe: false,
  ending: 'winner',
  wing: 'forehand',
}));

/**
 * A game and the start of another in full notation: the first player serves an ace, wins a second-serve rally, loses to a return
 * winner, double-faults, wins with a volley and serves an ace; then returns a serve the second player misses
 * off the backhand, and meets a service winner.
 */
const secondSet = [
  ['4*', ''],
  ['6n', '5b28f1f3n@'],
  ['6f39b2b2*', ''],
  ['4d', '5d'],
  ['5f28v1*', ''],
  ['6*', ''],
  ['4f18b3@', ''],
  ['6#', ''],
].map(([first, second]) => ({ level: 'full', first, second }));

/**
 * Saves a chart of a match between the two players through the API, as a device that started it would (a
 * fresh UUID, base version 0): a hard-court final on 16 November 2026, the points above (6-0 1-0).
 */
export async function saveChart(
  request: APIRequestContext,
  token: string,
  players: [ChartedPlayer, ChartedPlayer],
): Promise<string> {
  const chartId = randomUUID();
  const chart = {
    date: '2026-11-16',
    players: players.map((player) => ({ ...player, hand: 'right' })),
    firstServer: 0,
    format: {
      bestOf: 3,
      noAd: false,
      sets: { kind: 'tiebreak', at: 6, points: 7 },
      finalSet: { kind: 'tiebreak', at: 6, points: 7 },
    },
    level: 'full',
    event: {
      tournamentId: '605',
      tournamentYear: 2026,
      tournamentName: 'Nitto ATP Finals',
      round: 'F',
      surface: 'Hard',
      matchId: null,
    },
    note: '',
    setNotes: [],
    points: [...firstSet, ...secondSet],
  };
  const saved = await request.put(`/api/charts/${chartId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { chart, baseVersion: 0 },
  });
  if (saved.status() !== 200) throw new Error(`saving the chart answered ${saved.status()}: ${await saved.text()}`);
  return chartId;
}
