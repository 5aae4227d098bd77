/** What a report's figures rest on, said in words: the points (of how many matches, when scouting), and those charted in full. */
export interface Basis {
  matches?: number;
  points: number;
  fullPoints: number;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "40 points", or "120 points of 3 matches". */
export function allPointsText({ matches, points }: Basis): string {
  const ofMatches = matches === undefined ? '' : ` of ${counted(matches, 'match', 'matches')}`;
  return `${counted(points, 'point', 'points')}${ofMatches}`;
}

/** "the 32 points charted in full": the only ones that give rallies, directions, depth and shots. */
export function fullPointsText({ fullPoints }: Basis): string {
  return `the ${counted(fullPoints, 'point', 'points')} charted in full`;
}
