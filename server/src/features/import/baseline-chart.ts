import {
  CHARTS,
  EXPORTED_CHARTS_VERSION,
  ChartPlayer,
  ExportedChart,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ChartPointInput,
} from '@baseline/contract';
import { QUICK_ENDINGS, type QuickEnding } from '@baseline/contract/charting';
import Type from 'typebox';
import Value from 'typebox/value';
import { HttpError } from '../../lib/http-error.js';
import { noteFromMarkdown } from '../export/baseline-markdown-format.js';
import {
  CHART_FRONT_MATTER,
  CHART_MARKER_LINE,
  cellValue,
  POINT_COLUMNS,
  rowCells,
  SERVE_CELLS,
  sideOfCell,
  type PointColumn,
} from '../export/chart-markdown-format.js';
import type { ImportedChart } from './imported-file.js';
import { dateOf } from './markdown-day.js';
import { jsonPastLimits } from './nesting.js';
import { withoutNul } from './utf8.js';

/*
 * A chart's file of Baseline's Markdown export read back (issue 34; the format is
 * export/chart-markdown-format.ts): the front matter's match, the notes' parts and the points' table. What it
 * reads is checked here as the JSON export's charts are (the contract's schema), then as a save checks a chart
 * (import-limits.ts); a problem is a 400 naming the file.
 */

/** Whether a file of the export is a chart's (its front matter has the chart's id). */
export const isChartFile = (front: Record<string, unknown>) => typeof front[CHART_FRONT_MATTER] === 'string';

const PartMarker = Type.Union([
  Type.Object({ part: Type.Literal('note') }),
  Type.Object({ part: Type.Literal('set'), set: Type.Integer({ minimum: 1, maximum: 5 }) }),
  Type.Object({ part: Type.Literal('points') }),
]);
type PartMarker = Type.Static<typeof PartMarker>;

const refusal = (path: string, problem: string) => new HttpError(400, IMPORT_MESSAGES.chartFileProblem(path, problem));

/** The body's marked parts, each its marker and the lines up to the next (a note's lines never start with `<`). */
function markedParts(path: string, body: string): { marker: PartMarker; lines: string[] }[] {
  const parts: { marker: PartMarker; lines: string[] }[] = [];
  for (const line of body.split('\n')) {
    const json = CHART_MARKER_LINE.exec(line)?.[1];
    if (json === undefined) {
      parts.at(-1)?.lines.push(line);
      continue;
    }
    const past = jsonPastLimits(json, { depth: IMPORT_LIMITS.nestingDepth, values: IMPORT_LIMITS.jsonValues });
    let marker: unknown;
    try {
      marker = past === undefined ? JSON.parse(json) : null;
    } catch {
      marker = null;
    }
    if (!Value.Check(PartMarker, marker)) throw refusal(path, 'a Baseline marker in it is damaged.');
    parts.push({ marker, lines: [] });
  }
  return parts;
}

/**
 * A part's lines without the heading the export writes after its marker, the blank line after that and the
 * blank line before the next part.
 */
function partLines(lines: readonly string[]): string[] {
  let text = lines[0]?.startsWith('## ') ? lines.slice(1) : [...lines];
  if (text[0] === '') text = text.slice(1);
  return text.at(-1) === '' ? text.slice(0, -1) : text;
}

const partText = (lines: readonly string[]) => partLines(lines).join('\n');

