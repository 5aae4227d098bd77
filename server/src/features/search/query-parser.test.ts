import { SEARCH, SEARCH_MESSAGES } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import type { ParsedQuery, TermNode } from './query-ast.js';
import { parseSearchQuery } from './query-parser.js';

const words = (...terms: string[]): TermNode => ({ type: 'term', field: 'words', terms });
const field = (name: TermNode['field'], ...terms: string[]): TermNode => ({ type: 'term', field: name, terms });
const query = (children: ParsedQuery['match']['children'], filters: ParsedQuery['filters'] = {}): ParsedQuery => ({
  match: { type: 'and', children },
  filters,
});

describe('parseSearchQuery', () => {
  it('reads words as an AND of stemmed, folded terms, punctuation alone left out', () => {
    expect(parseSearchQuery('Serves RETURNING , !!')).toEqual(query([words('serv'), words('return')]));
    expect(parseSearchQuery('Đoković djokovic')).toEqual(query([words('dokov'), words('dokov')]));
  });

  it('reads a quoted phrase, and a word that folds to several terms, as a phrase', () => {
    expect(parseSearchQuery('"second serves" double-fault')).toEqual(
      query([words('second', 'serv'), words('doubl', 'fault')]),
    );
    expect(parseSearchQuery('"serve"')).toEqual(query([words('serv')]));
  });

  it('reads -word, -"phrase" and -filter as exclusions', () => {
    expect(parseSearchQuery('serve -net -"double fault" -tag:clay -player:sinner')).toEqual(
      query([
        words('serv'),
        { type: 'not', child: words('net') },
        { type: 'not', child: words('doubl', 'fault') },
        { type: 'not', child: field('tags', 'clay') },
        { type: 'not', child: field('players', 'sinner') },
      ]),
    );
  });

  it('joins positive atoms with OR, binding tighter than the implicit AND; lower-case or is a word', () => {
    expect(parseSearchQuery('serve OR "net rush" OR tag:clay volley or')).toEqual(
      query([
        { type: 'or', children: [words('serv'), words('net', 'rush'), field('tags', 'clay')] },
        words('vollei'),
        words('or'),
      ]),
    );
  });

  it('reads tag: as one term, player: and event: as names (a quoted one a phrase)', () => {
    expect(
      parseSearchQuery('tag:"Second serve" TAG:clay player:Đoković event:"Roland Garros" player:del-potro'),
    ).toEqual(
      query([
        field('tags', 'secondserve'),
        field('tags', 'clay'),
        field('players', 'dokovic'),
        field('events', 'roland', 'garros'),
        field('players', 'del', 'potro'),
      ]),
    );
  });

  it('reads in:, from: and to: as filters on the rows', () => {
    expect(parseSearchQuery('serve in:players from:2025-06-01 to:2025-06-01')).toEqual(
      query([words('serv')], { in: 'player', from: '2025-06-01', to: '2025-06-01' }),
    );
    expect(parseSearchQuery('serve in:Diary')).toEqual(query([words('serv')], { in: 'diary' }));
  });

  it('takes as many terms as SEARCH.maxTerms, as long a query as SEARCH.queryMaxLength and words of SEARCH.wordMaxLength letters', () => {
    expect(parseSearchQuery(Array.from({ length: SEARCH.maxTerms }, () => 'a').join(' ')).match.children).toHaveLength(
      SEARCH.maxTerms,
    );
    expect(parseSearchQuery(`${'x'.repeat(SEARCH.wordMaxLength)} serve`).match.children).toHaveLength(2);
  });

  it.each([
    ['', SEARCH_MESSAGES.emptyQuery],
    ['   ', SEARCH_MESSAGES.emptyQuery],
    ['!! ?', SEARCH_MESSAGES.emptyQuery],
    ['in:diary from:2025-01-01', SEARCH_MESSAGES.emptyQuery],
    ['-serve', SEARCH_MESSAGES.onlyExclusions],
    ['-serve -tag:clay in:diary', SEARCH_MESSAGES.onlyExclusions],
    ['a'.repeat(SEARCH.queryMaxLength + 1), SEARCH_MESSAGES.tooLong],
    ['a'.repeat(300), SEARCH_MESSAGES.wordTooLong],
    [`serve ${'x'.repeat(SEARCH.wordMaxLength + 1)}`, SEARCH_MESSAGES.wordTooLong],
    [`"second ${'x'.repeat(SEARCH.wordMaxLength + 1)}"`, SEARCH_MESSAGES.wordTooLong],
    [`player:${'x'.repeat(SEARCH.wordMaxLength + 1)}`, SEARCH_MESSAGES.wordTooLong],
    [Array.from({ length: SEARCH.maxTerms + 1 }, () => 'a').join(' '), SEARCH_MESSAGES.tooManyTerms],
    ['"second serve', SEARCH_MESSAGES.unclosedQuote],
    ['tag:"clay', SEARCH_MESSAGES.unclosedQuote],
    ['serve ""', SEARCH_MESSAGES.emptyPhrase],
    ['serve "?!"', SEARCH_MESSAGES.emptyPhrase],
    ['OR serve', SEARCH_MESSAGES.danglingOr],
    ['serve OR', SEARCH_MESSAGES.danglingOr],
    ['serve OR OR net', SEARCH_MESSAGES.danglingOr],
    ['serve OR !!', SEARCH_MESSAGES.danglingOr],
    ['serve OR -net', SEARCH_MESSAGES.orExclusion],
    ['-serve OR net', SEARCH_MESSAGES.orExclusion],
    ['serve colour:red', SEARCH_MESSAGES.unknownFilter('colour')],
    ['serve tag:', SEARCH_MESSAGES.emptyFilter('tag', 'tag:clay')],
    ['serve tag:!!', SEARCH_MESSAGES.emptyFilter('tag', 'tag:clay')],
    ['serve player:""', SEARCH_MESSAGES.emptyFilter('player', 'player:sinner')],
    ['serve event:-', SEARCH_MESSAGES.emptyFilter('event', 'event:wimbledon')],
    ['serve in:', SEARCH_MESSAGES.emptyFilter('in', 'in:diary')],
    ['serve from:', SEARCH_MESSAGES.emptyFilter('from', 'from:2025-06-01')],
    ['serve in:notes', SEARCH_MESSAGES.badIn],
    ['serve from:2025-02-30', SEARCH_MESSAGES.badDate('from', '2025-02-30', 'from:2025-06-01')],
    ['serve to:yesterday', SEARCH_MESSAGES.badDate('to', 'yesterday', 'to:2025-07-15')],
    ['serve from:2025-07-02 to:2025-07-01', SEARCH_MESSAGES.datesReversed('2025-07-02', '2025-07-01')],
    ['serve in:diary in:players', SEARCH_MESSAGES.repeatedFilter('in')],
    ['serve from:2025-01-01 from:2025-01-02', SEARCH_MESSAGES.repeatedFilter('from')],
    ['serve -in:diary', SEARCH_MESSAGES.excludedFilter('in')],
    ['serve -to:2025-01-01', SEARCH_MESSAGES.excludedFilter('to')],
    ['serve OR in:diary', SEARCH_MESSAGES.orFilter('in')],
    ['from:2025-01-01 OR serve', SEARCH_MESSAGES.orFilter('from')],
    ['tag:clay in:players', SEARCH_MESSAGES.tagInPlayers],
    ['serve -tag:clay in:players', SEARCH_MESSAGES.tagInPlayers],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseSearchQuery(text)).toThrow(expect.objectContaining({ name: 'SearchQueryError', message }));
  });
});
