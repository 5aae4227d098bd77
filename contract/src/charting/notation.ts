/**
 * The Match Charting Project's point notation, read into what happened: the serves, every shot of the rally
 * and how the point ended. A point is one code when the first serve goes in ("6f37b1f2*") and two when it is a
 * fault (first "4n", then the second serve and its rally). A code that does not read whole is refused with a
 * sentence saying what is wrong and where; nothing is guessed.
 */

export const SERVE_DIRECTIONS = { '4': 'wide', '5': 'body', '6': 'down the T', '0': 'unknown' } as const;
export type ServeDirection = keyof typeof SERVE_DIRECTIONS;

export const FAULTS = {
  n: 'net',
  w: 'wide',
  d: 'deep',
  x: 'wide and deep',
  g: 'foot fault',
  e: 'unknown',
  '!': 'shank',
} as const;
export type Fault = keyof typeof FAULTS | 'time violation';

export const SHOT_TYPES = {
  f: 'forehand',
  b: 'backhand',
  r: 'forehand slice',
  s: 'backhand slice',
  v: 'forehand volley',
  z: 'backhand volley',
  o: 'overhead',
  p: 'backhand overhead',
  u: 'forehand drop shot',
  y: 'backhand drop shot',
  l: 'forehand lob',
  m: 'backhand lob',
  h: 'forehand half-volley',
  i: 'backhand half-volley',
  j: 'forehand swinging volley',
  k: 'backhand swinging volley',
  t: 'trick shot',
  q: 'unknown shot',
} as const;
export type ShotType = keyof typeof SHOT_TYPES;

const FOREHAND_SIDE = new Set<string>('frvoulhj');
const BACKHAND_SIDE = new Set<string>('bszpymik');

/** The side of the body a shot is hit on, or null for a trick shot or an unknown one. */
export function wingOf(type: ShotType): 'forehand' | 'backhand' | null {
  if (FOREHAND_SIDE.has(type)) return 'forehand';
  return BACKHAND_SIDE.has(type) ? 'backhand' : null;
}

/** Directions as a right-hander sees them: 1 to the forehand side, 2 the middle, 3 the backhand side. */
export const SHOT_DIRECTIONS = { '1': 'forehand side', '2': 'middle', '3': 'backhand side', '0': 'unknown' } as const;
export type ShotDirection = keyof typeof SHOT_DIRECTIONS;

/** A return's depth: 7 within the service boxes, 8 behind the service line, 9 near the baseline. */
export const RETURN_DEPTHS = { '7': 'short', '8': 'middle', '9': 'deep', '0': 'unknown' } as const;
export type ReturnDepth = keyof typeof RETURN_DEPTHS;

export const ERROR_TYPES = { n: 'net', w: 'wide', d: 'deep', x: 'wide and deep', '!': 'shank', e: 'unknown' } as const;
export type ErrorType = keyof typeof ERROR_TYPES;

/** A point's code is at most this long: a rally of fifty shots with their directions. */
export const MAX_POINT_CODE_LENGTH = 150;

export interface ChartedServe {
  direction: ServeDirection;
  /** Null when the serve went in. */
  fault: Fault | null;
  serveAndVolley: boolean;
  lets: number;
}

export interface ChartedShot {
  type: ShotType;
  direction: ShotDirection | null;
  /** Only a return has a depth. */
  depth: ReturnDepth | null;
  approach: boolean;
  /** Where it was hit when the charter said so: at the net (-) or from the baseline (=). */
  position: 'net' | 'baseline' | null;
  netCord: boolean;
  dropVolley: boolean;
}

export type PointEnding =
  | 'ace'
  | 'service winner'
  | 'double fault'
  | 'winner'
  | 'forced error'
  | 'unforced error'
  /** Play stopped by an incorrect challenge: the player who stopped loses the point. */
  | 'challenge'
  /** A point the charter missed, given to the server (S) or the returner (R). */
  | 'missed'
  /** A point penalty against the server (P) or the returner (Q). */
  | 'penalty';

export interface ChartedPoint {
  /** One serve when the first went in, two after a first-serve fault; none for a missed point or a penalty. */
  serves: ChartedServe[];
  /** The rally after the last serve: the return, then each shot in turn. */
  shots: ChartedShot[];
  ending: PointEnding;
  /** How the last shot missed, for an error. */
  errorType: ErrorType | null;
  serverWon: boolean;
  /** Shots in play, the serve included and an error not, as the Project counts them. */
  rallyLength: number;
}

export type PointReading = { ok: true; point: ChartedPoint } | { ok: false; problem: string };

class Problem extends Error {}

