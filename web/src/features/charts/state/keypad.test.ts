import { readPointCodes } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import { erase, fullPoint, KEY_GROUPS, NO_CODES, press, type Codes } from './keypad';

const typed = (keys: string, from: Codes = NO_CODES) => Array.from(keys).reduce(press, from);

describe('the full level keypad', () => {
  it('builds a first serve in and its rally in the first code', () => {
    const codes = typed('6f37b1f2*');
    expect(codes).toEqual({ first: '6f37b1f2*', second: '', typing: 'first' });
    expect(readPointCodes(codes.first, codes.second).ok).toBe(true);
  });

  it('goes on in the second code after a first-serve fault', () => {
    const codes = typed('4n5b28f1n@');
    expect(codes).toEqual({ first: '4n', second: '5b28f1n@', typing: 'second' });
    expect(readPointCodes(codes.first, codes.second).ok).toBe(true);
  });

  it('starts in the first code whichever field was last chosen', () => {
    expect(typed('6*', { ...NO_CODES, typing: 'second' })).toEqual({ first: '6*', second: '', typing: 'first' });
  });

  it('keeps an error letter in the rally, not as a fault', () => {
    expect(typed('6f1n@')).toEqual({ first: '6f1n@', second: '', typing: 'first' });
    expect(typed('c6+n')).toMatchObject({ first: 'c6+n', typing: 'second' });
  });

  it('erases back through the second code into the first', () => {
    let codes = typed('4n5');
    codes = erase(codes);
    expect(codes).toEqual({ first: '4n', second: '', typing: 'second' });
    codes = erase(codes);
    expect(codes).toEqual({ first: '4', second: '', typing: 'first' });
    expect(erase(erase(codes))).toEqual(NO_CODES);
  });

  it('makes a full point of the codes, without stray spaces', () => {
    expect(fullPoint({ first: ' 4n ', second: '6* ', typing: 'second' })).toEqual({
      level: 'full',
      first: '4n',
      second: '6*',
    });
  });

  it('offers every serve direction, fault, shot type, direction, depth, ending and mark of the notation', () => {
    const keys = KEY_GROUPS.flatMap((group) => group.keys.map(([key]) => key));
    expect(keys.sort()).toEqual(Array.from('4560nwdxfbrsvzopuylmhijktq123789*#@+-=;^').sort());
  });
});
