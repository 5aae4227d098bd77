import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

interface DrawPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
}

interface DrawPlayers {
  Associations: {
    AssociationName: string;
    Events: {
      EventTypeCode: string;
      Rounds: {
        RoundIdModernized: number;
        RoundName: string;
        Fixtures: ({
          DrawLineTop: { Players: DrawPlayer[] } | null;
          DrawLineBottom: { Players: DrawPlayer[] } | null;
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

/** A draw's first match with both lines: its players, its round, and the id a chart started from it keeps. */
export interface DrawMatch {
  players: [ChartedPlayer, ChartedPlayer];
  round: string;
  /** The web's `drawMatchId`: association, event, then the round's place and the match's in it. */
  matchId: string;
}

/** The first match of a draw's first event with two players, from the draw the draw page reads. */
export async function firstDrawMatch(
  request: APIRequestContext,
  token: string,
  tournament: { year: number; id: string },
): Promise<DrawMatch> {
  const response = await request.get(`/api/atp/draws/${tournament.year}/${tournament.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const draw = (await response.json()) as DrawPlayers;
  const association = draw.Associations[0];
  const event = association?.Events[0];
  const first = event?.Rounds.toSorted((a, b) => a.RoundIdModernized - b.RoundIdModernized)[0];
  const named = (player: DrawPlayer) => ({ playerId: player.PlayerId, name: `${player.FirstName} ${player.LastName}` });
  for (const [index, fixture] of (first?.Fixtures ?? []).entries()) {
    const top = fixture?.DrawLineTop?.Players[0];
    const bottom = fixture?.DrawLineBottom?.Players[0];
    if (association && event && first && top && bottom) {
      return {
        players: [named(top), named(bottom)],
        round: first.RoundName,
        matchId: `${association.AssociationName}-${event.EventTypeCode}-0-${index}`,
      };
    }
  }
  throw new Error(`no first-round match with two players in ${tournament.year}/${tournament.id}`);
}

/** The two players of a draw's first match with both lines, from the directory the player pages read. */
export async function firstMatchPlayers(
  request: APIRequestContext,
  token: string,
  tournament: { year: number; id: string },
): Promise<[ChartedPlayer, ChartedPlayer]> {
  return (await firstDrawMatch(request, token, tournament)).players;
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

/** The draw's match a chart was started from, as the chart keeps it. */
export interface ChartedEvent {
  tournamentId: string;
  tournamentYear: number;
  tournamentName: string;
  round: string;
  surface: string;
  matchId: string | null;
}

const FINALS: ChartedEvent = {
  tournamentId: '605',
  tournamentYear: 2026,
  tournamentName: 'Nitto ATP Finals',
  round: 'F',
  surface: 'Hard',
  matchId: null,
};

/**
 * Saves a chart of a match between the two players through the API, as a device that started it would (a
 * fresh UUID, base version 0): the points above (6-0 1-0), by default a hard-court final on 16 November 2026.
 */
export async function saveChart(
  request: APIRequestContext,
  token: string,
  players: [ChartedPlayer, ChartedPlayer],
  { event = FINALS, date = '2026-11-16', note = '' }: { event?: ChartedEvent; date?: string; note?: string } = {},
): Promise<string> {
  const chartId = randomUUID();
  const chart = {
    date,
    players: players.map((player) => ({ ...player, hand: 'right' })),
    firstServer: 0,
    format: {
      bestOf: 3,
      noAd: false,
      sets: { kind: 'tiebreak', at: 6, points: 7 },
      finalSet: { kind: 'tiebreak', at: 6, points: 7 },
    },
    level: 'full',
    event,
    note,
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
