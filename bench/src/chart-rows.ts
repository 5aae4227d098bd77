import type { ChartInput } from '@baseline/contract';
import { matchReport, MATCH_FORMATS, type MatchFormat } from '@baseline/contract/charting';
import type { Database } from '../../server/src/db/database.js';
import { chartedMatch, type SetScore } from '../../server/src/features/charts/charted-match.js';
import { createChartsService } from '../../server/src/features/charts/charts.service.js';
import { seededRandom } from '../../server/src/features/tennis/demo/prng.js';
import { createChartsWriter } from '../../server/src/writers.js';
import { fixed, median, type Row } from './report.js';
import { createSubscriber } from './seed.js';

const REPORT_TARGET_MS = 20;
const SCOUTING_TARGET_MS = 200;
const LONG_MATCH_POINTS = 350;
const SCOUTED_MATCHES = 200;
const SCOUTED_PLAYER = 'BENCH1';
const RUNS = 30;

const set = (a: number, b: number, tiebreakLoserPoints: number | null = null): SetScore => ({
  games: [a, b],
  tiebreakLoserPoints,
});

/** A chart of `points`, the scouted player first, against an opponent of his. */
function chartOf(points: ChartInput['points'], format: MatchFormat, opponent: number, date: string): ChartInput {
  return {
    date,
    players: [
      { name: 'Bench Player', playerId: SCOUTED_PLAYER, hand: 'right' },
      { name: `Opponent ${opponent}`, playerId: `BENCHOPP${opponent}`, hand: 'left' },
    ],
    firstServer: 0,
    format,
    level: 'full',
    event: null,
    note: '',
    setNotes: [],
    points,
  };
}

/** The first 350 points of a five-set match in full notation: into its fifth set. */
export function longMatch(): ChartInput {
  const format = MATCH_FORMATS['grand-slam'];
  const sets = [set(7, 6, 5), set(6, 7, 4), set(6, 4), set(4, 6), set(7, 6, 8)];
  const { points } = chartedMatch(seededRandom('bench long match'), format, 0, sets, 'full');
  if (points.length < LONG_MATCH_POINTS) throw new Error(`the long match has only ${points.length} points`);
  return chartOf(points.slice(0, LONG_MATCH_POINTS), format, 0, '2026-07-05');
}

/** The chart the Lighthouse rows open: the long match, the benchmarked subscriber's own. */
export const LIGHTHOUSE_CHART_ID = '3f0c8f4e-5b0a-4c57-9a41-0d6e2b7c1a90';

/** Stores the long match as the member's chart that the Lighthouse rows open (recorder and report). */
export async function seedLighthouseChart(db: Database, userId: string): Promise<void> {
  const charts = createChartsService({ db, now: Date.now, writer: createChartsWriter() });
  await charts.save(userId, LIGHTHOUSE_CHART_ID, { chart: longMatch(), baseVersion: 0 });
}

/** The report of a 350-point match against JSON.parse of the same chart, alternately in one loop. */
export function reportRow(): Row {
  const chart = longMatch();
  const json = JSON.stringify(chart);
  const reportMs: number[] = [];
  const parseMs: number[] = [];
  for (let run = 0; run < RUNS + 5; run += 1) {
    let started = performance.now();
    const reading = matchReport(chart.format, chart.firstServer, chart.points);
    const reported = performance.now() - started;
    if (!reading.ok) throw new Error(`the long match does not read: ${reading.problem}`);
    started = performance.now();
    JSON.parse(json);
    const parsed = performance.now() - started;
    // The first runs warm the JIT up.
    if (run >= 5) {
      reportMs.push(reported);
      parseMs.push(parsed);
    }
  }
  const report = median(reportMs);
  const parse = median(parseMs);
  return {
    name: `The match report of ${LONG_MATCH_POINTS} full-notation points (5 sets) vs JSON.parse of the chart`,
    value: `${fixed(report, 2)} ms vs ${fixed(parse, 3)} ms (x${fixed(report / parse, 1)})`,
    target: `<= ${REPORT_TARGET_MS} ms`,
    pass: report <= REPORT_TARGET_MS,
    note: `median of ${RUNS}, in the bench's process, the chart ${Math.round(json.length / 1024)} KB of JSON`,
  };
}

/**
 * On one database: saving the 350-point chart through the charts service (checked point by point, then
 * written), and the scouting report of a player charted in 200 matches, both timed in the server's code
 * without HTTP.
 */
export async function chartDatabaseRows(db: Database, dialect: 'SQLite' | 'PostgreSQL'): Promise<Row[]> {
  const charts = createChartsService({ db, now: Date.now, writer: createChartsWriter() });
  const userId = await createSubscriber(db, `charter-${dialect.toLowerCase()}`);
  const long = longMatch();
  const saveMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await charts.save(userId, crypto.randomUUID(), { chart: long, baseVersion: 0 });
    saveMs.push(performance.now() - started);
  }
  const format = MATCH_FORMATS['best-of-3'];
  const random = seededRandom('bench scouting');
  for (let match = 0; match < SCOUTED_MATCHES - RUNS; match += 1) {
    const sets = match % 3 === 0 ? [set(6, 4), set(3, 6), set(7, 6, 5)] : [set(6, 3), set(7, 5)];
    const { points } = chartedMatch(random, format, match % 2 === 0 ? 0 : 1, sets, 'full');
    const date = `2026-${String(1 + (match % 12)).padStart(2, '0')}-10`;
    await charts.save(userId, crypto.randomUUID(), { chart: chartOf(points, format, match, date), baseVersion: 0 });
  }
  const scoutingMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const scouting = await charts.scouting(userId, SCOUTED_PLAYER, {});
    scoutingMs.push(performance.now() - started);
    if (scouting.matches !== SCOUTED_MATCHES) throw new Error(`scouting found ${scouting.matches} matches`);
  }
  return [
    {
      name: `Saving a chart of ${LONG_MATCH_POINTS} full-notation points (${dialect})`,
      value: `${fixed(median(saveMs), 1)} ms`,
      target: 'reported',
      pass: null,
      note: `the charts service's save (every point read and scored, the report counted, one transaction); median of ${RUNS}`,
    },
    {
      name: `The scouting report over ${SCOUTED_MATCHES} charted matches (${dialect})`,
      value: `${fixed(median(scoutingMs), 1)} ms`,
      target: `<= ${SCOUTING_TARGET_MS} ms`,
      pass: median(scoutingMs) <= SCOUTING_TARGET_MS,
      note: `the charts service's scouting (the stored reports read and added up), no HTTP; median of ${RUNS}`,
    },
  ];
}
