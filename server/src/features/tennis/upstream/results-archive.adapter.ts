import type { DrawEvent, DrawLine, DrawRound, EntryType, Fixture, SetResult } from '@baseline/contract';
import Value from 'typebox/value';
import { groupBy } from '../../../lib/group-by.js';
import { type Side, type Slot, depthOf, rebuildBracket } from './archive-bracket.js';
import { ArchiveMatch, ArchivePayload, type ArchiveTeam, isByeTeam, teamKey } from './archive-payload.js';
import { drawLine, entryTypeOf, matchNumber, reasonOf, seedOf } from './draw-codes.js';
import type { DrawReading } from './draw-reading.js';
import { decidingSetToTen, type TiebreakMatch, tiebreakFirstTo, winnerTiebreakPoints } from './tiebreak-rule.js';

const EVENT_NAMES: Record<string, string> = {
  MS: "Men's Singles",
  MD: "Men's Doubles",
  QS: 'Qualifying Singles',
  QD: 'Qualifying Doubles',
};

/** What the whole tournament tells about every match: its category and season, for the tiebreak rule. */
interface ArchiveEventContext {
  eventType: string;
  year: number;
}

/**
 * ATP's results archive as draw events, or undefined when the payload is not in that shape. The archive lists
 * matches, not a draw: the bracket is rebuilt from the match numbers (archive-bracket.ts). A match that cannot
 * be read is left out (and named for the log); a round robin or a team event is not drawn at all.
 */
export function readResultsArchive(payload: unknown): DrawReading | undefined {
  if (!Value.Check(ArchivePayload, payload)) return undefined;
  const raw = payload.Data.flatMap((data) => data.Matches);
  const matches = raw.filter((item): item is ArchiveMatch => Value.Check(ArchiveMatch, item));
  if (raw.length > 0 && matches.length === 0) return undefined;
  const notKnockout = notKnockoutReason(matches);
  if (notKnockout) return { kind: 'format-not-shown', why: notKnockout };
  const [first] = payload.Data;
  const context = { eventType: (first?.EventType ?? '').trim(), year: Number(first?.EventYear ?? 0) };
  const byEvent = groupBy(matches, (match) => match.MatchId.slice(0, 2));
  const skipped = raw.filter((item) => !Value.Check(ArchiveMatch, item)).map(matchIdOf);
  return {
    kind: 'draw',
    events: [...byEvent].map(([code, eventMatches]) => {
      const unreadable = skipped.filter((id) => id.startsWith(code)).map((id) => matchNumber(id));
      return toEvent(code, eventMatches, context, new Set(unreadable));
    }),
    skipped: skipped.map((id) => `archive match ${id}`),
  };
}

function matchIdOf(item: unknown): string {
  const id = typeof item === 'object' && item !== null && 'MatchId' in item ? item.MatchId : undefined;
  return typeof id === 'string' ? id : '(no id)';
}

/**
 * Why the matches are not a knockout draw, or undefined when they are: team ties, round-robin rounds, or a
 * team playing twice in one round (groups) or a match number given twice.
 */
function notKnockoutReason(matches: ArchiveMatch[]): string | undefined {
  if (matches.some((match) => hasTies(match.TeamTieResults))) return 'team ties';
  if (matches.some((match) => /robin|group/i.test(match.Round.LongName))) return 'round-robin rounds';
  const seen = new Set<string>();
  for (const match of matches) {
    const code = match.MatchId.slice(0, 2);
    const keys = [`match ${code}${matchNumber(match.MatchId)}`];
    for (const team of [match.PlayerTeam1, match.PlayerTeam2]) {
      if (!isByeTeam(team)) keys.push(`${code} ${String(match.Round.RoundId)} ${teamKey(team)}`);
    }
    if (keys.some((key) => seen.has(key))) return 'a match or a team twice in one round';
    for (const key of keys) seen.add(key);
  }
  return undefined;
}

function hasTies(value: unknown): boolean {
  return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
}

function toEvent(
  code: string,
  matches: ArchiveMatch[],
  context: ArchiveEventContext,
  unreadable: ReadonlySet<number>,
): DrawEvent {
  const teams = teamFacts(matches);
  const isQualifying = matches.every((match) => Number(match.Round.RoundId) < 0);
  const rounds = rebuildBracket(matches, (team) => teams.seeds.has(teamKey(team)), isQualifying, unreadable);
  const rule: TiebreakMatch = {
    bestOf: context.eventType === 'GS' && code === 'MS' ? 5 : 3,
    decidingSetToTen: decidingSetToTen(context.eventType, context.year),
  };
  const roundsByDepth = new Map(matches.map((match) => [depthOf(matchNumber(match.MatchId)), match.Round]));
  return {
    EventTypeCode: code,
    Description: EVENT_NAMES[code] ?? code,
    Rounds: rounds.map((slots): DrawRound => {
      const depth = depthOf(slots[0]?.number ?? 1);
      const round = roundsByDepth.get(depth);
      return {
        RoundIdModernized: round ? Number(round.RoundId) : 7 - depth,
        RoundName: round?.LongName ?? roundName(depth),
        Fixtures: slots.map((slot) => toFixture(slot, teams, rule)),
      };
    }),
  };
}

