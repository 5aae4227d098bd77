import { CHART_MESSAGES, type ChartInput, type ChartsResponse, type StoredChart } from '@baseline/contract';
import { matchReport, MATCH_FORMATS } from '@baseline/contract/charting';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { threeSetPoints } from './testing/charts.js';

const CHART_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const POINTS_HEADER = 'match_id,Pt,Set1,Set2,Gm1,Gm2,Pts,Gm#,TbSet,Svr,1st,2nd,Notes,PtWinner';

/** A whole match in full notation: serve directions and faults, rallies, winners and errors, lets, notes. */
function fullMatch(): ChartInput {
  const points = threeSetPoints('mcp round trip').map((point, index) =>
    index % 50 === 7 ? { ...point, note: `Note, "quoted", ${index}` } : point,
  );
  return {
    date: '2026-07-05',
    players: [
      { name: 'Jannik Sinner', playerId: 'S0AG', hand: 'right' },
      { name: 'Carlos Alcaraz', playerId: 'A0E2', hand: 'right' },
    ],
    firstServer: 1,
    format: MATCH_FORMATS['best-of-3'],
    level: 'full',
    event: {
      tournamentId: '540',
      tournamentYear: 2026,
      tournamentName: 'Wimbledon',
      round: 'F',
      surface: 'Grass',
      matchId: null,
    },
    note: '',
    setNotes: [],
    points,
  };
}

const quickPoints: ChartInput['points'] = [
  { level: 'quick', winner: 0, secondServe: false, ending: 'ace', wing: null },
  { level: 'quick', winner: 1, secondServe: true, ending: 'double fault', wing: null },
  { level: 'quick', winner: 0, secondServe: true, ending: 'service winner', wing: null },
  { level: 'quick', winner: 1, secondServe: false, ending: 'winner', wing: 'backhand' },
  { level: 'quick', winner: 0, secondServe: false, ending: 'winner', wing: 'forehand' },
  { level: 'quick', winner: 0, secondServe: false, ending: 'forced error', wing: 'forehand' },
  { level: 'quick', winner: 1, secondServe: true, ending: 'unforced error', wing: null },
];

