import type { ChartInput } from '@baseline/contract';
import { isBreakPoint, pointsText, type Score, type Side } from '@baseline/contract/charting';

interface ScoreboardProps {
  chart: ChartInput;
  score: Score;
}

/** What the next point is, beyond the count: a tiebreak, a change of ends, a break point, or the match's end. */
function situation(chart: ChartInput, score: Score): string {
  if (score.winner !== null) return `Match over: ${chart.players[score.winner].name} won.`;
  const notes = [
    score.inTiebreak ? 'Tiebreak' : '',
    isBreakPoint(chart.format, score) ? 'Break point' : '',
    score.changeEnds ? 'Change ends' : '',
  ].filter(Boolean);
  return notes.join(' · ');
}

/**
 * The score, always in sight while recording: each player's sets, games in the set being played and points in
 * the game (or tiebreak), with a ball by whoever serves next.
 */
export function Scoreboard({ chart, score }: ScoreboardProps) {
  const points = pointsText(chart.format, score);
  const sets = score.finishedSets;
  const note = situation(chart, score);
  // Once the match is over only its sets are left to show.
  const playing = score.winner === null;
  const row = (side: Side) => (
    <tr key={side}>
      <th scope="row" className="scoreboard__player">
        <span className="scoreboard__serve" aria-hidden="true">
          {score.server === side && score.winner === null ? '●' : ''}
        </span>
        <span className="scoreboard__name">{chart.players[side].name}</span>
        {score.server === side && score.winner === null && <span className="visually-hidden"> (serving)</span>}
      </th>
      {sets.map((set, index) => (
        <td key={index} className="scoreboard__set">
          {set.games[side]}
          {set.tiebreak && <sup>{set.tiebreak[side]}</sup>}
        </td>
      ))}
      {playing && <td className="scoreboard__games">{score.games[side]}</td>}
      {playing && <td className="scoreboard__points">{points[side]}</td>}
    </tr>
  );
  return (
    <section className="scoreboard" aria-label="Score">
      <table className="scoreboard__table">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Player</th>
            {sets.map((_, index) => (
              <th key={index} scope="col">
                Set {index + 1}
              </th>
            ))}
            {playing && <th scope="col">Games</th>}
            {playing && <th scope="col">{score.inTiebreak ? 'Tiebreak points' : 'Points'}</th>}
          </tr>
        </thead>
        <tbody>
          {row(0)}
          {row(1)}
        </tbody>
      </table>
      <p className="scoreboard__note" aria-live="polite">
        {note}
      </p>
    </section>
  );
}