/** ATP's names for rounds the archive does not list yet (the final is RoundId 7, the semi-finals 6 ...). */
function roundName(depth: number): string {
  return ['Final', 'Semifinal', 'Quarterfinal'][depth] ?? `Round of ${2 ** (depth + 1)}`;
}

interface TeamFacts {
  seeds: Map<string, number>;
  entries: Map<string, NonNullable<EntryType>>;
}

/**
 * A team's seed and entry are the team's for the whole draw; the archive leaves them blank on some rows (a
 * losing doubles team in later rounds), so they are taken from whichever row gives them.
 */
function teamFacts(matches: ArchiveMatch[]): TeamFacts {
  const facts: TeamFacts = { seeds: new Map(), entries: new Map() };
  for (const team of matches.flatMap((match) => [match.PlayerTeam1, match.PlayerTeam2])) {
    if (isByeTeam(team)) continue;
    const seed = seedOf(team.SeedPlayerTeam);
    const entry = entryTypeOf(team.EntryStatusPlayerTeam);
    if (seed !== null && !facts.seeds.has(teamKey(team))) facts.seeds.set(teamKey(team), seed);
    if (entry !== null && !facts.entries.has(teamKey(team))) facts.entries.set(teamKey(team), entry);
  }
  return facts;
}

function toFixture(slot: Slot, teams: TeamFacts, rule: TiebreakMatch): Fixture {
  const { top, bottom, match, winner } = slot;
  const sets =
    match && typeof top !== 'string' && typeof bottom !== 'string'
      ? setResults(top, bottom, match.IsDoubles, rule)
      : [];
  return {
    DrawLineTop: toLine(top, winner === 1, teams),
    DrawLineBottom: toLine(bottom, winner === 2, teams),
    Result: winner === null ? null : { Winner: winner, SetResults: sets, Reason: reasonOf(match?.Reason) },
  };
}

function toLine(side: Side, won: boolean, teams: TeamFacts): DrawLine | null {
  if (side === 'bye') return null;
  if (side === 'unknown') return { Players: [], Seed: null, EntryType: null };
  const key = teamKey(side);
  const partner =
    side.PartnerId === null || side.PartnerId === undefined || String(side.PartnerId) === ''
      ? []
      : [{ PlayerId: side.PartnerId, FirstName: side.PartnerFirstNameFull, LastName: side.PartnerLastName }];
  const player = { PlayerId: side.PlayerId, FirstName: side.PlayerFirstNameFull, LastName: side.PlayerLastName };
  return drawLine([player, ...partner], teams.seeds.get(key) ?? null, teams.entries.get(key) ?? null, won);
}

/**
 * The archive keeps each side's games per set (set 0 is a summary) and, for a tiebreak, only the loser's
 * points: the winner's follow from the set's rule (tiebreak-rule.ts). A doubles match tiebreak comes as a third
 * set of points ("10-7") or as 1-0 with the loser's points; it is written the way TennisTV stores it (1-0,
 * tiebreak 10-7), so the contract has one form of it.
 */
function setResults(top: ArchiveTeam, bottom: ArchiveTeam, isDoubles: boolean, rule: TiebreakMatch): SetResult[] {
  const played = top.Sets.filter((set) => set.SetNumber > 0 && scoreOf(set.SetScore) !== null);
  return played.flatMap((topSet): SetResult[] => {
    const bottomSet = bottom.Sets.find((set) => set.SetNumber === topSet.SetNumber);
    const a = scoreOf(topSet.SetScore);
    const b = scoreOf(bottomSet?.SetScore);
    if (a === null || b === null) return [];
    const isMatchTiebreak = isDoubles && topSet.SetNumber === 3 && (Math.max(a, b) >= 10 || a + b === 1);
    if (isMatchTiebreak && a + b !== 1) {
      return [{ GamesA: a > b ? 1 : 0, GamesB: a > b ? 0 : 1, TiebreakA: a, TiebreakB: b }];
    }
    const loserPoints = scoreOf(topSet.TieBreakScore) ?? scoreOf(bottomSet?.TieBreakScore);
    if (loserPoints === null) return [{ GamesA: a, GamesB: b, TiebreakA: null, TiebreakB: null }];
    const firstTo = tiebreakFirstTo({ setNumber: topSet.SetNumber, isMatchTiebreak }, rule);
    const winnerPoints = winnerTiebreakPoints(loserPoints, firstTo);
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