/** The points' table: a point a row, read by the header's names; the first row that does not read is named. */
function tablePoints(path: string, lines: readonly string[], players: readonly [ChartPlayer, ChartPlayer]) {
  const rows = partLines(lines)
    .filter((line) => line.trim() !== '')
    .map((line) => rowCells(line.trim()));
  const [header, separator, ...points] = rows;
  if (!header || !separator || rows.some((row) => row === null))
    throw refusal(path, 'its points are not a table under "## Points".');
  if (points.length > CHARTS.pointsPerChart)
    throw refusal(path, `it has ${points.length} points: a chart has at most ${CHARTS.pointsPerChart}.`);
  const missing = POINT_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw refusal(path, `its points table has no column ${missing.join(', ')}.`);
  return (points as string[][]).map((cells, index): ChartPointInput => {
    const cell = (column: PointColumn) => cellValue(cells[header.indexOf(column)] ?? '');
    const problem = (text: string) => refusal(path, `Point ${index + 1}: ${text}`);
    const note = cell('Note');
    const withNote = (point: ChartPointInput) => (note === '' ? point : { ...point, note });
    if (cell('1st') !== '') return withNote({ level: 'full', first: cell('1st'), second: cell('2nd') });
    const winner = sideOfCell(players, cell('Won by'));
    if (winner === null) throw problem(`"Won by" is "${cell('Won by')}", neither player.`);
    const serve = cell('Serve');
    if (serve !== SERVE_CELLS.first && serve !== SERVE_CELLS.second)
      throw problem(`"Serve" is "${serve}", not ${SERVE_CELLS.first} or ${SERVE_CELLS.second}.`);
    const ending = cell('Ending');
    if (!(QUICK_ENDINGS as readonly string[]).includes(ending))
      throw problem(`"Ending" is "${ending}", not one of ${QUICK_ENDINGS.join(', ')}.`);
    const wing = cell('Wing');
    if (wing !== '' && wing !== 'forehand' && wing !== 'backhand')
      throw problem(`"Wing" is "${wing}", not forehand, backhand or empty.`);
    return withNote({
      level: 'quick',
      winner,
      secondServe: serve === SERVE_CELLS.second,
      ending: ending as QuickEnding,
      wing: wing === '' ? null : wing,
    });
  });
}

const Players = Type.Tuple([ChartPlayer, ChartPlayer]);

/** A chart's file of the export as the chart it was written from; 400 naming the file when it does not read. */
export function readBaselineChart(
  path: string,
  { front: written, body }: { front: Record<string, unknown>; body: string },
): ImportedChart {
  // The file's NUL characters are gone, but YAML reads `\0` in a quoted value as one (PostgreSQL stores none).
  const front = JSON.parse(JSON.stringify(written), withoutNul) as Record<string, unknown>;
  const version = front.chartsVersion;
  if (typeof version === 'number' && version > EXPORTED_CHARTS_VERSION)
    throw new HttpError(400, IMPORT_MESSAGES.newerChartsVersion(version));
  if (version !== EXPORTED_CHARTS_VERSION) throw refusal(path, 'its front matter has no chartsVersion: 1.');
  const { players } = front;
  if (!Value.Check(Players, players)) throw refusal(path, "its front matter's players are not as expected.");
  const parts = markedParts(path, body);
  const pointsPart = parts.find(({ marker }) => marker.part === 'points');
  if (!pointsPart) throw refusal(path, 'it has no points (a "## Points" table after its marker).');
  const setNotes: string[] = [];
  for (const { marker, lines } of parts)
    if (marker.part === 'set') {
      while (setNotes.length < marker.set - 1) setNotes.push('');
      setNotes[marker.set - 1] = noteFromMarkdown(partText(lines));
    }
  const matchNote = parts.find(({ marker }) => marker.part === 'note');
  const firstServer = front.firstServer === 1 ? 0 : front.firstServer === 2 ? 1 : front.firstServer;
  const chart = {
    date: dateOf(front.date),
    players,
    firstServer,
    format: front.format,
    level: front.level,
    event: front.event ?? null,
    note: matchNote ? noteFromMarkdown(partText(matchNote.lines)) : '',
    setNotes,
    points: tablePoints(path, pointsPart.lines, players),
  };
  // A cell's `&#0;` is one too.
  const exported = JSON.parse(
    JSON.stringify({ id: front[CHART_FRONT_MATTER], chart, createdAt: front.createdAt, updatedAt: front.updatedAt }),
    withoutNul,
  ) as unknown;
  if (!Value.Check(ExportedChart, exported)) {
    const [first] = Value.Errors(ExportedChart, exported);
    throw refusal(path, `${first?.instancePath ?? ''} ${first?.message ?? 'is not as expected'}.`.trim());
  }
  return { ...exported, file: path };
}
