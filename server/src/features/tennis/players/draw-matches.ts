import type { Draw, DrawEvent, DrawLine, DrawPlayer, Fixture, ResultReason, SetResult } from '@baseline/contract';
import type { TennisPlayerMatchesTable } from '../../../db/tables.js';

/** A player as a draw names them, with their best seed in its singles events (null when unseeded there). */
export interface SeenPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
  seed: number | null;
}

/** One match from one player's side, as `tennis_player_matches` stores it (without the source and start day). */
export type PlayerMatchRow = Omit<TennisPlayerMatchesTable, 'source' | 'startDate' | 'side' | 'reason'> & {
  side: 1 | 2;
  reason: ResultReason;
};

export interface DrawMatches {
  players: SeenPlayer[];
  matches: PlayerMatchRow[];
}

/** A fixture with where it sits in its event. */
export interface PlacedFixture {
  fixture: Fixture;
  key: string;
  playOrder: number;
  roundName: string;
  isFinal: boolean;
}

/**
 * Every player and every match with two known sides in the draw: knockout rounds, round-robin groups and the
 * rubbers of team ties. A bye or a line not decided yet is no match. Each match gives one row per player in
 * it, from that player's side (their games first, won or lost).
 */
export function matchesOfDraw(draw: Draw): DrawMatches {
  const players = new Map<string, SeenPlayer>();
  const matches: PlayerMatchRow[] = [];
  for (const association of draw.Associations) {
    for (const event of association.Events) {
      for (const placed of fixturesOf(event)) {
        const { DrawLineTop: top, DrawLineBottom: bottom } = placed.fixture;
        for (const line of [top, bottom]) {
          // A doubles line's seed is the pair's, not either player's.
          const seed = line?.Players.length === 1 ? line.Seed : null;
          for (const player of line?.Players ?? []) remember(players, player, seed);
        }
        if (!isPlayable(top) || !isPlayable(bottom)) continue;
        const common = {
          season: draw.TournamentYear,
          tournamentId: draw.TournamentId,
          eventCode: event.EventTypeCode,
          eventName: event.Description,
          matchKey: `${event.EventTypeCode}:${placed.key}`,
          playOrder: placed.playOrder,
          roundName: placed.roundName,
          isFinal: placed.isFinal ? 1 : 0,
          reason: placed.fixture.Result?.Reason ?? null,
        };
        matches.push(...sideRows(common, placed.fixture, 1, top, bottom));
        matches.push(...sideRows(common, placed.fixture, 2, bottom, top));
      }
    }
  }
  return { players: [...players.values()], matches };
}

/** The event's fixtures in order of play: groups, then the rounds (the last one is the final); or the ties. */
export function fixturesOf(event: DrawEvent): PlacedFixture[] {
  const placed: PlacedFixture[] = [];
  for (const [g, group] of (event.Groups ?? []).entries()) {
    for (const [f, fixture] of group.Fixtures.entries()) {
      placed.push({ fixture, key: `G${g}:${f}`, playOrder: 0, roundName: group.GroupName, isFinal: false });
    }
  }
  const rounds = event.Rounds.toSorted((a, b) => a.RoundIdModernized - b.RoundIdModernized);
  for (const [r, round] of rounds.entries()) {
    const isFinal = r === rounds.length - 1 && round.Fixtures.length === 1;
    for (const [f, fixture] of round.Fixtures.entries()) {
      placed.push({
        fixture,
        key: `R${round.RoundIdModernized}:${f}`,
        playOrder: r + 1,
        roundName: round.RoundName,
        isFinal,
      });
    }
  }
  for (const [s, stage] of (event.Stages ?? []).entries()) {
    for (const [t, tie] of stage.Ties.entries()) {
      for (const [r, rubber] of tie.Rubbers.entries()) {
        placed.push({
          fixture: rubber.Fixture,
          key: `S${s}:T${t}:R${r}`,
          playOrder: s + 1,
          roundName: stage.StageName,
          isFinal: false,
        });
      }
    }
  }
  return placed;
}

function isPlayable(line: DrawLine | null): line is DrawLine {
  return line !== null && line.Players.length > 0;
}

function remember(
  players: Map<string, SeenPlayer>,
  { PlayerId, FirstName, LastName }: DrawPlayer,
  seed: number | null,
) {
  if (PlayerId === '') return;
  const before = players.get(PlayerId)?.seed ?? null;
  players.set(PlayerId, { PlayerId, FirstName, LastName, seed: bestOf(before, seed) });
}

/** The better (lower) of two seeds, either of which may be unknown. */
export function bestOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

function sideRows(
  common: Omit<PlayerMatchRow, 'playerId' | 'side' | 'partnerId' | 'opponentId' | 'opponent2Id' | 'won' | 'sets'>,
  fixture: Fixture,
  side: 1 | 2,
  own: DrawLine,
  other: DrawLine,
): PlayerMatchRow[] {
  const [opponent, opponent2] = other.Players.map((player) => player.PlayerId);
  if (opponent === undefined) return [];
  const result = fixture.Result;
  const sets = (result?.SetResults ?? []).map((set) => (side === 1 ? set : flipped(set)));
  return own.Players.flatMap((player, at) =>
    player.PlayerId === ''
      ? []
      : [
          {
            ...common,
            playerId: player.PlayerId,
            side,
            partnerId: own.Players[1 - at]?.PlayerId ?? null,
            opponentId: opponent,
            opponent2Id: opponent2 ?? null,
            won: result ? Number(result.Winner === side) : null,
            sets: JSON.stringify(sets),
          },
        ],
  );
}

function flipped(set: SetResult): SetResult {
  return { GamesA: set.GamesB, GamesB: set.GamesA, TiebreakA: set.TiebreakB, TiebreakB: set.TiebreakA };
}
