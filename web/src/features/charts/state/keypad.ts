import type { ChartPointInput } from '@baseline/contract';

/** A full point's two codes as the keypad builds them, and which of the two its keys type into. */
export interface Codes {
  first: string;
  second: string;
  typing: 'first' | 'second';
}

export const NO_CODES: Codes = { first: '', second: '', typing: 'first' };

/** A first serve and nothing after it yet (lets and serve-and-volley allowed): a fault letter now ends the code. */
const LONE_SERVE = /^c*[4560]\+?$/;
const FAULT_LETTERS = 'nwdxge!';

/**
 * The codes after a key: its character goes at the end of the code being typed, the first while it is empty (a
 * point starts with its first serve). A fault right after the first serve's direction ends the first code, so the
 * keypad goes on in the second serve's, as the Project writes it.
 */
export function press(codes: Codes, key: string): Codes {
  const typing = codes.first === '' ? 'first' : codes.typing;
  const next = { ...codes, typing, [typing]: codes[typing] + key };
  if (typing === 'first' && LONE_SERVE.test(codes.first) && FAULT_LETTERS.includes(key))
    return { ...next, typing: 'second' };
  return next;
}

/** The codes with the last character typed taken back, into the first code once the second is empty. */
export function erase(codes: Codes): Codes {
  if (codes.typing === 'second' && codes.second === '')
    return { ...codes, first: codes.first.slice(0, -1), typing: 'first' };
  return { ...codes, [codes.typing]: codes[codes.typing].slice(0, -1) };
}

export function fullPoint({ first, second }: Codes): ChartPointInput {
  return { level: 'full', first: first.trim(), second: second.trim() };
}

/** The keypad's keys by group, each with the word it stands for (from the Project's notation). */
export const KEY_GROUPS: readonly { name: string; keys: readonly (readonly [string, string])[] }[] = [
  {
    name: 'Serve',
    keys: [
      ['4', 'wide'],
      ['5', 'body'],
      ['6', 'T'],
      ['0', 'unknown'],
    ],
  },
  {
    name: 'Fault',
    keys: [
      ['n', 'net'],
      ['w', 'wide'],
      ['d', 'deep'],
      ['x', 'wide, deep'],
    ],
  },
  {
    name: 'Shot',
    keys: [
      ['f', 'forehand'],
      ['b', 'backhand'],
      ['r', 'FH slice'],
      ['s', 'BH slice'],
      ['v', 'FH volley'],
      ['z', 'BH volley'],
      ['o', 'overhead'],
      ['p', 'BH smash'],
      ['u', 'FH drop'],
      ['y', 'BH drop'],
      ['l', 'FH lob'],
      ['m', 'BH lob'],
      ['h', 'FH half-volley'],
      ['i', 'BH half-volley'],
      ['j', 'FH swinging volley'],
      ['k', 'BH swinging volley'],
      ['t', 'trick'],
      ['q', 'unknown'],
    ],
  },
  {
    name: 'Direction',
    keys: [
      ['1', 'FH side'],
      ['2', 'middle'],
      ['3', 'BH side'],
    ],
  },
  {
    name: 'Return depth',
    keys: [
      ['7', 'short'],
      ['8', 'middle'],
      ['9', 'deep'],
    ],
  },
  {
    name: 'Ending',
    keys: [
      ['*', 'winner'],
      ['#', 'forced'],
      ['@', 'unforced'],
    ],
  },
  {
    name: 'Marks',
    keys: [
      ['+', 'approach'],
      ['-', 'at net'],
      ['=', 'baseline'],
      [';', 'net cord'],
      ['^', 'drop volley'],
    ],
  },
];
