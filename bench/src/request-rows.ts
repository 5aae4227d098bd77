import type { Row } from './report.js';
import { PLAYER_PATH } from './tennis-rows.js';
import { versusRaw } from './versus-raw.js';

/** Issue 33: what every request pays, against raw node:http sending the same bytes. */
const DIARY_TARGET = 0.7;
const HEALTH_TARGET = 0.8;

/**
 * `GET /api/diary?date=` for a subscriber's stored day, and `/api/health`: the lightest route (one `select 1`,
 * no user), so what the framework, the headers and the access line cost by themselves.
 */
export async function requestRows(
  url: string,
  token: string,
  date: string,
  serverPid: number | undefined,
  scratch: string,
): Promise<Row[]> {
  await seasonReadAhead(url, token);
  const diary = { url: `${url}/api/diary?date=${date}`, headers: { authorization: `Bearer ${token}` }, serverPid };
  return [
    await versusRaw('GET /api/diary?date=', diary, DIARY_TARGET, scratch),
    await versusRaw('GET /api/health', { url: `${url}/api/health`, serverPid }, HEALTH_TARGET, scratch),
  ];
}

/**
 * Once it listens, the server reads the demo's current season into the players table (features/mentions): seconds
 * of draw-making beside the requests (4.8 s on this machine under load), which a player page of that season waits
 * for. The rows measure what a request costs, so they start after it rather than count its work as the route's.
 */
async function seasonReadAhead(url: string, token: string): Promise<void> {
  const answer = await fetch(`${url}${PLAYER_PATH}`, { headers: { authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
}