/** Reads a code one character at a time and says where a character is not what the notation allows. */
class Reader {
  private position = 0;
  constructor(
    private readonly code: string,
    private readonly label: string,
  ) {}
  get done() {
    return this.position >= this.code.length;
  }
  peek(): string {
    return this.code[this.position] ?? '';
  }
  take(): string {
    return this.code[this.position++] ?? '';
  }
  takeIf(allowed: string): string | null {
    const next = this.peek();
    if (next === '' || !allowed.includes(next)) return null;
    this.position += 1;
    return next;
  }
  fail(what: string): never {
    const at = this.position + 1;
    const shown = this.peek() === '' ? 'its end' : `character ${at} ('${this.peek()}')`;
    throw new Problem(`The ${this.label} "${this.code}", at ${shown}: ${what}`);
  }
}

const SHOT_LETTERS = Object.keys(SHOT_TYPES).join('');
const ERROR_LETTERS = Object.keys(ERROR_TYPES).join('');
const FAULT_LETTERS = Object.keys(FAULTS).join('');

type ServeReading = { serve: ChartedServe; outcome: 'in' | 'fault' | 'ace' | 'service winner' };

function readServe(reader: Reader): ServeReading {
  let lets = 0;
  while (reader.takeIf('c')) lets += 1;
  if (reader.takeIf('V')) {
    return { serve: { direction: '0', fault: 'time violation', serveAndVolley: false, lets }, outcome: 'fault' };
  }
  const direction = reader.takeIf('4560') as ServeDirection | null;
  if (direction === null)
    reader.fail('a serve starts with its direction: 4 (wide), 5 (body), 6 (down the T) or 0 (unknown).');
  const serveAndVolley = reader.takeIf('+') !== null;
  const fault = reader.takeIf(FAULT_LETTERS) as keyof typeof FAULTS | null;
  const serve: ChartedServe = { direction, fault, serveAndVolley, lets };
  if (fault !== null) return { serve, outcome: 'fault' };
  if (reader.takeIf('*')) return { serve, outcome: 'ace' };
  if (reader.takeIf('#')) return { serve, outcome: 'service winner' };
  return { serve, outcome: 'in' };
}

function readModifiers(reader: Reader, shot: ChartedShot) {
  for (let mark = reader.takeIf('+-=;^'); mark !== null; mark = reader.takeIf('+-=;^')) {
    if (mark === '+') shot.approach = true;
    else if (mark === '-') shot.position = 'net';
    else if (mark === '=') shot.position = 'baseline';
    else if (mark === ';') shot.netCord = true;
    else shot.dropVolley = true;
  }
}

type RallyEnding = { ending: 'winner' | 'forced error' | 'unforced error' | 'challenge'; errorType: ErrorType | null };

function readRally(reader: Reader): { shots: ChartedShot[]; end: RallyEnding } {
  const shots: ChartedShot[] = [];
  for (;;) {
    const type = reader.takeIf(SHOT_LETTERS) as ShotType | null;
    if (type === null) {
      if (reader.done)
        reader.fail(
          'the code does not say how the point ended: end it with * (winner), # (forced error) or @ (unforced error).',
        );
      reader.fail(`a shot starts with its type: ${SHOT_LETTERS.split('').join(', ')}.`);
    }
    const shot: ChartedShot = {
      type,
      direction: null,
      depth: null,
      approach: false,
      position: null,
      netCord: false,
      dropVolley: false,
    };
    readModifiers(reader, shot);
    shot.direction = reader.takeIf('0123') as ShotDirection | null;
    if (shots.length === 0) shot.depth = reader.takeIf('0789') as ReturnDepth | null;
    readModifiers(reader, shot);
    shots.push(shot);
    if (reader.takeIf('*')) return { shots, end: { ending: 'winner', errorType: null } };
    if (reader.takeIf('C')) return { shots, end: { ending: 'challenge', errorType: null } };
    const errorType = reader.takeIf(ERROR_LETTERS) as ErrorType | null;
    if (reader.takeIf('@')) return { shots, end: { ending: 'unforced error', errorType } };
    if (reader.takeIf('#')) return { shots, end: { ending: 'forced error', errorType } };
    if (errorType !== null) reader.fail(`an error's type is followed by @ (unforced) or # (forced).`);
  }
}

function expectEnd(reader: Reader) {
  if (!reader.done) reader.fail('the point has already ended here; nothing may follow how it ended.');
}

// A Map, not an object: a code is any text, and "toString" must not find Object.prototype's.
const WHOLE_POINT_CODES = new Map<string, { ending: PointEnding; serverWon: boolean }>([
  ['S', { ending: 'missed', serverWon: true }],
  ['R', { ending: 'missed', serverWon: false }],
  ['P', { ending: 'penalty', serverWon: false }],
  ['Q', { ending: 'penalty', serverWon: true }],
]);

