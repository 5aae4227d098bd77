import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The recorded ATP and TennisTV payloads, read where they are and never copied into the project: in the
 * shared folder beside the checkout (as CI has it), or wherever SHARED_DIR points.
 */
const checkoutParent = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const SHARED_DIR = process.env.SHARED_DIR ?? path.join(checkoutParent, 'shared');
export const ATP_FIXTURES = path.join(SHARED_DIR, 'fixtures', 'atp');

/**
 * Whether the recordings are here. A clone on its own has none: the tests that replay them are skipped, and
 * say so; in CI a missing recording is a failure instead.
 */
export const hasAtpFixtures = existsSync(ATP_FIXTURES);
if (!hasAtpFixtures) {
  const message = `The recorded ATP payloads are not at ${ATP_FIXTURES} (set SHARED_DIR to the shared folder).`;
  if (process.env.CI === 'true') throw new Error(`${message} CI needs them.`);
  console.warn(
    `\n${'!'.repeat(100)}\n!!! ${message}\n!!! THE TESTS THAT REPLAY THEM ARE SKIPPED.\n${'!'.repeat(100)}\n`,
  );
}

/** A recorded payload as the upstream sent it; the challenger recording was wrapped by its collector. */
export function recordedPayload(file: string): string {
  const text = readFileSync(path.join(ATP_FIXTURES, file), 'utf8');
  const parsed = JSON.parse(text) as { data?: unknown; source?: unknown };
  return parsed.data !== undefined && parsed.source !== undefined ? JSON.stringify(parsed.data) : text;
}

/** What the fake answers on a path. */
export type FakeAnswer =
  | { json: string; delayMs?: number }
  | { status: number; body?: string; headers?: Record<string, string> }
  | { hang: true };

/**
 * A stand-in for ATP's and TennisTV's services on loopback: real HTTP, answers set per path by the test,
 * every request counted. A path it was not told about answers 404, as the real services do.
 */
export interface FakeAtp {
  url: string;
  answer(pathname: string, answer: FakeAnswer): void;
  /** Requests received per path (with its query). */
  calls(pathname: string): number;
  close(): Promise<void>;
}

/** Has the fake answer ATP's two calendars, tour and challenger, with the recorded 2026 season. */
export function answerRecordedCalendars(fake: FakeAtp): void {
  fake.answer('/calendar/tour', { json: recordedPayload('atp_calendar_tour_2026.json') });
  fake.answer('/calendar/challenger', { json: recordedPayload('atp_calendar_challenger_2026_wrapped.json') });
}

/** The environment of an app whose tournaments and draws come from the fake upstream. */
export function upstreamEnv(fake: FakeAtp): Record<string, string> {
  return {
    TENNIS_SOURCE: 'upstream',
    ATP_CALENDAR_URL: `${fake.url}/calendar/`,
    ATP_DRAWS_URL: `${fake.url}/tennis/v1`,
  };
}

export async function startFakeAtp(): Promise<FakeAtp> {
  const answers = new Map<string, FakeAnswer>();
  const counts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const key = request.url ?? '/';
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const answer = answers.get(key);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
    } else if ('hang' in answer) {
      hanging.add(response);
    } else if ('json' in answer) {
      const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(answer.json);
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    } else {
      response.writeHead(answer.status, answer.headers).end(answer.body ?? '');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    answer(pathname, answer) {
      answers.set(pathname, answer);
    },
    calls(pathname) {
      return counts.get(pathname) ?? 0;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
