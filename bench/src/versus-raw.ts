import { alternate, type Load } from './load.js';
import { startRawServer } from './processes.js';
import { fixed, median, type Row } from './report.js';

export const PAIRS = 5;

/**
 * `our route / raw node:http` in requests per second: the route's own answer is fetched once and the
 * baseline serves exactly those bytes, under the same connections, in alternating runs.
 */
export async function versusRaw(
  name: string,
  load: Load,
  /** Undefined: a reference row, reported without a target. */
  target: number | undefined,
  scratch: string,
): Promise<Row> {
  const answer = await fetch(load.url, { headers: load.headers ?? {} });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`${name}: ${load.url} answered ${answer.status}: ${body.toString()}`);
  const raw = await startRawServer(answer.headers.get('content-type') ?? 'application/json', body, scratch);
  try {
    const result = await alternate(load, { ...load, url: raw.url, headers: {} }, PAIRS);
    const ours = result.a.map((run) => run.rps);
    const theirs = result.b.map((run) => run.rps);
    return {
      name: `${name} / raw node:http`,
      value: fixed(result.ratio),
      target: target === undefined ? 'reference' : `>= ${fixed(target)}`,
      pass: target === undefined ? null : result.ratio >= target,
      note: `${Math.round(median(ours))} vs ${Math.round(median(theirs))} req/s, ${body.length} B, ${PAIRS} pairs`,
    };
  } finally {
    await raw.stop();
  }
}
