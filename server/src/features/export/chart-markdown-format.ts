import type { ChartPlayer } from '@baseline/contract';
import type { Side } from '@baseline/contract/charting';

/*
 * A chart's file in Baseline's Markdown export (issue 34), `charts/<date> <player> v <player>.md`, written by
 * chart-markdown.ts and read back by import/baseline-chart.ts. The front matter holds what identifies the match
 * (the chart's id, date, players, event, format, first server, level, the charts part's version, the times);
 * the body is what a person reads: the score line, then a part for the match's note, one for each set's note
 * and one for the points, each after a marker line the import splits at. Every note is written as typed, only
 * `\`, `<` and `&` escaped (so no line of a note reads as a marker), and a point's note in its table cell as
 * `cellText` says.
 */

/** The front matter's key holding the chart's id: a file of the export with it is a chart. */
export const CHART_FRONT_MATTER = 'chart';

export type ChartPartMarker = { part: 'note' } | { part: 'set'; set: number } | { part: 'points' };

/** A part's marker line; `<`, `>` and `-` as JSON escapes, as the day files' markers (baseline-markdown-format.ts). */
export function chartMarkerLine(data: ChartPartMarker): string {
  const json = JSON.stringify(data).replace(/[<>-]/g, (character) => `\\u00${character.charCodeAt(0).toString(16)}`);
  return `<!-- baseline:chart ${json} -->`;
}

export const CHART_MARKER_LINE = /^<!-- baseline:chart (.*) -->$/;

/**
 * The points table's columns. The import reads the codes (`1st`, `2nd`) of a full point, the quick fields
 * (`Won by`, `Serve`, `Ending`, `Wing`) of one without codes, and the note; the score before the point and the
 * server are worked out again from the points, so they are written for reading only.
 */
export const POINT_COLUMNS = [
  'Point',
  'Score before',
  'Server',
  '1st',
  '2nd',
  'Won by',
  'Serve',
  'Ending',
  'Wing',
  'Note',
] as const;
export type PointColumn = (typeof POINT_COLUMNS)[number];

/** How a quick point's serve is written in its `Serve` cell. */
export const SERVE_CELLS = { first: '1st', second: '2nd' } as const;

/**
 * A player as the `Won by` and `Server` cells name them: by name, or as `Player 1`/`Player 2` when both have
 * the same name (the import matches a name first, then that form).
 */
export function playerCell(players: readonly [ChartPlayer, ChartPlayer], side: Side): string {
  const [first, second] = players;
  return first.name === second.name ? `Player ${side + 1}` : players[side].name;
}

/** The side a `Won by` cell names, or null when it names neither player. */
export function sideOfCell(players: readonly [ChartPlayer, ChartPlayer], cell: string): Side | null {
  const named = players.flatMap((player, side) => (player.name === cell ? [side as Side] : []));
  if (named.length === 1) return named[0] as Side;
  const numbered = /^Player ([12])$/.exec(cell);
  return numbered ? ((Number(numbered[1]) - 1) as Side) : null;
}

/**
 * A text in a table cell, read back exactly by `cellValue`: `\`, `|`, `<` and `&` escaped with a backslash, a
 * line break as `<br>` (as tables show one), a carriage return and the spaces and tabs at either edge (which a
 * table trims) as character references.
 */
export function cellText(text: string): string {
  const escaped = text
    .replace(/[\\|<&]/g, '\\$&')
    .replaceAll('\n', '<br>')
    .replaceAll('\r', '&#13;');
  return escaped.replace(/^[ \t]+|[ \t]+$/g, (edge) =>
    edge.replace(/[ \t]/g, (character) => `&#${character.charCodeAt(0)};`),
  );
}

const CELL_TOKEN = /\\([\s\S])|<br>|&#(\d{1,7});/g;

/** A cell's text as `cellText` wrote it, its edges already trimmed. */
export function cellValue(cell: string): string {
  return cell.replace(CELL_TOKEN, (token, escaped: string | undefined, code: string | undefined) => {
    if (escaped !== undefined) return escaped;
    if (code === undefined) return '\n';
    const point = Number(code);
    return point <= 0x10ffff ? String.fromCodePoint(point) : token;
  });
}

/** A table row of cells already written by `cellText`. */
export const tableRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/**
 * A table row's cells as written, each trimmed of the spaces a table pads with; a `|` after a backslash is
 * the cell's own. Null when the line is not a row.
 */
export function rowCells(line: string): string[] | null {
  if (!line.startsWith('|')) return null;
  const cells: string[] = [];
  let cell = '';
  for (let index = 1; index < line.length; index += 1) {
    const character = line[index] as string;
    if (character === '\\' && index + 1 < line.length) {
      cell += character + (line[index + 1] as string);
      index += 1;
    } else if (character === '|') {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  if (cell.trim() !== '') cells.push(cell);
  return cells.map((found) => found.replace(/^[ \t]+|[ \t]+$/g, ''));
}
