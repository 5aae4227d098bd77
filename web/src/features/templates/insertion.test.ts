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
    expect(insertIntoText(note, { start: 5, end: 5 }, ' SERVE:', 'insert')).toEqual({
      text: 'First SERVE: line\nSecond line',
      caret: 12,
    });
  });

  it('starts a block of its own at the end of a written line, after a blank line', () => {
    const sheet = 'SERVE\n- First serve:';
    expect(insertIntoText('Big forehand.', { start: 13, end: 13 }, sheet, 'insert')).toEqual({
      text: 'Big forehand.\n\nSERVE\n- First serve:',
      caret: 35,
    });
    expect(insertIntoText(note, { start: 10, end: 10 }, '\nSERVE:', 'insert').text).toBe(
      'First line\n\nSERVE:\nSecond line',
    );
    // On an empty or blank line there is no line to run on from.
    expect(insertIntoText('Big forehand.\n', { start: 14, end: 14 }, sheet, 'insert').text).toBe(
      'Big forehand.\nSERVE\n- First serve:',
    );
  });

  it('replaces only the selected text when inserting over a selection', () => {
    expect(insertIntoText(note, { start: 0, end: 5 }, 'Last', 'insert')).toEqual({
      text: 'Last line\nSecond line',
      caret: 4,
    });
  });

  it('keeps the text when the cursor is past its end, adding the template there as a block of its own', () => {
    expect(insertIntoText('abc', { start: 99, end: 120 }, 'X', 'insert')).toEqual({ text: 'abc\n\nX', caret: 6 });
  });

  it('replaces the whole text only when asked to', () => {
    expect(insertIntoText(note, { start: 3, end: 3 }, 'SERVE:', 'replace')).toEqual({ text: 'SERVE:', caret: 6 });
  });
});
