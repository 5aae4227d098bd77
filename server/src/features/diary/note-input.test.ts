import { describe, expect, it } from 'vitest';
import { normaliseTags, noteTitle, tagKey } from './note-input.js';

describe('noteTitle', () => {
  it.each([
    [' Match notes ', 0, 'Match notes'],
    ['', 0, 'Tab 1'],
    ['  \t ', 2, 'Tab 3'],
    [undefined, 4, 'Tab 5'],
  ])('makes %j at position %i into %j', (title, position, expected) => {
    expect(noteTitle(title, position)).toBe(expected);
  });
});

describe('normaliseTags', () => {
  it('trims, drops blanks and merges duplicates in any case into the first spelling, in order', () => {
    expect(normaliseTags([' Clay ', 'serve', '', '  ', 'CLAY', 'Serve', 'Sinner'], 'Tab 1')).toEqual([
      'Clay',
      'serve',
      'Sinner',
    ]);
  });

  it('merges the two ways Unicode can write the same accented letter', () => {
    expect(normaliseTags(['Me\u0301dve\u0301dev', 'MÉDVÉDEV'], 'Tab 1')).toEqual(['Médvédev']);
    expect(tagKey('Me\u0301dve\u0301dev')).toBe(tagKey('médvédev'));
  });
});
