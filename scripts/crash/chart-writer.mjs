// The charts' part of the storm (issue 34): one writer starts charts under ids of its own, as a device does, and
// then adds points to them one save at a time, as fast as the server answers, while the server is killed. After
// each restart every chart must be exactly as last acknowledged, the one save cut off by the kill done or not.
import { randomUUID } from 'node:crypto';

/** The writer starts this many charts, then only adds points to them. */
const CHARTS = 5;
/** Far from the end of a match: a chart of aces by the first server is over after 48 points. */
const MAX_POINTS = 40;

const chartOf = (points) => ({
  date: '2026-11-20',
  players: [
    { name: 'Crash server', playerId: null, hand: 'right' },
    { name: 'Crash returner', playerId: null, hand: 'left' },
  ],
  firstServer: 0,
  format: { bestOf: 3, noAd: false, sets: { kind: 'tiebreak', at: 6, points: 7 }, finalSet: { kind: 'advantage' } },
  level: 'quick',
  event: null,
  note: '',
  setNotes: [],
  points: Array.from({ length: points }, () => ({
    level: 'quick',
    winner: 0,
    secondServe: false,
    ending: 'winner',
    wing: 'forehand',
  })),
});

export function createChartStorm() {
  /** id → { version, points }: each chart as last acknowledged. */
  const acked = new Map();
  /** The save whose answer the kill cut off: `{ id, points }`. */
  let unknown;
  const errors = [];
  let sequence = 0;

  /** Saves until the connection fails (the server was killed). */
  async function run(baseUrl, token) {
    unknown = undefined;
    for (;;) {
      sequence += 1;
      const ids = [...acked.keys()];
      const id = ids.length < CHARTS ? randomUUID() : ids[sequence % ids.length];
      const before = acked.get(id);
      const points = before ? (before.points % MAX_POINTS) + 1 : 1;
      let res;
      try {
        res = await fetch(`${baseUrl}/api/charts/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ chart: chartOf(points), baseVersion: before?.version ?? 0 }),
        });
      } catch {
        unknown = { id, points };
        return;
      }
      const answer = await res.json().catch(() => ({}));
      if (res.status === 200) acked.set(id, { version: answer.version, points });
      // 503 (the database busy) is a refusal; anything else is a bug of the server or of this script.
      else if (res.status !== 503) errors.push(`chart save answered ${res.status}: ${JSON.stringify(answer)}`);
    }
  }

  /** Every acknowledged chart read back as acknowledged; the cut-off save all or nothing. */
  async function verify(baseUrl, token) {
    const problems = [...errors];
    errors.length = 0;
    const headers = { authorization: `Bearer ${token}` };
    const listed = await fetch(`${baseUrl}/api/charts`, { headers });
    if (listed.status !== 200) return [...problems, `GET /api/charts answered ${listed.status}`];
    const stored = new Map((await listed.json()).charts.map((chart) => [chart.id, chart]));
    for (const [id, chart] of stored) {
      const expected = acked.get(id);
      const same = expected && chart.version === expected.version && chart.pointCount === expected.points;
      if (same) continue;
      const cutOff =
        unknown?.id === id && chart.version === (expected?.version ?? 0) + 1 && chart.pointCount === unknown.points;
      if (cutOff) acked.set(id, { version: chart.version, points: chart.pointCount });
      else
        problems.push(
          `chart ${id}: read back version ${chart.version} with ${chart.pointCount} points, acknowledged ${JSON.stringify(expected)}`,
        );
    }
    for (const id of acked.keys()) if (!stored.has(id)) problems.push(`chart ${id}: acknowledged, then gone`);
    return problems;
  }

  return { run, verify, count: () => acked.size };
}
