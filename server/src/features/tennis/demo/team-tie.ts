import type { MatchResult, Rubber, Team, TeamTie } from '@baseline/contract';
import { lineOf } from './demo-event.js';
import { addDays } from '@baseline/contract/calendar-date';
import type { DemoPlayer } from './player-pool.js';
import type { Random } from './prng.js';
import { playMatch, type MatchFormat } from './scores.js';

/** A team in a team event: its players, best first, and how strong it is (lower is stronger). */
export interface TeamSide {
  team: Team;
  men: readonly DemoPlayer[];
  women: readonly DemoPlayer[];
  strength: number;
}

/** One match of a tie as planned: who plays, what it counts for, and on which of the tie's days. */
export interface RubberPlan {
  label: string;
  points: number;
  top: readonly DemoPlayer[];
  bottom: readonly DemoPlayer[];
  format: MatchFormat;
  /** 0 on the tie's first day, 1 on the next... */
  session: number;
}

export interface PlayedTie {
  top: TeamSide;
  bottom: TeamSide;
  /** `result` null: not played at all, the tie being decided before it. */
  rubbers: { plan: RubberPlan; result: MatchResult | null }[];
  /** How many of the rubbers were planned; any after them broke a level score. */
  planned: number;
  /** The points a side needs to win the tie. */
  toWin: number;
  winner: 1 | 2;
}

const strengthOf = (players: readonly DemoPlayer[]) => players.reduce((sum, player) => sum + player.rank, 0);

/**
 * Plays a tie's rubbers in order until a side has `toWin` points; the rubbers after that are not played (a
 * dead rubber). When the planned rubbers leave the sides level, `decider` is played too.
 */
export function playTie(
  random: Random,
  top: TeamSide,
  bottom: TeamSide,
  plans: readonly RubberPlan[],
  toWin: number,
  decider?: RubberPlan,
): PlayedTie {
  const score = [0, 0];
  const rubbers: PlayedTie['rubbers'] = [];
  const play = (plan: RubberPlan) => {
    const decided = Math.max(score[0] ?? 0, score[1] ?? 0) >= toWin;
    const result = decided ? null : playMatch(random, plan.format, strengthOf(plan.top), strengthOf(plan.bottom));
    if (result) score[result.Winner - 1] = (score[result.Winner - 1] ?? 0) + plan.points;
    rubbers.push({ plan, result });
  };
  plans.forEach(play);
  if (decider && (score[0] ?? 0) < toWin && (score[1] ?? 0) < toWin) play(decider);
  return { top, bottom, rubbers, planned: plans.length, toWin, winner: (score[0] ?? 0) >= toWin ? 1 : 2 };
}

/** The day (0, the event's first) each rubber is played: the tie's first day plus the rubber's session. */
const rubberDay = (tieDay: number, rubber: { plan: RubberPlan }) => tieDay + rubber.plan.session;

/** Whether the tie's deciding rubber is over by `daysPlayed`, so that its winner is known. */
export function tieDecided(tie: PlayedTie, tieDay: number, daysPlayed: number): boolean {
  return tie.rubbers.every((rubber) => rubber.result === null || rubberDay(tieDay, rubber) < daysPlayed);
}

/**
 * The tie as it stands once `daysPlayed` days are over: the rubbers played so far with their results, the
 * score, the winner once a side has its points, and its first day's date (`firstDay`: the event's). A rubber
 * played only to break a level score is listed once it has been played.
 */
export function shownTie(tie: PlayedTie, tieDay: number, daysPlayed: number, firstDay: string): TeamTie {
  const rubbers = tie.rubbers.filter((rubber, at) => at < tie.planned || rubberDay(tieDay, rubber) < daysPlayed);
  const score = [0, 0];
  const shown = rubbers.map((rubber): Rubber => {
    const result = rubber.result && rubberDay(tieDay, rubber) < daysPlayed ? rubber.result : null;
    if (result) score[result.Winner - 1] = (score[result.Winner - 1] ?? 0) + rubber.plan.points;
    const side = (players: readonly DemoPlayer[], won: boolean) =>
      lineOf({ players: [...players], strength: strengthOf(players), entryType: null, seed: null }, true, won);
    return {
      Label: rubber.plan.label,
      Points: rubber.plan.points,
      Fixture: {
        DrawLineTop: side(rubber.plan.top, result?.Winner === 1),
        DrawLineBottom: side(rubber.plan.bottom, result?.Winner === 2),
        Result: result,
      },
    };
  });
  const [top = 0, bottom = 0] = score;
  return {
    TeamTop: tie.top.team,
    TeamBottom: tie.bottom.team,
    ScoreTop: top,
    ScoreBottom: bottom,
    Winner: top >= tie.toWin ? 1 : bottom >= tie.toWin ? 2 : null,
    Rubbers: shown,
    PlayDate: addDays(firstDay, tieDay),
  };
}
