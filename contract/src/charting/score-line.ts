import type { FinishedSet, Score } from './scoring.js';

function setText({ games, tiebreak }: FinishedSet): string {
  // A match tiebreak played as the set is shown by its points; a set's tiebreak by the loser's points.
  if (tiebreak && games[0] + games[1] === 1) return `[${tiebreak[0]}-${tiebreak[1]}]`;
  const text = `${games[0]}-${games[1]}`;
  return tiebreak ? `${text}(${Math.min(tiebreak[0], tiebreak[1])})` : text;
}

/**
 * The score as a line of sets from the first player's side, "6-4 3-6 7-6(5)", with the set being played last
 * ("6-4 2-1"); an unstarted match is "0-0".
 */
export function scoreLine(score: Score): string {
  const sets = score.finishedSets.map(setText);
  const playing = score.winner === null && (score.games[0] + score.games[1] > 0 || sets.length === 0);
  if (playing) sets.push(`${score.games[0]}-${score.games[1]}`);
  return sets.join(' ');
}
