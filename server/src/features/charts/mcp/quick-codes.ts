import {
  QUICK_ENDINGS,
  otherSide,
  wingOf,
  type ChartedPoint,
  type QuickEnding,
  type QuickPoint,
  type Side,
} from '@baseline/contract/charting';

/*
 * A quick point has no codes of its own: the Match Charting Project's format needs them, so it is written as
 * the simplest codes that give the same winner, serve and ending (an unknown serve direction 0, an unknown
 * fault e, a return of unknown kind q when the server ends the rally), and read back from them.
 */

const UNKNOWN_FAULT = '0e';

const RALLY_ENDINGS = new Set<QuickEnding>(['winner', 'forced error', 'unforced error']);

function rallyCode(point: QuickPoint, server: Side): string {
  if (point.ending === 'ace') return '*';
  if (point.ending === 'service winner') return '#';
  const shot = point.wing === 'forehand' ? 'f' : point.wing === 'backhand' ? 'b' : 'q';
  const mark = point.ending === 'winner' ? '*' : point.ending === 'forced error' ? 'e#' : 'e@';
  // A winner is hit by the point's winner, an error by its loser; the returner hits the rally's first shot.
  const lastHitter = point.ending === 'winner' ? point.winner : otherSide(point.winner);
  return lastHitter === server ? `q${shot}${mark}` : `${shot}${mark}`;
}

/** The codes of a quick point served by `server`: '0*' for an ace, '0e' and '0e' for a double fault. */
export function quickPointCodes(point: QuickPoint, server: Side): { first: string; second: string } {
  if (point.ending === 'double fault') return { first: UNKNOWN_FAULT, second: UNKNOWN_FAULT };
  const served = `0${rallyCode(point, server)}`;
  return point.secondServe ? { first: UNKNOWN_FAULT, second: served } : { first: served, second: '' };
}

/** The quick point a point's codes tell, or null when it ended in a way a quick point cannot say. */
export function quickPointOf(point: ChartedPoint, server: Side): QuickPoint | null {
  if (!(QUICK_ENDINGS as readonly string[]).includes(point.ending)) return null;
  const ending = point.ending as QuickEnding;
  const lastShot = point.shots.at(-1);
  return {
    level: 'quick',
    winner: point.serverWon ? server : otherSide(server),
    secondServe: point.serves.length === 2,
    ending,
    wing: RALLY_ENDINGS.has(ending) && lastShot ? wingOf(lastShot.type) : null,
  };
}
