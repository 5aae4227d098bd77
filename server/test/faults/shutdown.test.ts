import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_SERVER_TEST_TIMEOUT_MS, spawnBuiltServer, untilReady, type BuiltServer } from '../built-server.js';

const DEMO_PASSWORD = 'demo member password 1';
const CLIENTS = 6;
/** A note large enough that a save takes a while, so that some are in flight when the signal comes. */
const NOTE = `<p>${'Serve and volley, then the backhand down the line. '.repeat(2_000)}</p>`;

interface Outcome {
  startedAt: number;
  endedAt: number;
  /** The status of the answer, or the error code when there was none. */
  result: number | string;
  /** The answer asked the client not to send another request on its connection. */
  closesConnection: boolean;
}

/** One request, on a kept-alive connection of `agent` when there is one (as a browser or a proxy sends it). */
function send(server: BuiltServer, agent: Agent | false, path: string, body: object, token?: string): Promise<Outcome> {
  const payload = JSON.stringify(body);
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const done = (result: number | string, closesConnection = false) => {
      resolve({ startedAt, endedAt: performance.now(), result, closesConnection });
    };
    const req = request(
      `${server.baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          done(res.statusCode ?? 0, res.headers.connection === 'close');
        });
        res.on('error', (error: NodeJS.ErrnoException) => {
          done(error.code ?? error.message);
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      done(error.code ?? error.message);
    });
    req.end(payload);
  });
}

async function demoToken(server: BuiltServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.each(['SIGINT', 'SIGTERM'] as const)('stopping the built server with %s', (signal) => {
  let server: BuiltServer | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  afterEach(() => {
    server?.child.kill('SIGKILL');
    agent.destroy();
  });

  it(
    'answers every request of a stream of diary saves, then refuses connections, and logs to the end',
    async () => {
      server = await spawnBuiltServer({ SEED_DEMO: '1', DEMO_PASSWORD });
      const running = server;
      await untilReady(running);
      const token = await demoToken(running);

      const outcomes: Outcome[] = [];
      let signalled = false;
      // Each client saves one day after another on its kept-alive connection, until an answer closes it.
      const client = async (n: number) => {
        for (let save = 0; ; save++) {
          const date = `2027-0${1 + n}-${String(1 + (save % 28)).padStart(2, '0')}`;
          const body = { date, notes: [{ title: 'Rally', content: NOTE, tags: [] }], overwrite: true };
          const outcome = await send(running, agent, '/api/diary', body, token);
          outcomes.push(outcome);
          if (outcome.closesConnection || typeof outcome.result === 'string' || signalled) return;
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
      await expect.poll(() => outcomes.length, { timeout: 20_000 }).toBeGreaterThan(3 * CLIENTS);

      const signalledAt = performance.now();
      signalled = true;
      running.child.kill(signal);
      await Promise.all(clients);
      const { code } = await running.exited;

      expect(code).toBe(0);
      // Every request sent got an answer: none was dropped with its connection (ECONNRESET, 'socket hang up').
      expect(outcomes.filter((outcome) => outcome.result !== 200)).toEqual([]);
      expect(
        outcomes.filter((outcome) => outcome.startedAt < signalledAt && outcome.endedAt > signalledAt),
      ).not.toEqual([]);
      expect((await send(running, false, '/api/diary', {}, token)).result).toBe('ECONNREFUSED');

      const lines = running
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; method?: string; url?: string; signal?: string });
      const logged = lines.filter(
        (line) => line.msg === 'request' && line.method === 'POST' && line.url === '/api/diary',
      );
      expect(logged).toHaveLength(outcomes.length);
      expect(lines.find((line) => line.msg === 'shutting down: finishing the requests in flight')?.signal).toBe(signal);
      expect(lines.at(-1)?.msg).toBe('shut down');
    },
    BUILT_SERVER_TEST_TIMEOUT_MS,
  );
});
