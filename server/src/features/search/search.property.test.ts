import type { SearchResponse, SearchResult } from '@baseline/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import {
  clearTestDocuments,
  indexTestDocument,
  testDocumentColumns,
  type UnownedTestDocument as Unowned,
} from './testing/search.js';
import { SearchQueryError, type ClauseNode, type ParsedQuery, type TermNode } from './query-ast.js';
import { parseSearchQuery } from './query-parser.js';
import type { TermColumns } from './search-terms.js';

/*
 * For random small notebooks and random queries of the language, each database finds exactly what a naive
 * evaluator finds: the query's tree read over the very term columns the rows hold, a term by the column's
 * words, a phrase by the column holding ' t1 t2 '.
 */

/** Few words, so that rows share them: three that stem alike, two spellings of one name, one accent. */
const WORDS = ['serve', 'serves', 'serving', 'net', 'Đoković', 'Djokovic', 'café', 'CAFE'];
const TAGS = ['clay', 'Second serve', 'grass', 'Café'];
const PLAYERS = ['Jannik Sinner', 'Novak Đoković', 'Carlos Alcaraz'];
const EVENTS = ['Wimbledon', 'Roland Garros'];
const DATES = ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01'];

const text = fc
  .array(fc.constantFrom(...WORDS), { maxLength: 10 })
  .chain((words) => fc.constantFrom(' ', ', ', '. ').map((separator) => words.join(separator)));

const diaryTab = fc.record({
  kind: fc.constant('diary' as const),
  date: fc.constantFrom(...DATES),
  title: text,
  body: text,
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 2 }),
  players: fc.uniqueArray(fc.constantFrom(...PLAYERS), { maxLength: 2 }),
  events: fc.uniqueArray(fc.constantFrom(...EVENTS), { maxLength: 1 }),
});
const playerNote = fc.record({
  kind: fc.constant('player' as const),
  date: fc.constantFrom(...DATES),
  playerName: fc.constantFrom(...PLAYERS),
  tournamentName: fc.constantFrom(...EVENTS),
  body: text,
});
/** Each tab its own place and each note its own player, so every result has a name of its own. */
const notebook = fc
  .array(fc.oneof(diaryTab, playerNote), { minLength: 3, maxLength: 10 })
  .map((documents) =>
    documents.map((document, index): Unowned =>
      document.kind === 'diary'
        ? { ...document, position: index }
        : { ...document, playerId: `P${index}`, tournamentId: 'T1', year: 2025 },
    ),
  );

const positiveAtom = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map(([a, b]) => `"${a} ${b}"`),
  fc.constantFrom('tag:clay', 'tag:"second serve"', 'tag:cafe'),
  fc.constantFrom('player:sinner', 'player:djokovic', 'player:"jannik sinner"', 'player:"sinner jannik"'),
  fc.constantFrom('event:wimbledon', 'event:"roland garros"', 'event:roland'),
);
const clause = fc.oneof(
  positiveAtom,
  positiveAtom.map((atom) => `-${atom}`),
  fc.tuple(positiveAtom, positiveAtom).map(([a, b]) => `${a} OR ${b}`),
);
/** Now and then a filter (none, mostly: each narrows the few rows a run has). */
const sometimes = (values: string[]) =>
  fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: fc.constantFrom(...values), weight: 1 });
const rowFilters = fc.tuple(
  sometimes(['in:diary', 'in:players']),
  sometimes(DATES.map((date) => `from:${date}`)),
  sometimes(DATES.map((date) => `to:${date}`)),
);
const query = fc
  .tuple(positiveAtom, fc.array(clause, { maxLength: 3 }), rowFilters)
  .map(([first, rest, filters]) => [first, ...rest, ...filters].filter((part) => part !== '').join(' '));

function holds(columns: TermColumns, node: TermNode): boolean {
  return columns[node.field].includes(` ${node.terms.join(' ')} `);
}

function clauseHolds(columns: TermColumns, clause: ClauseNode): boolean {
  if (clause.type === 'term') return holds(columns, clause);
  if (clause.type === 'or') return clause.children.some((child) => holds(columns, child));
  return !holds(columns, clause.child);
}

/** The names of the documents the query finds, newest first (the day, then the tab, then the order written). */
function naiveSearch(documents: Unowned[], { match, filters }: ParsedQuery): string[] {
  return documents
    .map((document, written) => ({ document, written, columns: testDocumentColumns({ ...document, userId: '' }) }))
    .filter(({ document, columns }) => {
      if (filters.in !== undefined && document.kind !== filters.in) return false;
      if (filters.from !== undefined && document.date < filters.from) return false;
      if (filters.to !== undefined && document.date > filters.to) return false;
      return match.children.every((child) => clauseHolds(columns, child));
    })
    .sort(
      (a, b) =>
        b.document.date.localeCompare(a.document.date) ||
        (a.document.kind === 'diary' ? (a.document.position ?? 0) : 0) -
          (b.document.kind === 'diary' ? (b.document.position ?? 0) : 0) ||
        a.written - b.written,
    )
    .map(({ document }) => (document.kind === 'diary' ? `${document.date}#${document.position}` : document.playerId));
}

function nameOf(result: SearchResult): string {
  if (result.kind === 'diary') return `${result.date}#${result.tab}`;
  return result.kind === 'player' ? result.playerId : result.chartId;
}

describe.each(dialects)('search against a naive evaluator (%s)', (dialect) => {
  let t: TestApp;
  let member: { headers: Headers; user: { id: string } };
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    member = await signInSubscriber(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const ask = (q: string, sort: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams({ q, sort, limit: '50' }).toString()}`,
      headers: member.headers,
    });

  it('finds exactly the rows the naive evaluator finds, newest first, and the same rows by relevance', async () => {
    await fc.assert(
      fc.asyncProperty(notebook, query, async (documents, q) => {
        await clearTestDocuments(t.database.db);
        for (const document of documents) {
          await indexTestDocument(t.database.db, { ...document, userId: member.user.id });
        }
        let parsed: ParsedQuery;
        try {
          parsed = parseSearchQuery(q);
        } catch (error) {
          if (!(error instanceof SearchQueryError)) throw error;
          const refused = await ask(q, 'newest');
          expect([refused.statusCode, refused.json()]).toEqual([400, { error: error.message }]);
          return;
        }
        const expected = naiveSearch(documents, parsed);
        const newest = await ask(q, 'newest');
        expect(newest.statusCode, newest.body).toBe(200);
        const answer = newest.json<SearchResponse>();
        expect({ total: answer.total, names: answer.results.map(nameOf) }).toEqual({
          total: expected.length,
          names: expected,
        });
        const relevance = (await ask(q, 'relevance')).json<SearchResponse>();
        expect(relevance.results.map(nameOf).sort()).toEqual([...expected].sort());
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
