import type { DrawLine, DrawRound, Fixture, MatchResult, SetResult } from '@baseline/contract';
import Type from 'typebox';
import Value from 'typebox/value';
import { drawLine, entryTypeOf, matchNumber, reasonOf, seedOf } from './draw-codes.js';
import type { DrawReading } from './draw-reading.js';

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Count = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]);

const TvPlayer = Type.Object({
  PlayerId: Type.Union([Type.String({ minLength: 1 }), Type.Integer()]),
  FirstName: Text,
  LastName: Text,
});

const TvDrawLine = Type.Union([
  Type.Object({
    // A seed comes as a number, now and then as text ("1").
    Seed: Type.Optional(Type.Union([Count, Type.String()])),
    EntryType: Text,
    Players: Type.Array(TvPlayer, { maxItems: 2 }),
  }),
  Type.Null(),
]);

const TvSet = Type.Object({ GamesA: Count, GamesB: Count, TiebreakA: Count, TiebreakB: Count });

const TvResult = Type.Union([
  Type.Object({
    Winner: Type.Optional(Count),
    ResultType: Text,
    ResultReason: Text,
    SetResults: Type.Array(TvSet),
  }),
  Type.Null(),
]);

const TvFixture = Type.Object({
  MatchCode: Text,
  DrawLineTop: TvDrawLine,
  DrawLineBottom: TvDrawLine,
  Result: Type.Optional(TvResult),
  Winner: Type.Optional(Count),
  TopPlaceholderText: Text,
  BottomPlaceholderText: Text,
  Match: Type.Optional(Type.Union([Type.Object({ Reason: Text }), Type.Null()])),
});
type TvFixture = Type.Static<typeof TvFixture>;

/** An event; its fixtures are checked one by one, so that one malformed fixture is left out, not the event. */
const TvEvent = Type.Object({
  EventTypeCode: Type.String({ minLength: 1 }),
  Description: Type.String(),
  HasRoundRobin: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  IsTeamEvent: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  RoundRobinRound: Type.Optional(Type.Unknown()),
  Rounds: Type.Array(
    Type.Object({
      RoundIdModernized: Type.Integer(),
      RoundName: Type.String(),
      Fixtures: Type.Array(Type.Unknown()),
      TeamFixtures: Type.Optional(Type.Union([Type.Array(Type.Unknown()), Type.Null()])),
    }),
  ),
});
type TvEvent = Type.Static<typeof TvEvent>;

/**
 * TennisTV's draws (`GET {ATP_DRAWS_URL}/tournaments/{id}/{year}/draws`: the events keyed by their code, MS,
 * MD, QS ...) as the contract's events, or undefined when the payload holds no event in that shape. TennisTV
 * lists the final first: rounds are put in RoundIdModernized order (first round first) and fixtures in
 * match-code order, which is bracket order. A fixture or an event that cannot be read is left out and named
 * for the log; an event with round-robin groups or team ties makes the draw one the adapters do not show.
 */
export function readTennisTvDraws(payload: unknown): DrawReading | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const values = Object.entries(payload);
  const events = values.flatMap(([, value]) => (Value.Check(TvEvent, value) ? [value] : []));
  if (events.length === 0) return undefined;
  const notKnockout = events.find((event) => notKnockoutReason(event) !== undefined);
  if (notKnockout) return { kind: 'format-not-shown', why: notKnockoutReason(notKnockout) ?? '' };
  const skipped = values.flatMap(([key, value]) =>
    !Value.Check(TvEvent, value) && looksLikeEvent(value) ? [`TennisTV event ${key}`] : [],
  );
  const drawEvents = events
    .filter((event) => event.Rounds.length > 0)
    .map((event) => ({
      EventTypeCode: event.EventTypeCode,
      Description: event.Description,
      Rounds: event.Rounds.toSorted((a, b) => a.RoundIdModernized - b.RoundIdModernized).map((round): DrawRound => {
        const fixtures = round.Fixtures.filter((fixture): fixture is TvFixture => Value.Check(TvFixture, fixture));
        const left = round.Fixtures.length - fixtures.length;
        if (left > 0) skipped.push(`${left} TennisTV fixture(s) of ${event.EventTypeCode} ${round.RoundName}`);
        return {
          RoundIdModernized: round.RoundIdModernized,
          RoundName: round.RoundName,
          Fixtures: fixtures.toSorted((a, b) => matchNumber(a.MatchCode) - matchNumber(b.MatchCode)).map(toFixture),
        };
      }),
    }));
  return { kind: 'draw', events: drawEvents, skipped };
}

/** An object with an event code is meant as an event: one that cannot be read is not dropped in silence. */
function looksLikeEvent(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'EventTypeCode' in value;
}

function notKnockoutReason(event: TvEvent): string | undefined {
  if (event.IsTeamEvent === true) return `${event.EventTypeCode} is a team event`;
  if (event.Rounds.some((round) => (round.TeamFixtures ?? []).length > 0)) return `${event.EventTypeCode} has ties`;
  const roundRobin =
    event.HasRoundRobin === true ||
    (event.RoundRobinRound !== null && event.RoundRobinRound !== undefined) ||
    event.Rounds.some((round) => /robin|group/i.test(round.RoundName));
  return roundRobin ? `${event.EventTypeCode} has round-robin groups` : undefined;
}

function toFixture(fixture: TvFixture): Fixture {
  const result = toResult(fixture);
  const byeFixture = fixture.Result?.ResultType?.trim().toUpperCase() === 'BYE';
  const isBye = (placeholder: string | null | undefined) => byeFixture || placeholder?.trim().toLowerCase() === 'bye';
  return {
    DrawLineTop: toLine(fixture.DrawLineTop, isBye(fixture.TopPlaceholderText), result?.Winner === 1),
    DrawLineBottom: toLine(fixture.DrawLineBottom, isBye(fixture.BottomPlaceholderText), result?.Winner === 2),
    Result: result,
  };
}

/**
 * A missing line is a bye when TennisTV says so ("Bye" in its place, or a BYE result); otherwise it is not
 * decided yet, which the contract shows as a line without players.
 */
function toLine(line: Type.Static<typeof TvDrawLine>, isBye: boolean, won: boolean): DrawLine | null {
  if (line === null || line.Players.length === 0) return isBye ? null : undecidedLine();
  return drawLine(line.Players, seedOf(line.Seed), entryTypeOf(line.EntryType), won);
}

function undecidedLine(): DrawLine {
  return { Players: [], Seed: null, EntryType: null };
}

/** Null until a winner is known; a bye is decided (its winner is the line with a player) without sets. */
function toResult(fixture: TvFixture): MatchResult | null {
  const winner = fixture.Result?.Winner ?? fixture.Winner;
  if (winner !== 1 && winner !== 2) return null;
  const sets = fixture.Result?.SetResults ?? [];
  return {
    Winner: winner,
    SetResults: sets.flatMap((set): SetResult[] =>
      set.GamesA === null || set.GamesB === null
        ? []
        : [{ GamesA: set.GamesA, GamesB: set.GamesB, TiebreakA: set.TiebreakA, TiebreakB: set.TiebreakB }],
    ),
    Reason: reasonOf(fixture.Match?.Reason, fixture.Result?.ResultReason, fixture.Result?.ResultType),
  };
}