describe.each(dialects)('charts in the Match Charting Project format (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (chart: ChartInput, headers: Headers, id = CHART_ID) =>
    t.app.inject({ method: 'PUT', url: `/api/charts/${id}`, headers, payload: { chart, baseVersion: 0 } });
  const exported = (headers: Headers, id = CHART_ID) =>
    t.app.inject({ method: 'GET', url: `/api/charts/${id}/mcp`, headers });
  const imported = (headers: Headers, csv: string, query = '', type = 'text/csv') =>
    t.app.inject({
      method: 'POST',
      url: `/api/charts/mcp${query}`,
      headers: { ...headers, 'content-type': type },
      payload: csv,
    });
  const rowsOf = (csv: string): string[][] => parse(csv, { relax_column_count: true, skip_empty_lines: true });

  it('exports a full-notation match and imports it back with the same points, score and report', async () => {
    const { headers } = await signInSubscriber(t);
    const chart = fullMatch();
    expect((await save(chart, headers)).statusCode).toBe(200);
    const res = await exported(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="20260705-M-Wimbledon-F-Jannik_Sinner-Carlos_Alcaraz.csv"',
    );
    const rows = rowsOf(res.body);
    expect(rows[0]?.slice(0, 15).join(',')).toBe(
      'match_id,Player 1,Player 2,Pl 1 hand,Pl 2 hand,Date,Tournament,Round,Time,Court,Surface,Umpire,Best of,Final TB?,Charted by',
    );
    expect(rows[1]?.slice(0, 15)).toEqual([
      '20260705-M-Wimbledon-F-Jannik_Sinner-Carlos_Alcaraz',
      'Jannik Sinner',
      'Carlos Alcaraz',
      'R',
      'R',
      '20260705',
      'Wimbledon',
      'F',
      '',
      '',
      'Grass',
      '',
      '3',
      '1',
      'Baseline',
    ]);
    expect(rows[2]?.join(',')).toBe(`${POINTS_HEADER},Level`);
    expect(rows).toHaveLength(3 + chart.points.length);
    // Player 2 serves first; the game's points are the server's first.
    const [, point1, point2] = rows.slice(2);
    expect(point1?.slice(1, 10)).toEqual(['1', '0', '0', '0', '0', '0-0', '1', 'True', '2']);
    expect(point2?.[6]).toBe(point1?.[13] === '2' ? '15-0' : '0-15');
    // Gm# counts the match's games: the second set starts with the 11th, after 6-4.
    expect(rows.slice(3).find((row) => row[2] !== '0' || row[3] !== '0')?.[7]).toBe('11');

    const back = await imported(headers, res.body, '?tournamentId=540');
    expect(back.statusCode).toBe(201);
    const stored = back.json<StoredChart>();
    expect(stored.id).not.toBe(CHART_ID);
    expect(stored.points).toEqual(chart.points);
    expect(stored).toMatchObject({
      date: chart.date,
      players: chart.players.map((player) => ({ ...player, playerId: null })),
      firstServer: 1,
      format: chart.format,
      level: 'full',
      event: { ...chart.event, matchId: null },
      score: (await t.app.inject({ url: `/api/charts/${CHART_ID}`, headers })).json<StoredChart>().score,
    });
    expect(matchReport(stored.format, stored.firstServer, stored.points)).toEqual(
      matchReport(chart.format, chart.firstServer, chart.points),
    );
  });

  it('writes quick points as the simplest codes with their ending, and reads them back as quick', async () => {
    const { headers } = await signInSubscriber(t);
    const chart: ChartInput = { ...fullMatch(), firstServer: 0, level: 'quick', event: null, points: quickPoints };
    await save(chart, headers);
    const csv = (await exported(headers)).body;
    const points = rowsOf(csv).slice(3);
    expect(points.map((row) => [row[9], row[10], row[11], row[13], row[14]])).toEqual([
      ['1', '0*', '', '1', 'quick'],
      ['1', '0e', '0e', '2', 'quick'],
      ['1', '0e', '0#', '1', 'quick'],
      ['1', '0b*', '', '2', 'quick'],
      ['1', '0qf*', '', '1', 'quick'],
      ['1', '0fe#', '', '1', 'quick'],
      ['2', '0e', '0qe@', '2', 'quick'],
    ]);
    const back = await imported(headers, csv);
    expect(back.statusCode).toBe(201);
    expect(back.json<StoredChart>()).toMatchObject({ level: 'quick', points: quickPoints, event: null });
    expect(back.json<StoredChart>().note).toBe(
      "Imported from the Match Charting Project's 20260705-M-Practice-X-Jannik_Sinner-Carlos_Alcaraz.",
    );
  });

  it("imports the Project's own points file, the match's details from its id or the query", async () => {
    const { headers } = await signInSubscriber(t);
    const id = '20240105-M-Brisbane-QF-Roman_Safiullin-Matteo_Arnaldi';
    const csv = [
      POINTS_HEADER,
      `${id},1,0,0,0,0,0-0,1,True,2,4*,,,2`,
      `${id},2,0,0,0,0,15-0,1,True,2,6n,5f37b2f1*,Great return,1`,
      `${id},3,0,0,0,0,15-15,1,True,2,5b28f3n#,,,1`,
    ].join('\n');
    const fromId = await imported(headers, csv);
    expect(fromId.statusCode).toBe(201);
    expect(fromId.json<StoredChart>()).toMatchObject({
      date: '2024-01-05',
      players: [
        { name: 'Roman Safiullin', playerId: null, hand: null },
        { name: 'Matteo Arnaldi', playerId: null, hand: null },
      ],
      firstServer: 1,
      format: MATCH_FORMATS['best-of-3'],
      score: '0-0',
      points: [
        { level: 'full', first: '4*', second: '' },
        { level: 'full', first: '6n', second: '5f37b2f1*', note: 'Great return' },
        { level: 'full', first: '5b28f3n#', second: '' },
      ],
    });
    const named = await imported(
      headers,
      csv,
      '?player1=R.%20Safiullin&player2=M.%20Arnaldi&player2Id=A0E2&hand2=R&date=2024-01-06&bestOf=5&finalTb=A',
    );
    expect(named.json<StoredChart>()).toMatchObject({
      date: '2024-01-06',
      players: [
        { name: 'R. Safiullin', playerId: null },
        { name: 'M. Arnaldi', playerId: 'A0E2', hand: 'right' },
      ],
      format: MATCH_FORMATS['grand-slam'],
    });
  });

  it.each([
    [
      'a code that does not read',
      '1,0-0,1,4*,,1\n2,15-0,1,6f1,,1',
      'Point 2: The first serve\'s code "6f1", at its end: the code does not say how the point ended: end it with * (winner), # (forced error) or @ (unforced error).',
    ],
    [
      'a server the score does not give',
      '1,0-0,1,4*,,1\n2,15-0,2,4*,,2',
      "Point 2: The score has player 1 serving; the file's Svr says player 2.",
    ],
    [
      'a winner the codes do not give',
      '1,0-0,1,4*,,2',
      "Point 1: The codes give the point to player 1; the file's PtWinner says player 2.",
    ],
    ['no points', '', CHART_MESSAGES.mcpNoPoints],
  ])('refuses %s with a sentence and stores nothing', async (_case, rows, message) => {
    const { headers } = await signInSubscriber(t);
    const csv = `Pt,Pts,Svr,1st,2nd,PtWinner\n${rows}`;
    const res = await imported(headers, csv, '?player1=A&player2=B');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await t.app.inject({ url: '/api/charts', headers })).json<ChartsResponse>().charts).toEqual([]);
  });

  it('refuses a point after the match, a file without players, two matches, too many points and a body not CSV', async () => {
    const { headers } = await signInSubscriber(t);
    // Player 1 wins every point: aces on his serve, return winners on the other's.
    const love = Array.from({ length: 48 }, (_, index) => (Math.floor(index / 4) % 2 === 0 ? '4*,' : '4f*,'));
    const over = await imported(headers, ['1st,2nd', ...love, '4*,'].join('\n'), '?player1=A&player2=B');
    expect(over.json()).toEqual({ error: 'Point 49: The match was already over: no point can follow its last.' });
    const anonymous = await imported(headers, '1st,2nd\n4*,');
    expect(anonymous.json()).toEqual({ error: CHART_MESSAGES.mcpNoPlayers });
    const two = await imported(headers, 'match_id,1st,2nd\na,4*,\nb,4*,', '?player1=A&player2=B');
    expect(two.json()).toEqual({
      error: 'The file holds the points of 2 matches (match_id): import one match at a time.',
    });
    const long = await imported(
      headers,
      ['1st,2nd', ...Array.from({ length: 901 }, () => '4*,')].join('\n'),
      '?player1=A&player2=B',
    );
    expect(long.json()).toEqual({ error: 'The number of points must be at most 900.' });
    for (const type of ['application/json', 'text/plain']) {
      const other = await imported(headers, '1st,2nd\n4*,', '?player1=A&player2=B', type);
      expect(other.statusCode).toBe(415);
      expect(other.json()).toEqual({ error: CHART_MESSAGES.mcpContentType });
    }
    expect((await t.app.inject({ url: '/api/charts', headers })).json<ChartsResponse>().charts).toEqual([]);
  });

  it("answers 404 for another member's chart", async () => {
    const owner = await signInSubscriber(t);
    const other = await signInSubscriber(t);
    await save(fullMatch(), owner.headers);
    const res = await exported(other.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CHART_MESSAGES.notFound });
  });
});
