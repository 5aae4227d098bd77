/*
 * Small upstream payloads built in the tests, in the shapes the real ATP and TennisTV services send (field
 * names as in the recordings of ../shared/fixtures/atp/), for the differences the recordings do not show:
 * an archive that leaves byes out and lists each match's winner first, a live archive, blank doubles seeds,
 * malformed parts, formats the adapters do not show.
 */

/** A calendar with the given tournaments (the fields the calendar adapter reads). */
export function calendarPayload(
  tournaments: { Id: string; Name: string; Location: string; FormattedDate: string; Type?: string }[],
): string {
  return JSON.stringify({
    TournamentDates: [{ Tournaments: tournaments.map((tournament) => ({ Type: '250', ...tournament })) }],
  });
}

export interface Entrant {
  id: string;
  last: string;
  seed?: number;
  entry?: string;
  partner?: { id: string; last: string };
}

type ArchiveSet = { SetNumber: number; SetScore: number | null; TieBreakScore: number | null };

/** One side of an archive match: a team, or a bye (player id "0"), with its games per set. */
export function archiveTeam(entrant: Entrant | 'bye', games: (number | [number, number])[] = [], seedShown = true) {
  const sets: ArchiveSet[] = [
    { SetNumber: 0, SetScore: null, TieBreakScore: null },
    ...games.map((game, at) => ({
      SetNumber: at + 1,
      SetScore: Array.isArray(game) ? game[0] : game,
      TieBreakScore: Array.isArray(game) ? game[1] : null,
    })),
  ];
  if (entrant === 'bye') {
    return { PlayerId: '0', PlayerFirstNameFull: '', PlayerLastName: 'Bye', SeedPlayerTeam: '', Sets: sets };
  }
  return {
    PlayerId: entrant.id,
    PlayerFirstNameFull: 'First',
    PlayerLastName: entrant.last,
    PartnerId: entrant.partner?.id ?? null,
    PartnerFirstNameFull: entrant.partner ? 'First' : null,
    PartnerLastName: entrant.partner?.last ?? null,
    SeedPlayerTeam: seedShown && entrant.seed ? String(entrant.seed) : '',
    EntryStatusPlayerTeam: seedShown ? (entrant.entry ?? null) : null,
    Sets: sets,
  };
}

const ROUND_NAMES = ['Final', 'Semifinal', 'Quarterfinal'];

/** An archive match, the winner's team listed first as the archive does. */
export function archiveMatch(
  code: string,
  number: number,
  winner: ReturnType<typeof archiveTeam>,
  loser: ReturnType<typeof archiveTeam>,
  extra: Record<string, unknown> = {},
) {
  const depth = Math.floor(Math.log2(number));
  return {
    MatchId: `${code}${String(number).padStart(3, '0')}`,
    Round: { RoundId: String(7 - depth), LongName: ROUND_NAMES[depth] ?? `Round of ${2 ** (depth + 1)}` },
    IsDoubles: code.endsWith('D'),
    Reason: null,
    WinningPlayerId: winner.PlayerId,
    TeamTieResults: null,
    PlayerTeam1: winner,
    PlayerTeam2: loser,
    ...extra,
  };
}

export function archivePayload(matches: unknown[], eventType = '250', year = 2024): string {
  return JSON.stringify({ Data: [{ EventType: eventType, EventYear: year, Matches: matches }] });
}

export interface SimulatedDraw {
  /** Each fixture's true lines, round by round from the first: entrant ids, 'Bye', or '' when not known yet. */
  truth: [string, string][][];
  matches: ReturnType<typeof archiveMatch>[];
}

/**
 * Plays a knockout draw (lines in draw order, null for a bye): a seed beats an unseeded player, the better
 * seed wins, and of two unseeded players the one on the upper line. The archive lists what was played up to
 * `played` matches (deepest round first, in bracket order), leaves byes out unless `listByes`, lists each
 * winner first, and (with `blankLosingSeeds`) leaves a losing team's seed blank after the first round.
 */
export function simulateArchive(
  code: string,
  lines: (Entrant | null)[],
  { played = Number.POSITIVE_INFINITY, listByes = false, blankLosingSeeds = false } = {},
): SimulatedDraw {
  type Line = { entrant: Entrant; line: number } | null | 'not known';
  const rank = (entrant: Entrant, line: number) => entrant.seed ?? 1000 + line;
  const name = (line: Line | undefined) => (line === 'not known' ? '' : (line?.entrant.id ?? 'Bye'));
  let round: Line[] = lines.map((entrant, line) => (entrant ? { entrant, line } : null));
  const matches: ReturnType<typeof archiveMatch>[] = [];
  const truth: [string, string][][] = [];
  const firstDepth = Math.log2(lines.length) - 1;
  let listed = 0;
  for (let depth = firstDepth; round.length > 1; depth -= 1) {
    const next: Line[] = [];
    const fixtures: [string, string][] = [];
    for (let at = 0; at < round.length; at += 2) {
      const [top, bottom] = [round[at] ?? null, round[at + 1] ?? null];
      const number = 2 ** depth + at / 2;
      fixtures.push([name(top), name(bottom)]);
      if (top === 'not known' || bottom === 'not known') {
        next.push('not known');
      } else if (!top || !bottom) {
        const player = top ?? bottom;
        next.push(player);
        if (listByes && player)
          matches.push(archiveMatch(code, number, archiveTeam(player.entrant), archiveTeam('bye')));
      } else if (listed >= played) {
        next.push('not known');
      } else {
        listed += 1;
        const [winner, loser] =
          rank(top.entrant, top.line) < rank(bottom.entrant, bottom.line) ? [top, bottom] : [bottom, top];
        next.push(winner);
        const loserSeedShown = depth === firstDepth || !blankLosingSeeds;
        matches.push(
          archiveMatch(
            code,
            number,
            archiveTeam(winner.entrant, [6, 6]),
            archiveTeam(loser.entrant, [4, 4], loserSeedShown),
          ),
        );
      }
    }
    truth.push(fixtures);
    round = next;
  }
  return { truth, matches };
}

/** A TennisTV draws payload with one event of the given rounds (fixtures as TennisTV writes them). */
export function tennisTvPayload(
  rounds: { RoundIdModernized: number; RoundName: string; Fixtures: unknown[] }[],
  event = {},
) {
  return JSON.stringify({
    MS: {
      EventTypeCode: 'MS',
      Description: "Men's Singles",
      HasRoundRobin: false,
      IsTeamEvent: false,
      RoundRobinRound: null,
      Rounds: rounds.map((round) => ({ TeamFixtures: [], ...round })),
      ...event,
    },
  });
}

/** A TennisTV fixture between two players, the top one winning in straight sets. */
export function tennisTvFixture(code: string, top: Entrant & { seedAs?: unknown }, bottom: Entrant) {
  const line = (entrant: Entrant & { seedAs?: unknown }) => ({
    Seed: entrant.seedAs ?? entrant.seed ?? 0,
    EntryType: entrant.entry ?? '',
    Players: [{ PlayerId: entrant.id, FirstName: 'First', LastName: entrant.last }],
  });
  return {
    MatchCode: code,
    DrawLineTop: line(top),
    DrawLineBottom: line(bottom),
    Result: {
      Winner: 1,
      ResultType: '',
      ResultReason: '',
      SetResults: [
        { GamesA: 6, GamesB: 3, TiebreakA: null, TiebreakB: null },
        { GamesA: 6, GamesB: 4, TiebreakA: null, TiebreakB: null },
      ],
    },
    Winner: 1,
    TopPlaceholderText: '',
    BottomPlaceholderText: '',
    Match: { Reason: '' },
  };
}
