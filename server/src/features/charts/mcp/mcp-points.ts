import type { ChartInput } from '@baseline/contract';
import {
  pointsText,
  readPointFacts,
  scorePoint,
  startScore,
  type MatchFormat,
  type Score,
} from '@baseline/contract/charting';
import { quickPointCodes } from './quick-codes.js';

/**
 * The Project's points columns (those of its published points files), then Level: 'quick' for a point
 * charted at the quick level, so Baseline reads it back as one.
 */
export const MCP_POINT_COLUMNS = [
  'match_id',
  'Pt',
  'Set1',
  'Set2',
  'Gm1',
  'Gm2',
  'Pts',
  'Gm#',
  'TbSet',
  'Svr',
  '1st',
  '2nd',
  'Notes',
  'PtWinner',
  'Level',
] as const;

/** Whether the set being played can end in a tiebreak (the Project's TbSet). */
function setHasTiebreak(format: MatchFormat, score: Score): boolean {
  const final = score.finishedSets.length + 1 === format.bestOf;
  const decider = final ? format.finalSet : format.sets;
  return decider.kind !== 'advantage';
}

/** The game's number in the match, as the Project counts them (a tiebreak is a game). */
function gameNumber(score: Score): number {
  const earlier = score.finishedSets.reduce((games, set) => games + set.games[0] + set.games[1], 0);
  return earlier + score.games[0] + score.games[1] + 1;
}

/**
 * One row a point, each with the score before it as the Project writes it: sets and games from the first
 * player's side, the game's points from the server's ("15-30", "AD-40", a tiebreak's count).
 */
export function mcpPointRows(chart: ChartInput, matchId: string): string[][] {
  const { format } = chart;
  let score = startScore(format, chart.firstServer);
  return chart.points.map((point, index) => {
    const reading = readPointFacts(point, score.server);
    // A stored chart was checked whole when it was saved: every point reads.
    if (!reading.ok) throw new Error(`a stored chart's point ${index + 1} does not read: ${reading.problem}`);
    const { server, winner } = reading.facts;
    const [first, second] = pointsText(format, score);
    const codes = point.level === 'full' ? point : quickPointCodes(point, server);
    const row = [
      matchId,
      String(index + 1),
      String(score.setsWon[0]),
      String(score.setsWon[1]),
      String(score.games[0]),
      String(score.games[1]),
      server === 0 ? `${first}-${second}` : `${second}-${first}`,
      String(gameNumber(score)),
      setHasTiebreak(format, score) ? 'True' : 'False',
      String(server + 1),
      codes.first,
      codes.second,
      point.note ?? '',
      String(winner + 1),
      point.level,
    ];
    score = scorePoint(format, score, winner);
    return row;
  });
}
