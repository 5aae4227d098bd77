import { EXPORTED_CHARTS_VERSION, type ChartInput, type ExportedChart } from '@baseline/contract';
import {
  pointsText,
  readPointFacts,
  scoreLine,
  scorePoint,
  startScore,
  type Score,
  type Side,
} from '@baseline/contract/charting';
import { chartToMcp } from '../charts/mcp/mcp-export.js';
import { BASELINE_FORMAT, BASELINE_FRONT_MATTER, noteMarkdown } from './baseline-markdown-format.js';
import {
  CHART_FRONT_MATTER,
  cellText,
  chartMarkerLine,
  playerCell,
  POINT_COLUMNS,
  SERVE_CELLS,
  tableRow,
  type ChartPartMarker,
  type PointColumn,
} from './chart-markdown-format.js';
import { markdownText } from './html-to-markdown.js';

/** A chart's two files' texts: its Markdown (chart-markdown-format.ts) and the Match Charting Project's CSV. */
export interface ChartTexts {
  markdown: string;
  csv: string;
}

/**
 * Both texts of a chart, in the export's worker thread (tab-converter.ts): a chart of 900 points with notes takes
 * tens of milliseconds to write, which the event loop should not hold.
 */
export function chartTexts(chart: ExportedChart): ChartTexts {
  return { markdown: chartFileText(chart), csv: chartToMcp(chart.chart).csv };
}

/** A chart's file: front matter, the title, the score line, the notes and the points' table. */
export function chartFileText({ id, chart, createdAt, updatedAt }: ExportedChart): string {
  const { rows, score } = pointRows(chart);
  const parts: string[] = [];
  if (chart.note !== '') parts.push(notePart({ part: 'note' }, 'Match note', chart.note));
  for (const [index, note] of chart.setNotes.entries())
    parts.push(notePart({ part: 'set', set: index + 1 }, `Set ${index + 1}`, note));
  parts.push(
    [
      chartMarkerLine({ part: 'points' }),
      '## Points',
      '',
      tableRow(POINT_COLUMNS),
      tableRow(POINT_COLUMNS.map(() => '---')),
      ...rows.map(tableRow),
    ].join('\n'),
  );
  const [first, second] = chart.players;
  const won = score.winner === null ? '' : `, won by ${chart.players[score.winner].name}`;
  const heading = [
    `# ${markdownText(first.name)} v ${markdownText(second.name)}`,
    markdownText([chart.date, ...eventParts(chart)].join(', ')),
    markdownText(`Score: ${scoreLine(score)}${won}`),
  ];
  return `${frontMatter(id, chart, { createdAt, updatedAt })}\n\n${heading.join('\n\n')}\n\n${parts.join('\n\n')}\n`;
}

function eventParts(chart: ChartInput): string[] {
  if (!chart.event) return [];
  const { tournamentName, tournamentYear, round, surface } = chart.event;
  return [`${tournamentName} ${tournamentYear}`.trim(), round, surface].filter((part) => part !== '');
}

/** JSON's values are YAML's flow values, so each reads back exactly. */
function frontMatter(id: string, chart: ChartInput, times: { createdAt: number; updatedAt: number }): string {
  const fields: [string, unknown][] = [
    [BASELINE_FRONT_MATTER, BASELINE_FORMAT],
    [CHART_FRONT_MATTER, id],
    ['chartsVersion', EXPORTED_CHARTS_VERSION],
    ['date', chart.date],
    ['players', chart.players],
    ['firstServer', chart.firstServer + 1],
    ['format', chart.format],
    ['level', chart.level],
    ['event', chart.event],
    ['createdAt', times.createdAt],
    ['updatedAt', times.updatedAt],
  ];
  return ['---', ...fields.map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---'].join('\n');
}

/** A note's part: its marker, a heading, then the note as typed (see noteMarkdown); parts are a blank line apart. */
function notePart(marker: ChartPartMarker, heading: string, note: string): string {
  return `${chartMarkerLine(marker)}\n## ${heading}\n\n${noteMarkdown(note)}`;
}

/** The score before a point, from the first player's side: the sets and games, then the game's points. */
function scoreBefore(chart: ChartInput, score: Score): string {
  const [server, receiver] = pointsText(chart.format, score);
  const points = score.server === 0 ? `${server}-${receiver}` : `${receiver}-${server}`;
  return `${scoreLine(score)}, ${points}`;
}

/** Each point's row of cells (`cellText`), and the score after the last. */
function pointRows(chart: ChartInput): { rows: string[][]; score: Score } {
  let score = startScore(chart.format, chart.firstServer);
  const rows = chart.points.map((point, index) => {
    const reading = readPointFacts(point, score.server);
    // A stored chart was checked whole when it was saved: every point reads.
    if (!reading.ok) throw new Error(`a stored chart's point ${index + 1} does not read: ${reading.problem}`);
    const { facts } = reading;
    const player = (side: Side) => playerCell(chart.players, side);
    const cells: Record<PointColumn, string> = {
      Point: String(index + 1),
      'Score before': scoreBefore(chart, score),
      Server: player(facts.server),
      '1st': point.level === 'full' ? point.first : '',
      '2nd': point.level === 'full' ? point.second : '',
      'Won by': player(facts.winner),
      // A quick point's own fields (which the import reads), a full point's as its codes tell them.
      Serve: (point.level === 'quick' ? point.secondServe : facts.secondServe) ? SERVE_CELLS.second : SERVE_CELLS.first,
      Ending: facts.ending,
      Wing: (point.level === 'quick' ? point.wing : facts.lastShot?.wing) ?? '',
      Note: point.note ?? '',
    };
    score = scorePoint(chart.format, score, facts.winner);
    return POINT_COLUMNS.map((column) => cellText(cells[column]));
  });
  return { rows, score };
}
