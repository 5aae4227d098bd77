import Type from 'typebox';

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Score = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.String(), Type.Null()]));
const OptionalId = Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()]));

export const ArchiveTeam = Type.Object({
  PlayerId: Type.Union([Type.String(), Type.Integer()]),
  PlayerFirstNameFull: Text,
  PlayerLastName: Text,
  PartnerId: OptionalId,
  PartnerFirstNameFull: Text,
  PartnerLastName: Text,
  SeedPlayerTeam: OptionalId,
  EntryStatusPlayerTeam: Text,
  Sets: Type.Array(Type.Object({ SetNumber: Type.Integer(), SetScore: Score, TieBreakScore: Score })),
});
export type ArchiveTeam = Type.Static<typeof ArchiveTeam>;

export const ArchiveMatch = Type.Object({
  MatchId: Type.String({ pattern: '^[A-Z]{2}0*[1-9]\\d*$' }),
  Round: Type.Object({ RoundId: Type.Union([Type.String(), Type.Integer()]), LongName: Type.String() }),
  IsDoubles: Type.Boolean(),
  Reason: Text,
  WinningPlayerId: OptionalId,
  PlayerTeam1: ArchiveTeam,
  PlayerTeam2: ArchiveTeam,
  /** Set for a team event's rubbers (Davis Cup, United Cup), a format the adapters do not show. */
  TeamTieResults: Type.Optional(Type.Unknown()),
});
export type ArchiveMatch = Type.Static<typeof ArchiveMatch>;

/**
 * `GET .../scores.resultsarchive?eventyear={year}&eventid={id}`: every match of a tournament so far. The
 * matches are checked one by one, so that one malformed match is left out rather than the whole draw.
 */
export const ArchivePayload = Type.Object({
  Data: Type.Array(
    Type.Object({
      EventType: Text,
      EventYear: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
      Matches: Type.Array(Type.Unknown()),
    }),
    { minItems: 1 },
  ),
});

/** The archive writes a bye as a team whose player id is "0". */
export function isByeTeam(team: ArchiveTeam): boolean {
  return String(team.PlayerId) === '0';
}

/** The player ids of a team: one in singles, two in doubles. */
export function idsOf(team: ArchiveTeam): string[] {
  const partner = team.PartnerId === null || team.PartnerId === undefined ? '' : String(team.PartnerId);
  return [String(team.PlayerId), partner].filter((id) => id !== '');
}

/** A team the same in every round: its players' ids in a fixed order. */
export function teamKey(team: ArchiveTeam): string {
  return idsOf(team).toSorted().join('/');
}

export function sameTeam(a: ArchiveTeam | undefined, b: ArchiveTeam | undefined): boolean {
  if (!a || !b || isByeTeam(a) || isByeTeam(b)) return false;
  const ids = idsOf(b);
  return idsOf(a).some((id) => ids.includes(id));
}

/** The team that won the match, when the archive names it. */
export function winningTeam(match: ArchiveMatch | undefined): ArchiveTeam | undefined {
  if (!match) return undefined;
  const winnerId = String(match.WinningPlayerId ?? '');
  if (winnerId === '') return undefined;
  return [match.PlayerTeam1, match.PlayerTeam2].find((team) => !isByeTeam(team) && idsOf(team).includes(winnerId));
}
