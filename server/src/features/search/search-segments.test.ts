import { describe, expect, it } from 'vitest';
import { EXCERPT_SCAN, excerptSegments, titleSegments } from './search-segments.js';

/** Words to highlight, each one term. */
const terms = (...list: string[]) => list.map((term) => [term]);

describe('titleSegments', () => {
  it('marks every word whose stem the query finds, accents and case folded, the rest as it was written', () => {
    expect(titleSegments('Serving to Đoković, serves!', terms('serv', 'dokov'))).toEqual([
      { text: 'Serving', match: true },
      { text: ' to ', match: false },
      { text: 'Đoković', match: true },
      { text: ', ', match: false },
      { text: 'serves', match: true },
      { text: '!', match: false },
    ]);
  });

  it('marks a phrase where its words stand together, not each of its words alone', () => {
    expect(titleSegments('Second round, first serves; second-serve points', [['second', 'serv']])).toEqual([
      { text: 'Second round, first serves; ', match: false },
      { text: 'second', match: true },
      { text: '-', match: false },
      { text: 'serve', match: true },
      { text: ' points', match: false },
    ]);
  });

  it('answers the title as one run when nothing matches, and nothing for no title', () => {
    expect(titleSegments('<b>Net</b>', terms('serv'))).toEqual([{ text: '<b>Net</b>', match: false }]);
    expect(titleSegments('', terms('serv'))).toEqual([]);
  });
});

describe('excerptSegments', () => {
  it('answers a short text whole', () => {
    expect(excerptSegments('A good serve.', terms('serv'), 40)).toEqual([
      { text: 'A good ', match: false },
      { text: 'serve', match: true },
      { text: '.', match: false },
    ]);
  });

  it('cuts around the first match at word ends, with … where text was left out', () => {
    const text = 'one two three four five six seven serve eight nine ten eleven twelve';
    expect(excerptSegments(text, terms('serv'), 20)).toEqual([
      { text: '…seven ', match: false },
      { text: 'serve', match: true },
      { text: ' eight…', match: false },
    ]);
  });

  it('cuts around the first place a phrase stands, not its first word alone', () => {
    const text = 'second set, then a long story of nothing much, then a second serve at last';
    expect(excerptSegments(text, [['second', 'serv']], 24)).toEqual([
      { text: '…then a ', match: false },
      { text: 'second', match: true },
      { text: ' ', match: false },
      { text: 'serve', match: true },
      { text: ' at…', match: false },
    ]);
  });

  it('starts at the beginning when the match is near it, or when nothing matches', () => {
    const text = 'serve one two three four five six seven';
    expect(excerptSegments(text, terms('serv'), 16)).toEqual([
      { text: 'serve', match: true },
      { text: ' one two…', match: false },
    ]);
    expect(excerptSegments(text, terms('volley'), 16)).toEqual([{ text: 'serve one two…', match: false }]);
  });

  it('ends at the end when the match is near it', () => {
    expect(excerptSegments('one two three four five serve', terms('serv'), 16)).toEqual([
      { text: '…four five ', match: false },
      { text: 'serve', match: true },
    ]);
  });

  it('keeps markup written as text as text', () => {
    expect(excerptSegments('<img src=x onerror=alert(1)> serve', terms('serv'), 100)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'serve', match: true },
    ]);
  });

  it('looks for the first match in the first EXCERPT_SCAN characters only, however long the text (issue 30)', () => {
    const text = `${'rally '.repeat(EXCERPT_SCAN / 6)}volley at the net`;
    const excerpt = excerptSegments(text, terms('net'));
    expect(excerpt).toEqual([{ text: `${'rally '.repeat(30).trim()}…`, match: false }]);
  });
});
