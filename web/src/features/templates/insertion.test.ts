import { describe, expect, it } from 'vitest';
import { insertIntoText, needsAsking } from './insertion';

describe('needsAsking', () => {
  it('asks whenever there is text, and not for an empty or blank one', () => {
    expect(needsAsking('')).toBe(false);
    expect(needsAsking(' \n\t ')).toBe(false);
    expect(needsAsking('x')).toBe(true);
    expect(needsAsking('  Serve: big  ')).toBe(true);
  });
});

describe('insertIntoText', () => {
  const note = 'First line\nSecond line';

  it('inserts at the cursor, keeping everything around it, caret after the template', () => {
    expect(insertIntoText(note, { start: 10, end: 10 }, '\nSERVE:', 'insert')).toEqual({
      text: 'First line\nSERVE:\nSecond line',
      caret: 17,
    });
  });

  it('replaces only the selected text when inserting over a selection', () => {
    expect(insertIntoText(note, { start: 0, end: 5 }, 'Last', 'insert')).toEqual({
      text: 'Last line\nSecond line',
      caret: 4,
    });
  });

  it('keeps the text when the cursor is past its end, adding the template there', () => {
    expect(insertIntoText('abc', { start: 99, end: 120 }, 'X', 'insert')).toEqual({ text: 'abcX', caret: 4 });
  });

  it('replaces the whole text only when asked to', () => {
    expect(insertIntoText(note, { start: 3, end: 3 }, 'SERVE:', 'replace')).toEqual({ text: 'SERVE:', caret: 6 });
  });
});
