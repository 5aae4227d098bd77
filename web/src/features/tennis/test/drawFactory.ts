import type {
  DrawEvent,
  DrawLine,
  DrawPlayer,
  DrawRound,
  Fixture,
  GroupStanding,
  MatchResult,
  Rubber,
  SetResult,
  Team,
  TeamStanding,
  TeamTie,
  TieStage,
} from '@baseline/contract';

/** Test data: a player with a predictable id and name. */
export function player(n: number, winner = false): DrawPlayer {
  return { PlayerId: `P${n}`, FirstName: `First${n}`, LastName: `Last${n}`, Winner: winner };
}

export function line(players: DrawPlayer[], seed: number | null = null, entry: DrawLine['EntryType'] = null): DrawLine {
  return { Players: players, Seed: seed, EntryType: entry };
}

export function set(a: number, b: number, tbA: number | null = null, tbB: number | null = null): SetResult {
  return { GamesA: a, GamesB: b, TiebreakA: tbA, TiebreakB: tbB };
}

export function result(winner: 1 | 2, sets: SetResult[], reason: MatchResult['Reason'] = null): MatchResult {
  return { Winner: winner, SetResults: sets, Reason: reason };
}

const ROUND_NAMES = [
  'Final',
  'Semi-Finals',
  'Quarter-Finals',
  'Round of 16',
  'Round of 32',
  'Round of 64',
  'Round of 128',
];

/**
 * A complete singles draw of `lines` lines (a power of two) in which the top line always wins 6-4 7-6(5):
 * round r's fixture k holds the winners of fixtures 2k and 2k+1 of round r-1. Players are numbered by line.
 */
export function fullDraw(lines: number, code = 'MS'): DrawEvent {
  const rounds: DrawRound[] = [];
  let entrants: DrawLine[] = Array.from({ length: lines }, (_, i) =>
    line([player(i + 1)], i % 16 === 0 ? i / 16 + 1 : null),
  );
  const total = Math.log2(lines);
  for (let r = 0; r < total; r += 1) {
    const fixtures: Fixture[] = [];
    const winners: DrawLine[] = [];
    for (let k = 0; k < entrants.length; k += 2) {
      const top = entrants[k];
      const bottom = entrants[k + 1];
      if (!top || !bottom) throw new Error('lines must be a power of two');
      const topWon = { ...top, Players: top.Players.map((p) => ({ ...p, Winner: true })) };
      fixtures.push({ DrawLineTop: topWon, DrawLineBottom: bottom, Result: result(1, [set(6, 4), set(7, 6, 7, 5)]) });
      winners.push({ ...top, Players: top.Players.map((p) => ({ ...p, Winner: false })) });
    }
    rounds.push({
      RoundIdModernized: r + 1,
      RoundName: ROUND_NAMES[total - 1 - r] ?? `Round ${r + 1}`,
      Fixtures: fixtures,
    });
    entrants = winners;
  }
  return { EventTypeCode: code, Description: 'Singles', Rounds: rounds };
}

/** A player's line as a standings table or a later match shows it: nobody marked as winner. */
function entrant(players: DrawPlayer[], seed: number | null): DrawLine {
  return line(
    players.map((p) => ({ ...p, Winner: false })),
    seed,
  );
}

/** The line with its players marked as this fixture's winner or not. */
function marked(entry: DrawLine, winner: boolean): DrawLine {
  return { ...entry, Players: entry.Players.map((p) => ({ ...p, Winner: winner })) };
}

/** A played fixture: the top line wins 6-3 7-6(4), or the bottom one when `bottomWins`. */
function played(top: DrawLine, bottom: DrawLine, bottomWins = false): Fixture {
  return bottomWins
    ? {
        DrawLineTop: marked(top, false),
        DrawLineBottom: marked(bottom, true),
        Result: result(2, [set(3, 6), set(6, 7, 4, 7)]),
      }
    : {
        DrawLineTop: marked(top, true),
        DrawLineBottom: marked(bottom, false),
        Result: result(1, [set(6, 3), set(7, 6, 7, 4)]),
      };
}

