import autocannon from 'autocannon';
import { cpuMicroseconds } from './processes.js';
import { median } from './report.js';

export interface Load {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  /** Changes each request before it goes out (say, a different client address per login). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /** The process answering: its CPU time per request is measured too. */
  serverPid?: number;
}

export interface LoadResult {
  rps: number;
  /** Mean latency in ms: finer than the percentiles, which autocannon rounds to whole milliseconds. */
  mean: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx: a benchmark of errors measures nothing, so callers check this. */
  non2xx: number;
  /**
   * The server's CPU time (all threads, user and system) per answered request, in µs, when `serverPid` was
   * given and /proc can tell; NaN otherwise. It moves less with a shared machine's load than req/s does.
   */
  cpuPerRequest: number;
}

/** One autocannon run; the defaults are what every A/B row uses, so both sides see the same load. */
export async function fire(load: Load): Promise<LoadResult> {
  const cpuBefore = cpuMicroseconds(load.serverPid);
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: load.headers ?? {},
    ...(load.body === undefined ? {} : { body: load.body }),
    connections: load.connections ?? 10,
    duration: load.seconds ?? 3,
    ...(load.setupRequest ? { requests: [{ setupRequest: load.setupRequest }] } : {}),
  });
  return {
    rps: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: (cpuMicroseconds(load.serverPid) - cpuBefore) / result.requests.total,
  };
}

export interface Pairs {
  a: LoadResult[];
  b: LoadResult[];
  /** Median over the pairs of a's measure divided by b's. */
  ratio: number;
}

/**
 * Alternating runs (a, b, a, b, ...): drift on a shared machine hits both sides of a pair alike, and the
 * median of the per-pair ratios ignores the odd pair a neighbour's burst of work spoiled.
 */
export async function alternate(
  a: Load,
  b: Load,
  pairs: number,
  measure: (result: LoadResult) => number = (result) => result.rps,
): Promise<Pairs> {
  const results: Pairs = { a: [], b: [], ratio: 0 };
  await fire({ ...a, seconds: 1 });
  await fire({ ...b, seconds: 1 });
  for (let pair = 0; pair < pairs; pair += 1) {
    results.a.push(await fire(a));
    results.b.push(await fire(b));
  }
  for (const result of [...results.a, ...results.b]) {
    if (result.non2xx > 0) throw new Error(`${a.url} / ${b.url}: ${result.non2xx} answers were not 2xx`);
  }
  results.ratio = median(results.a.map((result, pair) => measure(result) / measure(results.b[pair] ?? result)));
  return results;
}
