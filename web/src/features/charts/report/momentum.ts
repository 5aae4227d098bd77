import type { MatchReport } from '@baseline/contract/charting';

/** Who leads after a point and by how many points: "Sinner +3", or "Level". */
export function leadText(lead: number, names: readonly [string, string]): string {
  if (lead === 0) return 'Level';
  return lead > 0 ? `${names[0]} +${lead}` : `${names[1]} +${-lead}`;
}

/** The number of the point that ended each finished set. */
export function setEndsOf({ sets, score }: Pick<MatchReport, 'sets' | 'score'>): number[] {
  let played = 0;
  return sets.slice(0, score.finishedSets.length).map((set) => (played += set.points));
}
