// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { diffAgainstToday, noteText } from './wordDiff';

describe('noteText', () => {
  it('reads the words of a note, a line per block', () => {
    expect(noteText('<p>Sinner <strong>served</strong> well</p><ul><li>first</li><li>second<br>line</li></ul>')).toBe(
      'Sinner served well\nfirst\nsecond\nline',
    );
  });

  it('reads markup as text, never as elements', () => {
    expect(noteText('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('diffAgainstToday', () => {
  it('marks the words only the version has as inserted and those only today has as deleted', () => {
    expect(diffAgainstToday('Sinner served well today', 'Sinner served badly today')).toEqual([
      { kind: 'same', text: 'Sinner served ' },
      { kind: 'deleted', text: 'well' },
      { kind: 'inserted', text: 'badly' },
      { kind: 'same', text: ' today' },
    ]);
  });

  it('marks everything inserted against an empty day', () => {
    expect(diffAgainstToday('', 'Old text')).toEqual([{ kind: 'inserted', text: 'Old text' }]);
  });
});
