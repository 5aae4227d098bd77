import type { ChartPlayer, ChartPointInput } from '@baseline/contract';
import { otherSide, type Side } from '@baseline/contract/charting';

export type ServeEnding = 'ace' | 'service winner' | 'double fault';
export type RallyEnding = 'winner' | 'forced error' | 'unforced error';
export type Wing = 'forehand' | 'backhand';

/** A point the serve decided: the server's ace or unreturned serve, or a double fault, which the returner wins. */
export function servePoint(server: Side, ending: ServeEnding, secondServe: boolean): ChartPointInput {
  const doubleFault = ending === 'double fault';
  return {
    level: 'quick',
    winner: doubleFault ? otherSide(server) : server,
    // A double fault is played on the second serve by definition.
    secondServe: doubleFault || secondServe,
    ending,
    wing: null,
  };
}

/**
 * A rally's point from the column of the player who hit its last shot: their winner wins it, their error loses it.
 */
export function rallyPoint(hitter: Side, ending: RallyEnding, wing: Wing, secondServe: boolean): ChartPointInput {
  return { level: 'quick', winner: ending === 'winner' ? hitter : otherSide(hitter), secondServe, ending, wing };
}

const WINGS = { forehand: 'Forehand', backhand: 'Backhand' } as const;

/** A point in words for the list of points: "Backhand unforced error by Bea", or a full point's codes. */
export function describePoint(point: ChartPointInput, players: readonly [ChartPlayer, ChartPlayer]): string {
  if (point.level === 'full') return point.second === '' ? point.first : `${point.first} then ${point.second}`;
  const serve = point.secondServe && point.ending !== 'double fault' ? ', 2nd serve' : '';
  if (point.ending === 'ace' || point.ending === 'service winner' || point.ending === 'double fault') {
    const name = point.ending === 'double fault' ? 'Double fault' : point.ending === 'ace' ? 'Ace' : 'Service winner';
    return `${name}${serve}`;
  }
  const hitter = point.ending === 'winner' ? point.winner : otherSide(point.winner);
  const shot = point.wing ? `${WINGS[point.wing]} ${point.ending}` : capitalised(point.ending);
  return `${shot} by ${players[hitter].name}${serve}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
