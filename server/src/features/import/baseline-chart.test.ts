import { IMPORT_MESSAGES, type ChartInput, type ExportedChart } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartFileText } from '../export/chart-markdown.js';
import { cellText, cellValue, rowCells } from '../export/chart-markdown-format.js';
import { ace, practiceChart } from '../charts/testing/charts.js';
import { readBaselineChart } from './baseline-chart.js';
import { splitFrontMatter } from './markdown-day.js';
import { exportedChart, noteText } from './testing/chart-arbitrary.js';

const PATH = 'charts/2026-07-05 Ana v Bea.md';
const ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

const readBack = (text: string) => readBaselineChart(PATH, splitFrontMatter(PATH, text));

describe("a chart's Markdown file", () => {
  it('reads back as the chart it was written from: every point, note, player and detail (property)', () => {
    fc.assert(
      fc.property(exportedChart(fc.constant(ID)), (chart) => {
        expect(readBack(chartFileText(chart))).toEqual({ ...chart, file: PATH });
      }),
      { numRuns: 150 },
    );
  });

  it('keeps any text in a table cell: escapes, line breaks, edge spaces, character references', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), noteText(100)), (text) => {
        const cells = rowCells(`| ${cellText(text)} | ${cellText('x')} |`);
        expect(cells?.map(cellValue)).toEqual([text, 'x']);
      }),
    );
  });

  it('is written for a person: the score line, the notes, the points with their codes or quick fields', () => {
    const chart: ChartInput = {
      date: '2026-05-02',
      players: [
        { name: 'Jannik Sinner', playerId: 'ZS01', hand: 'right' },
        { name: 'Bea | Bo', playerId: null, hand: null },
      ],
      firstServer: 0,
      format: MATCH_FORMATS['best-of-3'],
      level: 'full',
      event: {
        tournamentId: '580',
        tournamentYear: 2026,
        tournamentName: 'Rome',
        round: 'R16',
        surface: 'Clay',
        matchId: 'ms012',
      },
      note: 'Windy.\n<b>',
      setNotes: ['Fast start'],
      points: [
        { level: 'full', first: '6n', second: '4f2*', note: 'Wide | then deep' },
        { level: 'quick', winner: 1, secondServe: false, ending: 'unforced error', wing: 'backhand' },
      ],
    };
    expect(chartFileText({ id: ID, chart, createdAt: 1, updatedAt: 2 })).toBe(
      [
        '---',
        'baseline: 1',
        `chart: "${ID}"`,
        'chartsVersion: 1',
        'date: "2026-05-02"',
        'players: [{"name":"Jannik Sinner","playerId":"ZS01","hand":"right"},{"name":"Bea | Bo","playerId":null,"hand":null}]',
        'firstServer: 1',
        `format: ${JSON.stringify(MATCH_FORMATS['best-of-3'])}`,
        'level: "full"',
        'event: {"tournamentId":"580","tournamentYear":2026,"tournamentName":"Rome","round":"R16","surface":"Clay","matchId":"ms012"}',
        'createdAt: 1',
        'updatedAt: 2',
        '---',
        '',
        '# Jannik Sinner v Bea | Bo',
        '',
        '2026-05-02, Rome 2026, R16, Clay',
        '',
        'Score: 0-0',
        '',
        '<!-- baseline:chart {"part":"note"} -->',
        '## Match note',
        '',
        'Windy.',
        '\\<b>',
        '',
        '<!-- baseline:chart {"part":"set","set":1} -->',
        '## Set 1',
        '',
        'Fast start',
        '',
        '<!-- baseline:chart {"part":"points"} -->',
        '## Points',
        '',
        '| Point | Score before | Server | 1st | 2nd | Won by | Serve | Ending | Wing | Note |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        '| 1 | 0-0, 0-0 | Jannik Sinner | 6n | 4f2* | Bea \\| Bo | 2nd | winner | forehand | Wide \\| then deep |',
        '| 2 | 0-0, 0-15 | Jannik Sinner |  |  | Bea \\| Bo | 1st | unforced error | backhand |  |',
        '',
      ].join('\n'),
    );
  });

  it('drops a NUL written in the front matter or a cell, as the JSON import drops one', () => {
    const chart = practiceChart([{ ...ace, note: 'a' }]);
    const text = chartFileText({ id: ID, chart, createdAt: 1, updatedAt: 2 })
      .replace('"name":"A sparring partner"', '"name":"A sparring\\u0000 partner"')
      .replace('| a |', '| a&#0;b |');
    expect(readBack(text).chart).toEqual({
      ...chart,
      players: [chart.players[0], { ...chart.players[1], name: 'A sparring partner' }],
      points: [{ ...ace, note: 'ab' }],
    });
  });

  it('refuses a file that does not read, naming it and what is wrong', () => {
    const chart: ExportedChart = {
      id: ID,
      chart: practiceChart([{ level: 'quick', winner: 0, secondServe: false, ending: 'ace', wing: null }]),
      createdAt: 1,
      updatedAt: 2,
    };
    const text = chartFileText(chart);
    const refusal = (changed: string) => {
      try {
        readBack(changed);
      } catch (error) {
        return (error as Error).message;
      }
      return 'read';
    };
    const problem = (what: string) => IMPORT_MESSAGES.chartFileProblem(PATH, what);
    expect(refusal(text.replace('| Jannik Sinner | 1st | ace |', '| Cleo | 1st | ace |'))).toBe(
      problem('Point 1: "Won by" is "Cleo", neither player.'),
    );
    expect(refusal(text.replace('| 1st | ace |', '| first | ace |'))).toBe(
      problem('Point 1: "Serve" is "first", not 1st or 2nd.'),
    );
    expect(refusal(text.replace('| ace |', '| let |'))).toBe(
      problem(
        'Point 1: "Ending" is "let", not one of ace, double fault, service winner, winner, forced error, unforced error.',
      ),
    );
    expect(refusal(text.replace(/<!-- baseline:chart \{"part":"points"\} -->[\s\S]*/, ''))).toBe(
      problem('it has no points (a "## Points" table after its marker).'),
    );
    expect(refusal(text.replace('{"part":"points"}', '{"part":"scores"}'))).toBe(
      problem('a Baseline marker in it is damaged.'),
    );
    expect(refusal(text.replace('| Wing | Note |', '| Note |'))).toBe(problem('its points table has no column Wing.'));
    expect(refusal(text.replace('chartsVersion: 1', 'chartsVersion: 2'))).toBe(IMPORT_MESSAGES.newerChartsVersion(2));
    expect(refusal(text.replace('"name":"A sparring partner"', '"name":""'))).toBe(
      problem("its front matter's players are not as expected."),
    );
    expect(refusal(text.replace(`chart: "${ID}"`, 'chart: "not-an-id"'))).toBe(
      problem('/id must match format "uuid".'),
    );
  });
});