function readPoint(first: string, second: string): ChartedPoint {
  const firstWhole = WHOLE_POINT_CODES.get(first);
  if (firstWhole) {
    if (second !== '')
      throw new Problem(
        `The first serve's code "${first}" gives the whole point, so the second serve's must be empty.`,
      );
    return {
      serves: [],
      shots: [],
      ending: firstWhole.ending,
      errorType: null,
      serverWon: firstWhole.serverWon,
      rallyLength: 0,
    };
  }
  if (first === '') throw new Problem("A point's code starts with the first serve's direction: 4, 5, 6 or 0.");
  const firstReader = new Reader(first, "first serve's code");
  const firstServe = readServe(firstReader);
  if (firstServe.outcome === 'fault') {
    expectEnd(firstReader);
    if (second === '')
      throw new Problem(
        `The first serve "${first}" is a fault, so the point goes on in the second serve's code, which is empty.`,
      );
    const secondWhole = WHOLE_POINT_CODES.get(second);
    if (secondWhole)
      return {
        serves: [firstServe.serve],
        shots: [],
        ending: secondWhole.ending,
        errorType: null,
        serverWon: secondWhole.serverWon,
        rallyLength: 0,
      };
    const secondReader = new Reader(second, "second serve's code");
    return finishPoint(secondReader, [firstServe.serve], readServe(secondReader));
  }
  if (second !== '')
    throw new Problem(
      `The first serve "${first}" went in, so the whole point is in its code and the second serve's must be empty.`,
    );
  return finishPoint(firstReader, [], firstServe);
}

function finishPoint(reader: Reader, earlier: ChartedServe[], last: ServeReading): ChartedPoint {
  const serves = [...earlier, last.serve];
  if (last.outcome !== 'in') {
    expectEnd(reader);
    const ending: PointEnding = last.outcome === 'fault' ? 'double fault' : last.outcome;
    return {
      serves,
      shots: [],
      ending,
      errorType: null,
      serverWon: ending !== 'double fault',
      rallyLength: ending === 'double fault' ? 0 : 1,
    };
  }
  const { shots, end } = readRally(reader);
  expectEnd(reader);
  // The returner hits the rally's odd shots (1st, 3rd, ...), the server the even ones.
  const lastHitByServer = shots.length % 2 === 0;
  const lastHitterWon = end.ending === 'winner' || end.ending === 'challenge';
  const isError = end.ending === 'forced error' || end.ending === 'unforced error';
  return {
    serves,
    shots,
    ending: end.ending,
    errorType: end.errorType,
    serverWon: lastHitByServer === lastHitterWon,
    rallyLength: 1 + shots.length - (isError ? 1 : 0),
  };
}

/** Reads a point's two codes (the second empty when the first serve went in). */
export function readPointCodes(first: string, second: string): PointReading {
  for (const [code, which] of [
    [first, 'first'],
    [second, 'second'],
  ] as const) {
    if (code.length > MAX_POINT_CODE_LENGTH)
      return {
        ok: false,
        problem: `The ${which} serve's code has ${code.length} characters; a point's code has at most ${MAX_POINT_CODE_LENGTH}.`,
      };
  }
  try {
    return { ok: true, point: readPoint(first, second) };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.message };
    throw error;
  }
}

function serveCode(serve: ChartedServe): string {
  const lets = 'c'.repeat(serve.lets);
  if (serve.fault === 'time violation') return `${lets}V`;
  return `${lets}${serve.direction}${serve.serveAndVolley ? '+' : ''}${serve.fault ?? ''}`;
}

function shotCode(shot: ChartedShot): string {
  const marks =
    (shot.approach ? '+' : '') +
    (shot.position === 'net' ? '-' : shot.position === 'baseline' ? '=' : '') +
    (shot.netCord ? ';' : '') +
    (shot.dropVolley ? '^' : '');
  return `${shot.type}${marks}${shot.direction ?? ''}${shot.depth ?? ''}`;
}

const ENDING_MARKS: Partial<Record<PointEnding, string>> = {
  ace: '*',
  'service winner': '#',
  winner: '*',
  challenge: 'C',
  'forced error': '#',
  'unforced error': '@',
};

/** A point as the Project writes it: the first serve's code, and the second's after a fault (else ''). */
export function pointCodes(point: ChartedPoint): { first: string; second: string } {
  const [firstServe, secondServe] = point.serves;
  const firstCode = firstServe ? serveCode(firstServe) : '';
  if (point.ending === 'missed' || point.ending === 'penalty') {
    const whole = point.ending === 'missed' ? (point.serverWon ? 'S' : 'R') : point.serverWon ? 'Q' : 'P';
    return firstServe ? { first: firstCode, second: whole } : { first: whole, second: '' };
  }
  const rally = point.shots.map(shotCode).join('') + (point.errorType ?? '') + (ENDING_MARKS[point.ending] ?? '');
  if (secondServe) return { first: firstCode, second: serveCode(secondServe) + rally };
  return { first: firstCode + rally, second: '' };
}
