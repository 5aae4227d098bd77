import {
  CHART_MESSAGES,
  CHARTS,
  type ChartInput,
  type ChartListQuery,
  type ChartsResponse,
  type ChartSummary,
  type McpImportQuery,
  type SaveChartBody,
  type SaveChartResponse,
  type ScoutingQuery,
  type ScoutingResponse,
  type StoredChart,
} from '@baseline/contract';
import { calendarDateAt } from '@baseline/contract/calendar-date';
import { addCounts, emptyReport, type PlayerReport, type Report, type Side } from '@baseline/contract/charting';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { randomUUID } from 'node:crypto';
import { chartContent, checkChart, surfaceKey } from './chart-check.js';
import type { ChartWriter } from './chart-writer.js';
import { countCharts, findChart, listCharts, reportsOfPlayer, storedVersion } from './charts.repo.js';
import { chartToMcp } from './mcp/mcp-export.js';
import { mcpToChart } from './mcp/mcp-import.js';

export interface ChartsDeps {
  db: Database;
  now: Clock;
  /** Writes the chart and tells the participants (the search index). */
  writer: ChartWriter;
}

export type SaveOutcome = { kind: 'saved'; saved: SaveChartResponse } | { kind: 'conflict'; current: StoredChart };

type ChartRecord = NonNullable<Awaited<ReturnType<typeof findChart>>>;

const sideOrNull = (value: number | null): Side | null => (value === 0 ? 0 : value === 1 ? 1 : null);
const notFound = () => new HttpError(404, CHART_MESSAGES.notFound);
const iso = (milliseconds: number) => new Date(milliseconds).toISOString();

function meta(row: ChartRecord) {
  return {
    id: row.id,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    score: row.score,
    winner: sideOrNull(row.winner),
  };
}

function storedChart(row: ChartRecord): StoredChart {
  return { ...(JSON.parse(row.chart) as ChartInput), ...meta(row) };
}

export function chartSummary(row: ChartRecord): ChartSummary {
  const chart = JSON.parse(row.chart) as ChartInput;
  return {
    ...meta(row),
    date: chart.date,
    players: chart.players,
    event: chart.event,
    level: chart.level,
    pointCount: row.pointCount,
  };
}

/**
 * A member's charted matches. A chart is saved whole, as the diary saves a day: checked point by point by the
 * shared charting rules, then written with its version, so a chart changed on two devices is never replaced
 * unasked (409 with the stored chart; the member chooses).
 */
export function createChartsService({ db, now, writer }: ChartsDeps) {
  async function conflict(userId: string, id: string): Promise<SaveOutcome> {
    const current = await findChart(db, userId, id);
    // Deleted between the refused write and this read: a save of it now finds nothing in its way.
    if (!current) throw new HttpError(409, CHART_MESSAGES.conflict);
    return { kind: 'conflict', current: storedChart(current) };
  }

  async function save(userId: string, id: string, body: SaveChartBody): Promise<SaveOutcome> {
    const { chart, baseVersion, overwrite = false } = body;
    const at = now();
    const row = chartContent(id, chart, checkChart(chart), { createdAt: at, updatedAt: at });
    try {
      const version = await db.transaction().execute(async (trx) => {
        const stored = await storedVersion(trx, userId, id);
        if (stored === null) {
          if ((await countCharts(trx, userId)) >= CHARTS.perMember) throw new HttpError(409, CHART_MESSAGES.tooMany);
          await writer.insert(trx, userId, row, 1);
          return 1;
        }
        if (stored !== baseVersion && !overwrite) return null;
        await writer.update(trx, userId, row, stored + 1);
        return stored + 1;
      });
      if (version === null) return await conflict(userId, id);
      return { kind: 'saved', saved: { id, version, updatedAt: iso(at) } };
    } catch (error) {
      // Two first saves of one chart at once: the second finds the first's row by its key.
      if (isUniqueViolation(error)) return conflict(userId, id);
      throw error;
    }
  }

  async function get(userId: string, id: string): Promise<StoredChart> {
    const row = await findChart(db, userId, id);
    if (!row) throw notFound();
    return storedChart(row);
  }

  return {
    save,
    get,

    /** The chart in the Match Charting Project's CSV (README: the Match Charting Project's format). */
    async exportMcp(userId: string, id: string) {
      return chartToMcp(await get(userId, id));
    },

    /** A chart made from the Project's points CSV, checked and stored under an id of its own like any save. */
    async importMcp(userId: string, csv: string, query: McpImportQuery): Promise<StoredChart> {
      const id = randomUUID();
      // A new id has no stored version to conflict with: the save stores the chart or refuses it.
      await save(userId, id, { chart: mcpToChart(csv, query, calendarDateAt(now())), baseVersion: 0 });
      return get(userId, id);
    },

    async list(userId: string, query: ChartListQuery): Promise<ChartsResponse> {
      const { year, ...filter } = query;
      const rows = await listCharts(db, userId, { ...filter, ...(year !== undefined && { year: Number(year) }) });
      return { charts: rows.map(chartSummary) };
    },

    async remove(userId: string, id: string): Promise<{ message: string }> {
      const deleted = await db.transaction().execute((trx) => writer.remove(trx, userId, id, now()));
      if (!deleted) throw notFound();
      return { message: CHART_MESSAGES.deleted };
    },

    /** The player's side of every match the member charted of them, added up, with the opponents' beside it. */
    async scouting(userId: string, playerId: string, query: ScoutingQuery): Promise<ScoutingResponse> {
      const rows = await reportsOfPlayer(db, userId, playerId, { ...query, surface: surfaceKey(query.surface) });
      let total: Report = emptyReport();
      let report: PlayerReport = total.players[0];
      let opponents: PlayerReport = total.players[1];
      for (const row of rows) {
        const match = JSON.parse(row.report) as Report;
        const side: Side = row.firstPlayerId === playerId ? 0 : 1;
        total = addCounts(total, { ...match, players: total.players });
        report = addCounts(report, match.players[side]);
        opponents = addCounts(opponents, match.players[side === 0 ? 1 : 0]);
      }
      return {
        matches: rows.length,
        points: total.points,
        fullPoints: total.fullPoints,
        report,
        opponents,
      };
    },
  };
}

export type ChartsService = ReturnType<typeof createChartsService>;
