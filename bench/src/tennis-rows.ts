import { notAvailable, type Row } from './report.js';
import { versusRaw } from './versus-raw.js';

const TARGET = 0.8;
/** The 2026 Australian Open: a finished 128-line singles draw in the demo season. */
export const DRAW_PATH = '/api/atp/draws/2026/580';
/** The demo's best player's 2026 season (the first request reads the season's draws into the players tables). */
export const PLAYER_PATH = '/api/atp/players/DP0001?season=2026';

/** The tennis routes behind the subscriber guard, against raw node:http serving the same bytes. */
export async function tennisRows(
  url: string,
  token: string,
  serverPid: number | undefined,
  scratch: string,
): Promise<Row[]> {
  const headers = { authorization: `Bearer ${token}` };
  const rows: Row[] = [];
  for (const [name, path] of [
    ['GET /api/atp/tournaments', '/api/atp/tournaments'],
    ['GET /api/atp/draws (128 lines)', DRAW_PATH],
    ['GET /api/atp/players/:playerId (a season)', PLAYER_PATH],
  ] as const) {
    const probe = await fetch(`${url}${path}`, { headers });
    await probe.arrayBuffer();
    if (probe.status !== 200) {
      rows.push(notAvailable(`${name} / raw node:http`, `>= ${TARGET.toFixed(2)}`, `${path} answers ${probe.status}`));
      continue;
    }
    // The probe warmed the cache: every measured request is served from it.
    rows.push(await versusRaw(name, { url: `${url}${path}`, headers, serverPid }, TARGET, scratch));
  }
  return rows;
}
