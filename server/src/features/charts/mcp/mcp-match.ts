import { ChartFormat, type ChartInput, type McpImportQuery } from '@baseline/contract';
import Value from 'typebox/value';
import { formatProblem, MATCH_FORMATS, type MatchFormat, type SetDecider } from '@baseline/contract/charting';

/**
 * The match's row as the Match Charting Project's matches file has it, and the format it tells. The
 * Project's 'Final TB?' says how the final set is decided (every other set has a tiebreak to 7 at 6-all);
 * a last column, Format, carries the exact format as JSON, so a chart of any format comes back as it was.
 */

export const MCP_MATCH_COLUMNS = [
  'match_id',
  'Player 1',
  'Player 2',
  'Pl 1 hand',
  'Pl 2 hand',
  'Date',
  'Tournament',
  'Round',
  'Time',
  'Court',
  'Surface',
  'Umpire',
  'Best of',
  'Final TB?',
  'Charted by',
  'Format',
] as const;

export type McpFinalTb = NonNullable<McpImportQuery['finalTb']>;

const FINAL_SETS: Record<McpFinalTb, SetDecider> = {
  '1': { kind: 'tiebreak', at: 6, points: 7 },
  '0': { kind: 'advantage' },
  A: { kind: 'tiebreak', at: 6, points: 10 },
  W: { kind: 'tiebreak', at: 12, points: 7 },
  S: { kind: 'match-tiebreak', points: 10 },
};

const sameDecider = (a: SetDecider, b: SetDecider) => JSON.stringify(a) === JSON.stringify(b);

/** The Project's code for the final set, or '' when the format is not one the Project names. */
export function finalTbOf(format: MatchFormat): McpFinalTb | '' {
  if (format.noAd || !sameDecider(format.sets, MATCH_FORMATS['best-of-3'].sets)) return '';
  const found = Object.entries(FINAL_SETS).find(([, decider]) => sameDecider(decider, format.finalSet));
  return found ? (found[0] as McpFinalTb) : '';
}

/** The format a Format column holds, when it holds one that can be played. */
function exactFormat(json: string): MatchFormat | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  return Value.Check(ChartFormat, parsed) && formatProblem(parsed) === null ? parsed : null;
}

export interface McpFormatFields {
  bestOf: string | undefined;
  finalTb: string | undefined;
  format: string | undefined;
}

/** The format from the Format column, else from 'Best of' (3 unless 5) and 'Final TB?' (1 unless known). */
export function formatFromMcp({ bestOf, finalTb, format }: McpFormatFields): MatchFormat {
  const exact = format ? exactFormat(format) : null;
  if (exact) return exact;
  const code = finalTb?.trim().toUpperCase() ?? '1';
  const finalSet = code in FINAL_SETS ? FINAL_SETS[code as McpFinalTb] : FINAL_SETS['1'];
  return { ...MATCH_FORMATS['best-of-3'], bestOf: bestOf?.trim() === '5' ? 5 : 3, finalSet };
}

const idPart = (text: string) => text.trim().replace(/[^\p{L}\p{N}]+/gu, '_') || 'X';

/** The Project's match id: date, tour, tournament, round and the players ("20260705-M-Wimbledon-F-A_B-C_D"). */
export function mcpMatchId(chart: ChartInput): string {
  const [first, second] = chart.players;
  return [
    chart.date.replaceAll('-', ''),
    'M',
    chart.event ? idPart(chart.event.tournamentName) : 'Practice',
    idPart(chart.event?.round ?? ''),
    idPart(first.name),
    idPart(second.name),
  ].join('-');
}

const handCode = (hand: ChartInput['players'][number]['hand']) => (hand === 'left' ? 'L' : hand === 'right' ? 'R' : '');

/** The match's row under MCP_MATCH_COLUMNS. */
export function mcpMatchRow(chart: ChartInput): string[] {
  const [first, second] = chart.players;
  return [
    mcpMatchId(chart),
    first.name,
    second.name,
    handCode(first.hand),
    handCode(second.hand),
    chart.date.replaceAll('-', ''),
    chart.event?.tournamentName ?? '',
    chart.event?.round ?? '',
    '',
    '',
    chart.event?.surface ?? '',
    '',
    String(chart.format.bestOf),
    finalTbOf(chart.format),
    'Baseline',
    JSON.stringify(chart.format),
  ];
}
