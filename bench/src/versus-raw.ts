import http from 'node:http';
import { alternate, type Load } from './load.js';
import { startRawServer } from './processes.js';
import { fixed, median, type Row } from './report.js';

export const PAIRS = 5;

/** One answer as it came over the wire: status, header lines in order (name, value, name, value...), body. */
export interface Answer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

/** Headers Node's http server writes itself on every answer: the raw server's Node writes its own. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive']);

/**
 * `our route / raw node:http` in requests per second: the route's own answer (status, every header, body) is
 * fetched once and the baseline answers exactly those bytes, under the same connections, in alternating runs.
 */
export async function versusRaw(
  name: string,
  load: Load,
  /** Undefined: a reference row, reported without a target. */
  target: number | undefined,
  scratch: string,
): Promise<Row> {
  const answer = await fetchAnswer(load.url, load.headers ?? {});
  if (answer.status !== 200) {
    throw new Error(`${name}: ${load.url} answered ${answer.status}: ${answer.body.toString()}`);
  }
  const replayed = headerPairs(answer.rawHeaders).filter(([header]) => !WRITTEN_BY_NODE.has(header.toLowerCase()));
  const raw = await startRawServer(answer.status, replayed.flat(), answer.body, scratch);
  try {
    assertSameAnswer(name, answer, await fetchAnswer(raw.url, {}));
    const result = await alternate(load, { ...load, url: raw.url, headers: {}, serverPid: raw.process.pid }, PAIRS);
    const ours = result.a.map((run) => run.rps);
    const theirs = result.b.map((run) => run.rps);
    const [ourCpu, rawCpu] = [result.a, result.b].map((runs) => median(runs.map((run) => run.cpuPerRequest)));
    return {
      name: `${name} / raw node:http`,
      value: fixed(result.ratio),
      target: target === undefined ? 'reference' : `>= ${fixed(target)}`,
      pass: target === undefined ? null : result.ratio >= target,
      note:
        `${Math.round(median(ours))} vs ${Math.round(median(theirs))} req/s, ` +
        cpuNote(ourCpu, rawCpu) +
        `${headBytes(answer)} B head + ${answer.body.length} B body on both, ${PAIRS} pairs`,
    };
  } finally {
    await raw.stop();
  }
}

/**
 * The servers' CPU time per request: the raw server's req/s is often the load generator's limit, not its
 * own, and this shows how far apart the two really are. Empty where it was not measured.
 */
function cpuNote(ours: number | undefined, raw: number | undefined): string {
  if (ours === undefined || raw === undefined || !Number.isFinite(ours) || !Number.isFinite(raw)) return '';
  return `server CPU ${Math.round(ours)} vs ${Math.round(raw)} µs/request, `;
}

/** One GET through node:http, which keeps the header lines as sent (fetch folds and lower-cases them). */
export function fetchAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The raw server must send what the route sent, byte for byte, but for the date. */
function assertSameAnswer(name: string, ours: Answer, raw: Answer): void {
  const lines = (answer: Answer) =>
    headerPairs(answer.rawHeaders)
      .filter(([header]) => header.toLowerCase() !== 'date')
      .map(([header, value]) => `${header}: ${value}`);
  const differ =
    ours.status !== raw.status || lines(ours).join('\n') !== lines(raw).join('\n') || !ours.body.equals(raw.body);
  if (differ) {
    throw new Error(`${name}: the raw server's answer differs from the route's:\n${lines(raw).join('\n')}`);
  }
}

function headerPairs(rawHeaders: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let at = 0; at + 1 < rawHeaders.length; at += 2) pairs.push([rawHeaders[at] ?? '', rawHeaders[at + 1] ?? '']);
  return pairs;
}

/** The status line and header block as sent: `HTTP/1.1 200 OK`, each `name: value`, the blank line. */
function headBytes(answer: Answer): number {
  const lines = headerPairs(answer.rawHeaders).map(([header, value]) => `${header}: ${value}\r\n`);
  return Buffer.byteLength(
    `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status] ?? ''}\r\n${lines.join('')}\r\n`,
  );
}
