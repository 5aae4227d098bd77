import type { ChartPointInput } from '@baseline/contract';
import {
  readPointFacts,
  scorePoint,
  startScore,
  type MatchFormat,
  type Score,
  type Side,
} from '@baseline/contract/charting';

export type Scored = { ok: true; score: Score } | { ok: false; problem: string };

/** The score once `point` is played from `before`, or why it cannot be (the match is over, the code does not read). */
export function scoreAfter(format: MatchFormat, before: Score, point: ChartPointInput): Scored {
  if (before.winner !== null) return { ok: false, problem: 'The match is over: no point can follow its last.' };
  const reading = readPointFacts(point, before.server);
  if (!reading.ok) return reading;
  return { ok: true, score: scorePoint(format, before, reading.facts.winner) };
}

export type Replayed = { ok: true; scores: Score[] } | { ok: false; problem: string };

/**
 * The points scored again from `from` (the score before point `start`, numbered from 0) to the last: the scores
 * after each, or the first point that cannot be played, named by its number from 1 as the server names it.
 */
export function replayFrom(
  format: MatchFormat,
  from: Score,
  points: readonly ChartPointInput[],
  start: number,
): Replayed {
  const scores: Score[] = [];
  let score = from;
  for (let index = start; index < points.length; index += 1) {
    const point = points[index];
    if (!point) break;
    const next = scoreAfter(format, score, point);
    if (!next.ok) return { ok: false, problem: `Point ${String(index + 1)}: ${next.problem}` };
    score = next.score;
    scores.push(score);
  }
  return { ok: true, scores };
}

/** Every score of the chart: before each point, and after the last. */
export function replayChart(format: MatchFormat, firstServer: Side, points: readonly ChartPointInput[]): Replayed {
  const start = startScore(format, firstServer);
  const after = replayFrom(format, start, points, 0);
  return after.ok ? { ok: true, scores: [start, ...after.scores] } : after;
}
