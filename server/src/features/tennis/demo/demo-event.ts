import type { DrawEvent, DrawLine, Fixture, MatchResult } from '@baseline/contract';
import { bracketSize, lineRanks, roundLabels, seedCount, seedGroups } from './bracket.js';
import type { Entrant } from './entrants.js';
import type { Random } from './prng.js';
import { byeResult, playMatch, type MatchFormat } from './scores.js';

/** An entrant on a line of the draw, with the seed it was given. */
export interface Placed extends Entrant {
  seed: number | null;
}

/**
 * How far the event has got: rounds before `fullRounds` are played, then `partial` of the next round's
 * fixtures (a share from 0 to 1). Byes count as played from the moment the draw is made.
 */
export interface Progress {
  fullRounds: number;
  partial: number;
}

export interface EventSpec {
  code: 'MS' | 'MD';
  description: string;
  format: MatchFormat;
  field: Entrant[];
}

/**
 * Places the field on the bracket (seeds where the rule book puts them, byes opposite the top seeds, the rest
 * by lot), plays the whole event, then shows it as it stands at `progress`: results are fixed whatever the
 * day, so an event only ever moves forward.
 */
export function demoEvent(random: Random, spec: EventSpec, progress: Progress): DrawEvent {
  const lines = placeField(random, spec.field);
  const labels = roundLabels(lines.length);
  const rounds: { fixtures: [Placed | null, Placed | null][]; results: MatchResult[] }[] = [];
  let current = lines;
  for (let round = 0; round < labels.length; round++) {
    const fixtures = pairs(current);
    const results = fixtures.map(([top, bottom]) => decide(random, spec.format, top, bottom));
    rounds.push({ fixtures, results });
    current = fixtures.map(([top, bottom], at) => (results[at]?.Winner === 1 ? top : bottom));
  }

  const played = (round: number, at: number, fixture: [Placed | null, Placed | null]) =>
    fixture.includes(null) ||
    round < progress.fullRounds ||
    (round === progress.fullRounds && at < Math.floor(progress.partial * (rounds[round]?.fixtures.length ?? 0)));
  // A later round's line is known once the fixture feeding it is played (whose own lines are then known).
  const known = (round: number, at: number): boolean => {
    const feeder = rounds[round - 1]?.fixtures[at];
    return round === 0 || (feeder !== undefined && played(round - 1, at, feeder));
  };

  return {
    EventTypeCode: spec.code,
    Description: spec.description,
    Rounds: rounds.map(({ fixtures, results }, round) => ({
      RoundIdModernized: labels[round]?.RoundIdModernized ?? round + 1,
      RoundName: labels[round]?.RoundName ?? '',
      Fixtures: fixtures.map(([top, bottom], at): Fixture => {
        const result = played(round, at, [top, bottom]) ? (results[at] ?? null) : null;
        return {
          DrawLineTop: lineOf(top, known(round, at * 2), result?.Winner === 1),
          DrawLineBottom: lineOf(bottom, known(round, at * 2 + 1), result?.Winner === 2),
          Result: result,
        };
      }),
    })),
  };
}

function pairs<T>(lines: T[]): [T, T][] {
  return Array.from({ length: lines.length / 2 }, (_, at) => [lines[at * 2] as T, lines[at * 2 + 1] as T]);
}

function decide(random: Random, format: MatchFormat, top: Placed | null, bottom: Placed | null): MatchResult {
  if (!bottom) return byeResult(1);
  if (!top) return byeResult(2);
  return playMatch(random, format, top.strength, bottom.strength);
}

/** The line as the draw shows it: null for a bye, no players while the round before is unfinished. */
export function lineOf(entrant: Placed | null, known: boolean, won: boolean): DrawLine | null {
  if (!known) return { Players: [], Seed: null, EntryType: null };
  if (!entrant) return null;
  return {
    Players: entrant.players.map((player) => ({
      PlayerId: player.PlayerId,
      FirstName: player.FirstName,
      LastName: player.LastName,
      Winner: won,
    })),
    Seed: entrant.seed,
    EntryType: entrant.entryType,
  };
}

/** The bracket's lines, top to bottom: entrants, and null for each bye. */
function placeField(random: Random, field: Entrant[]): (Placed | null)[] {
  const size = bracketSize(field.length);
  const seeds = Math.min(seedCount(field.length), field.length);
  const byStrength = field.toSorted((a, b) => a.strength - b.strength);
  const ranks = lineRanks(size);

  // Seeds drawn by lot within their group (3-4, 5-8 ...): seed s goes to a line meant for a rank of its group.
  const lineOfRank = new Map(ranks.map((rank, line) => [rank, line]));
  const lines = new Array<Placed | null>(size).fill(null);
  for (const group of seedGroups(seeds)) {
    const shuffled = random.shuffle(group);
    group.forEach((seed, at) => {
      const entrant = byStrength[seed - 1];
      const line = lineOfRank.get(shuffled[at] ?? seed);
      if (entrant && line !== undefined) lines[line] = { ...entrant, seed };
    });
  }

  // The rest by lot on the lines meant for ranks seeds+1 .. entrants; ranks beyond are the byes.
  const open = ranks.flatMap((rank, line) => (rank > seeds && rank <= field.length ? [line] : []));
  const unseeded = random.shuffle(byStrength.slice(seeds));
  open.forEach((line, at) => {
    const entrant = unseeded[at];
    if (entrant) lines[line] = { ...entrant, seed: null };
  });
  return lines;
}
