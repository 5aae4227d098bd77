import { SEARCH, SEARCH_MESSAGES, type SearchResponse, type SearchResult } from '@baseline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { clearTestDocuments, indexTestDocument, type UnownedTestDocument } from './testing/search.js';
import { itRefusesAllButSubscribers } from '../access/testing/subscriber-gate.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';
import { parseSearchQuery } from './query-parser.js';
import { RANK_WINDOW } from './relevance.js';
import { searchDocuments } from './search.repo.js';
import { ownerKey } from './search-terms.js';
import { insertUser } from '../users/users.repo.js';

/** A result as one short name: the day and tab of a diary tab, the player of a note, the id of a chart. */
function nameOf(result: SearchResult): string {
  if (result.kind === 'diary') return `${result.date}#${result.tab}`;
  return result.kind === 'player' ? `note ${result.playerId}` : `chart ${result.chartId}`;
}

describe.each(dialects)('GET /api/search (%s)', (dialect) => {
  let t: TestApp;
  let member: { headers: Headers; user: { id: string } };
  let other: { headers: Headers; user: { id: string } };

  const ask = (params: Record<string, string | number>, headers: Headers = member.headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/search?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)] as [string, string])).toString()}`,
      headers,
    });
  const answer = async (params: Record<string, string | number>, headers?: Headers) => {
    const res = await ask(params, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResponse>();
  };
  /** The names of the results, newest first. */
  const found = async (q: string) => (await answer({ q, sort: 'newest', limit: 50 })).results.map(nameOf);
  const index = async (...documents: UnownedTestDocument[]) => {
    for (const document of documents) await indexTestDocument(t.database.db, { ...document, userId: member.user.id });
  };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    member = await signInSubscriber(t);
    other = await signInSubscriber(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await clearTestDocuments(t.database.db);
  });

  itRefusesAllButSubscribers(() => t, { 'GET /api/search': { method: 'GET', url: '/api/search?q=serve' } });

  describe('the language', () => {
    beforeEach(async () => {
      await index(
        {
          kind: 'diary',
          date: '2025-06-01',
          title: 'Clay practice',
          body: 'Second serve double faults against lefties.',
          tags: ['clay', 'Second serve'],
          players: ['Jannik Sinner'],
          events: ['Roland Garros'],
        },
        {
          kind: 'diary',
          date: '2025-06-02',
          title: 'Grass',
          body: 'Đoković serves well; the return is weak.',
          tags: ['grass'],
          players: ['Novak Đoković'],
          events: ['Wimbledon'],
        },
        {
          kind: 'diary',
          date: '2025-06-03',
          position: 1,
          title: 'Serving drills',
          body: 'Serving and volley at the net.',
        },
        {
          kind: 'player',
          date: '2025-06-04',
          playerId: 'S0AG',
          playerName: 'Jannik Sinner',
          tournamentId: '540',
          tournamentName: 'Wimbledon',
          year: 2025,
          body: 'Big first serve, second serve kicks.',
        },
        {
          kind: 'diary',
          date: '2025-07-20',
          title: 'Hard court',
          body: 'Return of serve practice; double fault again.',
          tags: ['hard'],
        },
      );
    });

    it.each([
      ['serve', ['2025-07-20#0', 'note S0AG', '2025-06-03#1', '2025-06-02#0', '2025-06-01#0']],
      ['SERVING practice', ['2025-07-20#0', '2025-06-01#0']],
      ['"second serve"', ['note S0AG', '2025-06-01#0']],
      ['"serve second"', ['note S0AG']],
      ['"kicks second"', []],
      ['double-fault', ['2025-07-20#0', '2025-06-01#0']],
      ['double -clay', ['2025-07-20#0']],
      ['serve -"second serve"', ['2025-07-20#0', '2025-06-03#1', '2025-06-02#0']],
      ['volley OR return', ['2025-07-20#0', '2025-06-03#1', '2025-06-02#0']],
      ['"double fault" OR volley', ['2025-07-20#0', '2025-06-03#1', '2025-06-01#0']],
      ['tag:clay', ['2025-06-01#0']],
      ['tag:"Second Serve"', ['2025-06-01#0']],
      ['tag:second', []],
      ['serve -tag:clay', ['2025-07-20#0', 'note S0AG', '2025-06-03#1', '2025-06-02#0']],
      ['player:sinner', ['note S0AG', '2025-06-01#0']],
      ['player:"jannik sinner"', ['note S0AG', '2025-06-01#0']],
      ['player:"sinner jannik"', []],
      ['player:djokovic OR event:roland', ['2025-06-02#0', '2025-06-01#0']],
      ['event:wimbledon', ['note S0AG', '2025-06-02#0']],
      ['serve in:players', ['note S0AG']],
      ['serve in:diary', ['2025-07-20#0', '2025-06-03#1', '2025-06-02#0', '2025-06-01#0']],
      ['serve from:2025-06-02 to:2025-06-04', ['note S0AG', '2025-06-03#1', '2025-06-02#0']],
      ['serve to:2025-06-01', ['2025-06-01#0']],
      ['djokovic', ['2025-06-02#0']],
      ['ĐOKOVIĆ', ['2025-06-02#0']],
      ['dokovic', ['2025-06-02#0']],
      ['wimbledon', ['note S0AG']],
      ['strong', []],
    ])('%s finds %j', async (q, names) => {
      expect(await found(q)).toEqual(names);
    });

    it('answers each result with its excerpt and title as text, the matched words marked', async () => {
      expect(await answer({ q: 'serves "second serve" player:sinner', sort: 'newest' })).toEqual({
        total: 2,
        nextOffset: null,
        results: [
          {
            kind: 'player',
            playerId: 'S0AG',
            playerName: 'Jannik Sinner',
            tournamentId: '540',
            tournamentName: 'Wimbledon',
            year: 2025,
            date: '2025-06-04',
            excerpt: [
              { text: 'Big first ', match: false },
              { text: 'serve', match: true },
              { text: ', ', match: false },
              { text: 'second', match: true },
              { text: ' ', match: false },
              { text: 'serve', match: true },
              { text: ' kicks.', match: false },
            ],
          },
          {
            kind: 'diary',
            date: '2025-06-01',
            tab: 0,
            title: [{ text: 'Clay practice', match: false }],
            tags: ['clay', 'Second serve'],
            excerpt: [
              { text: 'Second', match: true },
              { text: ' ', match: false },
              { text: 'serve', match: true },
              { text: ' double faults against lefties.', match: false },
            ],
          },
        ],
      });
    });
  });

  it('ranks the better match first, newer first among equals; newest first when asked', async () => {
    await index(
      { kind: 'diary', date: '2025-01-01', title: '', body: 'serve volley' },
      { kind: 'diary', date: '2025-01-02', title: '', body: 'serve net' },
      { kind: 'diary', date: '2025-01-03', title: '', body: 'serve net' },
      { kind: 'diary', date: '2025-01-03', position: 1, title: '', body: 'serve net' },
    );
    const relevance = await answer({ q: 'serve OR volley' });
    expect(relevance.results.map(nameOf)).toEqual(['2025-01-01#0', '2025-01-03#0', '2025-01-03#1', '2025-01-02#0']);
    expect(await found('serve OR volley')).toEqual(['2025-01-03#0', '2025-01-03#1', '2025-01-02#0', '2025-01-01#0']);
  });

  it('ranks on the first RANK_WINDOW characters of each term column, however long the tab (issue 30)', async () => {
    // The first tab says volley once in its window and thirty times past it; the second twice, early.
    const filler = 'baseline rally '.repeat(RANK_WINDOW / 10);
    await index(
      { kind: 'diary', date: '2025-01-01', title: '', body: `volley ${filler} ${'volley '.repeat(30)}` },
      { kind: 'diary', date: '2025-01-01', position: 1, title: '', body: 'volley and volley' },
    );
    expect((await answer({ q: 'volley' })).results.map(nameOf)).toEqual(['2025-01-01#1', '2025-01-01#0']);
  });

  it("reads a bounded part of each matched row: the rank's short columns, never the term columns on SQLite (issue 30)", async () => {
    const db = t.database.db;
    await index({ kind: 'diary', date: '2025-01-01', title: 'Net', body: 'second serve and volley' });
    const statements: string[] = [];
    const watched = db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        statements.push(db.getExecutor().compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const page = await searchDocuments(
      watched,
      member.user.id,
      parseSearchQuery('"second serve" volley -"double fault"'),
      {
        sort: 'relevance',
        offset: 0,
        limit: 20,
      },
    );
    expect(page.total).toBe(1);
    // PostgreSQL's first statement only sets the planner for the search's own transaction (search.repo.ts).
    const [, ranked] = statements.filter((statement) => !statement.includes('set_config('));
    // The rank counts on search_rank_terms alone.
    expect(ranked).toContain('length("search_rank_terms"."words")');
    expect(ranked).not.toContain('length("search_documents".');
    if (dialect === 'sqlite') {
      // FTS5 matches the phrases itself: no statement reads a term column of search_documents.
      for (const statement of statements) {
        expect(statement).not.toMatch(/"search_documents"\."(words|tags|players|events)"/);
        expect(statement).not.toContain('instr(');
      }
    }
  });

  it('pages with offset and limit, counting every match; nextOffset is null on the last page', async () => {
    for (let day = 1; day <= 5; day++) await index({ kind: 'diary', date: `2025-03-0${day}`, body: 'serve' });
    const page = (offset: number) => answer({ q: 'serve', sort: 'newest', offset, limit: 2 });
    const first = await page(0);
    expect([first.total, first.results.map(nameOf), first.nextOffset]).toEqual([
      5,
      ['2025-03-05#0', '2025-03-04#0'],
      2,
    ]);
    const second = await page(2);
    expect([second.total, second.results.map(nameOf), second.nextOffset]).toEqual([
      5,
      ['2025-03-03#0', '2025-03-02#0'],
      4,
    ]);
    const last = await page(4);
    expect([last.total, last.results.map(nameOf), last.nextOffset]).toEqual([5, ['2025-03-01#0'], null]);
    const beyond = await page(6);
    expect([beyond.total, beyond.results, beyond.nextOffset]).toEqual([5, [], null]);
    const whole = await answer({ q: 'serve' });
    expect([whole.results.length, whole.nextOffset]).toEqual([5, null]);
  });

  it.each([
    ['', SEARCH_MESSAGES.emptyQuery],
    ['-serve', SEARCH_MESSAGES.onlyExclusions],
    ['s'.repeat(SEARCH.queryMaxLength + 1), SEARCH_MESSAGES.tooLong],
    ['a'.repeat(300), SEARCH_MESSAGES.wordTooLong],
    [Array.from({ length: SEARCH.maxTerms + 1 }, () => 'serve').join(' '), SEARCH_MESSAGES.tooManyTerms],
    ['"second serve', SEARCH_MESSAGES.unclosedQuote],
    ['serve ""', SEARCH_MESSAGES.emptyPhrase],
    ['serve OR', SEARCH_MESSAGES.danglingOr],
    ['serve OR -net', SEARCH_MESSAGES.orExclusion],
    ['serve colour:red', SEARCH_MESSAGES.unknownFilter('colour')],
    ['serve tag:', SEARCH_MESSAGES.emptyFilter('tag', 'tag:clay')],
    ['serve in:notes', SEARCH_MESSAGES.badIn],
    ['serve from:2025-13-01', SEARCH_MESSAGES.badDate('from', '2025-13-01', 'from:2025-06-01')],
    ['serve from:2025-07-02 to:2025-07-01', SEARCH_MESSAGES.datesReversed('2025-07-02', '2025-07-01')],
    ['serve in:diary in:diary', SEARCH_MESSAGES.repeatedFilter('in')],
    ['serve -from:2025-01-01', SEARCH_MESSAGES.excludedFilter('from')],
    ['serve OR to:2025-01-01', SEARCH_MESSAGES.orFilter('to')],
    ['tag:clay in:players', SEARCH_MESSAGES.tagInPlayers],
  ])('answers 400 to %j: %s', async (q, message) => {
    const res = await ask({ q });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers 400 past the results that can be paged through, and to a bad sort or limit', async () => {
    const tooFar = await ask({ q: 'serve', offset: SEARCH.maxOffset });
    expect([tooFar.statusCode, tooFar.json()]).toEqual([400, { error: SEARCH_MESSAGES.offsetTooFar }]);
    for (const limit of [0, SEARCH.maxPageSize + 1]) {
      const res = await ask({ q: 'serve', limit });
      expect([res.statusCode, res.json()]).toEqual([400, { error: SEARCH_MESSAGES.badLimit }]);
    }
    const notCount = await ask({ q: 'serve', offset: '-1' });
    expect([notCount.statusCode, notCount.json()]).toEqual([400, { error: 'Offset must be a whole number.' }]);
    const sort = await ask({ q: 'serve', sort: 'oldest' });
    expect([sort.statusCode, sort.json()]).toEqual([400, { error: 'Sort (relevance or newest) is not valid.' }]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/search', headers: member.headers });
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: 'Search is required.' }]);
  });

  it('answers the last offset that can be paged to', async () => {
    await index({ kind: 'diary', date: '2025-03-01', body: 'serve' });
    expect(await answer({ q: 'serve', offset: SEARCH.maxOffset - 1 })).toEqual({
      total: 1,
      results: [],
      nextOffset: null,
    });
  });

  it("finds only the member's own writing, never another member's same words", async () => {
    await index({ kind: 'diary', date: '2025-05-01', title: 'Mine', body: 'topspin lob' });
    await indexTestDocument(t.database.db, {
      kind: 'diary',
      userId: other.user.id,
      date: '2025-05-02',
      title: 'Theirs',
      body: 'topspin lob',
    });
    expect(await found('topspin lob')).toEqual(['2025-05-01#0']);
    const theirs = await answer({ q: 'topspin lob', sort: 'newest' }, other.headers);
    expect(theirs.results.map(nameOf)).toEqual(['2025-05-02#0']);
    expect(JSON.stringify(theirs)).not.toContain('Mine');
  });

  it('answers titles and text holding markup as plain text segments, exactly as written', async () => {
    for (const [position, payload] of XSS_PAYLOADS.slice(0, 12).entries()) {
      await index({
        kind: 'diary',
        date: '2025-08-01',
        position,
        title: `${payload} xsstitle`,
        body: `${payload} xssbody`,
      });
    }
    const { results } = await answer({ q: 'xsstitle xssbody', sort: 'newest', limit: 50 });
    expect(results).toEqual(
      XSS_PAYLOADS.slice(0, 12).map((payload, position) => ({
        kind: 'diary',
        date: '2025-08-01',
        tab: position,
        tags: [],
        title: [
          { text: `${payload} `, match: false },
          { text: 'xsstitle', match: true },
        ],
        excerpt: [
          { text: `${payload} `, match: false },
          { text: 'xssbody', match: true },
        ],
      })),
    );
  });

  it("ranks past 1,000 matches by the index's own rank, still the best first and newer first among equals", async () => {
    await t.database.db.transaction().execute(async (trx) => {
      for (let day = 0; day < 1_000; day += 1) {
        const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        await indexTestDocument(trx, { kind: 'diary', userId: member.user.id, date, body: `A volley on day ${day}.` });
      }
      await indexTestDocument(trx, {
        kind: 'diary',
        userId: member.user.id,
        date: '2019-01-01',
        title: 'Volley drills',
        body: 'Volley after volley: the volley held up at the net, every volley deep.',
      });
    });
    const best = await answer({ q: 'volley' });
    expect(best.total).toBe(1_001);
    expect(best.nextOffset).toBe(SEARCH.pageSize);
    expect(best.results.slice(0, 3).map(nameOf)).toEqual(['2019-01-01#0', '2022-09-26#0', '2022-09-25#0']);
    const newest = await answer({ q: 'volley', sort: 'newest', offset: 1_000 - SEARCH.pageSize });
    expect(newest.results.map(nameOf).at(-1)).toBe('2020-01-01#0');
  }, 60_000);

  it("counts past 1,000 matches only the member's own when another member's key is theirs too", async () => {
    // Two ids whose keys (eight hex characters of a hash) are one, found by drawing random ids.
    const [sharer, member1001] = ['c1894e7a-2bea-40af-ba68-531e663fe928', '6fa305e0-1d65-4ba9-a34f-20223dc6a5da'];
    expect(ownerKey(sharer)).toBe(ownerKey(member1001));
    const { db } = t.database;
    for (const id of [sharer, member1001]) {
      await insertUser(db, {
        id,
        username: `key-${id.slice(0, 8)}`,
        email: `key-${id.slice(0, 8)}@example.com`,
        passwordHash: 'x',
        isAdmin: false,
        mustChangePassword: false,
        createdAt: 0,
      });
    }
    await db.transaction().execute(async (trx) => {
      for (let day = 0; day < 1_001; day += 1) {
        const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        await indexTestDocument(trx, { kind: 'diary', userId: member1001, date, body: `A volley on day ${day}.` });
      }
      for (const date of ['2019-01-01', '2019-01-02', '2019-01-03']) {
        await indexTestDocument(trx, { kind: 'diary', userId: sharer, date, body: 'Volley, volley, volley.' });
      }
    });
    const page = await searchDocuments(db, member1001, parseSearchQuery('volley'), {
      sort: 'relevance',
      offset: 0,
      limit: SEARCH.pageSize,
    });
    expect(page.total).toBe(1_001);
    expect(page.rows).toHaveLength(SEARCH.pageSize);
  }, 60_000);
});