/** The six matches of a group of four in the order of play: the better seed (earlier line) always wins. */
function groupFixtures(entrants: DrawLine[], unplayed: number): Fixture[] {
  const pairs: [number, number][] = [
    [0, 3],
    [1, 2],
    [0, 2],
    [1, 3],
    [0, 1],
    [2, 3],
  ];
  return pairs.map(([a, b], index) => {
    const top = entrants[a];
    const bottom = entrants[b];
    if (!top || !bottom) throw new Error('a group has four entrants');
    return index >= pairs.length - unplayed
      ? { DrawLineTop: marked(top, false), DrawLineBottom: marked(bottom, false), Result: null }
      : played(top, bottom);
  });
}

/** A group's table counted from its fixtures, in the entrants' order (the better seed won every match). */
function groupStandings(entrants: DrawLine[], fixtures: Fixture[], unplayed: number): GroupStanding[] {
  return entrants.map((entry, index) => {
    const id = entry.Players[0]?.PlayerId;
    const row = { Played: 0, Won: 0, Lost: 0, SetsWon: 0, SetsLost: 0, GamesWon: 0, GamesLost: 0 };
    for (const fixture of fixtures) {
      if (!fixture.Result) continue;
      const top = fixture.DrawLineTop?.Players[0]?.PlayerId === id;
      if (!top && fixture.DrawLineBottom?.Players[0]?.PlayerId !== id) continue;
      const won = fixture.Result.Winner === (top ? 1 : 2);
      row.Played += 1;
      row[won ? 'Won' : 'Lost'] += 1;
      for (const s of fixture.Result.SetResults) {
        const [mine, theirs] = top ? [s.GamesA, s.GamesB] : [s.GamesB, s.GamesA];
        row[mine > theirs ? 'SetsWon' : 'SetsLost'] += 1;
        row.GamesWon += mine;
        row.GamesLost += theirs;
      }
    }
    return { Line: entry, Position: index + 1, ...row, Qualified: unplayed === 0 && index < 2 };
  });
}

export interface RoundRobinOptions {
  code?: string;
  /** Two players a line. */
  doubles?: boolean;
  /** Matches still to play at the end of each group (0: the groups are done and the knockout drawn). */
  unplayed?: number;
}

/**
 * An ATP Finals event: two groups of four (ids from 1, or from 101 in doubles, where a line is a pair),
 * each group's six matches and table, then the semi-finals (A1 v B2, B1 v A2) and the final in `Rounds`,
 * decided only when the groups are.
 */
export function roundRobinEvent({ code = 'MS', doubles = false, unplayed = 0 }: RoundRobinOptions = {}): DrawEvent {
  const first = doubles ? 101 : 1;
  const entrantOf = (n: number) =>
    entrant(doubles ? [player(first + 2 * n), player(first + 2 * n + 1)] : [player(first + n)], n + 1);
  // Seeds 1, 4, 5, 8 in one group and 2, 3, 6, 7 in the other, as the ATP draws them.
  const groups = [
    [0, 3, 4, 7],
    [1, 2, 5, 6],
  ].map((seeds, g) => {
    const entrants = seeds.map(entrantOf);
    const fixtures = groupFixtures(entrants, unplayed);
    return {
      GroupName: g === 0 ? 'Group Jimmy Connors' : 'Group Björn Borg',
      Fixtures: fixtures,
      Standings: groupStandings(entrants, fixtures, unplayed),
    };
  });
  const decided = unplayed === 0;
  const [a1, a2] = groups[0]?.Standings.map((s) => s.Line) ?? [];
  const [b1, b2] = groups[1]?.Standings.map((s) => s.Line) ?? [];
  if (!a1 || !a2 || !b1 || !b2) throw new Error('two groups of four');
  const open = (top: DrawLine | null, bottom: DrawLine | null): Fixture => ({
    DrawLineTop: top ?? line([]),
    DrawLineBottom: bottom ?? line([]),
    Result: null,
  });
  const semis = decided ? [played(a1, b2), played(b1, a2, true)] : [open(null, null), open(null, null)];
  const final = decided ? played(a1, a2) : open(null, null);
  return {
    EventTypeCode: code,
    Description: doubles ? 'Doubles' : 'Singles',
    Groups: groups,
    Rounds: [
      { RoundIdModernized: 6, RoundName: 'Semi-Finals', Fixtures: semis },
      { RoundIdModernized: 7, RoundName: 'Final', Fixtures: [final] },
    ],
  };
}

