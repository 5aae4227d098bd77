import type { ChartInput } from '@baseline/contract';
import { stringify } from 'csv-stringify/sync';
import { MCP_MATCH_COLUMNS, mcpMatchId, mcpMatchRow } from './mcp-match.js';
import { MCP_POINT_COLUMNS, mcpPointRows } from './mcp-points.js';

/** A chart as the Project's files have it: the match's header and row, a blank line, the points' header and rows. */
export function chartToMcp(chart: ChartInput): { fileName: string; csv: string } {
  const matchId = mcpMatchId(chart);
  const match = stringify([[...MCP_MATCH_COLUMNS], mcpMatchRow(chart)]);
  const points = stringify([[...MCP_POINT_COLUMNS], ...mcpPointRows(chart, matchId)]);
  // A header's file name is ASCII: the id's letters outside it become '_'.
  return { fileName: `${matchId.replace(/[^A-Za-z0-9_-]/g, '_')}.csv`, csv: `${match}\n${points}` };
}
