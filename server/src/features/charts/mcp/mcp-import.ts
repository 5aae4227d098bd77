import { CHART_MESSAGES, CHARTS, type ChartInput, type ChartPointInput, type McpImportQuery } from '@baseline/contract';
import { isCalendarDate } from '@baseline/contract/calendar-date';
import {
  otherSide,
  readPointCodes,
  scorePoint,
  startScore,
  type MatchFormat,
  type Side,
} from '@baseline/contract/charting';
import { HttpError } from '../../../lib/http-error.js';
import { readMcpFile, type McpRow } from './mcp-file.js';
import { formatFromMcp } from './mcp-match.js';
import { quickPointOf } from './quick-codes.js';

const sideOf = (text: string | undefined): Side | null => (text === '1' ? 0 : text === '2' ? 1 : null);

/**
 * Every point read from its codes and scored in order, so the server and the winner the file gives (Svr,
 * PtWinner) are checked against the rules; the first that fails is refused with what is wrong. A row marked
 * Level 'quick' is read back as a quick point.
 */
function readPoints(rows: readonly McpRow[], format: MatchFormat, firstServer: Side): ChartPointInput[] {
  let score = startScore(format, firstServer);
  return rows.map((row, index) => {
    const refuse = (problem: string) => new HttpError(400, `Point ${index + 1}: ${problem}`);
    if (score.winner !== null) throw refuse('The match was already over: no point can follow its last.');
    const first = row['1st'] ?? '';
    const second = row['2nd'] ?? '';
    const reading = readPointCodes(first, second);
    if (!reading.ok) throw refuse(reading.problem);
    const { server } = score;
    const saidServer = sideOf(row.Svr);
    if (saidServer !== null && saidServer !== server)
      throw refuse(`The score has player ${server + 1} serving; the file's Svr says player ${saidServer + 1}.`);
    const winner = reading.point.serverWon ? server : otherSide(server);
    const saidWinner = sideOf(row.PtWinner);
    if (saidWinner !== null && saidWinner !== winner)
      throw refuse(
        `The codes give the point to player ${winner + 1}; the file's PtWinner says player ${saidWinner + 1}.`,
      );
    const note = row.Notes ?? '';
    if (note.length > CHARTS.pointNoteMaxLength)
      throw refuse(`Its note has ${note.length} characters; a point's note has at most ${CHARTS.pointNoteMaxLength}.`);
    const quick = row.Level === 'quick' ? quickPointOf(reading.point, server) : null;
    const point: ChartPointInput = quick ?? { level: 'full', first, second };
    score = scorePoint(format, score, winner);
    return note === '' ? point : { ...point, note };
  });
}

/** '20260705' as '2026-07-05', when it is a day. */
function compactDate(text: string | undefined): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(text ?? '');
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
  return day && isCalendarDate(day) ? day : undefined;
}

const handOf = (code: string | undefined) => (code === 'R' ? 'right' : code === 'L' ? 'left' : null);

/** The players a match id names last ("…-Novak_Djokovic-Carlos_Alcaraz"). */
function playersOfMatchId(matchId: string | undefined): [string | undefined, string | undefined] {
  const parts = matchId?.split('-') ?? [];
  if (parts.length < 6) return [undefined, undefined];
  const name = (part: string | undefined) => {
    const text = part?.replaceAll('_', ' ').trim();
    return text === '' ? undefined : text;
  };
  return [name(parts.at(-2)), name(parts.at(-1))];
}

function playerName(name: string | undefined): string {
  if (name === undefined) throw new HttpError(400, CHART_MESSAGES.mcpNoPlayers);
  if (name.length > CHARTS.playerNameMaxLength)
    throw new HttpError(400, `A player's name has at most ${CHARTS.playerNameMaxLength} characters.`);
  return name;
}

/**
 * A chart from the Project's points CSV: the match's details from the query, else the file's match row,
 * else its match id; the points checked one by one. `today` dates a file that gives no date.
 */
export function mcpToChart(text: string, query: McpImportQuery, today: string): ChartInput {
  const { match, points: rows } = readMcpFile(text);
  if (rows.length > CHARTS.pointsPerChart)
    throw new HttpError(400, `The number of points must be at most ${CHARTS.pointsPerChart}.`);
  const meta = (column: string) => {
    const value = match?.[column];
    return value === '' ? undefined : value;
  };
  const matchId = meta('match_id') ?? rows[0]?.match_id;
  const named = playersOfMatchId(matchId);
  const date = query.date ?? compactDate(meta('Date')) ?? compactDate(matchId) ?? today;
  const format = formatFromMcp({
    bestOf: query.bestOf ?? meta('Best of'),
    finalTb: query.finalTb ?? meta('Final TB?'),
    format: query.bestOf === undefined && query.finalTb === undefined ? meta('Format') : undefined,
  });
  const firstServer = sideOf(rows[0]?.Svr) ?? 0;
  const points = readPoints(rows, format, firstServer);
  const where = [meta('Tournament'), meta('Round'), meta('Surface')].filter((part) => part !== undefined);
  const source = matchId ? `Imported from the Match Charting Project's ${matchId}.` : '';
  return {
    date,
    players: [
      {
        name: playerName(query.player1 ?? meta('Player 1') ?? named[0]),
        playerId: query.player1Id ?? null,
        hand: handOf(query.hand1 ?? meta('Pl 1 hand')),
      },
      {
        name: playerName(query.player2 ?? meta('Player 2') ?? named[1]),
        playerId: query.player2Id ?? null,
        hand: handOf(query.hand2 ?? meta('Pl 2 hand')),
      },
    ],
    firstServer,
    format,
    level: points.some((point) => point.level === 'full') ? 'full' : 'quick',
    event: query.tournamentId
      ? {
          tournamentId: query.tournamentId,
          tournamentYear: Number(date.slice(0, 4)),
          tournamentName: (meta('Tournament') ?? '').slice(0, CHARTS.titleMaxLength),
          round: (meta('Round') ?? '').slice(0, 40),
          surface: (meta('Surface') ?? '').slice(0, 20),
          matchId: null,
        }
      : null,
    note: [where.join(', '), source].filter(Boolean).join('\n').slice(0, CHARTS.noteMaxLength),
    setNotes: [],
    points,
  };
}
