import { CHART_MESSAGES } from '@baseline/contract';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../../lib/http-error.js';

/** A row of a CSV block by its header's names. */
export type McpRow = Readonly<Record<string, string>>;

export interface McpFile {
  /** The match's row, when the file begins with the Project's matches header. */
  match: McpRow | null;
  /** The rows of the one match's points, in the file's order. */
  points: McpRow[];
}

function readCsv(text: string): string[][] {
  try {
    const rows: string[][] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
    return rows;
  } catch (error) {
    if (error instanceof CsvError) throw new HttpError(400, `The file does not read as CSV: ${error.message}`);
    throw error;
  }
}

function byHeader(header: readonly string[], row: readonly string[]): McpRow {
  return Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']));
}

/**
 * The Project's points CSV, with or without the match's header and row before it (the matches file's
 * columns, 'Player 1' among them). A file of the Project's that holds several matches gives the points of
 * the match its match row names; without one it must hold a single match.
 */
export function readMcpFile(text: string): McpFile {
  const rows = readCsv(text)
    .map((row) => row.map((cell) => cell.trim()))
    .filter((row) => row.some((cell) => cell !== ''));
  const pointsAt = rows.findIndex((row) => row.includes('1st') && row.includes('2nd'));
  const pointsHeader = rows[pointsAt];
  if (!pointsHeader) throw new HttpError(400, CHART_MESSAGES.mcpNoPoints);
  const matchAt = rows.findIndex((row) => row.includes('Player 1'));
  const matchHeader = rows[matchAt];
  const matchRow = rows[matchAt + 1];
  const match = matchHeader && matchRow && matchAt + 1 < pointsAt ? byHeader(matchHeader, matchRow) : null;

  let points = rows.slice(pointsAt + 1).map((row) => byHeader(pointsHeader, row));
  const matchId = match?.match_id;
  if (matchId && pointsHeader.includes('match_id')) points = points.filter((row) => row.match_id === matchId);
  const matches = new Set(points.map((row) => row.match_id ?? ''));
  if (matches.size > 1)
    throw new HttpError(
      400,
      `The file holds the points of ${matches.size} matches (match_id): import one match at a time.`,
    );
  if (points.length === 0) throw new HttpError(400, CHART_MESSAGES.mcpNoPoints);
  return { match, points };
}