export function team(code: string, name: string, seed: number | null = null): Team {
  return { TeamCode: code, TeamName: name, Seed: seed };
}

/**
 * A Davis Cup style tie: two singles and a doubles, players numbered from `first` (the top team's singles
 * players first + 0 and first + 1, the bottom team's first + 2 and first + 3; the doubles pairs them).
 * `decidedAfter` rubbers are played, all won by the top team; once two are won the rest is a dead rubber.
 */
export function davisCupTie(top: Team, bottom: Team, first: number, decidedAfter = 3): TeamTie {
  const [t1, t2, b1, b2] = [0, 1, 2, 3].map((n) => entrant([player(first + n)], null)) as [
    DrawLine,
    DrawLine,
    DrawLine,
    DrawLine,
  ];
  const lines: [string, DrawLine, DrawLine][] = [
    ['Singles 1', t2, b2],
    ['Singles 2', t1, b1],
    [
      'Doubles',
      entrant([player(first), player(first + 1)], null),
      entrant([player(first + 2), player(first + 3)], null),
    ],
  ];
  const playedCount = Math.min(decidedAfter, 2);
  const rubbers: Rubber[] = lines.map(([label, a, b], index) => ({
    Label: label,
    Points: 1,
    Fixture:
      index < playedCount
        ? played(a, b)
        : { DrawLineTop: marked(a, false), DrawLineBottom: marked(b, false), Result: null },
  }));
  return {
    TeamTop: top,
    TeamBottom: bottom,
    ScoreTop: playedCount,
    ScoreBottom: 0,
    Winner: playedCount === 2 ? 1 : null,
    Rubbers: rubbers,
  };
}

/**
 * A Davis Cup Finals event: a quarter-final stage of two ties (one decided with a dead doubles, one still
 * at 1-0), and a final still to be drawn; players numbered from 301.
 */
export function teamEvent(): DrawEvent {
  const ita = team('ITA', 'Italy', 1);
  const arg = team('ARG', 'Argentina');
  const esp = team('ESP', 'Spain', 2);
  const cze = team('CZE', 'Czechia');
  return {
    EventTypeCode: 'TE',
    Description: 'Team Event',
    Rounds: [],
    Stages: [
      { StageName: 'Quarter-finals', Ties: [davisCupTie(ita, arg, 301), davisCupTie(esp, cze, 311, 1)] },
      {
        StageName: 'Final',
        Ties: [
          {
            TeamTop: ita,
            TeamBottom: null,
            ScoreTop: 0,
            ScoreBottom: 0,
            Winner: null,
            Rubbers: [],
            PlayDate: '2026-11-29',
          },
        ],
      },
    ],
  };
}

/** A United Cup style group stage: three nations, one tie played, and the group's table. */
export function teamGroupStage(): TieStage {
  const usa = team('USA', 'United States', 1);
  const gbr = team('GBR', 'Great Britain');
  const chn = team('CHN', 'China');
  const standing = (t: Team, position: number, won: number, lost: number, rubbers: [number, number]): TeamStanding => ({
    Team: t,
    Position: position,
    Played: won + lost,
    Won: won,
    Lost: lost,
    RubbersWon: rubbers[0],
    RubbersLost: rubbers[1],
    Qualified: position === 1,
  });
  return {
    StageName: 'Group A',
    Ties: [davisCupTie(usa, gbr, 401)],
    Standings: [standing(usa, 1, 1, 0, [2, 0]), standing(gbr, 2, 0, 1, [0, 2]), standing(chn, 3, 0, 0, [0, 0])],
  };
}
