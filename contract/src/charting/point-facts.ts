import {
  readPointCodes,
  wingOf,
  type ChartedPoint,
  type ReturnDepth,
  type ServeDirection,
  type ShotType,
} from './notation.js';
import { otherSide, type Side } from './scoring.js';

/**
 * A charted point as it is stored, at either level, and the facts every report reads from it. A quick point
 * says who won, on which serve and how it ended; a full point is the Project's codes, from which all of that
 * and the rally follow.
 */

export const QUICK_ENDINGS = [
  'ace',
  'double fault',
  'service winner',
  'winner',
  'forced error',
  'unforced error',
] as const;
export type QuickEnding = (typeof QUICK_ENDINGS)[number];

export interface QuickPoint {
  level: 'quick';
  winner: Side;
  /** The point was played on the second serve (the first was a fault). */
  secondServe: boolean;
  ending: QuickEnding;
  /** The wing of the shot that ended a rally, when the charter gave it. */
  wing: 'forehand' | 'backhand' | null;
}

export interface FullPoint {
  level: 'full';
  first: string;
  second: string;
}

export type ChartPoint = QuickPoint | FullPoint;

export interface PointFacts {
  server: Side;
  winner: Side;
  secondServe: boolean;
  ending: ChartedPoint['ending'];
  /** The direction of each serve hit, the fault's first, with whether it went in. Empty for a quick point. */
  serves: { direction: ServeDirection; in: boolean }[];
  serveAndVolley: boolean;
  /** Null when unknown (a quick point): whether the return came back in play, and its depth. */
  returnInPlay: boolean | null;
  returnDepth: ReturnDepth | null;
  rallyLength: number | null;
  /** The shot that ended a rally (not a serve's ace or fault), with who hit it. */
  lastShot: { hitter: Side; wing: 'forehand' | 'backhand' | null; type: ShotType | null } | null;
  /** The players who came to the net in the point. */
  atNet: [boolean, boolean];
}

const NET_SHOTS = new Set<ShotType>(['v', 'z', 'o', 'p', 'h', 'i', 'j', 'k']);

function fullFacts(point: ChartedPoint, server: Side): PointFacts {
  const returner = otherSide(server);
  const hitterOf = (index: number): Side => (index % 2 === 0 ? returner : server);
  const atNet: [boolean, boolean] = [false, false];
  const lastServe = point.serves.at(-1);
  if (lastServe?.serveAndVolley && lastServe.fault === null) atNet[server] = true;
  point.shots.forEach((shot, index) => {
    const net = shot.approach || shot.position === 'net' || (NET_SHOTS.has(shot.type) && shot.position !== 'baseline');
    if (net) atNet[hitterOf(index)] = true;
  });
  const finalShot = point.shots.at(-1);
  const rallyEnded = ['winner', 'forced error', 'unforced error'].includes(point.ending);
  const served = point.serves.length > 0 && !['double fault', 'missed', 'penalty'].includes(point.ending);
  const [returned] = point.shots;
  const returnError = point.shots.length === 1 && point.ending !== 'winner' && point.ending !== 'challenge';
  return {
    server,
    winner: point.serverWon ? server : returner,
    secondServe: point.serves.length === 2,
    ending: point.ending,
    serves: point.serves.map((serve) => ({ direction: serve.direction, in: serve.fault === null })),
    serveAndVolley: lastServe?.serveAndVolley === true && lastServe.fault === null,
    returnInPlay: served ? point.shots.length > 0 && !returnError : null,
    returnDepth: returned?.depth ?? null,
    rallyLength: point.ending === 'missed' || point.ending === 'penalty' ? null : point.rallyLength,
    lastShot:
      rallyEnded && finalShot
        ? { hitter: hitterOf(point.shots.length - 1), wing: wingOf(finalShot.type), type: finalShot.type }
        : null,
    atNet,
  };
}

function quickFacts(point: QuickPoint, server: Side): PointFacts {
  const loser = otherSide(point.winner);
  const rally = point.ending === 'winner' || point.ending === 'forced error' || point.ending === 'unforced error';
  return {
    server,
    winner: point.winner,
    secondServe: point.secondServe || point.ending === 'double fault',
    ending: point.ending,
    serves: [],
    serveAndVolley: false,
    returnInPlay: null,
    returnDepth: null,
    rallyLength: null,
    lastShot: rally ? { hitter: point.ending === 'winner' ? point.winner : loser, wing: point.wing, type: null } : null,
    atNet: [false, false],
  };
}

/** Why a quick point cannot have happened with this server, or null. */
export function quickPointProblem(point: QuickPoint, server: Side): string | null {
  if ((point.ending === 'ace' || point.ending === 'service winner') && point.winner !== server)
    return `An ${point.ending === 'ace' ? 'ace' : 'unreturned serve'} is won by the server.`;
  if (point.ending === 'double fault' && point.winner === server) return 'A double fault is lost by the server.';
  if (!['winner', 'forced error', 'unforced error'].includes(point.ending) && point.wing !== null)
    return `A wing is given for a rally's last shot, not for ${point.ending === 'ace' ? 'an' : 'a'} ${point.ending}.`;
  return null;
}

export type FactsReading = { ok: true; facts: PointFacts } | { ok: false; problem: string };

/** What a stored point says happened, given who served it; a point that cannot be read is refused. */
export function readPointFacts(point: ChartPoint, server: Side): FactsReading {
  if (point.level === 'quick') {
    const problem = quickPointProblem(point, server);
    return problem ? { ok: false, problem } : { ok: true, facts: quickFacts(point, server) };
  }
  const reading = readPointCodes(point.first, point.second);
  return reading.ok ? { ok: true, facts: fullFacts(reading.point, server) } : reading;
}
