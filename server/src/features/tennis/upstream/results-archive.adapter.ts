import type { DrawEvent, DrawRound, Fixture, SetResult } from '@baseline/contract';
import Type from 'typebox';
import Value from 'typebox/value';
import { groupBy } from '../../../lib/group-by.js';
import { drawLine, entryTypeOf, matchNumber, reasonOf, seedOf } from './draw-codes.js';

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Score = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String(), Type.Null()]));

const ArchiveTeam = Type.Object({
  PlayerId: Type.Union([Type.String(), Type.Integer()]),
  PlayerFirstNameFull: Text,
  PlayerLastName: Text,
  PartnerId: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()])),
  PartnerFirstNameFull: Text,
  PartnerLastName: Text,
  SeedPlayerTeam: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()])),
  EntryStatusPlayerTeam: Text,
  Sets: Type.Array(Type.Object({ SetNumber: Type.Integer(), SetScore: Score, TieBreakScore: Score })),
});
type ArchiveTeam = Type.Static<typeof ArchiveTeam>;

const ArchiveMatch = Type.Object({
  MatchId: Type.String({ pattern: '^[A-Z]{2}\\d+$' }),
  Round: Type.Object({ RoundId: Type.Union([Type.String(), Type.Integer()]), LongName: Type.String() }),
  IsDoubles: Type.Boolean(),
  Reason: Text,
  WinningPlayerId: Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()])),
  PlayerTeam1: ArchiveTeam,
  PlayerTeam2: ArchiveTeam,
});
type ArchiveMatch = Type.Static<typeof ArchiveMatch>;

/** `GET .../scores.resultsarchive?eventyear={year}&eventid={id}`: every match of a finished tournament. */
const ArchivePayload = Type.Object({
  Data: Type.Array(Type.Object({ Matches: Type.Array(ArchiveMatch) }), { minItems: 1 }),
});

const EVENT_NAMES: Record<string, string> = {
  MS: "Men's Singles",
  MD: "Men's Doubles",
  QS: 'Qualifying Singles',
  QD: 'Qualifying Doubles',
};

/**
 * ATP's results archive as draw events, or undefined when the payload is not in that shape. The archive lists matches, not a draw: the bracket is rebuilt from
 * the match numbers, which number each event's bracket from the final down (MS001 the final, MS002-003 the
 * semi-finals ...), so matches 2k and 2k+1 feed match k. Each fixture is turned so that its top line is the
 * winner of match 2k, as a printed draw shows it.
 */
export function readResultsArchive(payload: unknown): DrawEvent[] | undefined {
  if (!Value.Check(ArchivePayload, payload)) return undefined;
  const matches = payload.Data.flatMap((data) => data.Matches);
  const byEvent = groupBy(matches, (match) => match.MatchId.slice(0, 2));
  return [...byEvent].map(([code, eventMatches]) => toEvent(code, eventMatches));
}

function toEvent(code: string, matches: ArchiveMatch[]): DrawEvent {
  const byNumber = new Map(matches.map((match) => [matchNumber(match.MatchId), match]));
  const rounds = groupBy(matches, (match) => Number(match.Round.RoundId));
  return {
    EventTypeCode: code,
    Description: EVENT_NAMES[code] ?? code,
    Rounds: [...rounds]
      .toSorted(([a], [b]) => a - b)
      .map(([roundId, roundMatches]): DrawRound => ({
        RoundIdModernized: roundId,
        RoundName: roundMatches[0]?.Round.LongName ?? '',
        Fixtures: roundMatches
          .toSorted((a, b) => matchNumber(a.MatchId) - matchNumber(b.MatchId))
          .map((match) => toFixture(match, byNumber)),
      })),
  };
}

function toFixture(match: ArchiveMatch, byNumber: Map<number, ArchiveMatch>): Fixture {
  const feeder = byNumber.get(matchNumber(match.MatchId) * 2);
  const turned = feeder !== undefined && sameId(winnerId(feeder), match.PlayerTeam2.PlayerId);
  const [top, bottom] = turned ? [match.PlayerTeam2, match.PlayerTeam1] : [match.PlayerTeam1, match.PlayerTeam2];
  const winner = sameId(winnerId(match), top.PlayerId) ? 1 : sameId(winnerId(match), bottom.PlayerId) ? 2 : null;
  return {
    DrawLineTop: toLine(top, winner === 1),
    DrawLineBottom: toLine(bottom, winner === 2),
    Result:
      winner === null
        ? null
        : { Winner: winner, SetResults: setResults(top, bottom, match.IsDoubles), Reason: reasonOf(match.Reason) },
  };
}

function winnerId(match: ArchiveMatch): string {
  return String(match.WinningPlayerId ?? '');
}

function sameId(a: string | number, b: string | number): boolean {
  return String(a) !== '' && String(a) === String(b);
}

/** The archive writes a bye as a team whose player id is "0". */
function toLine(team: ArchiveTeam, won: boolean) {
  if (String(team.PlayerId) === '0') return null;
  const partner =
    team.PartnerId === null || team.PartnerId === undefined || String(team.PartnerId) === ''
      ? []
      : [{ PlayerId: team.PartnerId, FirstName: team.PartnerFirstNameFull, LastName: team.PartnerLastName }];
  const player = { PlayerId: team.PlayerId, FirstName: team.PlayerFirstNameFull, LastName: team.PlayerLastName };
  return drawLine([player, ...partner], seedOf(team.SeedPlayerTeam), entryTypeOf(team.EntryStatusPlayerTeam), won);
}

/**
 * The archive keeps each side's games per set (set 0 is a summary) and, for a tiebreak, only the loser's
 * points: the winner's are 7, or two more than the loser's. A doubles match tiebreak ("10-7" as a third set)
 * is written the way TennisTV stores it (1-0, tiebreak 10-7), so the contract has one form of it.
 */
function setResults(top: ArchiveTeam, bottom: ArchiveTeam, isDoubles: boolean): SetResult[] {
  const played = top.Sets.filter((set) => set.SetNumber > 0 && scoreOf(set.SetScore) !== null);
  return played.flatMap((topSet, index): SetResult[] => {
    const bottomSet = bottom.Sets.find((set) => set.SetNumber === topSet.SetNumber);
    const a = scoreOf(topSet.SetScore);
    const b = scoreOf(bottomSet?.SetScore);
    if (a === null || b === null) return [];
    const isLast = index === played.length - 1;
    if (isDoubles && isLast && index === 2 && Math.max(a, b) >= 10) {
      return [{ GamesA: a > b ? 1 : 0, GamesB: a > b ? 0 : 1, TiebreakA: a, TiebreakB: b }];
    }
    const loserPoints = scoreOf(topSet.TieBreakScore) ?? scoreOf(bottomSet?.TieBreakScore);
    if (loserPoints === null) return [{ GamesA: a, GamesB: b, TiebreakA: null, TiebreakB: null }];
    const winnerPoints = Math.max(7, loserPoints + 2);
    return [
      {
        GamesA: a,
        GamesB: b,
        TiebreakA: a > b ? winnerPoints : loserPoints,
        TiebreakB: a > b ? loserPoints : winnerPoints,
      },
    ];
  });
}

function scoreOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const score = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(score) && score >= 0 ? score : null;
}
